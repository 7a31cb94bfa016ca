import { useEffect, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  Finder,
  filterRule,
  finderRuleset,
  searchRule,
  sortByRule,
  useFinder,
} from "@finderjs/react";
import { inventoryCategories, makeInventory, type InventoryItem } from "../../data/inventory";
import { formatMoney } from "../../data/format";

const sizes = [10_000, 50_000, 100_000];
const rowHeight = 56; // px; every row has the same height, so nothing needs measuring
const viewportHeight = 392; // px; seven rows

const rules = finderRuleset<InventoryItem>([
  searchRule<InventoryItem>({ searchFn: (item) => [item.sku, item.name] }),
  filterRule<InventoryItem, string>({
    id: "category",
    label: "Category",
    options: inventoryCategories.map((category) => ({ value: category, label: category })),
    filterFn: (item, category) => item.category === category,
  }),
  sortByRule<InventoryItem>({ id: "sku", label: "SKU", sortFn: (item) => item.sku }),
  sortByRule<InventoryItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
]);

// No `numItemsPerPage`: pagination stays off, so `matches.items` holds every match, and the
// virtualiser renders only the rows that are in view (plus a few either side).
export default function VirtualInventory() {
  const [size, setSize] = useState(sizes[0] as number);
  return (
    <Finder items={makeInventory(size)} rules={rules}>
      <Controls size={size} onSizeChange={setSize} />
      <Finder.Content<InventoryItem>>
        {{
          items: ({ items }) => <VirtualRows items={items} />,
          noMatches: <p>No row matches. Clear the search or pick another category.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function VirtualRows({ items }: { items: InventoryItem[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    // The server has no element to measure: these sizes let it (and the first browser render,
    // which must match it) render the first rows instead of an empty box.
    initialRect: { width: 0, height: viewportHeight },
  });
  // Like Finder's return to page 1, go back to the top when the results change. `items` is a new
  // array only then: Finder memoises it on the search, filters, sort and rows.
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [items, virtualizer]);
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Inventory rows, scrollable"
      tabIndex={0}
      style={{
        height: viewportHeight,
        overflowY: "auto",
        border: "1px solid var(--ifm-color-emphasis-300)",
        borderRadius: "var(--ifm-global-radius)",
      }}
    >
      <ul
        aria-label="Inventory"
        style={{
          position: "relative",
          height: virtualizer.getTotalSize(),
          margin: 0,
          padding: 0,
          listStyle: "none",
        }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index] as InventoryItem;
          return (
            <li
              key={item.sku}
              // Only a few rows exist at a time: these tell assistive technology where each is.
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${row.start}px)`,
                padding: "0.35rem 0.75rem",
                borderBottom: "1px solid var(--ifm-color-emphasis-200)",
                overflow: "hidden",
                whiteSpace: "nowrap",
                textOverflow: "ellipsis",
                lineHeight: 1.35,
              }}
            >
              <strong>
                <Finder.SearchTermHaystack haystack={item.name} />
              </strong>{" "}
              <small>
                <Finder.SearchTermHaystack haystack={item.sku} />
              </small>
              <br />
              <small>
                {item.category} · {item.warehouse} · {item.quantity} in stock ·{" "}
                {formatMoney(item.price)}
              </small>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Controls({ size, onSizeChange }: { size: number; onSizeChange: (size: number) => void }) {
  const finder = useFinder<InventoryItem>();
  const category = finder.filters.get("category");
  return (
    <div
      className="margin-bottom--sm"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}
    >
      <label>
        Rows{" "}
        <select value={size} onChange={(event) => onSizeChange(Number(event.target.value))}>
          {sizes.map((count) => (
            <option key={count} value={count}>
              {count.toLocaleString("en")}
            </option>
          ))}
        </select>
      </label>
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
          {inventoryCategories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sort by{" "}
        <select
          value={finder.sortBy.activeRule?.id}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">
        {finder.matches.numMatchedItems.toLocaleString("en")} of{" "}
        {finder.matches.numTotalItems.toLocaleString("en")} rows
      </span>
    </div>
  );
}
