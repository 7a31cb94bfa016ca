// Every claim of "Match threshold" on the Search rule page (docs/rules/search-rule.mdx), checked
// against the engine.
import { describe, expect, it, vi } from "vitest";
import {
  calculateStringMatchSegments,
  FinderCore,
  FinderError,
  filterRule,
  hasCharacterIndexMatches,
  ruleEffect,
  searchRule,
  sortByRule,
  type SearchThreshold,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const byName = (threshold?: SearchThreshold) =>
  searchRule<GearItem>({ searchFn: (item) => item.name, threshold });

function names(term: string, threshold?: SearchThreshold, sortByPrice = false) {
  const finder = new FinderCore(gearShop, {
    rules: sortByPrice
      ? [byName(threshold), sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price })]
      : [byName(threshold)],
    initialSearchTerm: term,
  });
  return (finder.matches.items ?? []).map((item) => item.name);
}

const RUNGS: SearchThreshold[] = [
  "exact",
  "startsWith",
  "wordStartsWith",
  "contains",
  "acronym",
  "fuzzy",
];

describe("Match threshold on the Search rule page", () => {
  it("by default every rung counts: tl finds 11 of 40 names, tent finds Camp Kitchen Set", () => {
    expect(gearShop).toHaveLength(40);
    expect(names("tl")).toHaveLength(11);
    expect(names("tent")).toContain("Camp Kitchen Set");
    expect(names("tl", "fuzzy")).toEqual(names("tl"));
    expect(names("tl", undefined)).toEqual(names("tl"));
  });

  it('with "contains", tent finds the two tents and tl only Little Hiker Pack', () => {
    const tents = names("tent", "contains");
    expect(tents).toHaveLength(2);
    expect(tents.every((name) => /tent/i.test(name))).toBe(true);
    expect(names("tl", "contains")).toEqual(["Little Hiker Pack"]);
  });

  it('with "acronym", tl also finds the two trail lamps and prs still finds the stove', () => {
    expect(names("tl", "acronym")).toEqual(["Little Hiker Pack", "Trail Lamp 2", "Trail Lamp 10"]);
    expect(names("prs", "acronym")).toEqual(["Pocket Rocket Stove"]);
  });

  it("judges the compact term, and a quoted part must still be contiguous", () => {
    expect(names("t l", "acronym")).toEqual(names("tl", "acronym"));
    expect(names('"tl"', "acronym")).toEqual(["Little Hiker Pack"]);
  });

  it("keeps the default order, lower rungs left out, with or without a sort rule", () => {
    for (const sortByPrice of [false, true]) {
      for (const term of ["tl", "tent", "st", "pack", "a"]) {
        const all = names(term, undefined, sortByPrice);
        for (const threshold of RUNGS) {
          const kept = new Set(names(term, threshold, sortByPrice));
          expect(all.filter((name) => kept.has(name))).toEqual([...kept]);
        }
      }
    }
  });

  it("applies to numMatchedItems, search.test, test, facet counts and highlighting", () => {
    const finder = new FinderCore(gearShop, {
      rules: [
        byName("contains"),
        filterRule<GearItem, string>({
          id: "category",
          options: [...new Set(gearShop.map((item) => item.category))].map((value) => ({ value })),
          filterFn: (item, value) => item.category === value,
        }),
      ],
      initialSearchTerm: "tent",
    });
    expect(finder.matches.numMatchedItems).toBe(2);
    expect(finder.search.test("tent")).toHaveLength(2);
    expect(finder.test({ searchTerm: "tl" }).map((item) => item.name)).toEqual([
      "Little Hiker Pack",
    ]);
    const counts = [...finder.filters.countRuleOptions("category", true).values()];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    const facet = finder.filters.getFacet("category", true).options;
    expect(facet.reduce((sum, option) => sum + option.count, 0)).toBe(2);
    expect(calculateStringMatchSegments("Camp Kitchen Set", "tent", "contains")).toBeUndefined();
    expect(hasCharacterIndexMatches("Camp Kitchen Set", "tent", "contains")).toBe(false);
    expect(calculateStringMatchSegments("Camp Kitchen Set", "tent")).toBeDefined();
    // A value that names no rung counts as fuzzy for these two.
    expect(
      calculateStringMatchSegments("Camp Kitchen Set", "tent", "close" as SearchThreshold),
    ).toBeDefined();
  });

  it("changes through setRules, keeping the term and the filters", () => {
    const category = filterRule<GearItem, string>({
      id: "category",
      filterFn: (item, value) => item.category === value,
    });
    const pick = gearShop.find((item) => item.name === "Trail Lamp 2")!.category;
    const finder = new FinderCore(gearShop, {
      rules: [byName(), category],
      initialSearchTerm: "tl",
      initialFilters: { category: pick },
    });
    const before = finder.matches.numMatchedItems;
    finder.setRules([byName("acronym"), category]);
    expect(finder.search.searchTerm).toBe("tl");
    expect(finder.filters.get("category")).toBe(pick);
    expect(finder.matches.numMatchedItems).toBeLessThanOrEqual(before);
    expect(finder.matches.items?.map((item) => item.name)).toContain("Trail Lamp 2");
    expect(finder.matches.items?.map((item) => item.name)).not.toContain("Little Hiker Pack");
  });

  it("a new array of the same rule objects is no change; a new rule object is", () => {
    const rule = byName();
    const finder = new FinderCore(gearShop, { rules: [rule], initialSearchTerm: "tl" });
    expect(finder.matches.numMatchedItems).toBe(11);
    // Changed in place: a term already searched keeps the old rung.
    (rule as { threshold?: SearchThreshold }).threshold = "contains";
    expect(finder.matches.numMatchedItems).toBe(11);
    finder.setRules([rule]);
    expect(finder.matches.numMatchedItems).toBe(11);
    finder.setRules([byName("contains")]);
    expect(finder.matches.numMatchedItems).toBe(1);
  });

  it("a new threshold through setRules emits no change, runs no effects, and keeps the page or clamps it to the last", () => {
    const onChange = vi.fn();
    const rules = (threshold: SearchThreshold) => [
      byName(threshold),
      sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
    ];
    const finder = new FinderCore(gearShop, {
      rules: rules("fuzzy"),
      initialSearchTerm: "tl",
      numItemsPerPage: 1,
      effects: [ruleEffect("search", onChange)],
    });
    const changes = vi.fn();
    finder.events.on("change", changes);
    finder.pagination.setPage(3);
    expect(changes).toHaveBeenCalledTimes(1);
    finder.setRules(rules("acronym"));
    expect(finder.matches.numMatchedItems).toBe(3);
    expect(finder.pagination.page).toBe(3);
    finder.setRules(rules("contains"));
    expect(finder.matches.numMatchedItems).toBe(1);
    expect(finder.pagination.page).toBe(1);
    finder.setRules(rules("acronym"));
    expect(finder.pagination.page).toBe(1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("facet counts apply it with isAdditive only: without, they start from no term", () => {
    const category = filterRule<GearItem, string>({
      id: "category",
      options: [...new Set(gearShop.map((item) => item.category))].map((value) => ({ value })),
      filterFn: (item, value) => item.category === value,
    });
    const total = (threshold: SearchThreshold, isAdditive: boolean) => {
      const finder = new FinderCore(gearShop, {
        rules: [byName(threshold), category],
        initialSearchTerm: "tl",
      });
      const counts = [
        [...finder.filters.countRuleOptions("category", isAdditive).values()],
        [...finder.filters.testRuleOptions("category", isAdditive).values()].map((l) => l.length),
        finder.filters.getFacet("category", isAdditive).options.map((option) => option.count),
      ];
      return counts.map((list) => list.reduce((sum, count) => sum + count, 0));
    };
    expect(total("fuzzy", true)).toEqual([11, 11, 11]);
    expect(total("contains", true)).toEqual([1, 1, 1]);
    expect(total("fuzzy", false)).toEqual([40, 40, 40]);
    expect(total("contains", false)).toEqual([40, 40, 40]);
  });

  it("test applies it to the searchTerm given, or to the current term when additive", () => {
    const finder = new FinderCore(gearShop, {
      rules: [byName("contains")],
      initialSearchTerm: "tent",
    });
    expect(finder.test({ searchTerm: "tl" })).toHaveLength(1);
    expect(finder.test({}, true)).toHaveLength(2);
    expect(finder.test({})).toHaveLength(40);
    expect(finder.search.test("tl")).toHaveLength(1);
  });

  it("with several haystacks an item is kept when one reaches the threshold, and another of its texts may show no mark", () => {
    const rule = searchRule<GearItem>({
      searchFn: (item) => [item.name, item.brand],
      threshold: "contains",
    });
    const item = gearShop[0] as GearItem;
    const finder = new FinderCore(gearShop, { rules: [rule], initialSearchTerm: item.brand });
    const kept = finder.matches.items ?? [];
    expect(kept).toContain(item);
    expect(hasCharacterIndexMatches(item.brand, item.brand, "contains")).toBe(true);
    expect(hasCharacterIndexMatches(item.name, item.brand, "contains")).toBe(false);
  });

  it("typing on: with any threshold but exact, a text matching after one more letter matched before; under exact, cot finds Cot, which co does not", () => {
    const terms = ["t", "tl", "tr", "tra", "trai", "l", "la", "lam", "p", "pa", "pac", "s", "st"];
    for (const threshold of RUNGS.filter((rung) => rung !== "exact")) {
      for (const term of terms) {
        for (const letter of "aeiklmnprst") {
          const before = names(term, threshold);
          const after = names(term + letter, threshold);
          expect(after.every((name) => before.includes(name))).toBe(true);
        }
      }
    }
    const finder = new FinderCore([{ name: "Cot" }, { name: "Cotton" }, { name: "Co" }], {
      rules: [searchRule({ searchFn: (item: { name: string }) => item.name, threshold: "exact" })],
      initialSearchTerm: "co",
    });
    expect(finder.matches.items?.map((item) => item.name)).toEqual(["Co"]);
    finder.search.setSearchTerm("cot");
    expect(finder.matches.items?.map((item) => item.name)).toEqual(["Cot"]);
  });

  it("throws INVALID_RULE_FIELD for a value that names no rung", () => {
    for (const threshold of ["fuzzzy", "Exact", "toString"]) {
      let error: unknown;
      try {
        new FinderCore(gearShop, { rules: [byName(threshold as SearchThreshold)] });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(FinderError);
      expect((error as FinderError).code).toBe("INVALID_RULE_FIELD");
    }
    expect(
      () => new FinderCore(gearShop, { rules: [byName("fuzzzy" as SearchThreshold)] }),
    ).toThrow(
      'Finder: search rule "search": threshold must be one of "exact", "startsWith", "wordStartsWith", "contains", "acronym", "fuzzy", got "fuzzzy".',
    );
  });

  it("the try-it terms: tl 11, 3, 1, none; sun hoody on exact", () => {
    expect(
      ["fuzzy", "acronym", "contains", "wordStartsWith"].map(
        (t) => names("tl", t as SearchThreshold).length,
      ),
    ).toEqual([11, 3, 1, 0]);
    expect(names("sun hoody", "exact")).toEqual(["Sun Hoody"]);
  });
});
