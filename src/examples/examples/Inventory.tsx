import { useEffect, useMemo, useRef, useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  sortByRule,
  useFinder,
  type FilterOption,
} from "@finderjs/react";
import {
  inventoryCategories,
  makeInventory,
  warehouses,
  type InventoryItem,
} from "../data/inventory";
import { countLine, formatDate, formatMoney } from "../data/format";
import { Pager } from "../ui/Pager";

const sizes = [10_000, 20_000, 50_000, 100_000];

// Medians of `npm run bench` (Finder alone in Node 20 on the 2-core development machine, 100,000
// products, no React), beside the same kind of update timed on this page, React's render included.
// Until a row's update happens, its cell says how to make one.
const benchmarks: { events: string[]; label: string; median: string; untimed: string }[] = [
  {
    events: ["setItems"],
    label: "New rows",
    median: "12.2", // construction + first results
    untimed: "Change the size",
  },
  {
    events: ["setSearchTerm", "resetSearchTerm"],
    label: "Search",
    median: "2.21",
    untimed: "Type a search",
  },
  {
    events: ["setFilter", "resetFilters"],
    label: "Filter",
    median: "1.32 + 0.74", // + 40 counts
    untimed: "Pick a filter",
  },
  {
    events: ["setSortBy", "setSortDirection"],
    label: "Sort",
    median: "0.57",
    untimed: "Change the sort",
  },
  {
    events: ["setPage", "setNumItemsPerPage"],
    label: "Page",
    median: "0.007",
    untimed: "Turn a page",
  },
];

function stockLevel(item: InventoryItem): string {
  if (item.quantity === 0) return "Out of stock";
  if (item.quantity < 50) return "Low stock";
  return "In stock";
}

const rules = finderRuleset<InventoryItem>([
  searchRule<InventoryItem>({ searchFn: (item) => [item.sku, item.name] }),
  filterRule<InventoryItem, string>({
    id: "category",
    label: "Category",
    options: inventoryCategories.map((category) => ({ value: category, label: category })),
    filterFn: (item, category) => item.category === category,
  }),
  filterRule<InventoryItem, string>({
    id: "warehouse",
    label: "Warehouse",
    multiple: true,
    options: warehouses.map((warehouse) => ({ value: warehouse, label: warehouse })),
    filterFn: (item, warehouse) => item.warehouse === warehouse,
  }),
  sortByRule<InventoryItem>({ id: "sku", label: "SKU", sortFn: (item) => item.sku }),
  sortByRule<InventoryItem>({
    id: "quantity",
    label: "Quantity",
    sortFn: [(item) => item.quantity, (item) => item.sku],
  }),
  sortByRule<InventoryItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
  sortByRule<InventoryItem>({
    id: "updatedAt",
    label: "Last updated",
    sortFn: (item) => item.updatedAt,
    defaultSortDirection: "desc",
  }),
  // Sticky groups: whatever the sort, the stock problems head each page and "In stock" ends it.
  groupByRule<InventoryItem>({
    id: "stock",
    label: "Stock level",
    groupFn: stockLevel,
    sticky: { header: ["Out of stock", "Low stock"], footer: "In stock" },
  }),
  groupByRule<InventoryItem>({
    id: "byWarehouse",
    label: "Warehouse",
    groupFn: (item) => item.warehouse,
    sortGroupFn: (group) => group.id,
  }),
]);

