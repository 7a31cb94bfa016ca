// For the router samples' tests: the gear shop under a given searchParams, with its term, tags
// and page shown and buttons that change them.
import { Finder, useFinder, type FinderSearchParamsSync } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { rules } from "./_urlState";

export function RouterShop({ searchParams }: { searchParams: FinderSearchParamsSync }) {
  return (
    <Finder items={gearShop} rules={rules} numItemsPerPage={10} searchParams={searchParams}>
      <RouterControls />
    </Finder>
  );
}

function RouterControls() {
  const finder = useFinder<GearItem>();
  return (
    <>
      <input
        aria-label="search"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
      <span data-testid="tags">{String(finder.filters.get("tags"))}</span>
      <span data-testid="page">{finder.pagination.page}</span>
      <button onClick={() => finder.filters.toggle("tags", "sale")}>sale</button>
      <button onClick={() => finder.pagination.setPage(2)}>page 2</button>
    </>
  );
}
