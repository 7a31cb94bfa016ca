import { useMemo } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  searchRule,
  useFinder,
  type FilterOption,
} from "@finderjs/react";
import {
  gearCategories,
  gearShop,
  gearTags,
  type GearCategory,
  type GearItem,
  type GearTag,
} from "../data/gearShop";
import { formatMoney, countLine } from "../data/format";

const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    multiple: true,
    options: gearCategories.map((category) => ({ value: category, label: category })),
    filterFn: (item, category) => item.category === category,
  }),
  filterRule<GearItem, GearTag>({
    id: "tag",
    label: "Tag",
    multiple: true,
    options: gearTags.map((tag) => ({ value: tag, label: tag })),
    filterFn: (item, tag) => item.tags.includes(tag),
  }),
  filterRule<GearItem, boolean>({
    id: "inStock",
    label: "In stock",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
]);

// A custom hook: counts per option, recomputed only when the instance changes (its version).
function useFacetCounts(ruleId: string): Map<FilterOption | boolean, number> {
  const finder = useFinder<GearItem>();
  const { version } = finder;
  return useMemo(
    () => finder.filters.countRuleOptions(ruleId, true),
    // The instance is mutable and keeps its identity: `version` is what tells the memo it changed,
    // which the lint rule cannot know.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [finder, ruleId, version],
  );
}

interface Chip {
  key: string;
  text: string;
  remove: () => void;
}

// Another custom hook: one chip per active value, each knowing how to remove itself.
function useActiveFilterChips(): Chip[] {
  const finder = useFinder<GearItem>();
  const chips: Chip[] = [];
  for (const rule of finder.filters.activeRules) {
    const label = rule.label ?? rule.id;
    const value = finder.filters.get(rule.id);
    if (rule.boolean) {
      chips.push({ key: rule.id, text: label, remove: () => finder.filters.set(rule.id, false) });
    } else if (Array.isArray(value)) {
      for (const entry of value) {
        chips.push({
          key: `${rule.id}:${String(entry)}`,
          text: `${label}: ${String(entry)}`,
          remove: () => finder.filters.delete(rule.id, entry),
        });
      }
    } else {
      chips.push({
        key: rule.id,
        text: `${label}: ${String(value)}`,
        remove: () => finder.filters.set(rule.id, undefined),
      });
    }
  }
  return chips;
}

function ActiveFilterChips() {
  const finder = useFinder<GearItem>();
  const chips = useActiveFilterChips();
  if (chips.length === 0) return <p className="margin-bottom--sm">No filters applied.</p>;
  return (
    <ul
      aria-label="Active filters"
      className="margin-bottom--sm"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", listStyle: "none", padding: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key} style={{ margin: 0 }}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            aria-label={`Remove filter ${chip.text}`}
            onClick={chip.remove}
          >
            {chip.text} ✕
          </button>
        </li>
      ))}
      <li style={{ margin: 0 }}>
        <button
          type="button"
          className="button button--link button--sm"
          onClick={() => finder.filters.reset()}
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}

function CheckboxFacet({ ruleId, legend }: { ruleId: string; legend: string }) {
  const finder = useFinder<GearItem>();
  const counts = useFacetCounts(ruleId);
  return (
    <fieldset>
      <legend>{legend}</legend>
      {[...counts].map(([option, count]) =>
        typeof option === "boolean" ? null : (
          <label key={String(option.value)}>
            <input
              type="checkbox"
              checked={finder.filters.has(ruleId, option)}
              disabled={count === 0 && !finder.filters.has(ruleId, option)}
              onChange={() => finder.filters.toggle(ruleId, option)}
            />{" "}
            {option.label ?? String(option.value)} ({count})
          </label>
        ),
      )}
    </fieldset>
  );
}

function InStockSwitch() {
  const finder = useFinder<GearItem>();
  const counts = useFacetCounts("inStock");
  return (
    <label style={{ display: "block" }}>
      <input
        type="checkbox"
        checked={finder.filters.isActive("inStock")}
        disabled={(counts.get(true) ?? 0) === 0 && !finder.filters.isActive("inStock")}
        onChange={() => finder.filters.toggle("inStock")}
      />{" "}
      In stock only ({counts.get(true) ?? 0})
    </label>
  );
}

function Results() {
  const finder = useFinder<GearItem>();
  const items = finder.matches.items ?? [];
  return (
    <div>
      <p aria-live="polite" className="margin-bottom--xs">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "product")}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} · {item.category} · {formatMoney(item.price)}
            {item.inStock ? "" : " · sold out"}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function FilterChips() {
  return (
    <Finder items={gearShop} rules={rules} initialFilters={{ category: ["Cooking", "Lighting"] }}>
      <ActiveFilterChips />
      <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-start" }}>
        <div style={{ flex: "1 1 12rem" }}>
          <InStockSwitch />
          <CheckboxFacet ruleId="category" legend="Category" />
          <CheckboxFacet ruleId="tag" legend="Tag" />
        </div>
        <div style={{ flex: "2 1 16rem" }}>
          <Results />
        </div>
      </div>
    </Finder>
  );
}
