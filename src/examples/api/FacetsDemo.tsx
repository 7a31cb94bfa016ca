import { useMemo } from "react";
import { Finder, filterRule, searchRule, useFinder, type FilterFacet } from "@finderjs/react";
import {
  gearCategories,
  gearShop,
  gearTags,
  type GearCategory,
  type GearItem,
  type GearTag,
} from "../data/gearShop";
import { formatMoney, countLine } from "../data/format";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    multiple: true,
    filterFn: (item, category) => item.category === category,
    options: gearCategories.map((category) => ({ label: category, value: category })),
  }),
  filterRule<GearItem, string>({
    id: "brand",
    label: "Brand",
    multiple: true,
    filterFn: (item, brand) => item.brand === brand,
    // Generated from the items: runs again only when the items change.
    options: ({ items }) =>
      [...new Set(items.map((item) => item.brand))].sort().map((brand) => ({ value: brand })),
  }),
  filterRule<GearItem, GearTag>({
    id: "tags",
    label: "Tags",
    multiple: true,
    filterFn: (item, tag) => item.tags.includes(tag),
    options: gearTags.map((tag) => ({ label: tag, value: tag })),
  }),
  filterRule<GearItem, boolean>({
    id: "inStock",
    label: "In stock only",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
];

const facetIds = ["category", "brand", "tags"] as const;

type Facets = Record<string, FilterFacet<string>>;

function Facet({ id, facet }: { id: string; facet: FilterFacet<string> }) {
  const finder = useFinder<GearItem>();
  return (
    <fieldset className="margin-bottom--md">
      <legend>{finder.filters.getRule(id).label}</legend>
      {facet.options.map(({ value, label, count }) => {
        const checked = finder.filters.has(id, value);
        return (
          <label key={value}>
            <input
              type="checkbox"
              checked={checked}
              disabled={count === 0 && !checked}
              onChange={() => finder.filters.toggle(id, value)}
            />{" "}
            {label ?? value} ({count})
          </label>
        );
      })}
    </fieldset>
  );
}

function Chips({ facets }: { facets: Facets }) {
  const finder = useFinder<GearItem>();
  const chips: { key: string; text: string; remove: () => void }[] = [];
  for (const rule of finder.filters.activeRules) {
    if (rule.boolean) {
      chips.push({
        key: rule.id,
        text: rule.label ?? rule.id,
        remove: () => finder.filters.toggle(rule.id),
      });
      continue;
    }
    const value = finder.filters.get(rule.id);
    for (const selected of Array.isArray(value) ? value : [value]) {
      // The facet looks a selected value up by value: its option's label, when it has one.
      const label = facets[rule.id]?.get(selected as string)?.label;
      chips.push({
        key: `${rule.id}:${String(selected)}`,
        text: `${rule.label ?? rule.id}: ${label ?? String(selected)}`,
        remove: () => finder.filters.delete(rule.id, selected),
      });
    }
  }
  if (chips.length === 0) return <p className="margin-bottom--sm">No filters applied.</p>;
  return (
    <ul
      aria-label="Applied filters"
      className="pills margin-bottom--sm"
      style={{ flexWrap: "wrap" }}
    >
      {chips.map((chip) => (
        <li key={chip.key} className="pills__item pills__item--active">
          <button
            type="button"
            className="clean-btn"
            style={{ color: "inherit" }}
            aria-label={`Remove ${chip.text}`}
            onClick={chip.remove}
          >
            {chip.text} ✕
          </button>
        </li>
      ))}
      <li className="pills__item">
        <button type="button" className="clean-btn" onClick={() => finder.filters.reset()}>
          Clear all
        </button>
      </li>
    </ul>
  );
}

function Shop() {
  const finder = useFinder<GearItem>();
  const { version } = finder;
  // Every option (generated ones too, as for brands) with its value, label and count, in option
  // order; each counted as if it were chosen on top of the other filters currently in force.
  // A count runs filterFn for every candidate and option, so it is computed once per change of
  // the finder (its version), not on every render, and the chips read their labels from it.
  const facets = useMemo(
    (): Facets =>
      Object.fromEntries(facetIds.map((id) => [id, finder.filters.getFacet<string>(id, true)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutable instance changes with `version`
    [finder, version],
  );
  const items = finder.matches.items ?? [];
  return (
    <div className="row">
      <div className="col col--4">
        <label style={{ display: "block" }} className="margin-bottom--md">
          <input
            type="checkbox"
            checked={finder.filters.isActive("inStock")}
            onChange={() => finder.filters.toggle("inStock")}
          />{" "}
          In stock only
        </label>
        {facetIds.map((id) => (
          <Facet key={id} id={id} facet={facets[id] as FilterFacet<string>} />
        ))}
      </div>
      <div className="col col--8">
        <Chips facets={facets} />
        <p aria-live="polite">
          <strong>
            {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "product")}
          </strong>
        </p>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.name} <small>({item.brand})</small> — {formatMoney(item.price)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function FacetsDemo() {
  return (
    <Finder items={gearShop} rules={rules}>
      <Shop />
    </Finder>
  );
}
