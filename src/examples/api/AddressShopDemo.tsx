import { Finder, historySearchParams, useFinder } from "@finderjs/react";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";
import { rules } from "./_urlState";
import { Pager } from "../ui/Pager";

// The view in this page's address: search, tick a tag, turn a page, then press Back.
export default function AddressShopDemo() {
  return (
    <Finder
      items={gearShop}
      rules={rules}
      numItemsPerPage={5}
      // This site's pages are rendered ahead of time, so the address is read after mount.
      searchParams={historySearchParams({ prefix: "shop.", readOnMount: true })}
    >
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
