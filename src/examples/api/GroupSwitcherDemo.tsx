import { Finder, groupByRule, sortByRule, useFinder } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine, formatMoney, plural } from "../data/format";

const rules = [
  sortByRule({ id: "name", sortFn: (item: GearItem) => item.name }),
  // No sortGroupFn: groups appear in the order of their first item.
  groupByRule({ id: "category", label: "Category", groupFn: (item: GearItem) => item.category }),
  // sortGroupFn: brands ordered by name, so the direction button applies.
  groupByRule({
    id: "brand",
    label: "Brand",
    groupFn: (item: GearItem) => item.brand,
    sortGroupFn: (group) => group.id,
  }),
  // An array key puts an item in each of its tags' groups; larger groups first by default.
  groupByRule({
    id: "tags",
    label: "Tags",
    groupFn: (item: GearItem) => (item.tags.length ? item.tags : "untagged"),
    sortGroupFn: (group) => group.items.length,
    defaultGroupSortDirection: "desc",
  }),
];

function GroupControls() {
  const finder = useFinder<GearItem>();
  const { activeRule, groupBySortDirection } = finder.groupBy;
  const canOrder = activeRule?.sortGroupFn !== undefined;
  const direction = groupBySortDirection ?? activeRule?.defaultGroupSortDirection ?? "asc";
  return (
    <div
      className="margin-bottom--md"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "end" }}
    >
      <label>
        Group by{" "}
        <select
          value={activeRule?.id ?? ""}
          onChange={(event) => finder.groupBy.set(event.target.value || undefined)}
        >
          <option value="">None</option>
          {finder.groupBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!canOrder}
        onClick={() => finder.groupBy.setGroupSortDirection(direction === "asc" ? "desc" : "asc")}
      >
        Groups: {direction === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => finder.groupBy.reset()}
      >
        Reset
      </button>
    </div>
  );
}

function Results() {
  const finder = useFinder<GearItem>();
  const { groups, items, numMatchedItems, numTotalItems } = finder.matches;
  return (
    <div>
      <p aria-live="polite">
        {countLine(numMatchedItems, numTotalItems, "item")} ·{" "}
        {groups
          ? `${plural(groups.length, "group")} by ${finder.groupBy.activeRule?.label ?? ""}`
          : "not grouped"}
      </p>
      {groups ? (
        groups.map((group) => (
          <section key={group.id} className="margin-bottom--sm">
            <h3 className="margin-bottom--xs">
              {group.id} <span className="badge badge--secondary">{group.items.length}</span>
            </h3>
            <p className="margin-bottom--none">{group.items.map((item) => item.name).join(", ")}</p>
          </section>
        ))
      ) : (
        <ul>
          {(items ?? []).slice(0, 8).map((item) => (
            <li key={item.id}>
              {item.name} — {formatMoney(item.price)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function GroupSwitcherDemo() {
  return (
    <Finder items={gearShop} rules={rules} initialGroupBy="category">
      <GroupControls />
      <Results />
    </Finder>
  );
}
