import { useId, useState, type ReactNode } from "react";
import {
  Finder,
  groupByRule,
  searchRule,
  useFinder,
  type FinderRule,
  type FinderState,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { formatMoney, plural } from "../data/format";

const rules: FinderRule<GearItem>[] = [
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category }),
];

const states: FinderState[] = ["loading", "empty", "noMatches", "items", "groups"];

// Wraps whatever a slot returned in an outline labelled with the slot's name.
function Outline({ slot, children }: { slot: FinderState; children: ReactNode }) {
  return (
    <div
      data-slot={slot}
      className="padding--sm margin-top--sm"
      style={{
        border: "2px dashed var(--ifm-color-primary)",
        borderRadius: "var(--ifm-global-radius)",
      }}
    >
      <p className="margin-bottom--xs">
        <span className="badge badge--primary">slot: {slot}</span>
      </p>
      {children}
    </div>
  );
}

export default function ContentSlots() {
  const [isLoading, setIsLoading] = useState(false);
  const [items, setItems] = useState<GearItem[]>(gearShop.slice(0, 8));
  return (
    <Finder items={items} rules={rules} isLoading={isLoading}>
      <StateSwitcher
        onPropsChange={(loading, empty) => {
          setIsLoading(loading);
          setItems(empty ? [] : gearShop.slice(0, 8));
        }}
      />
      <Finder.Content<GearItem>>
        {{
          loading: (
            <Outline slot="loading">
              <p className="margin-bottom--none">Loading…</p>
            </Outline>
          ),
          empty: (
            <Outline slot="empty">
              <p className="margin-bottom--none">There is nothing in the list yet.</p>
            </Outline>
          ),
          noMatches: (
            <Outline slot="noMatches">
              <p className="margin-bottom--none">Items exist, but none match the search.</p>
            </Outline>
          ),
          items: ({ items, pagination }) => (
            <Outline slot="items">
              <p className="margin-bottom--xs">
                {plural(items.length, "item")} on page {pagination.page}
              </p>
              <ul className="margin-bottom--none">
                {items.map((item) => (
                  <li key={item.id}>
                    {item.name} · {formatMoney(item.price)}
                  </li>
                ))}
              </ul>
            </Outline>
          ),
          groups: ({ groups }) => (
            <Outline slot="groups">
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`slots-group-${group.id}`}>
                  <h4 id={`slots-group-${group.id}`} className="margin-bottom--xs">
                    {group.id} ({group.items.length})
                  </h4>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.id}>{item.name}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </Outline>
          ),
        }}
      </Finder.Content>
    </Finder>
  );
}

// Puts the finder in each state: loading and empty through props, the others through the instance.
function StateSwitcher({
  onPropsChange,
}: {
  onPropsChange: (isLoading: boolean, isEmpty: boolean) => void;
}) {
  const finder = useFinder<GearItem>();
  const name = useId();
  function show(state: FinderState) {
    onPropsChange(state === "loading", state === "empty");
    finder.search.setSearchTerm(state === "noMatches" ? "xyz" : "");
    finder.groupBy.set(state === "groups" ? "category" : undefined);
  }
  return (
    <fieldset>
      <legend>Put the finder in a state</legend>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem" }}>
        {states.map((state) => (
          <label key={state}>
            <input
              type="radio"
              name={name}
              value={state}
              checked={finder.state === state}
              onChange={() => show(state)}
            />{" "}
            {state}
          </label>
        ))}
      </div>
      <p className="margin-top--xs margin-bottom--none" aria-live="polite">
        finder.state is <code>{finder.state}</code>
      </p>
    </fieldset>
  );
}
