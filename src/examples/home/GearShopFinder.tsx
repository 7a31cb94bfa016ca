import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  sortByRule,
  useFinder,
  type FilterOption,
} from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { formatMoney, plural } from "../data/format";

const categoryOptions: FilterOption<GearCategory>[] = gearCategories.map((name) => ({
  value: name,
  label: name,
}));

const rules = finderRuleset<GearItem>([
  // "acronym": a match is the term whole, or the initials of words ("prs"); letters scattered
  // in order ("tent" in "Camp Kitchen Set") are not, as a visitor would expect of a shop.
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand], threshold: "acronym" }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    multiple: true,
    options: categoryOptions,
    filterFn: (item, category) => item.category === category,
  }),
  filterRule<GearItem, boolean>({
    id: "inStock",
    label: "In stock only",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
  sortByRule<GearItem>({ id: "name", label: "Name", sortFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
  sortByRule<GearItem>({
    id: "rating",
    label: "Rating",
    sortFn: (item) => item.rating,
    defaultSortDirection: "desc",
  }),
  groupByRule<GearItem>({
    id: "byCategory",
    label: "Category",
    groupFn: (item) => item.category,
    sortGroupFn: (group) => group.id,
  }),
]);

// Pagination as "show more": page 1 grows by twelve items at a time.
const pageSize = 12;

export default function GearShopFinder() {
  return (
    <Finder items={gearShop} rules={rules} numItemsPerPage={pageSize}>
      <Controls />
      <Readout />
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => <GearList items={items} label="Gear" />,
          groups: ({ groups }) =>
            groups.map((group) => (
              <section key={group.id} aria-labelledby={`gear-group-${group.id}`}>
                <h4 id={`gear-group-${group.id}`} className="margin-top--md margin-bottom--xs">
                  {group.id}
                </h4>
                <GearList items={group.items} label={group.id} />
              </section>
            )),
          noMatches: <NoMatches />,
        }}
      </Finder.Content>
      <ShowMore />
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<GearItem>();
  // How many items each category would show with the search and the other filters in force.
  const counts = finder.filters.countRuleOptions("category", true);
  const sortRule = finder.sortBy.activeRule;
  const direction = finder.sortBy.sortDirection;
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
      <label>
        Search gear{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
          placeholder="Try “cafe” or “prs”"
        />
      </label>
      <fieldset>
        <legend>Category</legend>
        <div style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem" }}>
          {categoryOptions.map((option) => {
            const checked = finder.filters.has("category", option);
            const count = counts.get(option) ?? 0;
            // An option that would match nothing more cannot be ticked (a ticked one can be unticked).
            return (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={count === 0 && !checked}
                  onChange={() => finder.filters.toggle("category", option)}
                />{" "}
                {option.label} ({count})
              </label>
            );
          })}
        </div>
      </fieldset>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
        <label>
          <input
            type="checkbox"
            checked={finder.filters.isActive("inStock")}
            onChange={() => finder.filters.toggle("inStock")}
          />{" "}
          In stock only
        </label>
        <label>
          Sort by{" "}
          <select
            value={sortRule?.id ?? ""}
            onChange={(event) => finder.sortBy.set(event.target.value)}
          >
            {finder.sortBy.rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => finder.sortBy.toggleSortDirection()}
        >
          {direction === "asc" ? "↑ Ascending" : "↓ Descending"}
        </button>
        <label>
          <input
            type="checkbox"
            checked={finder.groupBy.activeRule !== undefined}
            onChange={() => finder.groupBy.toggle("byCategory")}
          />{" "}
          Group by category
        </label>
      </div>
    </div>
  );
}

function Readout() {
  const finder = useFinder<GearItem>();
  const { numMatchedItems, numTotalItems } = finder.matches;
  const grouped = finder.groupBy.activeRule !== undefined;
  return (
    <p aria-live="polite" className="margin-vert--sm">
      <strong>
        {numMatchedItems} of {plural(numTotalItems, "item")}
      </strong>
      {grouped ? " · grouped by category" : ""}
    </p>
  );
}

function ShowMore() {
  const finder = useFinder<GearItem>();
  const matched = finder.matches.numMatchedItems;
  const shown = Math.min(finder.pagination.numItemsPerPage ?? pageSize, matched);
  if (shown >= matched) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--sm margin-top--sm"
      onClick={() => finder.pagination.setNumItemsPerPage(shown + pageSize)}
    >
      Show more ({shown} of {matched} shown)
    </button>
  );
}

const gridStyle = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  gap: "0.5rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
} as const;

function GearList({ items, label }: { items: GearItem[]; label: string }) {
  return (
    <ul aria-label={label} style={gridStyle}>
      {items.map((item) => (
        <li key={item.id} className="card padding-horiz--sm padding-vert--xs">
          <strong>
            <Finder.SearchTermHaystack haystack={item.name} />
          </strong>
          <small>
            {item.brand} · {formatMoney(item.price)} ·{" "}
            {item.rating === null ? "unrated" : `★ ${item.rating}`}
            {item.inStock ? "" : " · out of stock"}
          </small>
        </li>
      ))}
    </ul>
  );
}

function NoMatches() {
  const finder = useFinder<GearItem>();
  return (
    <p>
      Nothing matches.{" "}
      <button
        type="button"
        className="button button--link padding--none"
        onClick={() =>
          finder.batch(() => {
            finder.search.reset();
            finder.filters.reset();
          })
        }
      >
        Clear search and filters
      </button>
    </p>
  );
}
