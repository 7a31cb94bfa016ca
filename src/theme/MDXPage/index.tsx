// Replaces theme-classic's MDXPage (3.9.1) to give a standalone Markdown page (src/pages, the
// glossary and compatibility page) the table of contents on phones and narrow windows that a docs
// page has: theme-classic shows it only beside the text, from 997 px. Below that, the same
// collapsible "On this page" as a docs page's sits above the text; from 997 px it is hidden and
// the column beside the text shows as before. Otherwise the page is theme-classic's.
import type { ReactNode } from "react";
import clsx from "clsx";
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from "@docusaurus/theme-common";
import Layout from "@theme/Layout";
import MDXContent from "@theme/MDXContent";
import TOC from "@theme/TOC";
import TOCCollapsible from "@theme/TOCCollapsible";
import ContentVisibility from "@theme/ContentVisibility";
import EditMetaRow from "@theme/EditMetaRow";
import type { Props } from "@theme/MDXPage";
import styles from "./styles.module.css";

export default function MDXPage({ content: Content }: Props): ReactNode {
  const { metadata, assets, frontMatter, toc } = Content;
  const { title, editUrl, description, lastUpdatedBy, lastUpdatedAt } = metadata;
  const {
    keywords,
    wrapperClassName,
    hide_table_of_contents: hideToc,
    toc_min_heading_level: minHeadingLevel,
    toc_max_heading_level: maxHeadingLevel,
  } = frontMatter;
  const withToc = !hideToc && toc.length > 0;
  return (
    <HtmlClassNameProvider
      className={clsx(
        wrapperClassName ?? ThemeClassNames.wrapper.mdxPages,
        ThemeClassNames.page.mdxPage,
      )}
    >
      <Layout>
        <PageMetadata
          title={title}
          description={description}
          keywords={keywords}
          image={assets.image ?? frontMatter.image}
        />
        <main className="container container--fluid margin-vert--lg">
          <div className={clsx("row", styles.wrapper)}>
            <div className={clsx("col", !hideToc && "col--8")}>
              <ContentVisibility metadata={metadata} />
              {withToc && (
                <TOCCollapsible
                  toc={toc}
                  minHeadingLevel={minHeadingLevel}
                  maxHeadingLevel={maxHeadingLevel}
                  className={styles.tocMobile}
                />
              )}
              <article>
                <MDXContent>
                  <Content />
                </MDXContent>
              </article>
              {(editUrl || lastUpdatedAt || lastUpdatedBy) && (
                <EditMetaRow
                  className={clsx("margin-top--sm", ThemeClassNames.pages.pageFooterEditMetaRow)}
                  editUrl={editUrl}
                  lastUpdatedAt={lastUpdatedAt}
                  lastUpdatedBy={lastUpdatedBy}
                />
              )}
            </div>
            {withToc && (
              <div className="col col--2">
                <TOC
                  toc={toc}
                  minHeadingLevel={minHeadingLevel}
                  maxHeadingLevel={maxHeadingLevel}
                />
              </div>
            )}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
