import { describe, expect, it } from "vitest";
import type { Element, ElementContent, Root } from "hast";
import rehypeReferenceAnchors, { referenceAnchor } from "./rehypeReferenceAnchors";
import { element, text } from "./test-support/hast";

function table(kind: string, names: (string | ElementContent)[]): Element {
  return element("table", [
    element("thead", [
      element("tr", [element("th", [text(kind)]), element("th", [text("Meaning")])]),
    ]),
    element(
      "tbody",
      names.map((name) =>
        element("tr", [
          element("td", [typeof name === "string" ? element("code", [text(name)]) : name]),
          element("td", [text("…")]),
        ]),
      ),
    ),
  ]);
}

const idsOf = (tree: Element) =>
  (tree.children[1] as Element).children.map((row) => (row as Element).properties.id);

describe("rehypeReferenceAnchors", () => {
  it("anchors each row of a reference table by its kind and name", () => {
    const options = table("Option", ["debounceMilliseconds", "filters.set(id, value)"]);
    const errors = table("Code", ["INVALID_STATE"]);
    rehypeReferenceAnchors()({ type: "root", children: [options, errors] } satisfies Root);
    expect(idsOf(options)).toEqual(["option-debouncemilliseconds", "option-filters-set-id-value"]);
    expect(idsOf(errors)).toEqual(["code-invalid_state"]);
  });

  it("leaves other tables, rows without a name in code, and rows with an id alone", () => {
    const apartments = table("Apartment", ["Loft"]);
    const plain = table("Option", [text("plain words")]);
    const kept = table("Option", ["rules"]);
    (kept.children[1] as Element).children[0] = element("tr", [element("td", [text("x")])], "own");
    rehypeReferenceAnchors()({ type: "root", children: [apartments, plain, kept] });
    expect(idsOf(apartments)).toEqual([undefined]);
    expect(idsOf(plain)).toEqual([undefined]);
    expect(idsOf(kept)).toEqual(["own"]);
  });

  it("gives a name that appears twice in one file its anchor once", () => {
    const first = table("Option", ["id"]);
    const second = table("Option", ["id"]);
    rehypeReferenceAnchors()({ type: "root", children: [first, second] });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(["option-id", undefined]);
  });

  it("makes anchors of lower-case letters, digits, _ and $ joined by hyphens", () => {
    expect(referenceAnchor("Type", "SearchRule<FItem, FContext>")).toBe(
      "type-searchrule-fitem-fcontext",
    );
    expect(referenceAnchor("Member", "$version")).toBe("member-$version");
  });
});
