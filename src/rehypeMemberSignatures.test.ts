import { describe, expect, it } from "vitest";
import type { Element, ElementContent, Root } from "hast";
import rehypeMemberSignatures from "./rehypeMemberSignatures";
import { cellsOf, partsOf, textOf } from "./hastTables";
import { element, text } from "./test-support/hast";

const row = (tag: "th" | "td", cells: ElementContent[][]) =>
  element(
    "tr",
    cells.map((cell) => element(tag, cell)),
  );

const table = (headings: string[], rows: ElementContent[][][]): Element =>
  element("table", [
    element("thead", [
      row(
        "th",
        headings.map((heading) => [text(heading)]),
      ),
    ]),
    element(
      "tbody",
      rows.map((cells) => row("td", cells)),
    ),
  ]);

const code = (value: string) => element("code", [text(value)]);

const run = (tree: Element) =>
  rehypeMemberSignatures()({ type: "root", children: [tree] } satisfies Root);

describe("signatures under the member's name", () => {
  it("moves a method's signature into the name cell and says property for a property, dropping the column", () => {
    const api = table(
      ["Member", "Signature", "Returns", "Meaning"],
      [
        [[code("searchTerm")], [text("property")], [code("string")], [text("The term.")]],
        [
          [code("setSearchTerm")],
          [code("(term: string) => void")],
          [code("void")],
          [text("Sets it.")],
        ],
      ],
    );
    run(api);
    const { labels, rows } = partsOf(api);
    expect(labels).toEqual(["Member", "Returns", "Meaning"]);
    expect(rows.map((tr) => cellsOf(tr).map(textOf))).toEqual([
      ["searchTermproperty", "string", "The term."],
      ["setSearchTerm(term: string) => void", "void", "Sets it."],
    ]);
    const [property, method] = rows.map((tr) => cellsOf(tr)[0]!.children[1] as Element) as [
      Element,
      Element,
    ];
    expect(property.properties.className).toEqual(["member-kind"]);
    expect(method.properties.className).toEqual(["member-signature"]);
    expect((method.children[0] as Element).tagName).toBe("code");
  });

  it("leaves a guide's table alone: a Signature column not followed by Returns", () => {
    const guide = table(
      ["Your code", "Signature", "Example use"],
      [[[text("Search rule")], [code("searchFn(item, context)")], [text("translated titles")]]],
    );
    run(guide);
    expect(partsOf(guide).labels).toEqual(["Your code", "Signature", "Example use"]);
    expect(cellsOf(partsOf(guide).rows[0]!).map(textOf)).toEqual([
      "Search rule",
      "searchFn(item, context)",
      "translated titles",
    ]);
  });

  it("leaves tables without a Signature second column alone", () => {
    const options = table(
      ["Option", "Type", "Signature"],
      [[[code("threshold")], [code("string")], [text("property")]]],
    );
    run(options);
    expect(partsOf(options).labels).toEqual(["Option", "Type", "Signature"]);
    expect(cellsOf(partsOf(options).rows[0]!).map(textOf)).toEqual([
      "threshold",
      "string",
      "property",
    ]);
  });
});
