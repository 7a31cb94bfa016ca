import {
  Finder,
  filterRule,
  finderRuleset,
  searchRule,
  useFinder,
  type FinderItemsArgs,
} from "@finderjs/react";
import { gearCategories, gearShop, type GearItem } from "../data/gearShop";

// 1. Rules say what a visitor can do with the list. Keep them at module scope (or memoised).
const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] }),
  filterRule<GearItem, string>({
    id: "category",
    filterFn: (item, value) => item.category === value,
  }),
]);

// 2. <Finder> owns the list state. <Finder.Content> renders the matches, five to a page.
export default function QuickStart() {
  return (
    <Finder items={gearShop} rules={rules} numItemsPerPage={5}>
      <Controls />
      <Finder.Content<GearItem> items={GearList} noMatches="No gear matches." />
    </Finder>
  );
}

// 3. Controls are your own elements, wired to the instance that useFinder() returns.
function Controls() {
  const { search, filters } = useFinder<GearItem>();
  return (
    <p>
      <input
        type="search"
        aria-label="Search"
        placeholder="Search gear"
        value={search.searchTerm}
        onChange={(event) => search.setSearchTerm(event.target.value)}
      />{" "}
      <select
        aria-label="Category"
        value={String(filters.get("category") ?? "")}
        onChange={(event) => filters.set("category", event.target.value || undefined)}
      >
        <option value="">All categories</option>
        {gearCategories.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
    </p>
  );
}

// 4. So is the markup of a page of matches; `pagination` counts them all.
function GearList({ items, pagination }: FinderItemsArgs<GearItem>) {
  return (
    <ul aria-label="Gear">
      {items.map((item) => (
        <li key={item.id}>
          <Finder.SearchTermHaystack haystack={item.name} />
        </li>
      ))}
      {pagination.numTotalItems > 5 && <li>and {pagination.numTotalItems - 5} more</li>}
    </ul>
  );
}
