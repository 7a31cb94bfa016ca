import { useId } from "react";
import { Finder, filterRule, sortByRule, useFinder } from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { countLine, formatMoney } from "../data/format";

const rules = [
  // Strings use numeric collation: "Trail Lamp 2" sorts before "Trail Lamp 10".
  sortByRule<GearItem>({ id: "name", label: "Name", sortFn: (item) => item.name }),
  // Unknown weights are null: they sort last in both directions.
  sortByRule<GearItem>({ id: "weight", label: "Weight", sortFn: (item) => item.weightGrams }),
  // Dates compare by time; this rule starts descending unless the visitor picks a direction.
  sortByRule<GearItem>({
    id: "newest",
    label: "Release date",
    sortFn: (item) => item.releasedAt,
    defaultSortDirection: "desc",
  }),
  // A chain: category first, price breaks the ties within a category.
  sortByRule<GearItem>({
    id: "categoryPrice",
    label: "Category, then price",
    sortFn: [(item) => item.category, (item) => item.price],
  }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    defaultValue: "Lighting",
    options: gearCategories.map((value) => ({ label: value, value })),
    filterFn: (item, value) => item.category === value,
  }),
];

export default function SortRulesDemo() {
  return (
    <Finder items={gearShop} rules={rules}>
      <Controls />
      <SortedTable />
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<GearItem>();
  const sortId = useId();
  const categoryId = useId();
  const category = finder.filters.get("category");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <div>
        <label htmlFor={sortId}>Sort by</label>{" "}
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
      </div>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => finder.sortBy.toggleSortDirection()}
      >
        {finder.sortBy.sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
        {finder.sortBy.userHasSetSortDirection ? "" : " (rule default)"}
      </button>
      <div>
        <label htmlFor={categoryId}>Category</label>{" "}
        <select
          id={categoryId}
          value={typeof category === "string" ? category : ""}
          onChange={(event) => finder.filters.set("category", event.target.value)}
        >
          <option value="">All categories</option>
          {gearCategories.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <p className="margin-bottom--none" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")} · sorted
        by {finder.sortBy.activeRule?.label}{" "}
        {finder.sortBy.sortDirection === "asc" ? "ascending" : "descending"}
      </p>
    </div>
  );
}

// Compact cells so all five columns fit a phone screen.
const cell = { padding: "0.35rem 0.5rem" };

const columns = [
  { label: "Name", ruleId: "name" },
  { label: "Category", ruleId: "categoryPrice" },
  { label: "Price", ruleId: undefined },
  { label: "Weight", ruleId: "weight" },
  { label: "Year", ruleId: "newest" },
] as const;

function SortedTable() {
  const finder = useFinder<GearItem>();
  const direction = finder.sortBy.sortDirection === "asc" ? "ascending" : "descending";
  return (
    // A scrolling box must be focusable, or keyboard users cannot scroll it.
    <div
      className="table-scroll margin-top--md"
      role="region"
      aria-label="Sorted gear"
      tabIndex={0}
    >
      <table style={{ display: "table", width: "100%", fontSize: "0.875rem" }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                style={cell}
                aria-sort={
                  column.ruleId && finder.sortBy.isRuleActive(column.ruleId) ? direction : undefined
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(finder.matches.items ?? []).map((item) => (
            <tr key={item.id}>
              <td style={cell}>{item.name}</td>
              <td style={cell}>{item.category}</td>
              <td style={cell}>{formatMoney(item.price)}</td>
              <td style={cell}>
                {item.weightGrams === null ? "unknown" : `${item.weightGrams} g`}
              </td>
              <td style={cell}>{item.releasedAt.getUTCFullYear()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
