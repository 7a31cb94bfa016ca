import { describe, expect, it } from "vitest";
import type { ElementContent, Root } from "hast";
import rehypeCodeBreaks, { withBreaks } from "./rehypeCodeBreaks";
import { element, text } from "./test-support/hast";

const shown = (parts: ElementContent[]) =>
  parts.map((part) => (part.type === "text" ? part.value : "|")).join("");

describe("withBreaks", () => {
  it("breaks identifiers between their humps and after punctuation, never inside a word", () => {
    expect(shown(withBreaks("ignoreSortByRulesWhileSearchRuleIsActive"))).toBe(
      "ignore|Sort|By|Rules|While|Search|Rule|Is|Active",
    );
    expect(shown(withBreaks("FinderRule<FItem, FContext>[]"))).toBe(
      "Finder|Rule<|FItem, FContext>[]",
    );
    expect(shown(withBreaks("filters.set(id, value)"))).toBe("filters.|set(|id, value)");
    expect(shown(withBreaks("INVALID_STATE"))).toBe("INVALID_|STATE");
    expect(shown(withBreaks("rules"))).toBe("rules");
  });

  it("keeps a leading < or . with the name after it (a line never ends in a lone < or .)", () => {
    expect(shown(withBreaks("<Finder>"))).toBe("<Finder>");
    expect(shown(withBreaks(".Empty"))).toBe(".Empty");
    expect(shown(withBreaks("<Finder.Content>"))).toBe("<Finder.|Content>");
    expect(shown(withBreaks("( item ) => <Row />"))).toBe("( item ) => <Row />");
  });

  it("keeps the text: joined again it is the same", () => {
    const value = "(groups, context) => StickyGroups | undefined";
    const text = withBreaks(value)
      .map((part) => (part.type === "text" ? part.value : ""))
      .join("");
    expect(text).toBe(value);
  });
});

describe("rehypeCodeBreaks", () => {
  it("changes code in table body cells, and in running text only a long name", () => {
    const cellCode = element("code", [text("numItemsPerPage")]);
    const proseCode = element("code", [text("numItemsPerPage")]);
    const longProse = element("code", [text("ignoreSortByRulesWhileSearchRuleIsActive")]);
    const longWithSpaces = element("code", [text("sortBy.setByRelevance(true) and more")]);
    const blockCode = element("code", [text("ignoreSortByRulesWhileSearchRuleIsActive")]);
    const table = element("table", [
      element("thead", [element("tr", [element("th", [text("Option")])])]),
      element("tbody", [element("tr", [element("td", [cellCode, text(" plainWords")])])]),
    ]);
    rehypeCodeBreaks()({
      type: "root",
      children: [
        table,
        element("p", [proseCode, text(" and "), longProse, longWithSpaces]),
        element("pre", [blockCode]),
      ],
    } satisfies Root);
    expect(shown(cellCode.children)).toBe("num|Items|Per|Page");
    expect(shown(proseCode.children)).toBe("numItemsPerPage");
    expect(shown(longProse.children)).toBe("ignore|Sort|By|Rules|While|Search|Rule|Is|Active");
    expect(shown(longWithSpaces.children)).toBe("sortBy.setByRelevance(true) and more");
    expect(shown(blockCode.children)).toBe("ignoreSortByRulesWhileSearchRuleIsActive");
  });

  it("in a column of types or values (Returns, Default, Type), breaks code only after `<`, never inside a name", () => {
    const codes = [
      "activeRule",
      "FinderRule<FItem, FContext> | undefined",
      "initialSearchTerm",
      "lowerCamelCase",
    ].map((value) => element("code", [text(value)]));
    const labels = ["Member", "Returns", "Default", "Meaning"];
    const table = element("table", [
      element("thead", [
        element(
          "tr",
          labels.map((label) => element("th", [text(label)])),
        ),
      ]),
      element("tbody", [
        element(
          "tr",
          codes.map((code) => element("td", [code])),
        ),
      ]),
    ]);
    rehypeCodeBreaks()({ type: "root", children: [table] } satisfies Root);
    expect(codes.map((code) => shown(code.children))).toEqual([
      "active|Rule",
      "FinderRule<|FItem, FContext> | undefined",
      "initialSearchTerm",
      "lower|Camel|Case",
    ]);

    const type = element("code", [text("Ref<FinderCore<FItem>>")]);
    rehypeCodeBreaks()({
      type: "root",
      children: [
        element("table", [
          element("thead", [element("tr", [element("th", [text("Type")])])]),
          element("tbody", [element("tr", [element("td", [type])])]),
        ]),
      ],
    } satisfies Root);
    expect(shown(type.children)).toBe("Ref<|FinderCore<|FItem>>");
  });
});
