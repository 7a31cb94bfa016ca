import { useState, type FormEvent } from "react";
import { Finder, searchRule, sortByRule, useFinder } from "@finderjs/react";
import { makeInventory, type InventoryItem } from "../data/inventory";
import { countLine, formatMoney } from "../data/format";
import { Pager } from "../ui/Pager";

const inventory = makeInventory(20_000);
const rules = [
  searchRule({ searchFn: (item: InventoryItem) => [item.sku, item.name] }),
  sortByRule({ id: "sku", sortFn: (item: InventoryItem) => item.sku }),
];
const pageSizes = [10, 25, 50, 100];

function JumpToPage() {
  const finder = useFinder<InventoryItem>();
  const { page } = finder.pagination;
  const [draft, setDraft] = useState(String(page));
  const [seenPage, setSeenPage] = useState(page);
  // Follow the page when it changes elsewhere (pager buttons, page 1 after a search, clamping).
  if (seenPage !== page) {
    setSeenPage(page);
    setDraft(String(page));
  }
  // No `max`: a browser would refuse to submit a page past the end; the finder clamps it instead.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(draft);
    if (Number.isInteger(wanted) && wanted >= 1) finder.pagination.setPage(wanted);
  };
  return (
    <form onSubmit={onSubmit} style={{ display: "flex", gap: "0.25rem", alignItems: "end" }}>
      <label>
        Go to page{" "}
        <input
          type="number"
          min={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          style={{ width: "6rem" }}
        />
      </label>
      <button type="submit" className="button button--secondary button--sm">
        Go
      </button>
    </form>
  );
}

function Paging() {
  const finder = useFinder<InventoryItem>();
  const { page, lastPage, numItemsPerPage, numTotalItems, isPaginated } = finder.pagination;
  const shown = finder.matches.items ?? [];
  return (
    <div>
      <div
        className="margin-bottom--sm"
        style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "end" }}
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
          Per page{" "}
          <select
            value={numItemsPerPage ?? "all"}
            onChange={(event) =>
              finder.pagination.setNumItemsPerPage(
                event.target.value === "all" ? undefined : Number(event.target.value),
              )
            }
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
            <option value="all">All</option>
          </select>
        </label>
        <JumpToPage />
      </div>
      <p aria-live="polite">
        {countLine(numTotalItems, finder.matches.numTotalItems, "item", finder.pagination)}
      </p>
      <Pager
        page={page}
        lastPage={lastPage}
        onPageChange={(next) => finder.pagination.setPage(next)}
      />
      {!isPaginated && shown.length > 100 && (
        <p>
          Without pagination every match is in <code>matches.items</code>; this table draws the
          first 100.
        </p>
      )}
      {/* A scrolling box must be focusable, or keyboard users cannot scroll it. */}
      <div
        role="region"
        aria-label="Inventory on this page"
        tabIndex={0}
        className="table-scroll"
        style={{ maxHeight: "24rem", overflowY: "auto" }}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Name</th>
              <th scope="col">Warehouse</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, 100).map((item) => (
              <tr key={item.sku}>
                <td>{item.sku}</td>
                <td>{item.name}</td>
                <td>{item.warehouse}</td>
                <td>{formatMoney(item.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function PagerDemo() {
  return (
    <Finder items={inventory} rules={rules} numItemsPerPage={10}>
      <Paging />
    </Finder>
  );
}
