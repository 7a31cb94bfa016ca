import { useId, useState } from "react";
import { Finder, groupByRule, useFinder, type FinderGroup } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine, plural } from "../data/format";

const rules = [
  // Groups appear in the order of their first item: no sortGroupFn.
  groupByRule<GearItem>({
    id: "category",
    label: "Category",
    groupFn: (item) => item.category,
  }),
  // An array of keys puts the item in each of those groups. An empty array would put it in
  // none, so untagged items get a group of their own.
  groupByRule<GearItem>({
    id: "tags",
    label: "Tags",
    groupFn: (item) => (item.tags.length > 0 ? item.tags : "untagged"),
    // Largest groups first, unless the visitor flips the direction...
    sortGroupFn: (group) => group.items.length,
    defaultGroupSortDirection: "desc",
    // ...but "sale" stays on top whatever its size.
    sticky: { header: "sale" },
  }),
];

export default function GroupedShopDemo() {
  const [isPaginated, setIsPaginated] = useState(false);
  return (
    <Finder
      items={gearShop}
      rules={rules}
      initialGroupBy="tags"
      numItemsPerPage={isPaginated ? 8 : undefined}
    >
      <Controls isPaginated={isPaginated} onPaginatedChange={setIsPaginated} />
      <Finder.Content<GearItem>>
        {{
          groups: ({ groups }) => <GroupList groups={groups} />,
          items: ({ items }) => (
            <ul className="margin-top--md">
              {items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          ),
        }}
      </Finder.Content>
    </Finder>
  );
}

interface ControlsProps {
  isPaginated: boolean;
  onPaginatedChange: (isPaginated: boolean) => void;
}

function Controls({ isPaginated, onPaginatedChange }: ControlsProps) {
  const finder = useFinder<GearItem>();
  const selectId = useId();
  const active = finder.groupBy.activeRule;
  const canSortGroups = active?.sortGroupFn !== undefined;
  const direction =
    finder.groupBy.groupBySortDirection ?? active?.defaultGroupSortDirection ?? "asc";
  const groups = finder.matches.groups;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <div>
        <label htmlFor={selectId}>Group by</label>{" "}
        <select
          id={selectId}
          value={active?.id ?? ""}
          onChange={(event) => finder.groupBy.set(event.target.value || undefined)}
        >
          <option value="">No grouping</option>
          {finder.groupBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!canSortGroups}
        onClick={() => finder.groupBy.setGroupSortDirection(direction === "asc" ? "desc" : "asc")}
      >
        {canSortGroups
          ? direction === "desc"
            ? "Largest groups first"
            : "Smallest groups first"
          : "Groups in first-item order"}
      </button>
      <label>
        <input
          type="checkbox"
          checked={isPaginated}
          onChange={(event) => onPaginatedChange(event.target.checked)}
        />{" "}
        First page only (8 items per page)
      </label>
      <p className="margin-bottom--none" aria-live="polite">
        {countLine(
          finder.matches.numMatchedItems,
          finder.matches.numTotalItems,
          "item",
          finder.pagination,
        )}
        {groups ? ` · ${plural(groups.length, "group")}` : ""}
      </p>
    </div>
  );
}

function GroupList({ groups }: { groups: FinderGroup<GearItem>[] }) {
  return (
    <div className="margin-top--md">
      {groups.map((group) => (
        <section key={group.id} aria-label={`${group.id} group`}>
          <h3 className="margin-bottom--xs">
            {group.id} <span className="badge badge--secondary">{group.items.length}</span>
          </h3>
          <p>{group.items.map((item) => item.name).join(", ")}</p>
        </section>
      ))}
    </div>
  );
}
