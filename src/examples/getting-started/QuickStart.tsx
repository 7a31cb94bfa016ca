import { Finder, filterRule, finderRuleset, searchRule, useFinder } from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { formatMoney } from "../data/format";

// 1. Rules describe what a visitor can do with the list. Keep them at module scope (or memoised).
const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    options: gearCategories.map((name) => ({ value: name, label: name })),
    filterFn: (item, category) => item.category === category,
  }),
]);

// 2. <Finder> owns the list state; everything inside it can read and change that state.
export default function QuickStart() {
  return (
    <Finder items={gearShop} rules={rules}>
      <SearchAndFilter />
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => (
            <ul aria-label="Gear" className="margin-top--sm">
              {items.map((item) => (
                <li key={item.id}>
                  <Finder.SearchTermHaystack haystack={item.name} /> · {formatMoney(item.price)}
                </li>
              ))}
            </ul>
          ),
          noMatches: <p>No gear matches.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

// 3. Controls are your own elements, wired to the instance that useFinder() returns.
function SearchAndFilter() {
  const finder = useFinder<GearItem>();
  const category = finder.filters.get("category");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "center" }}>
      <label>
        Search{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Category{" "}
        <select
          value={typeof category === "string" ? category : ""}
          onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
        >
          <option value="">All categories</option>
          {gearCategories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <p aria-live="polite" className="margin--none">
        {finder.matches.numMatchedItems} of {finder.matches.numTotalItems} items
      </p>
    </div>
  );
}
