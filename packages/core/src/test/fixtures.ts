import { filterRule, groupByRule, searchRule, sortByRule } from "../index";
import type { FinderRule } from "../types";

export interface Product {
  id: number;
  name: string;
  color: string;
  tags: string[];
  price: number | null;
  inStock: boolean;
  rating: number;
}

export const products: Product[] = [
  {
    id: 1,
    name: "Blue Cotton Shirt",
    color: "blue",
    tags: ["tops"],
    price: 20,
    inStock: true,
    rating: 4,
  },
  {
    id: 2,
    name: "Red Wool Coat",
    color: "red",
    tags: ["outerwear", "winter"],
    price: 120,
    inStock: false,
    rating: 5,
  },
  {
    id: 3,
    name: "Café Crème Mug",
    color: "white",
    tags: [],
    price: null,
    inStock: true,
    rating: 3,
  },
  { id: 4, name: "item 10", color: "green", tags: ["misc"], price: 5, inStock: true, rating: 2 },
  { id: 5, name: "item 2", color: "red", tags: ["misc"], price: 5, inStock: true, rating: 2 },
  {
    id: 6,
    name: "Cotton Socks",
    color: "blue",
    tags: ["tops", "winter"],
    price: 8,
    inStock: false,
    rating: 4,
  },
];

export const ids = (items: readonly { id: number }[] | undefined) =>
  (items ?? []).map((item) => item.id);

export const colorOptions = ["blue", "red", "white", "green"].map((value) => ({
  value,
  label: value,
}));

export function productRules(): FinderRule<Product>[] {
  return [
    searchRule({ searchFn: (item: Product) => item.name }),
    filterRule({
      id: "color",
      multiple: true,
      options: colorOptions,
      filterFn: (item: Product, value: string) => item.color === value,
    }),
    filterRule({ id: "inStock", boolean: true, filterFn: (item: Product) => item.inStock }),
    filterRule({
      id: "maxPrice",
      filterFn: (item: Product, value: number) => item.price !== null && item.price <= value,
    }),
    sortByRule({ id: "price", sortFn: (item: Product) => item.price }),
    sortByRule({ id: "name", sortFn: (item: Product) => item.name }),
    groupByRule({ id: "byColor", groupFn: (item: Product) => item.color }),
  ];
}
