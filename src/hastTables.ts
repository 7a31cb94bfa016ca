// Reading tables in a page's HTML tree (hast), for the rehype plugins that work on them at build
// time: src/rehypeMemberSignatures.ts, rehypeTableLabels.ts, rehypeReferenceAnchors.ts and
// rehypeCodeBreaks.ts.
import type { Element, ElementContent, Root, RootContent } from "hast";

export type Node = Root | RootContent | ElementContent;

export const isElement = (node: Node, tagName?: string): node is Element =>
  node.type === "element" && (tagName === undefined || node.tagName === tagName);

export const childrenOf = (node: Node): Node[] => ("children" in node ? node.children : []);

/** The text a reader sees in `node`, spaces collapsed. */
export function textOf(node: Node): string {
  if (node.type === "text") return node.value;
  return childrenOf(node).map(textOf).join("").replace(/\s+/g, " ").trim();
}

export const rowsOf = (section: Element): Element[] =>
  section.children.filter((child): child is Element => isElement(child, "tr"));

export const cellsOf = (row: Element): Element[] =>
  row.children.filter(
    (child): child is Element => isElement(child, "th") || isElement(child, "td"),
  );

/** A table's column headings and its body rows. */
export function partsOf(table: Element): { labels: string[]; rows: Element[] } {
  const sections = table.children.filter((child): child is Element => isElement(child));
  const head = sections.find((section) => section.tagName === "thead");
  const headRow = head ? rowsOf(head)[0] : undefined;
  return {
    labels: headRow ? cellsOf(headRow).map(textOf) : [],
    rows: sections.filter((section) => section.tagName === "tbody").flatMap(rowsOf),
  };
}

/** Calls `onTable` for every table in the tree. */
export function visitTables(node: Node, onTable: (table: Element) => void): void {
  if (isElement(node, "table")) onTable(node);
  for (const child of childrenOf(node)) visitTables(child, onTable);
}
