// The view in the address in one line: <Finder searchParams={historySearchParams()}>.
import { Finder, historySearchParams, searchRule, sortByRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

interface UrlSyncedShopProps {
  children: React.ReactNode;
  /** The request's URL when rendering on a server, where there is no `window`. */
  url?: string;
}

export function UrlSyncedShop({ children, url }: UrlSyncedShopProps) {
  return (
    <Finder
      items={gearShop}
      rules={rules}
      numItemsPerPage={10}
      searchParams={historySearchParams({ url })}
    >
      {children}
    </Finder>
  );
}
