import { sortByRule } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

// Best rated first; items without a rating (null) go last in either direction.
// An array of selectors breaks ties: equal ratings are ordered by price.
export const byRating = sortByRule<GearItem>({
  id: "rating",
  label: "Rating",
  sortFn: [(item) => item.rating, (item) => item.price],
  defaultSortDirection: "desc",
});
