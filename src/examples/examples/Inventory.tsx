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
import { formatDate, formatMoney } from "../data/format";

const ROWS = 20_000;
// Built once per (count, seed) and memoised by the data module: the server and the browser agree.
const inventory = makeInventory(ROWS, 1);

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

// Times each user change from the `change` event to the effect that runs after React committed it.
function UpdateTiming() {
  const finder = useFinder<InventoryItem>();
  const startedAt = useRef<number | null>(null);
  const [lastUpdate, setLastUpdate] = useState<{ ms: number; event: string } | null>(null);
  const lastEvent = useRef("");

  useEffect(() => {
    const onChange = (event: { event: string }) => {
      startedAt.current = performance.now();
      lastEvent.current = event.event;
    };
    finder.events.on("change", onChange);
    return () => finder.events.off("change", onChange);
  }, [finder]);

  const { version } = finder;
  useEffect(() => {
    if (startedAt.current === null) return;
    setLastUpdate({ ms: performance.now() - startedAt.current, event: lastEvent.current });
    startedAt.current = null;
  }, [version]);

  return (
    <p className="margin-bottom--none">
      Last update:{" "}
      {lastUpdate ? (
        <strong>
          {lastUpdate.ms.toFixed(1)} ms ({lastUpdate.event}, filtering to render)
        </strong>
      ) : (
        "change a control to time it"
      )}
    </p>
  );
}

function Toolbar() {
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
          style={{ display: "block" }}
          value={typeof category === "string" ? category : ""}
          onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
        >
          <option value="">All 40 categories</option>
          {[...categoryCounts].map(([option, count]: [FilterOption | boolean, number]) =>
            typeof option === "boolean" ? null : (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label} ({count})
              </option>
            ),
          )}
        </select>
      </label>
      <fieldset>
        <legend>Warehouses</legend>
        {warehouses.map((warehouse) => (
          <label key={warehouse} className="margin-right--sm" style={{ whiteSpace: "nowrap" }}>
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
          style={{ display: "block" }}
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
        {finder.sortBy.sortDirection === "asc" ? "Ascending ↑" : "Descending ↓"}
      </button>
      <label>
        Group by
        <select
          style={{ display: "block" }}
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

function Pager() {
  const finder = useFinder<InventoryItem>();
  const { page, lastPage, offset, numItemsPerPage } = finder.pagination;
  const matched = finder.matches.numMatchedItems;
  const first = matched === 0 ? 0 : offset + 1;
  const last = Math.min(offset + (numItemsPerPage ?? matched), matched);
  return (
    <nav
      aria-label="Inventory pages"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "center" }}
    >
      <p className="margin-bottom--none" aria-live="polite">
        Showing {first.toLocaleString("en")}–{last.toLocaleString("en")} of{" "}
        {matched.toLocaleString("en")} matching rows · {ROWS.toLocaleString("en")} in the inventory
      </p>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={page <= 1}
        onClick={() => finder.pagination.setPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {lastPage}
      </span>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={page >= lastPage}
        onClick={() => finder.pagination.setPage(page + 1)}
      >
        Next
      </button>
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
    </nav>
  );
}

function Rows({ items }: { items: InventoryItem[] }) {
  return (
    <div style={{ overflowX: "auto" }}>
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
  return (
    <Finder items={inventory} rules={rules} numItemsPerPage={25} initialGroupBy="stock">
      <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
        <Toolbar />
        <UpdateTiming />
        <Pager />
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
