// "Remember my last view": the same sync as the address, with localStorage as its adapter. A
// view stored by an older release (a sort since removed, an option renamed) keeps what is still
// valid. Storage exists only in the browser: render this list on the client only. On a server
// there is no window, so read() would throw a ReferenceError while rendering.
import {
  Finder,
  filterRule,
  searchParamsSync,
  searchRule,
  sortByRule,
  type FinderSearchParamsAdapter,
} from "@finderjs/react";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule({
    id: "tags",
    multiple: true,
    options: gearTags.map((tag) => ({ value: tag })),
    filterFn: (item: GearItem, tag) => item.tags.includes(tag),
  }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

/** One entry of localStorage, read and written as search params. */
function storageAdapter(key: string): FinderSearchParamsAdapter {
  return {
    read: () => window.localStorage.getItem(key) ?? "",
    write: (params) => window.localStorage.setItem(key, params.toString()),
  };
}

export function RememberedShop({ children }: { children: React.ReactNode }) {
  return (
    <Finder
      items={gearShop}
      rules={rules}
      numItemsPerPage={10}
      searchParams={searchParamsSync(storageAdapter("shop-view"), { throttleMilliseconds: 0 })}
    >
      {children}
    </Finder>
  );
}
