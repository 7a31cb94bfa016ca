// The inventory at scale without React: FinderCore runs wherever JavaScript does (Node, a web
// worker, another framework). Run it with a TypeScript runner, e.g. `npx tsx _inventoryReport.ts`.
import { FinderCore, filterRule, searchRule, sortByRule } from "@finderjs/core";
import { inventoryCategories, makeInventory, type InventoryItem } from "../data/inventory";

/** Runs one step and prints how long it took. */
function time<T>(label: string, step: () => T): T {
  const start = performance.now();
  const result = step();
  console.log(`${label}: ${(performance.now() - start).toFixed(2)} ms`);
  return result;
}

const items = makeInventory(100_000);

const finder = time("construction + first results", () => {
  const instance = new FinderCore<InventoryItem>(items, {
    rules: [
      searchRule<InventoryItem>({ searchFn: (item) => [item.sku, item.name] }),
      filterRule<InventoryItem, string>({
        id: "category",
        options: inventoryCategories.map((category) => ({ value: category })),
        filterFn: (item, category) => item.category === category,
      }),
      sortByRule<InventoryItem>({ id: "price", sortFn: (item) => item.price }),
    ],
    numItemsPerPage: 5,
  });
  void instance.matches; // results are computed when first read
  return instance;
});

/** Applies a change and reads the results (Finder computes them when they are first read). */
function update(label: string, change: () => void) {
  time(label, () => {
    change();
    return finder.matches;
  });
}

// The first term normalises every name and SKU once; later keystrokes reuse that work.
update("first search", () => finder.search.setSearchTerm("bras"));
update("next keystroke", () => finder.search.setSearchTerm("brass"));

// One pass counts all 40 options, each as if it were chosen with the search still applied.
const counts = time("counts for 40 categories", () =>
  finder.filters.countRuleOptions("category", true),
);
const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
const category = busiest && typeof busiest[0] === "object" ? String(busiest[0].value) : undefined;
console.log(`busiest category: ${category} (${busiest?.[1]} brass items)`);

update("filter", () => finder.filters.set("category", category));
update("sort, dearest first", () => finder.sortBy.set("price", "desc"));
update("next page", () => finder.pagination.setPage(2));

const { page, lastPage } = finder.pagination;
console.log(`page ${page} of ${lastPage}, ${finder.matches.numMatchedItems} matches:`);
for (const item of finder.matches.items ?? []) {
  console.log(`  ${item.sku}  ${item.name}  ${item.price.toFixed(2)}`);
}
