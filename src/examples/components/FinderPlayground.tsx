import { useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  useFinder,
  useFinderRef,
  type FinderState,
} from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { formatMoney } from "../data/format";

const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    options: gearCategories.map((category) => ({ value: category })),
    filterFn: (item, category) => item.category === category,
  }),
  groupByRule<GearItem>({ id: "byCategory", label: "Category", groupFn: (item) => item.category }),
]);

const slots: FinderState[] = ["loading", "empty", "noMatches", "items", "groups"];

export default function FinderPlayground() {
  const [isLoading, setIsLoading] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [requireGroup, setRequireGroup] = useState(false);
  const finderRef = useFinderRef<GearItem>();

  // The parent is above <Finder>, so it reaches the instance through the ref, in an event handler.
  function reset() {
    const finder = finderRef.current;
    if (!finder) return;
    // One batch: one change event and one re-render for the three resets.
    finder.batch(() => {
      finder.search.reset();
      finder.filters.reset();
      finder.groupBy.reset();
    });
  }

  return (
    <div>
      <fieldset className="margin-bottom--sm">
        <legend>Props of &lt;Finder&gt;</legend>
        <div style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem" }}>
          <label>
            <input
              type="checkbox"
              checked={isLoading}
              onChange={(event) => setIsLoading(event.target.checked)}
            />{" "}
            isLoading
          </label>
          <label>
            <input
              type="checkbox"
              checked={disabled}
              onChange={(event) => setDisabled(event.target.checked)}
            />{" "}
            disabled
          </label>
          <label>
            <input
              type="checkbox"
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />{" "}
            items = []
          </label>
          <label>
            <input
              type="checkbox"
              checked={requireGroup}
              onChange={(event) => setRequireGroup(event.target.checked)}
            />{" "}
            requireGroup (remounts)
          </label>
        </div>
      </fieldset>
      <button type="button" className="button button--secondary button--sm" onClick={reset}>
        Reset search, filter and grouping (controllerRef)
      </button>
      {/* requireGroup is read at mount only: a new key gives a new instance that sees it. */}
      <Finder
        key={requireGroup ? "grouped" : "flat"}
        items={empty ? [] : gearShop}
        rules={rules}
        isLoading={isLoading}
        disabled={disabled}
        requireGroup={requireGroup}
        numItemsPerPage={6}
        controllerRef={finderRef}
      >
        <Controls />
        <SlotIndicator />
        <Finder.Content<GearItem>>
          {{
            loading: <p>Loading the catalogue…</p>,
            empty: <p>The catalogue is empty.</p>,
            noMatches: <p>No gear matches this search.</p>,
            items: ({ items }) => (
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    {item.name} · {formatMoney(item.price)}
                  </li>
                ))}
              </ul>
            ),
            groups: ({ groups }) =>
              groups.map((group) => (
                <section key={group.id}>
                  <h4 className="margin-bottom--xs">{group.id}</h4>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.id}>{item.name}</li>
                    ))}
                  </ul>
                </section>
              )),
          }}
        </Finder.Content>
      </Finder>
    </div>
  );
}

function Controls() {
  const finder = useFinder<GearItem>();
  const category = finder.filters.get("category");
  return (
    <div
      className="margin-vert--sm"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}
    >
      <label>
        Search
        <br />
        <input
          type="search"
          value={finder.search.searchTerm}
          disabled={finder.disabled}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Category
        <br />
        <select
          value={typeof category === "string" ? category : ""}
          disabled={finder.disabled}
          onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
        >
          <option value="">All</option>
          {gearCategories.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={finder.groupBy.activeRule !== undefined}
          disabled={finder.disabled || finder.groupBy.requireGroup}
          onChange={(event) => finder.groupBy.set(event.target.checked ? "byCategory" : undefined)}
        />{" "}
        Group by category
      </label>
    </div>
  );
}

// Lists the five slots and marks the one Finder.Content renders for the current state.
function SlotIndicator() {
  const finder = useFinder<GearItem>();
  return (
    <p aria-live="polite" className="margin-bottom--sm">
      Rendered slot:{" "}
      {slots.map((slot) =>
        slot === finder.state ? (
          <strong key={slot} className="badge badge--primary margin-right--xs">
            {slot} ✓
          </strong>
        ) : (
          <span key={slot} className="badge badge--secondary margin-right--xs">
            {slot}
          </span>
        ),
      )}
    </p>
  );
}
