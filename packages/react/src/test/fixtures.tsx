// Shared test data: a small product list and a ruleset using every kind of rule.
import { filterRule, finderRuleset, groupByRule, searchRule, sortByRule } from "@finderjs/core";

export interface Product {
  id: string;
  name: string;
  category: "shoes" | "outerwear" | "socks";
  price: number;
}

export const products: Product[] = [
  { id: "p1", name: "Trail Runner", category: "shoes", price: 120 },
  { id: "p2", name: "Rain Jacket", category: "outerwear", price: 180 },
  { id: "p3", name: "Wool Socks", category: "socks", price: 20 },
  { id: "p4", name: "Hiking Boot", category: "shoes", price: 210 },
  { id: "p5", name: "Down Jacket", category: "outerwear", price: 260 },
];

/** Product names in the default order: the first sort rule (price, ascending) is active by default. */
export const namesByPrice = [
  "Wool Socks",
  "Trail Runner",
  "Rain Jacket",
  "Hiking Boot",
  "Down Jacket",
];

export const rules = finderRuleset<Product>([
  searchRule<Product>({ searchFn: (product) => product.name }),
  filterRule<Product, string>({
    id: "category",
    filterFn: (product, category) => product.category === category,
  }),
  filterRule<Product, boolean>({
    id: "cheap",
    boolean: true,
    filterFn: (product) => product.price < 150,
  }),
  sortByRule<Product>({ id: "price", sortFn: (product) => product.price }),
  groupByRule<Product>({ id: "byCategory", groupFn: (product) => product.category }),
]);

/** Names of the rendered list items, in order. */
export function renderedNames(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("li"), (li) => li.textContent ?? "");
}

/**
 * A filter by product id whose options come from the items: the kind of filter an address cannot
 * be read for until the items arrive.
 */
export function makerRule(multiple = false) {
  return filterRule<Product, string>({
    id: "maker",
    multiple,
    options: ({ items }) => items.map((product) => ({ value: product.id })),
    filterFn: (product, maker) => product.id === maker,
  });
}
