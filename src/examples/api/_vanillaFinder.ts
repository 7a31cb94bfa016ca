// FinderCore without React: a command-line report, a web worker, a Vue or Svelte store...
import { FinderCore, filterRule, searchRule, sortByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const finder = new FinderCore<GearItem>(gearShop, {
  rules: [
    searchRule({ searchFn: (item: GearItem) => [item.name, item.brand] }),
    filterRule<GearItem, boolean>({
      id: "inStock",
      boolean: true,
      filterFn: (item) => item.inStock,
    }),
    sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
  ],
  initialFilters: { inStock: true },
  initialSortBy: "price",
  numItemsPerPage: 5,
});

// Re-render whatever shows the results whenever anything changes.
const unsubscribe = finder.subscribe(() => {
  const names = (finder.matches.items ?? []).map((item) => item.name);
  console.log(`v${finder.version} ${finder.state}: ${names.join(", ")}`);
});

finder.search.setSearchTerm("lamp"); // logs the in-stock lamps, cheapest first
finder.sortBy.setSortDirection("desc"); // logs them again, dearest first
unsubscribe();
