import { filterRule, type FilterRule } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

// A rule is a plain object. This one is typed by its annotation...
export const inStockPlain: FilterRule<GearItem, boolean> = {
  id: "inStock",
  boolean: true,
  filterFn: (item) => item.inStock,
};

// ...and this one by the helper, which returns the same object and only adds inference.
export const inStock = filterRule<GearItem, boolean>({
  id: "inStock",
  boolean: true,
  filterFn: (item) => item.inStock,
});
