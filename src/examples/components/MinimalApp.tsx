import { Finder, filterRule, finderRuleset, searchRule, useFinder } from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { formatMoney, plural } from "../data/format";

// 1. Rules: what can be searched and filtered. Defined once, outside the component.
const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    options: gearCategories.map((category) => ({ value: category, label: category })),
    filterFn: (item, category) => item.category === category,
  }),
]);

// 2. Controls: any component below <Finder> reads and changes the state through useFinder().
function Controls() {
  const finder = useFinder<GearItem>();
  const category = finder.filters.get("category");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "end" }}>
      <label>
        Search
        <br />
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Category
        <br />
        <select
          value={typeof category === "string" ? category : ""}
          onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
        >
          <option value="">All categories</option>
          {gearCategories.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <p className="margin-bottom--none" aria-live="polite">
        {plural(finder.matches.numMatchedItems, "product")} of {finder.matches.numTotalItems}
      </p>
    </div>
  );
}

// 3. Output: Finder.Content renders the slot for the current state.
export default function MinimalApp() {
  return (
    <Finder items={gearShop} rules={rules}>
      <Controls />
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => (
            <ul className="margin-top--md">
              {items.map((item) => (
                <li key={item.id}>
                  <Finder.SearchTermHaystack haystack={item.name} /> · {item.brand} ·{" "}
                  {formatMoney(item.price)}
                </li>
              ))}
            </ul>
          ),
          noMatches: <p className="margin-top--md">Nothing matches. Try another word.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}
