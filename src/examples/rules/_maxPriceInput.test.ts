// The "filter values are not type-checked" claims on docs/rules/filter-rule.mdx and
// docs/api/filters-api.mdx, and the number-input recipe both pages show.
import { describe, expect, it } from "vitest";
import { FinderCore } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { applyMaxPrice, maxPrice } from "./_maxPriceInput";

const shop = () => new FinderCore<GearItem>(gearShop, { rules: [maxPrice] });

describe("free-form filter values", () => {
  it("a filter without options accepts any value, even a string for filterRule<GearItem, number>", () => {
    const finder = shop();
    expect(() => finder.filters.set("maxPrice", "cheap")).not.toThrow();
    expect(finder.filters.get("maxPrice")).toBe("cheap");
    // filterFn then compares a number with a string: no item passes.
    expect(finder.matches.numMatchedItems).toBe(0);
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
