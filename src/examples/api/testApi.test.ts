// Checks the claims docs/api/test-api.mdx makes about finder.test, one test per claim.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, FinderError, filterRule, searchRule, sortByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  filterRule<GearItem, string>({
    id: "category",
    filterFn: (item, category) => item.category === category,
  }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

describe("finder.test", () => {
  it("ignores pagination and grouping and returns every match", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    expect(finder.test({})).toHaveLength(gearShop.length);
  });

  it("starts fresh by default and from the current state when additive", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialFilters: { inStock: true } });
    const fresh = finder.test({ filters: { category: "Lighting" } });
    const additive = finder.test({ filters: { category: "Lighting" } }, true);
    expect(fresh).toEqual(
      gearShop.filter((item) => item.category === "Lighting").sort((a, b) => a.price - b.price),
    );
    expect(fresh.some((item) => !item.inStock)).toBe(true);
    expect(additive).toEqual(fresh.filter((item) => item.inStock));
    expect(additive.length).toBeGreaterThan(0);
  });

  it("clears a filter for the preview with undefined or null", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialFilters: { inStock: true } });
    expect(finder.test({ filters: { inStock: undefined } }, true)).toHaveLength(gearShop.length);
    expect(finder.test({ filters: { inStock: null } }, true)).toHaveLength(gearShop.length);
  });

  it("applies searchTerm, sortBy and sortDirection", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const lamps = finder.test({ searchTerm: "lamp", sortBy: "price", sortDirection: "desc" });
    expect(lamps.length).toBeGreaterThan(0);
    const prices = lamps.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("byRelevance: relevance or the sort rule while the term is active; true needs a search rule; a sortBy without it chooses the rule", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const ranked = new FinderCore<GearItem>(gearShop, {
      rules: [rules[0]!],
      initialSearchTerm: "t",
    });
    const names = (items: GearItem[]) => items.map((item) => item.name);
    expect(names(finder.test({ searchTerm: "t", byRelevance: true }))).toEqual(
      names(ranked.matches.items ?? []),
    );
    expect(names(finder.test({ searchTerm: "t", byRelevance: false }))).not.toEqual(
      names(ranked.matches.items ?? []),
    );
    finder.search.setSearchTerm("t");
    finder.sortBy.setByRelevance(true);
    // Additive: the visitor's choice of relevance is part of the state.
    expect(names(finder.test({}, true))).toEqual(names(ranked.matches.items ?? []));
    expect(names(finder.test({ sortBy: "price" }, true))).not.toEqual(
      names(ranked.matches.items ?? []),
    );
    const unsearchable = new FinderCore<GearItem>(gearShop, { rules: rules.slice(1) });
    expect(() => unsearchable.test({ byRelevance: true })).toThrow(
      expect.objectContaining({ code: "NO_SEARCH_RULE" }),
    );
    expect(() => finder.test({ byRelevance: "yes" as unknown as boolean })).toThrow(
      expect.objectContaining({ code: "INVALID_BOOLEAN" }),
    );
  });

  it("changes nothing and emits nothing", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    const version = finder.version;
    finder.test({ searchTerm: "lamp", filters: { inStock: true } }, true);
    expect(finder.version).toBe(version);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("validates like the mutators", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(() => finder.test({ filters: { colour: "red" } })).toThrow(FinderError);
    expect(() => finder.test({ sortBy: "inStock" })).toThrow(/not a sort-by rule/);
    expect(() => finder.test({ filters: { inStock: "yes" } })).toThrow(FinderError);
  });
});

describe("finder.test: the rest of the page", () => {
  const withDefault = [
    ...rules.slice(0, 1),
    filterRule<GearItem, boolean>({
      id: "inStock",
      boolean: true,
      filterFn: (item) => item.inStock,
      defaultValue: true,
    }),
    ...rules.slice(2),
  ];

  it("fresh: filters with a defaultValue or required still apply, as on a fresh finder", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: withDefault });
    finder.filters.set("inStock", false);
    const fresh = finder.test({});
    expect(fresh.length).toBe(gearShop.filter((item) => item.inStock).length);
    expect(fresh.length).toBe(
      new FinderCore<GearItem>(gearShop, { rules: withDefault }).matches.numMatchedItems,
    );
  });

  it("additive: for filters, only the rules you name are replaced", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      initialFilters: { inStock: true, category: "Lighting" },
    });
    const preview = finder.test({ filters: { category: "Shelter" } }, true);
    expect(preview.length).toBeGreaterThan(0);
    expect(preview.every((item) => item.inStock && item.category === "Shelter")).toBe(true);
  });

  it(".length equals what matches.numMatchedItems would become", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 3 });
    const predicted = finder.test({ searchTerm: "a", filters: { inStock: true } }, true).length;
    finder.search.setSearchTerm("a");
    finder.filters.set("inStock", true);
    expect(finder.matches.numMatchedItems).toBe(predicted);
  });

  it("the namespace testers are shorthands for finder.test with one part of the state", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialFilters: { inStock: true } });
    for (const isAdditive of [false, true]) {
      expect(finder.search.test("lamp", isAdditive)).toEqual(
        finder.test({ searchTerm: "lamp" }, isAdditive),
      );
      expect(finder.filters.testRule({ rule: "category", value: "Packs", isAdditive })).toEqual(
        finder.test({ filters: { category: "Packs" } }, isAdditive),
      );
    }
  });

  it("countRuleOptions gives the counts of test once per option, in a single call", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialFilters: { inStock: true } });
    const counts = [...finder.filters.countRuleOptions("inStock", true)];
    expect(counts).toEqual([
      [true, finder.test({ filters: { inStock: true } }, true).length],
      [false, finder.test({ filters: { inStock: false } }, true).length],
    ]);
  });

  it("testRuleOptions, countRuleOptions and getFacet give for each option what testRule gives with its value ([value] for a multiple filter), required switches included", () => {
    const categories = [...new Set(gearShop.map((item) => item.category))];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        searchRule({ searchFn: (item: GearItem) => item.name }),
        filterRule<GearItem, boolean>({
          id: "inStock",
          boolean: true,
          required: true,
          defaultValue: false,
          filterFn: (item, on) => item.inStock === on,
        }),
        filterRule<GearItem, string>({
          id: "categories",
          multiple: true,
          options: categories.map((value) => ({ value })),
          filterFn: (item, category) => item.category === category,
        }),
      ],
      initialSearchTerm: "a",
    });
    for (const isAdditive of [false, true]) {
      for (const [id, wrap] of [
        ["inStock", (value: unknown) => value],
        ["categories", (value: unknown) => [value]],
      ] as const) {
        const lists = finder.filters.testRuleOptions(id, isAdditive);
        const counts = finder.filters.countRuleOptions(id, isAdditive);
        const facet = finder.filters.getFacet(id, isAdditive);
        for (const [key, list] of lists) {
          const value = typeof key === "boolean" ? key : key.value;
          const once = finder.filters.testRule({ rule: id, value: wrap(value), isAdditive });
          expect(new Set(list)).toEqual(new Set(once));
          expect(counts.get(key)).toBe(once.length);
          expect(facet.get(value)?.count).toBe(once.length);
        }
      }
    }
  });

  it("the term is matched as the search rule's threshold says", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name, threshold: "contains" })],
    });
    expect(finder.test({ searchTerm: "tent" })).toHaveLength(2);
    finder.search.setSearchTerm("tent");
    expect(finder.test({}, true)).toHaveLength(2);
  });
});
