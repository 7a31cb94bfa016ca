import { useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  sortByRule,
  useFinder,
  type FinderCoreOptions,
  type FinderSnapshot,
} from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";
import { Pager } from "../ui/Pager";

const rules = finderRuleset<GearItem>([
  searchRule({ searchFn: (item) => [item.name, item.brand] }),
  filterRule<GearItem, GearCategory>({
    id: "category",
    label: "Category",
    filterFn: (item, category) => item.category === category,
    options: gearCategories.map((category) => ({ label: category, value: category })),
  }),
  filterRule<GearItem, boolean>({
    id: "inStock",
    label: "In stock only",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
  sortByRule({ id: "price", label: "Price", sortFn: (item) => item.price }),
  sortByRule({ id: "name", label: "Name", sortFn: (item) => item.name }),
  // Rule ids are unique across all kinds, so the group rule gets an id of its own.
  groupByRule({ id: "byCategory", label: "Category", groupFn: (item) => item.category }),
]);

// One empty array for the "items = []" switch: a new array on every render would count as new items.
const noItems: GearItem[] = [];

function Controls() {
  const finder = useFinder<GearItem>();
  const category = finder.filters.get("category");
  return (
    <div
      className="margin-bottom--md"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}
    >
      <label>
        Search{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Category{" "}
        <select
          value={typeof category === "string" ? category : ""}
          onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
        >
          <option value="">Any</option>
          {gearCategories.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("inStock")}
          onChange={() => finder.filters.toggle("inStock")}
        />{" "}
        In stock only
      </label>
      <label>
        Sort{" "}
        <select
          value={finder.sortBy.activeRule?.id ?? ""}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          <option value="price">Price</option>
          <option value="name">Name</option>
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => finder.sortBy.toggleSortDirection()}
      >
        {finder.sortBy.sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
      <label>
        <input
          type="checkbox"
          checked={finder.groupBy.activeRule !== undefined}
          onChange={() => finder.groupBy.toggle("byCategory")}
        />{" "}
        Group by category
      </label>
      <Pager
        page={finder.pagination.page}
        lastPage={finder.pagination.lastPage}
        onPageChange={(next) => finder.pagination.setPage(next)}
      />
    </div>
  );
}

function Inspector({ onSave }: { onSave: (snapshot: FinderSnapshot) => void }) {
  const finder = useFinder<GearItem>();
  const { numMatchedItems, numTotalItems } = finder.matches;
  return (
    <div>
      <dl className="margin-bottom--sm">
        <dt>
          <code>state</code>
        </dt>
        <dd data-testid="state">{finder.state}</dd>
        <dt>
          <code>version</code>
        </dt>
        <dd data-testid="version">{finder.version}</dd>
        <dt>Counts</dt>
        <dd aria-live="polite">
          {countLine(numMatchedItems, numTotalItems, "item", finder.pagination)}
        </dd>
      </dl>
      <button
        type="button"
        className="button button--primary button--sm margin-bottom--sm"
        onClick={() => onSave(finder.toJSON())}
      >
        Save
      </button>
      {/* tabIndex: the snapshot can overflow, and keyboard users must be able to scroll it. */}
      <pre aria-label="toJSON()" data-testid="snapshot" tabIndex={0}>
        {JSON.stringify(finder.toJSON(), null, 2)}
      </pre>
    </div>
  );
}

export default function InstanceInspector() {
  const [isLoading, setIsLoading] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [saved, setSaved] = useState<FinderSnapshot | null>(null);
  // Restoring remounts <Finder> with the saved snapshot spread into its options.
  const [mounted, setMounted] = useState<{ key: number; options: Partial<FinderSnapshot> }>({
    key: 0,
    options: {},
  });

  const restore = () => {
    if (!saved) return;
    setDisabled(saved.disabled);
    setMounted(({ key }) => ({ key: key + 1, options: saved }));
  };

  const options: Omit<FinderCoreOptions<GearItem>, "rules"> = {
    numItemsPerPage: 8,
    ...mounted.options,
    isLoading,
    disabled,
  };

  return (
    <div>
      <fieldset className="margin-bottom--md">
        <legend>Props of &lt;Finder&gt;</legend>
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
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!saved}
          onClick={restore}
        >
          Restore saved state
        </button>
      </fieldset>
      <Finder key={mounted.key} items={empty ? noItems : gearShop} rules={rules} {...options}>
        <div className="row">
          <div className="col col--6">
            <Controls />
          </div>
          <div className="col col--6">
            <Inspector onSave={setSaved} />
          </div>
        </div>
      </Finder>
    </div>
  );
}
