// A filter without options accepts any value of its kind's shape, unless the rule says what a
// valid value is: `parse` turns the text of a number field (or of an address) into the number
// filterFn receives, and refuses anything else with INVALID_FILTER_VALUE.
import { FinderError, filterRule, type FinderCore } from "@finderjs/core";
import type { GearItem } from "../data/gearShop";

export const maxPrice = filterRule({
  id: "maxPrice",
  // A number ≥ 0, given as a number or as its text; FValue is inferred from it: number.
  parse: (value: unknown) => {
    const price = typeof value === "string" ? Number(value) : value;
    if (typeof price !== "number" || !Number.isFinite(price) || price < 0) {
      throw new Error("must be a price of 0 or more");
    }
    return price;
  },
  filterFn: (item: GearItem, max) => item.price <= max,
});

/** Applies the text of a "max price" field: blank clears the filter; returns false for bad input. */
export function applyMaxPrice(finder: FinderCore<GearItem>, text: string): boolean {
  try {
    finder.filters.set(maxPrice, text);
    return true;
  } catch (error) {
    // A refused value changes nothing: the filter keeps its value.
    if (error instanceof FinderError && error.code === "INVALID_FILTER_VALUE") return false;
    throw error;
  }
}
