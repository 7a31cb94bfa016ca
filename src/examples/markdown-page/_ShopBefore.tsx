// Before: a small gear shop written for @hitgrab/finder 0.1.x, one package for everything.
import { Finder, filterRule, groupByRule, searchRule, useFinder } from "@hitgrab/finder";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule({
    id: "category",
    options: [{ value: "Shelter" }, { value: "Sleep" }, { value: "Lighting" }],
    filterFn: (item: GearItem, category: string) => item.category === category,
  }),
  filterRule({ id: "inStock", boolean: true, filterFn: (item: GearItem) => item.inStock }),
  // Years are numbers, and the earlier library listed number-like group ids in ascending order.
  groupByRule({ id: "year", groupFn: (item: GearItem) => item.releasedAt.getUTCFullYear() }),
];

function Controls() {
  const finder = useFinder<GearItem>();
  return (
    <p>
      <input
        aria-label="Search"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
      {["Shelter", "Sleep", "Lighting"].map((category) => (
        <button
          key={category}
          type="button"
          onClick={() => finder.filters.set("category", category)}
        >
          {category}
        </button>
      ))}
      <label>
        <input
          type="checkbox"
          checked={finder.filters.get("inStock") as boolean}
          onChange={(event) => finder.filters.set("inStock", event.target.checked)}
        />
        In stock
      </label>
    </p>
  );
}

function Results() {
  const finder = useFinder<GearItem>();
  return (
    <>
      {finder.matches.groups?.map((group) => (
        <section key={group.id}>
          <h3>{group.id}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function ShopBefore() {
  // A view saved by an earlier visit, spread straight into the props.
  const saved = JSON.parse(localStorage.getItem("shop") ?? "{}") as object;
  return (
    <Finder
      items={gearShop}
      rules={rules}
      {...saved}
      // After the spread, so a saved view cannot turn grouping off.
      requireGroup
      onChange={(event) => localStorage.setItem("shop", JSON.stringify(event.instance))}
    >
      <Controls />
      <Results />
    </Finder>
  );
}
