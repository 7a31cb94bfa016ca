// A finder's view in the address bar, without React. toSearchParams writes what differs from a
// fresh finder, fromSearchParams reads an address back (dropping what is stale or garbled, never
// throwing), and applySearchParams follows Back and Forward.
import {
  applySearchParams,
  filterRule,
  FinderCore,
  fromSearchParams,
  groupByRule,
  searchRule,
  sortByRule,
  toSearchParams,
  type FinderChangeEvent,
} from "@finderjs/core";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";

export const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule({
    id: "tags",
    multiple: true,
    options: gearTags.map((tag) => ({ value: tag })),
    filterFn: (item: GearItem, tag) => item.tags.includes(tag),
  }),
  filterRule({ id: "inStock", boolean: true, filterFn: (item: GearItem) => item.inStock }),
  filterRule({
    id: "maxPrice",
    // The address gives text: parse makes it a number with Number(), and refuses what it cannot
    // read as one ≥ 0 ("abc", "-5"); Number() also reads "0x10", "1e3" and " 12 ".
    parse: (value: unknown) => {
      const price = Number(value);
      if (!Number.isFinite(price) || price < 0) throw new Error("must be a price");
      return price;
    },
    filterFn: (item: GearItem, max) => item.price <= max,
  }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
  sortByRule({
    id: "rating",
    sortFn: (item: GearItem) => item.rating,
    defaultSortDirection: "desc",
  }),
  groupByRule({ id: "category", groupFn: (item: GearItem) => item.category }),
];

/** What the app gives its finder: a view equal to it has a plain address. */
export const defaults = { numItemsPerPage: 10 };

/** A finder showing the address's view, and the parts of the address it left out. */
export function finderFromAddress(search: string) {
  const { options, dropped } = fromSearchParams(search, { rules, items: gearShop, defaults });
  // reset() goes to the app's own start, not to the link's view: here no term, filter or sort
  // chosen (reset() keeps the page size in force, which may be the link's).
  return { finder: new FinderCore(gearShop, { rules, ...options, resetTo: {} }), dropped };
}

/** The query string of the finder's view, with the page's own keys (`search`) kept. */
export function searchOf(finder: FinderCore<GearItem>, search: string): string {
  const params = toSearchParams(finder, { params: search, defaults }).toString();
  return params === "" ? "" : `?${params}`;
}

/** Writes every change to the address and follows Back and Forward; returns what stops it. */
export function keepInAddress(finder: FinderCore<GearItem>): () => void {
  // While Back or Forward is applied, nothing is written: a write then would push an entry and
  // lose the Forward history.
  let following = false;
  const write = (event: FinderChangeEvent<GearItem>) => {
    if (following) return;
    const search = searchOf(finder, window.location.search);
    if (search === window.location.search) return;
    const url = search || window.location.pathname;
    // A search that starts gets an entry and typing on replaces it; every other choice gets one,
    // so Back undoes it.
    if (event.event === "setSearchTerm" && event.initial !== "")
      window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  };
  const follow = () => {
    following = true;
    try {
      applySearchParams(finder, window.location.search, { defaults });
    } finally {
      following = false;
    }
  };
  finder.events.on("change", write);
  window.addEventListener("popstate", follow);
  return () => {
    finder.events.off("change", write);
    window.removeEventListener("popstate", follow);
  };
}
