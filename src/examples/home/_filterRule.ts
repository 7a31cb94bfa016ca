import { filterRule } from "@finderjs/react";
import { gearCategories, type GearCategory, type GearItem } from "../data/gearShop";

// A multiple filter: the value is an array of categories, and an item passes
// if it is in any of them. `boolean: true` would make an on/off switch instead.
export const category = filterRule<GearItem, GearCategory>({
  id: "category",
  label: "Category",
  multiple: true,
  options: gearCategories.map((name) => ({ value: name, label: name })),
  filterFn: (item, value) => item.category === value,
});
