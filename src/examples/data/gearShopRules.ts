// The gear shop's rules, in one module that any number of finders can share. Each part is
// exported on its own too, so a page can reuse some kinds of rules and add its own.
import {
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  sortByRule,
  type FilterOption,
} from "@finderjs/react";
import type { GearCategory, GearItem, GearTag } from "./gearShop";

export const gearSearchRule = searchRule<GearItem>({
  label: "Search gear",
  searchFn: (item) => [item.name, item.brand],
});

export const gearFilterRules = finderRuleset<GearItem>([
  filterRule<GearItem, boolean>({
    id: "inStock",
    label: "In stock only",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    // Generated from the items, in the order categories first appear.
    options: ({ items }) =>
      [...new Set(items.map((item) => item.category))].map((value): FilterOption<GearCategory> => ({
        label: value,
        value,
      })),
    filterFn: (item, category) => item.category === category,
  }),
  filterRule<GearItem, GearTag>({
    id: "tags",
    label: "Tags",
    multiple: true,
    options: (["ultralight", "waterproof", "budget", "kids", "winter", "sale"] as const).map(
      (value) => ({ label: value, value }),
    ),
    filterFn: (item, tag) => item.tags.includes(tag),
  }),
]);

export const gearSortRules = finderRuleset<GearItem>([
  sortByRule<GearItem>({ id: "name", label: "Name", sortFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
  sortByRule<GearItem>({
    id: "rating",
    label: "Rating",
    sortFn: (item) => item.rating,
    defaultSortDirection: "desc",
  }),
]);

export const gearGroupRules = finderRuleset<GearItem>([
  // Ids are unique across every kind of rule: the filter already uses "category".
  groupByRule<GearItem>({
    id: "categoryGroups",
    label: "Category",
    groupFn: (item) => item.category,
  }),
]);

/** Every gear-shop rule: one stable array, created once when the module loads. */
export const gearShopRules = finderRuleset<GearItem>([
  gearSearchRule,
  ...gearFilterRules,
  ...gearSortRules,
  ...gearGroupRules,
]);
