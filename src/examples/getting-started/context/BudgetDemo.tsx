import { useId, useMemo, useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  sortByRule,
  useFinder,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../../data/gearShop";
import { formatMoney, countLine } from "../../data/format";

interface BudgetContext {
  /** The most the visitor wants to spend, in USD. */
  budget: number;
}

const OVER_BUDGET = "Over budget";
const WITHIN_BUDGET = "Within budget";
const SHOWN_PER_GROUP = 4;

const rules = finderRuleset<GearItem, BudgetContext>([
  // A boolean filter: its value is only "on" or "off"; the budget comes from context.
  filterRule<GearItem, boolean, BudgetContext>({
    id: "affordable",
    label: "Hide items over budget",
    boolean: true,
    filterFn: (item, _on, { budget }) => item.price <= budget,
  }),
  // Closest to the budget first: what the visitor can afford best, then what is just out of reach.
  sortByRule<GearItem, BudgetContext>({
    id: "closest",
    label: "Closest to budget",
    sortFn: (item, { budget }) => Math.abs(budget - item.price),
  }),
  sortByRule<GearItem, BudgetContext>({
    id: "price",
    label: "Price",
    sortFn: (item) => item.price,
  }),
  groupByRule<GearItem, BudgetContext>({
    id: "budget",
    label: "Budget",
    groupFn: (item, { budget }) => (item.price <= budget ? WITHIN_BUDGET : OVER_BUDGET),
    // Groups appear in the order of their first item; pin "Over budget" last whatever the sort.
    sticky: { footer: OVER_BUDGET },
  }),
]);

export default function BudgetDemo() {
  const [budget, setBudget] = useState(150);
  // A new object only when the budget changes: Finder compares context by reference.
  const context = useMemo<BudgetContext>(() => ({ budget }), [budget]);
  const sliderId = useId();

  return (
    <Finder items={gearShop} rules={rules} context={context} initialGroupBy="budget">
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 2rem", alignItems: "end" }}>
        <div>
          <label htmlFor={sliderId}>Budget</label>{" "}
          <input
            id={sliderId}
            type="range"
            min={20}
            max={400}
            step={10}
            value={budget}
            onChange={(event) => setBudget(Number(event.target.value))}
          />{" "}
          <output htmlFor={sliderId}>{formatMoney(budget)}</output>
        </div>
        <Controls />
      </div>
      <Finder.Content<GearItem, BudgetContext>>
        {{
          groups: ({ groups }) =>
            groups.map((group) => (
              <section key={group.id} aria-label={group.id} className="margin-top--md">
                <h3 className="margin-bottom--sm">
                  {group.id} ({group.items.length})
                </h3>
                <ul>
                  {group.items.slice(0, SHOWN_PER_GROUP).map((item) => (
                    <li key={item.id}>
                      {item.name}: {formatMoney(item.price)}
                    </li>
                  ))}
                  {group.items.length > SHOWN_PER_GROUP ? (
                    <li>and {group.items.length - SHOWN_PER_GROUP} more</li>
                  ) : null}
                </ul>
              </section>
            )),
          noMatches: <p>Nothing costs {formatMoney(budget)} or less.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<GearItem, BudgetContext>();
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("affordable")}
          onChange={() => finder.filters.toggle("affordable")}
        />{" "}
        Hide items over budget
      </label>
      <label>
        Sort{" "}
        <select
          value={finder.sortBy.activeRule?.id ?? ""}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
      <p className="margin-bottom--none" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </p>
    </>
  );
}
