// Several mutations as one change: finder.batch().
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

/** Search, filters, sort and page back to the start: one change, however much it resets. */
export function resetAll(): void {
  finder.batch(() => {
    finder.search.reset();
    finder.filters.reset();
    finder.sortBy.reset();
  });
}

// A batch in which more than one action changed something arrives as one `batch` event, with
// `toJSON()` before and after it; a batch with a single change arrives as that action's event.
export const urlWrites: FinderSnapshot[] = [];
finder.events.on("change", (event: FinderChangeEvent<GearItem>) => {
  urlWrites.push(event.event === "batch" ? (event.current as FinderSnapshot) : finder.toJSON());
});
