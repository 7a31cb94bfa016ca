// A rehype plugin for the pages' Markdown (docusaurus.config.ts): in a reference table (its first
// column names options, props, methods, members or error codes), every row that starts with a
// name in code gets an anchor, `option-debouncemilliseconds` or `code-invalid_state`, so the site
// search (src/search) and other pages can link to the row itself rather than to the heading above
// a long table. Runs at build time; a row keeps any id it already has.
import type { Element, Root } from "hast";
import { cellsOf, isElement, partsOf, textOf, visitTables } from "./hastTables";

/** First-column headings of the tables whose rows are reference entries. */
export const referenceKinds = new Set([
  "Action",
  "Argument",
  "Channel",
  "Code",
  "Export",
  "Field",
  "Function",
  "Key",
  "Member",
  "Method",
  "Option",
  "Prop",
  "Property",
  "Slot",
  "Type",
]);

/** `Option` and `debounceMilliseconds` give `option-debouncemilliseconds`. */
export function referenceAnchor(kind: string, name: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9_$]+/g, "-")
      .replace(/^-+|-+$/g, "");
  return `${slug(kind)}-${slug(name)}`;
}

function nameOf(row: Element): string | undefined {
  const first = cellsOf(row)[0];
  const code = first?.children.find((child): child is Element => isElement(child, "code"));
  return code ? textOf(code) : undefined;
}

export default function rehypeReferenceAnchors() {
  return (tree: Root): void => {
    const used = new Set<string>();
    visitTables(tree, (table) => {
      const { labels, rows } = partsOf(table);
      const kind = labels[0];
      if (kind === undefined || !referenceKinds.has(kind)) return;
      for (const row of rows) {
        const name = nameOf(row);
        if (name === undefined || row.properties.id !== undefined) continue;
        const anchor = referenceAnchor(kind, name);
        // The same name twice in one file (two tables of options): the first row keeps the anchor.
        if (used.has(anchor)) continue;
        used.add(anchor);
        row.properties = { ...row.properties, id: anchor };
      }
    });
  };
}
