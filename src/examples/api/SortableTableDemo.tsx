import { Finder, searchRule, sortByRule, useFinder, type SortByRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine, formatDate, formatMoney } from "../data/format";

const rules = [
  searchRule({ searchFn: (item: GearItem) => [item.name, item.brand] }),
  sortByRule({ id: "name", label: "Name", sortFn: (item: GearItem) => item.name }),
  sortByRule({
    id: "brand",
    label: "Brand",
    sortFn: [(item: GearItem) => item.brand, (item: GearItem) => item.name],
  }),
  sortByRule({ id: "price", label: "Price", sortFn: (item: GearItem) => item.price }),
  // Best first by default; unrated items (null) sort last in both directions.
  sortByRule({
    id: "rating",
    label: "Rating",
    sortFn: (item: GearItem) => item.rating,
    defaultSortDirection: "desc",
  }),
  sortByRule({
    id: "released",
    label: "Released",
    sortFn: (item: GearItem) => item.releasedAt,
    defaultSortDirection: "desc",
  }),
];

function SortHeader({ rule }: { rule: SortByRule<GearItem> }) {
  const finder = useFinder<GearItem>();
  // While relevance orders the rows, no column does, though the rule stays the active one.
  const active = finder.sortBy.isRuleActive(rule.id) && !finder.sortBy.isRelevanceActive;
  const direction = finder.sortBy.sortDirection;
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className="clean-btn"
        style={{ fontWeight: "inherit", color: "inherit" }}
        onClick={() => finder.sortBy.toggle(rule.id)}
      >
        {rule.label}{" "}
        <span aria-hidden="true">{active ? (direction === "asc" ? "▲" : "▼") : "↕"}</span>
      </button>
    </th>
  );
}

function GearTable() {
  const finder = useFinder<GearItem>();
  const { activeRule, sortDirection, userHasSetSortDirection, isRelevanceActive } = finder.sortBy;
  const rows = (finder.matches.items ?? []).slice(0, 10);
  return (
    <div>
      <div
        className="margin-bottom--sm"
        style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "end" }}
      >
        <label>
          Search{" "}
          <input
            type="search"
            value={finder.search.searchTerm}
            onChange={(event) => finder.search.setSearchTerm(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-pressed={isRelevanceActive}
          // Relevance ranks by the term: with none, there is nothing to choose.
          disabled={!finder.search.hasSearchTerm}
          // A toggle: pressing it again goes back to the sort rule.
          onClick={() => finder.sortBy.setByRelevance(!isRelevanceActive)}
        >
          Best match first
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => finder.sortBy.cycleSortDirection()}
        >
          Cycle direction
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => finder.sortBy.reset()}
        >
          Reset sort
        </button>
      </div>
      <p aria-live="polite">
        {isRelevanceActive ? (
          <>
            Sorted by <strong>relevance</strong>, best match first
          </>
        ) : (
          <>
            Sorted by <strong>{activeRule?.label}</strong>,{" "}
            {sortDirection === "asc" ? "ascending" : "descending"}
            {userHasSetSortDirection ? " (chosen)" : " (the rule's default)"}
          </>
        )}
        .{" "}
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item", {
          offset: 0,
          numItemsPerPage: rows.length,
        })}
        .
      </p>
      {/* A scrolling box must be focusable, or keyboard users cannot scroll it. */}
      <div className="table-scroll" role="region" aria-label="Gear table" tabIndex={0}>
        <table>
          <thead>
            <tr>
              {finder.sortBy.rules.map((rule) => (
                <SortHeader key={rule.id} rule={rule} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{item.brand}</td>
                <td>{formatMoney(item.price)}</td>
                <td>{item.rating ?? "—"}</td>
                <td>{formatDate(item.releasedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function SortableTableDemo() {
  return (
    <Finder items={gearShop} rules={rules}>
      <GearTable />
    </Finder>
  );
}
