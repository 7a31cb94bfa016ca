// Checks the claims docs/api/search-api.mdx makes about finder.search, one test per claim.
// Left out while the library changes it (issue 11, statement 8): "Same term … emits nothing".
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  searchRule,
  sortByRule,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

describe("finder.search", () => {
  it("reads the term, whether it is blank and whether a rule exists", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialSearchTerm: "  " });
    expect(finder.search.searchTerm).toBe("  ");
    expect(finder.search.hasSearchTerm).toBe(false);
    expect(finder.search.hasSearchRule).toBe(true);
    expect(finder.search.rule).toBe(rules[0]);
  });

  it("treats a term without letters or digits as no term, keeping the text", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    for (const term of ["!!!", "🙂", '"', "[.*+?", "\u200b"]) {
      finder.search.setSearchTerm(term);
      expect(finder.search.searchTerm).toBe(term);
      expect(finder.search.hasSearchTerm).toBe(false);
      expect(finder.matches.numMatchedItems).toBe(gearShop.length);
    }
  });

  it("throws NO_SEARCH_RULE for a term without a search rule, and reset() still works", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: rules.slice(1) });
    expect(finder.search.hasSearchRule).toBe(false);
    expect(finder.search.rule).toBeUndefined();
    expect(() => finder.search.setSearchTerm("lamp")).toThrow(
      expect.objectContaining({ code: "NO_SEARCH_RULE" }) as Error,
    );
    expect(() => finder.search.test("lamp")).toThrow(
      expect.objectContaining({ code: "NO_SEARCH_RULE" }) as Error,
    );
    finder.search.reset();
    expect(finder.search.searchTerm).toBe("");
    expect(finder.matches.numMatchedItems).toBe(gearShop.length);
  });

  it("emits setSearchTerm and resetSearchTerm with the old and new term", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.search.setSearchTerm("tent");
    finder.search.reset();
    expect(
      onChange.mock.calls.map(([event]) => [event.event, event.initial, event.current]),
    ).toEqual([
      ["setSearchTerm", "", "tent"],
      ["resetSearchTerm", "tent", ""],
    ]);
    expect(onChange.mock.calls[0]?.[0].source).toBe("search");
    expect(onChange.mock.calls[0]?.[0].rule).toBe(rules[0]);
  });

  it("previews with test() from a fresh state, or on top of the current one", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialFilters: { inStock: true } });
    const version = finder.version;
    const fresh = finder.search.test("lamp");
    const additive = finder.search.test("lamp", true);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((item) => item.name.toLowerCase().includes("lamp"))).toBe(true);
    // The additive preview keeps the in-stock filter: the fresh preview minus the items out of stock.
    expect(additive).toEqual(fresh.filter((item) => item.inStock));
    expect(additive.length).toBeGreaterThan(0);
    expect(finder.search.searchTerm).toBe("");
    expect(finder.version).toBe(version);
  });

  it("changes state at once but emits one change per debounced burst", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name, debounceMilliseconds: 200 })],
      onChange,
    });
    finder.search.setSearchTerm("l");
    finder.search.setSearchTerm("la");
    finder.search.setSearchTerm("lam");
    expect(finder.search.searchTerm).toBe("lam");
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ initial: "", current: "lam" });
    vi.useRealTimers();
  });
});

describe("finder.search: the rest of the page", () => {
  it("all properties are live, and finder.search is the same object for the life of the instance", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const search = finder.search;
    finder.search.setSearchTerm("tent");
    expect(search.searchTerm).toBe("tent");
    expect(search.hasSearchTerm).toBe(true);
    expect(finder.search).toBe(search);
  });

  it('blank terms ("" and spaces only) count as no term: every item passes', () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialSearchTerm: "   " });
    expect(finder.matches.numMatchedItems).toBe(gearShop.length);
  });

  it("setSearchTerm and reset move to page 1", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5, page: 3 });
    finder.search.setSearchTerm("a");
    expect(finder.pagination.page).toBe(1);
    finder.pagination.setPage(2);
    finder.search.reset();
    expect(finder.pagination.page).toBe(1);
  });

  it("while disabled, setSearchTerm and reset do nothing; a non-string term still throws", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      initialSearchTerm: "tent",
      disabled: true,
    });
    finder.search.setSearchTerm("lamp");
    finder.search.reset();
    expect(finder.search.searchTerm).toBe("tent");
    expect(() => finder.search.setSearchTerm(42 as unknown as string)).toThrow(FinderError);
  });

  it("setSearchTerm(42) throws INVALID_SEARCH_TERM: Finder: the search term must be a string, got number.", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(() => finder.search.setSearchTerm(42 as unknown as string)).toThrow(
      expect.objectContaining({
        code: "INVALID_SEARCH_TERM",
        message: "Finder: the search term must be a string, got number.",
      }),
    );
    expect(finder.search.searchTerm).toBe("");
  });

  it("test() without isAdditive applies default and required filters, not the visitor's values", () => {
    const withDefault = [
      ...rules.slice(0, 1),
      filterRule<GearItem, boolean>({
        id: "inStock",
        boolean: true,
        filterFn: (item) => item.inStock,
        defaultValue: true,
      }),
      filterRule<GearItem, string>({
        id: "category",
        filterFn: (item, category) => item.category === category,
      }),
    ];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: withDefault,
      initialFilters: { category: "Lighting" },
    });
    const preview = finder.search.test("a");
    expect(preview.length).toBeGreaterThan(0);
    expect(preview.every((item) => item.inStock)).toBe(true);
    expect(preview.some((item) => item.category !== "Lighting")).toBe(true);
  });

  it("test() without isAdditive orders by the first sort rule in its default direction, relevance breaking ties", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.sortBy.setSortDirection("desc");
    const prices = finder.search.test("a").map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("test() orders by relevance alone without a sort rule or with ignoreSortByRulesWhileSearchRuleIsActive", () => {
    const relevance = new FinderCore<GearItem>(gearShop, { rules: rules.slice(0, 1) });
    const suspended = new FinderCore<GearItem>(gearShop, {
      rules,
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    const names = (items: GearItem[]) => items.map((item) => item.name);
    expect(names(relevance.search.test("trail"))).toEqual([
      "Trail Lamp 2",
      "Trail Lamp 10",
      "Trail Runner Vest",
      "Trail Socks 3-Pack",
    ]);
    expect(names(suspended.search.test("trail"))).toEqual(names(relevance.search.test("trail")));
  });

  it("test() returns all matched items (no pagination, no groups) and emits nothing", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        ...rules,
        groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category }),
      ],
      initialGroupBy: "category",
      numItemsPerPage: 2,
      onChange,
    });
    expect(finder.search.test("a").length).toBeGreaterThan(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("test matches as the search does, under the search rule's threshold", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name, threshold: "contains" })],
    });
    expect(finder.search.test("tent").map((item) => item.name)).not.toContain("Camp Kitchen Set");
    expect(finder.search.test("tent", true)).toHaveLength(2);
  });
});
