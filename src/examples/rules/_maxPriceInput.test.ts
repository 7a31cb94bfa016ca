// The free-form value claims on docs/rules/filter-rule.mdx ("Free-form values: parse") and
// docs/api/filters-api.mdx, and the number-input example both pages show.
import { describe, expect, expectTypeOf, it } from "vitest";
import { FinderCore, filterRule, restoreState } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { applyMaxPrice, maxPrice } from "./_maxPriceInput";

const shop = () => new FinderCore<GearItem>(gearShop, { rules: [maxPrice] });

describe("free-form filter values", () => {
  it("without parse, a filter without options accepts any value, even a string for filterRule<GearItem, number>", () => {
    const loose = filterRule<GearItem, number>({
      id: "maxPrice",
      filterFn: (item, max) => item.price <= max,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [loose] });
    expect(() => finder.filters.set("maxPrice", "cheap")).not.toThrow();
    expect(finder.filters.get("maxPrice")).toBe("cheap");
    // filterFn then compares a number with a string: no item passes.
    expect(finder.matches.numMatchedItems).toBe(0);
  });

  it("FValue is inferred from parse", () => {
    expectTypeOf(maxPrice.filterFn).parameter(1).toEqualTypeOf<number>();
  });

  it("with parse, set stores what parse returns", () => {
    const finder = shop();
    finder.filters.set("maxPrice", " 50 ");
    expect(finder.filters.get("maxPrice")).toBe(50);
  });

  it("with parse, a refused value throws INVALID_FILTER_VALUE naming the rule and what parse said", () => {
    const finder = shop();
    expect(() => finder.filters.set("maxPrice", "cheap")).toThrow(
      'Finder: filter rule "maxPrice" refused "cheap": must be a price of 0 or more.',
    );
  });

  it("restoreState drops a refused value and reports it; the constructor throws", () => {
    const { options, dropped } = restoreState(
      { initialFilters: { maxPrice: "abc" } },
      { rules: [maxPrice] },
    );
    expect(options.initialFilters).toEqual({});
    expect(dropped[0]?.code).toBe("INVALID_FILTER_VALUE");
    expect(
      () => new FinderCore(gearShop, { rules: [maxPrice], initialFilters: { maxPrice: "abc" } }),
    ).toThrow(/INVALID_FILTER_VALUE|refused "abc"/);
  });

  it("applyMaxPrice sets a number from the field's text", () => {
    const finder = shop();
    expect(applyMaxPrice(finder, " 50 ")).toBe(true);
    expect(finder.filters.get("maxPrice")).toBe(50);
    expect(finder.matches.items?.every((item) => item.price <= 50)).toBe(true);
  });

  it("applyMaxPrice refuses text that is not a non-negative number and leaves the filter as it was", () => {
    const finder = shop();
    applyMaxPrice(finder, "80");
    expect(applyMaxPrice(finder, "cheap")).toBe(false);
    expect(applyMaxPrice(finder, "-5")).toBe(false);
    expect(finder.filters.get("maxPrice")).toBe(80);
  });

  it("applyMaxPrice clears the filter for a blank field", () => {
    const finder = shop();
    applyMaxPrice(finder, "80");
    applyMaxPrice(finder, "  ");
    expect(finder.filters.isActive("maxPrice")).toBe(false);
  });
});
