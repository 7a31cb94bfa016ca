// A filter without options accepts any value: FValue types filterFn, options and defaultValue,
// but filters.set(id, value) takes `unknown` and nothing checks the type at run time. Check
// free-form input, such as the text of a number field, before it reaches the filter.
import { filterRule, type FinderCore } from "@finderjs/core";
import type { GearItem } from "../data/gearShop";

export const maxPrice = filterRule<GearItem, number>({
  id: "maxPrice",
  filterFn: (item, max) => item.price <= max,
});

/** Applies the text of a "max price" field: blank clears the filter; returns false for bad input. */
export function applyMaxPrice(finder: FinderCore<GearItem>, text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") {
    finder.filters.delete(maxPrice);
    return true;
  }
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return false; // leave the filter as it was
  finder.filters.set(maxPrice, value);
  return true;
}
