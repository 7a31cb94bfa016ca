// After: the same shop on @finderjs/react, which re-exports all of @finderjs/core.
import { useState } from "react";
import {
  Finder,
  filterRule,
  groupByRule,
  restoreState,
  searchRule,
  useFinder,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule({
    id: "category",
    options: [{ value: "Shelter" }, { value: "Sleep" }, { value: "Lighting" }],
    filterFn: (item: GearItem, category: string) => item.category === category,
  }),
  filterRule({ id: "inStock", boolean: true, filterFn: (item: GearItem) => item.inStock }),
  // Groups come in the order of their first item; sortGroupFn puts the years in order.
  groupByRule({
    id: "year",
    groupFn: (item: GearItem) => item.releasedAt.getUTCFullYear(),
    sortGroupFn: (group) => Number(group.id),
  }),
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
        // "category" holds one value: set() replaces it (add() is for multiple filters).
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

export function ShopAfter() {
  // A saved view may name rules or options that no longer exist: keep what is still valid.
  const [saved] = useState(() => {
    const text = typeof window === "undefined" ? null : localStorage.getItem("shop");
    let state: unknown = null;
    try {
      state = JSON.parse(text ?? "null");
    } catch {
      // not JSON: nothing to restore
    }
    return restoreState(state, { rules, items: gearShop }).options;
  });
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
