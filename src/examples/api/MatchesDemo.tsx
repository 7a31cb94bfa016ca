import {
  Finder,
  filterRule,
  groupByRule,
  searchRule,
  useFinder,
  type FinderMatches,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";
import { Pager } from "../ui/Pager";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, boolean>({
    id: "inStock",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
  groupByRule({ id: "category", groupFn: (item: GearItem) => item.category }),
];

/** `matches` with the item arrays shortened to their names, to fit on screen. */
function describeMatches(matches: FinderMatches<GearItem>) {
  const names = (items: GearItem[]) => items.map((item) => item.name);
  return {
    items: matches.items && names(matches.items),
    groups: matches.groups?.map((group) => ({ id: group.id, items: names(group.items) })),
    numMatchedItems: matches.numMatchedItems,
    numTotalItems: matches.numTotalItems,
    hasGroupByRule: matches.hasGroupByRule,
  };
}

function MatchesView() {
  const finder = useFinder<GearItem>();
  const { matches } = finder;
  return (
    <div>
      <div
        className="margin-bottom--sm"
        style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "end" }}
      >
        <label>
          Search{" "}
          <input
            type="search"
            value={finder.search.searchTerm}
            onChange={(event) => finder.search.setSearchTerm(event.target.value)}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={finder.filters.isActive("inStock")}
            onChange={() => finder.filters.toggle("inStock")}
          />{" "}
          In stock only
        </label>
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={matches.hasGroupByRule}
            onChange={() => finder.groupBy.toggle("category")}
          />{" "}
          Grouped by category
        </label>
      </div>
      <p aria-live="polite">
        <strong>
          {countLine(matches.numMatchedItems, matches.numTotalItems, "item", finder.pagination)}
        </strong>{" "}
        · <code>state</code>: {finder.state}
      </p>
      <Pager
        page={finder.pagination.page}
        lastPage={finder.pagination.lastPage}
        onPageChange={(next) => finder.pagination.setPage(next)}
      />
      <pre aria-label="finder.matches" data-testid="matches" style={{ maxHeight: "22rem" }}>
        {JSON.stringify(describeMatches(matches), null, 2)}
      </pre>
    </div>
  );
}

export default function MatchesDemo() {
  return (
    <Finder items={gearShop} rules={rules} numItemsPerPage={6}>
      <MatchesView />
    </Finder>
  );
}
