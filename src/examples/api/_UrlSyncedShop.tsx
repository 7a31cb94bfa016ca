// The URL recipe in a React page: restore from the address, write every change back, and follow
// Back and Forward.
import { useEffect, useState } from "react";
import { Finder, searchRule, sortByRule, useFinderRef } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { applyQuery, finderToQuery, restoreFromQuery } from "./_urlState";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

interface UrlSyncedShopProps {
  children: React.ReactNode;
  /** The request's query string when rendering on a server, where there is no `window`. */
  serverQuery?: string;
}

export function UrlSyncedShop({ children, serverQuery = "" }: UrlSyncedShopProps) {
  const finderRef = useFinderRef<GearItem>();
  // Read once, at construction. A bad or stale part is dropped, never thrown.
  const [restored] = useState(() => {
    const query = typeof window === "undefined" ? serverQuery : window.location.search;
    return restoreFromQuery(query, { rules, items: gearShop }).options;
  });

  // Back and Forward change the address without a reload: put the list in that state.
  useEffect(() => {
    const onPopState = () => {
      if (finderRef.current) applyQuery(finderRef.current, window.location.search, { rules });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [finderRef]);

  return (
    <Finder
      items={gearShop}
      rules={rules}
      numItemsPerPage={10}
      controllerRef={finderRef}
      {...restored}
      onChange={(event) => {
        const query = finderToQuery(event.instance);
        const search = query ? `?${query}` : "";
        if (search === window.location.search) return;
        const url = search || window.location.pathname;
        // Typing replaces the entry; every other choice gets one, so Back undoes it.
        if (event.event === "setSearchTerm") window.history.replaceState(null, "", url);
        else window.history.pushState(null, "", url);
      }}
    >
      {children}
    </Finder>
  );
}