// Times each update from its event (a user's `change`, or `setItems` for new rows) to the effect
// that runs once React has committed it: after mount, never during render.
function UpdateTimings() {
  const finder = useFinder<InventoryItem>();
  const started = useRef<{ at: number; event: string } | null>(null);
  const [timings, setTimings] = useState<Record<string, number>>({});

  useEffect(() => {
    const start = ({ event }: { event: string }) => {
      started.current = { at: performance.now(), event };
    };
    const onSetItems = () => start({ event: "setItems" });
    finder.events.on("change", start);
    finder.events.on("setItems", onSetItems);
    return () => {
      finder.events.off("change", start);
      finder.events.off("setItems", onSetItems);
    };
  }, [finder]);

  const { version } = finder;
  useEffect(() => {
    const last = started.current;
    if (!last) return;
    const row = benchmarks.find((entry) => entry.events.includes(last.event));
    if (row) setTimings((old) => ({ ...old, [row.label]: performance.now() - last.at }));
    started.current = null;
  }, [version]);

  return (
    <div className="table-scroll" role="region" aria-label="Update timings" tabIndex={0}>
      <table className="table" style={{ display: "table" }}>
        <thead>
          <tr>
            <th scope="col">Update (ms)</th>
            <th scope="col">This page</th>
            <th scope="col">Bench median</th>
          </tr>
        </thead>
        <tbody>
          {benchmarks.map(({ label, median, untimed }) => (
            <tr key={label}>
              <th scope="row" style={{ whiteSpace: "nowrap" }}>
                {label}
              </th>
              <td>{timings[label]?.toFixed(1) ?? <small>{untimed}</small>}</td>
              <td>{median}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Toolbar({ rows, onRows }: { rows: number; onRows: (rows: number) => void }) {
  const finder = useFinder<InventoryItem>();
  const { version } = finder;
  const categoryCounts = useMemo(
    () => finder.filters.countRuleOptions("category", true),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutable instance changes with `version`
    [finder, version],
  );
  const category = finder.filters.get("category");
  const groupRule = finder.groupBy.activeRule;

  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}>
      <label>
        Inventory size
        <select value={rows} onChange={(event) => onRows(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size.toLocaleString("en")}
            </option>
          ))}
        </select>
      </label>
      <label>
        Search SKU or name
        <input
          type="search"
          style={{ display: "block" }}
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Category
        <select
          value={typeof category === "string" ? category : ""}
          onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
        >
          <option value="">All 40 categories</option>
          {[...categoryCounts].map(([option, count]: [FilterOption | boolean, number]) =>
            typeof option === "boolean" ? null : (
              <option
                key={String(option.value)}
                value={String(option.value)}
                disabled={count === 0 && category !== option.value}
              >
                {option.label} ({count})
              </option>
            ),
          )}
        </select>
      </label>
      <fieldset>
        <legend>Warehouses</legend>
        {warehouses.map((warehouse) => (
          <label key={warehouse}>
            <input
              type="checkbox"
              checked={finder.filters.has("warehouse", warehouse)}
              onChange={() => finder.filters.toggle("warehouse", warehouse)}
            />{" "}
            {warehouse}
          </label>
        ))}
      </fieldset>
      <label>
        Sort by
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
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => finder.sortBy.toggleSortDirection()}
      >
        {finder.sortBy.sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
      <label>
        Group by
        <select
          value={groupRule?.id ?? ""}
          onChange={(event) => finder.groupBy.set(event.target.value || undefined)}
        >
          <option value="">No grouping</option>
          {finder.groupBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Paging() {
  const finder = useFinder<InventoryItem>();
  const { page, lastPage, numItemsPerPage } = finder.pagination;
  const { numMatchedItems, numTotalItems } = finder.matches;
  const count = countLine(numMatchedItems, numTotalItems, "row", finder.pagination);
  return (
    <div>
      <p className="margin-bottom--none" aria-live="polite">
        {count}
        {/* A range leaves the inventory's size out: say it after. */}
        {count.startsWith("Showing")
          ? ` · ${numTotalItems.toLocaleString("en")} in the inventory`
          : ""}
      </p>
      {/* The shared pager, then the page size. */}
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
        <Pager
          page={page}
          lastPage={lastPage}
          onPageChange={(next) => finder.pagination.setPage(next)}
          label="Inventory pages"
        />
        <label>
          Rows per page{" "}
          <select
            value={numItemsPerPage ?? 25}
            onChange={(event) => finder.pagination.setNumItemsPerPage(Number(event.target.value))}
          >
            {[25, 50, 100].map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

function Rows({ items }: { items: InventoryItem[] }) {
  return (
    // A scrolling box must be focusable, or keyboard users cannot scroll it.
    <div className="table-scroll" role="region" aria-label="Inventory rows" tabIndex={0}>
      <table className="table" style={{ display: "table", width: "100%" }}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Category</th>
            <th scope="col">Warehouse</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.sku}>
              <td>
                <Finder.SearchTermHaystack haystack={item.name} />
                <br />
                <small>
                  <Finder.SearchTermHaystack haystack={item.sku} />
                </small>
              </td>
              <td>{item.category.replace("Category ", "Cat. ")}</td>
              <td>{item.warehouse}</td>
              <td>{item.quantity}</td>
              <td>{formatMoney(item.price)}</td>
              <td>{formatDate(item.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Inventory() {
  const [rows, setRows] = useState(20_000);
  // Seeded and memoised per (count, seed) by the data module: the server and the browser agree.
  // A new array reaches the instance through `setItems`, which keeps the search, filters and sort.
  const items = makeInventory(rows, 1);
  return (
    <Finder items={items} rules={rules} numItemsPerPage={25} initialGroupBy="stock">
      <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
        <Toolbar rows={rows} onRows={setRows} />
        <UpdateTimings />
        <Paging />
        <Finder.Content<InventoryItem>>
          {{
            noMatches: <p>No rows match.</p>,
            items: ({ items }) => <Rows items={items} />,
            groups: ({ groups }) =>
              groups.map((group) => (
                <section key={group.id} aria-label={group.id}>
                  <h3 className="margin-bottom--xs">
                    {group.id} <small>({group.items.length} on this page)</small>
                  </h3>
                  <Rows items={group.items} />
                </section>
              )),
          }}
        </Finder.Content>
      </div>
    </Finder>
  );
}
