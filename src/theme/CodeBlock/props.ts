// What a code block shows and offers, worked out from its props alone (./index.tsx renders it).
import type { Props } from "@theme/CodeBlock";
import { isFileName, shownSource, shownTitle } from "@site/src/codeFileNames";
import { importsSiteFiles, oneFilePath } from "@site/src/oneFile/key";

/** A block's title: its `title` prop, or a Markdown fence's (```tsx title="_ShopBefore.tsx"). */
const metaTitleOf = (metastring: string | undefined) => metastring?.match(/title=(["'])(.*?)\1/);
const titleOf = (props: Props) => props.title ?? metaTitleOf(props.metastring)?.[2];

/**
 * A block titled with a file name shows it without the site's "_" prefix, and its relative
 * imports of such files by the same names (src/codeFileNames.ts).
 */
export function shownProps(props: Props): Props {
  const { children, metastring } = props;
  const metaTitle = metaTitleOf(metastring);
  const title = titleOf(props);
  if (typeof title !== "string" || !isFileName(title)) return props;
  return {
    ...props,
    ...(props.title === undefined
      ? {
          metastring: metastring?.replace(
            metaTitle?.[0] ?? "",
            `title=${metaTitle?.[1]}${shownTitle(title)}${metaTitle?.[1]}`,
          ),
        }
      : { title: shownTitle(title) }),
    children: typeof children === "string" ? shownSource(children) : children,
  };
}

/**
 * Whether a block offers "Copy as one file", and what it copies: a block titled with a file name
 * whose code imports the site's own files (`../data/gearShop`, `./_ApartmentControls`). The file
 * it fetches is published under the key of the code as the page gives it, `_` names included
 * (src/oneFile/examples.ts); the title is the one readers see.
 */
export function oneFileOf(props: Props): { file: string; path: string } | undefined {
  const title = titleOf(props);
  const { children } = props;
  if (typeof title !== "string" || !isFileName(title) || typeof children !== "string")
    return undefined;
  if (!importsSiteFiles(children)) return undefined;
  return { file: shownTitle(title), path: oneFilePath(children) };
}
