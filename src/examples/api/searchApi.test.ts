// Checks the claims docs/api/search-api.mdx makes about finder.search.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, filterRule, searchRule, sortByRule } from "@finderjs/core";
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

  it("lets a term without letters or digits match everything", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.search.setSearchTerm("!!!");
    expect(finder.search.hasSearchTerm).toBe(true);
    expect(finder.matches.numMatchedItems).toBe(gearShop.length);
  });

  it("stores a term without a search rule but filters nothing", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: rules.slice(1) });
    finder.search.setSearchTerm("lamp");
    expect(finder.search.hasSearchRule).toBe(false);
    expect(finder.search.rule).toBeUndefined();
    expect(finder.search.searchTerm).toBe("lamp");
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
