import { useState } from "react";
import { Finder, historySearchParams, useFinder, type FinderDroppedPart } from "@finderjs/react";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";
import { rules } from "./_urlState";
import { Pager } from "../ui/Pager";

// The view in this page's address: search, tick a tag, turn a page, then press Back. A link
// with parts this list cannot show gets a notice, and the address is rewritten to what it shows.
export default function AddressShopDemo() {
  const [dropped, setDropped] = useState<FinderDroppedPart[]>([]);
  // Made once: <Finder> reads its searchParams prop only when it mounts.
  const [searchParams] = useState(() =>
    historySearchParams({
      prefix: "shop.",
      // This site's pages are rendered ahead of time, so the address is read after mount.
      readOnMount: true,
      // Called after every reading of the address, with [] when nothing was left out.
      onDropped: setDropped,
    }),
  );
  return (
    <Finder items={gearShop} rules={rules} numItemsPerPage={5} searchParams={searchParams}>
      {dropped.length > 0 && (
        <p role="status">
          This link asked for what the list cannot show (
          {dropped.map((part) => `${part.key ?? part.option}=${String(part.value)}`).join(", ")}
          ); the rest of it is shown.
        </p>
      )}
      <ShopControls />
    </Finder>
  );
}

function ShopControls() {
  const finder = useFinder<GearItem>();
  const { pagination } = finder;
  return (
    <div>
      <input
        type="search"
        aria-label="Search gear"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
      <button
        type="button"
        className="button button--secondary button--sm margin-left--sm"
        disabled={finder.isReset}
        onClick={() => finder.reset()}
      >
        Reset all
      </button>
      <fieldset>
        <legend>Tags</legend>
        {gearTags.map((tag) => (
          <label key={tag}>
            <input
              type="checkbox"
              checked={finder.filters.has("tags", tag)}
              onChange={() => finder.filters.toggle("tags", tag)}
            />{" "}
            {tag}
          </label>
        ))}
      </fieldset>
      <ul aria-label="Gear">
        {finder.matches.items?.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <p aria-live="polite">
        {countLine(
          finder.matches.numMatchedItems,
          finder.matches.numTotalItems,
          "item",
          finder.pagination,
        )}
      </p>
      <Pager
        page={pagination.page}
        lastPage={pagination.lastPage}
        onPageChange={(next) => pagination.setPage(next)}
      />
    </div>
  );
}
