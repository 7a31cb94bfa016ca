// A rehype plugin for the pages' Markdown (docusaurus.config.ts): every body cell of a table with
// three columns or more gets its column's heading as `data-label`, in the HTML itself. Below
// 600 px, src/css/custom.css turns such a table into stacked cards, one per row, each cell under
// its column's name, so the option and property tables stay readable on phones without scrolling
// sideways. It runs at build time: nothing is added to the pages' scripts.
import type { Element, ElementContent, Root, RootContent } from "hast";

/** Tables narrower than this read well enough as tables on a phone. */
const minimumColumns = 3;

type Node = Root | RootContent | ElementContent;

const isElement = (node: Node, tagName?: string): node is Element =>
  node.type === "element" && (tagName === undefined || node.tagName === tagName);

const childrenOf = (node: Node): Node[] => ("children" in node ? node.children : []);

/** The text a reader sees in `node`, spaces collapsed. */
function textOf(node: Node): string {
  if (node.type === "text") return node.value;
  return childrenOf(node).map(textOf).join("").replace(/\s+/g, " ").trim();
}

const rowsOf = (section: Element): Element[] =>
  section.children.filter((child): child is Element => isElement(child, "tr"));

const cellsOf = (row: Element): Element[] =>
  row.children.filter(
    (child): child is Element => isElement(child, "th") || isElement(child, "td"),
  );

function labelTable(table: Element): void {
  const sections = table.children.filter((child): child is Element => isElement(child));
  const head = sections.find((section) => section.tagName === "thead");
  const headRow = head ? rowsOf(head)[0] : undefined;
  if (!headRow) return;
  const labels = cellsOf(headRow).map(textOf);
  if (labels.length < minimumColumns) return;
  for (const body of sections.filter((section) => section.tagName === "tbody"))
    for (const row of rowsOf(body))
      cellsOf(row).forEach((cell, index) => {
        const label = labels[index];
        if (label) cell.properties = { ...cell.properties, dataLabel: label };
      });
}

function visit(node: Node): void {
  if (isElement(node, "table")) labelTable(node);
  for (const child of childrenOf(node)) visit(child);
}

export default function rehypeTableLabels() {
  return (tree: Root): void => visit(tree);
}
