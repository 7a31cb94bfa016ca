import { describe, expect, it } from "vitest";
import type { Element, ElementContent, Root } from "hast";
import rehypeTableLabels from "./rehypeTableLabels";
import { element, text } from "./test-support/hast";

const row = (tag: "th" | "td", cells: ElementContent[][]) =>
  element(
    "tr",
    cells.map((cell) => element(tag, cell)),
  );

function table(headings: string[], rows: string[][]): Element {
  return element("table", [
    element("thead", [
      row(
        "th",
        headings.map((heading) => [text(heading)]),
      ),
    ]),
    element(
      "tbody",
      rows.map((cells) =>
        row(
          "td",
          cells.map((cell) => [element("code", [text(cell)])]),
        ),
      ),
    ),
  ]);
}

const labelsOf = (tree: Element) =>
  (tree.children[1] as Element).children.map((tr) =>
    (tr as Element).children.map((td) => (td as Element).properties.dataLabel),
  );

describe("table cells labelled with their column's heading", () => {
  it("labels every body cell of a table of three columns or more", () => {
    const options = table(
      ["Option", "Type", "Default", "Meaning"],
      [
        ["rules", "FinderRule[]", "required", "The rules."],
        ["context", "FContext", "undefined", "Passed to every rule."],
      ],
    );
    rehypeTableLabels()({ type: "root", children: [options] } satisfies Root);
    expect(labelsOf(options)).toEqual([
      ["Option", "Type", "Default", "Meaning"],
      ["Option", "Type", "Default", "Meaning"],
    ]);
  });

  it("reads a heading's text through its inline elements", () => {
    const withCode = table(["Name", "Type", "Meaning"], [["a", "b", "c"]]);
    const headRow = (withCode.children[0] as Element).children[0] as Element;
    (headRow.children[0] as Element).children = [text("The "), element("code", [text("id")])];
    rehypeTableLabels()({ type: "root", children: [withCode] });
    expect(labelsOf(withCode)[0]?.[0]).toBe("The id");
  });

  it("marks a Default or Throws cell that holds only a dash as empty, and no other", () => {
    const members = table(
      ["Member", "Default", "Throws", "Rule"],
      [
        ["page", "1", "—", "—"],
        ["setPage", "—", "INVALID_PAGE — when not an integer", "—"],
      ],
    );
    rehypeTableLabels()({ type: "root", children: [members] });
    const empty = (members.children[1] as Element).children.map((tr) =>
      (tr as Element).children.map((td) => "dataEmpty" in (td as Element).properties),
    );
    // A dash in another column says something ("no rule"): a card keeps it.
    expect(empty).toEqual([
      [false, false, true, false],
      [false, true, false, false],
    ]);
  });

  it("leaves a two-column table as it is", () => {
    const narrow = table(["Term", "Meaning"], [["rule", "An object."]]);
    rehypeTableLabels()({ type: "root", children: [element("div", [narrow])] });
    expect(labelsOf(narrow)).toEqual([[undefined, undefined]]);
  });
});
