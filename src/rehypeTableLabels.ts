// A rehype plugin for the pages' Markdown (docusaurus.config.ts): every body cell of a table with
// three columns or more gets its column's heading as `data-label`, in the HTML itself. Below
// 600 px, src/css/custom.css turns such a table into stacked cards, one per row, each cell under
// its column's name, so the option and property tables stay readable on phones without scrolling
// sideways. A Default or Throws cell that holds only "—" (no default, throws nothing) also gets
// `data-empty`: the table shows the dash, a card leaves the field out. In other columns a dash
// says something ("no rule" in an event's rule column), so a card keeps it. It runs at build time: nothing is added to
// the pages' scripts.
import type { Element, Root } from "hast";
import { cellsOf, partsOf, textOf, visitTables } from "./hastTables";

/** What a table writes in a cell that has nothing to say. */
const emptyMark = "—";

/** The columns whose dash only says "nothing here", so a card may leave the field out. */
const omittable = new Set(["Default", "Throws"]);

/** Tables narrower than this read well enough as tables on a phone. */
const minimumColumns = 3;

function labelTable(table: Element): void {
  const { labels, rows } = partsOf(table);
  if (labels.length < minimumColumns) return;
  for (const row of rows)
    cellsOf(row).forEach((cell, index) => {
      const label = labels[index];
      if (!label) return;
      cell.properties = { ...cell.properties, dataLabel: label };
      if (omittable.has(label) && textOf(cell) === emptyMark) cell.properties.dataEmpty = "";
    });
}

export default function rehypeTableLabels() {
  return (tree: Root): void => visitTables(tree, labelTable);
}
