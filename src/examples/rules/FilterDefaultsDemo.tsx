import { useId } from "react";
import { Finder, filterRule, useFinder, type FilterOption } from "@finderjs/react";
import { gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";

type Availability = "in-stock" | "out-of-stock";

// Required: always applied. Cleared, it falls back to its defaultValue ("in-stock").
const availability = filterRule<GearItem, Availability>({
  id: "availability",
  label: "Availability",
  required: true,
  defaultValue: "in-stock",
  options: [
    { label: "In stock", value: "in-stock" },
    { label: "Out of stock", value: "out-of-stock" },
  ],
  filterFn: (item, value) => item.inStock === (value === "in-stock"),
});

// Not required: starts at its defaultValue, and the visitor may clear it.
// The options come from a generator, which runs when the items, context or rules change.
const category = filterRule<GearItem, GearCategory>({
  id: "category",
  label: "Category",
  defaultValue: "Lighting",
  options: ({ items }) =>
    [...new Set(items.map((item) => item.category))].map((value): FilterOption<GearCategory> => ({
      label: value,
      value,
    })),
  filterFn: (item, value) => item.category === value,
});

const rules = [availability, category];

export default function FilterDefaultsDemo() {
  return (
    <Finder items={gearShop} rules={rules}>
      <Controls />
      <StateTable />
    </Finder>
  );
}

function FilterSelect({ id }: { id: "availability" | "category" }) {
  const finder = useFinder<GearItem>();
  const selectId = useId();
  const rule = finder.filters.getRule(id);
  // The rule's (generated) options in order, each with what it would match with the other
  // filters kept (isAdditive).
  const facet = finder.filters.getFacet<string>(id, true);
  const value = finder.filters.get(id);
  return (
    <div className="margin-right--lg margin-bottom--sm">
      <label htmlFor={selectId}>{rule.label}</label>{" "}
      <select
        id={selectId}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => finder.filters.set(id, event.target.value)}
      >
        <option value="">Any (clear the filter)</option>
        {facet.options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.count === 0 && value !== option.value}
          >
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    </div>
  );
}

function Controls() {
  const finder = useFinder<GearItem>();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "baseline" }}>
      <FilterSelect id="availability" />
      <FilterSelect id="category" />
      <button
        type="button"
        className="button button--secondary button--sm margin-bottom--sm"
        onClick={() => finder.filters.reset()}
      >
        Reset filters
      </button>
    </div>
  );
}

function StateTable() {
  const finder = useFinder<GearItem>();
  const { raw } = finder.filters;
  return (
    <>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div className="table-scroll" role="region" aria-label="Each filter's value" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">
                <code>get(id)</code>
              </th>
              <th scope="col">
                <code>isActive(id)</code>
              </th>
              <th scope="col">
                <code>raw[id]</code>
              </th>
            </tr>
          </thead>
          <tbody>
            {finder.filters.rules.map((rule) => (
              <tr key={rule.id}>
                <th scope="row">{rule.id}</th>
                <td>
                  <code>{describe(finder.filters.get(rule.id))}</code>
                </td>
                <td>{finder.filters.isActive(rule.id) ? "yes" : "no"}</td>
                <td>
                  <code>{rule.id in raw ? describe(raw[rule.id]) : "not set"}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </p>
    </>
  );
}

function describe(value: unknown): string {
  return value === undefined ? "undefined" : JSON.stringify(value);
}
