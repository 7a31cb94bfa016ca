// "Reset all" as one change: finder.reset(). Several other mutations as one change: finder.batch().
import {
  FinderCore,
  filterRule,
  searchRule,
  sortByRule,
  type FinderChangeEvent,
  type FinderSnapshot,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

export const finder = new FinderCore<GearItem>(gearShop, {
  rules: [
    searchRule({ searchFn: (item: GearItem) => [item.name, item.brand] }),
    filterRule<GearItem, boolean>({
      id: "inStock",
      boolean: true,
      filterFn: (item) => item.inStock,
    }),
    sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
    sortByRule({ id: "name", sortFn: (item: GearItem) => item.name }),
  ],
  numItemsPerPage: 5,
});

/** Search, filters, sort and page back to where the finder started: one change. */
export function resetAll(): void {
  finder.reset();
}

/** In stock, cheapest first: two mutations, one change. */
export function cheapestInStock(): void {
  finder.batch(() => {
    finder.filters.set("inStock", true);
    finder.sortBy.set("price", "asc");
  });
}

// A reset arrives as one `reset` event, and a batch in which more than one action changed
// something as one `batch` event, each with `toJSON()` before and after it; a batch with a single
// change arrives as that action's event.
export const urlWrites: FinderSnapshot[] = [];
finder.events.on("change", (event: FinderChangeEvent<GearItem>) => {
  const whole = event.event === "batch" || event.event === "reset";
  urlWrites.push(whole ? (event.current as FinderSnapshot) : finder.toJSON());
});
