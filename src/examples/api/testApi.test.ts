// Checks the claims docs/api/test-api.mdx makes about finder.test.
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
