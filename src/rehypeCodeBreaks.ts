// A rehype plugin for the pages' Markdown (docusaurus.config.ts): code in a table cell gets
// <wbr> where a reader would split it, between the humps of an identifier (`initial|Search|Term`),
// after `.`, `<`, `(`, `,`, `|` and `_`, so a narrow column wraps `FinderRule<FItem, FContext>[]`
// as `FinderRule<` / `FItem, FContext>[]` instead of mid-word. In a column of types or values
// (Returns, Default, Type) code breaks only at its spaces and after `<`: a type's name is never
// split. A long name in running text gets <wbr> too (`ignoreSortByRulesWhileSearchRuleIsActive`
// in a paragraph, wider than a phone's line).
// src/css/custom.css then lets such code break only there (and anywhere only when one part alone
// is wider than its line). Copying the code gives the same text: <wbr> adds no characters.
import type { Element, ElementContent, Root, Text } from "hast";
import { cellsOf, childrenOf, isElement, partsOf, visitTables, type Node } from "./hastTables";

/**
 * Where a break may go: after punctuation that follows a character (so `<Finder>` and `.Empty`
 * keep their leading `<` or `.` with the name), or between a lower-case letter and an upper-case
 * one.
 */
const breakPoints = /(?<=\S[.<(,|_])(?=[^\s>)\]])|(?<=[a-z0-9])(?=[A-Z])/g;

/**
 * In a column of types or values (`SortDirection | undefined`, `FinderRule<FItem, FContext>[]`,
 * `isAdditive = false`), code breaks only at its spaces and after `<`: a type's name stays whole,
 * and the table gives the column the width of its longest name.
 */
const valueColumns = new Set(["Returns", "Default", "Type"]);
const valueBreakPoints = /(?<=\S<)(?=[^\s>])/g;

/** Text split into text and <wbr> at its break points. */
export function withBreaks(value: string, points = breakPoints): ElementContent[] {
  const parts = value.split(points);
  return parts.flatMap((part, index): ElementContent[] => {
    const text: Text = { type: "text", value: part };
    if (index === 0) return [text];
    return [{ type: "element", tagName: "wbr", properties: {}, children: [] }, text];
  });
}

function addBreaks(node: Node, points: RegExp): void {
  if (!isElement(node)) {
    for (const child of childrenOf(node)) addBreaks(child, points);
    return;
  }
  if (node.tagName === "code") {
    node.children = node.children.flatMap((child) =>
      child.type === "text" ? withBreaks(child.value, points) : [child],
    );
    return;
  }
  for (const child of node.children) addBreaks(child, points);
}

/** Inline code outside tables this long or longer, with no space, is a name that may break. */
export const longName = 24;

/** Inline code in running text (not a code block, not a table) that is one long name. */
function addProseBreaks(node: Node): void {
  if (!isElement(node)) {
    for (const child of childrenOf(node)) addProseBreaks(child);
    return;
  }
  if (node.tagName === "pre" || node.tagName === "table") return;
  if (node.tagName === "code") {
    const [only] = node.children;
    if (
      node.children.length === 1 &&
      only?.type === "text" &&
      only.value.length >= longName &&
      !/\s/.test(only.value)
    )
      node.children = withBreaks(only.value);
    return;
  }
  for (const child of node.children) addProseBreaks(child);
}

export default function rehypeCodeBreaks() {
  return (tree: Root): void => {
    visitTables(tree, (table: Element) => {
      const { labels, rows } = partsOf(table);
      for (const row of rows)
        cellsOf(row).forEach((cell, index) =>
          addBreaks(cell, valueColumns.has(labels[index] ?? "") ? valueBreakPoints : breakPoints),
        );
    });
    addProseBreaks(tree);
  };
}
