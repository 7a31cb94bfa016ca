// A rehype plugin for the pages' Markdown (docusaurus.config.ts): in an API table, whose second
// and third columns are "Signature" and "Returns" (Member | Signature | Returns | …), each row's signature moves under the
// member's name, in the first cell, and the column goes. A property's signature cell only said
// "property", yet the column took a share of the width on every row; now the name cell reads
// `setSearchTerm` over `(term: string) => void`, or `searchTerm` over a small "property", and the
// meaning column gets the width. Runs before the other table plugins, at build time.
import type { Element, ElementContent, Root } from "hast";
import { cellsOf, isElement, partsOf, rowsOf, textOf, visitTables } from "./hastTables";

const signatureHeading = "Signature";

const span = (className: string, children: ElementContent[]): Element => ({
  type: "element",
  tagName: "span",
  properties: { className: [className] },
  children,
});

const without = (row: Element, cell: Element) => {
  row.children = row.children.filter((child) => child !== cell);
};

function mergeSignatures(table: Element): void {
  const { labels, rows } = partsOf(table);
  // A guide's table with a Signature column (Your code | Signature | Example use) keeps it.
  if (labels[1] !== signatureHeading || labels[2] !== "Returns") return;
  const head = table.children.find((child): child is Element => isElement(child, "thead"));
  const headRow = head ? rowsOf(head)[0] : undefined;
  if (headRow) without(headRow, cellsOf(headRow)[1]!);
  for (const row of rows) {
    const [name, signature] = cellsOf(row);
    if (!name || !signature) continue;
    without(row, signature);
    const isProperty = textOf(signature) === "property";
    name.children.push(
      isProperty
        ? span("member-kind", [{ type: "text", value: "property" }])
        : span("member-signature", signature.children),
    );
  }
}

export default function rehypeMemberSignatures() {
  return (tree: Root): void => visitTables(tree, mergeSignatures);
}
