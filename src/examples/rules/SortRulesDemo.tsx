import { useId } from "react";
import { Finder, filterRule, sortByRule, useFinder } from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { formatMoney } from "../data/format";

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
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "center" }}>
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
        {finder.sortBy.sortDirection === "asc" ? "Ascending" : "Descending"}
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
        {finder.matches.numMatchedItems} items, sorted by {finder.sortBy.activeRule?.label}{" "}
        {finder.sortBy.sortDirection === "asc" ? "ascending" : "descending"}
      </p>
    </div>
  );
}

const columns = [
  { label: "Name", ruleId: "name" },
  { label: "Category", ruleId: "categoryPrice" },
  { label: "Price", ruleId: undefined },
  { label: "Weight", ruleId: "weight" },
  { label: "Released", ruleId: "newest" },
] as const;

function SortedTable() {
  const finder = useFinder<GearItem>();
  const direction = finder.sortBy.sortDirection === "asc" ? "ascending" : "descending";
  return (
    <table className="margin-top--md">
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
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
            <td>{item.name}</td>
            <td>{item.category}</td>
            <td>{formatMoney(item.price)}</td>
            <td>{item.weightGrams === null ? "unknown" : `${item.weightGrams} g`}</td>
            <td>{item.releasedAt.getUTCFullYear()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
