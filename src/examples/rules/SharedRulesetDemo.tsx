import { useId } from "react";
import { Finder, useFinder } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { gearShopRules } from "../data/gearShopRules";
import { formatMoney, countLine } from "../data/format";

// Two finders, one ruleset. The rules are shared; each finder keeps its own state.
export default function SharedRulesetDemo() {
  return (
    <div className="row">
      <section className="col col--6 margin-bottom--md" aria-label="Left list">
        <h3>Left list</h3>
        <Finder items={gearShop} rules={gearShopRules} initialSortBy="price">
          <ListPanel />
        </Finder>
      </section>
      <section className="col col--6 margin-bottom--md" aria-label="Right list">
        <h3>Right list</h3>
        <Finder items={gearShop} rules={gearShopRules} initialSortBy="rating">
          <ListPanel />
        </Finder>
      </section>
    </div>
  );
}

const SHOWN = 5;

function ListPanel() {
  const finder = useFinder<GearItem>();
  const searchId = useId();
  const sortId = useId();
  const items = finder.matches.items ?? [];
  return (
    <>
      <div className="margin-bottom--sm">
        <label htmlFor={searchId}>Search</label>{" "}
        <input
          id={searchId}
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </div>
      <div
        className="margin-bottom--sm"
        style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem" }}
      >
        <label>
          <input
            type="checkbox"
            checked={finder.filters.isActive("inStock")}
            onChange={() => finder.filters.toggle("inStock")}
          />{" "}
          In stock only
        </label>
        <span>
          <label htmlFor={sortId}>Sort</label>{" "}
          <select
            id={sortId}
            value={finder.sortBy.activeRule?.id}
            onChange={(event) => finder.sortBy.set(event.target.value)}
          >
            {finder.sortBy.rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.label}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p aria-live="polite" className="margin-bottom--xs">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </p>
      <ol>
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            {item.name}: {formatMoney(item.price)}
            {item.rating === null ? "" : `, rated ${item.rating.toFixed(1)}`}
          </li>
        ))}
      </ol>
    </>
  );
}
