// The not-found page (site-spec.md §2: any other path): the theme's heading and first sentence,
// then the ways forward: the site's search, opened in place, and the documentation's sections.
import type { ReactNode } from "react";
import clsx from "clsx";
import Link from "@docusaurus/Link";
import Heading from "@theme/Heading";
import type { Props } from "@theme/NotFound/Content";
import { openSearch } from "@site/src/theme/SearchBar/openSearch";
import styles from "./styles.module.css";

const sections = [
  { to: "/", label: "Introduction", about: "what Finder is, with a live demo" },
  { to: "/getting-started/", label: "Getting started", about: "install, then a list step by step" },
  { to: "/rules/", label: "Rules", about: "search, filter, sort-by and group-by rules" },
  { to: "/api/", label: "API", about: "every option, property and method" },
  { to: "/components/", label: "Components", about: "<Finder>, useFinder and the rest" },
  { to: "/examples/", label: "Examples", about: "complete apps to read and edit" },
  { to: "/markdown-page/", label: "Glossary and compatibility", about: "terms and versions" },
];

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx("container margin-vert--xl", className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>We could not find what you were looking for.</p>
          <p className={styles.search}>
            <button
              type="button"
              className="button button--primary"
              aria-keyshortcuts="Control+K Meta+K /"
              onClick={openSearch}
            >
              Search the documentation
            </button>
          </p>
          <h2 className={styles.sectionsTitle}>Or start from a section</h2>
          <ul className={styles.sections}>
            {sections.map(({ to, label, about }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>: {about}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
