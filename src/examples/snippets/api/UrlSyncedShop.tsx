// The URL recipe in a React page: restore from the address once, then write every change back.
import { useState } from "react";
import { Finder, searchRule, sortByRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../../data/gearShop";
import { queryToOptions, snapshotToQuery } from "./urlState";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

export function UrlSyncedShop({ children }: { children: React.ReactNode }) {
  // Read once: the options are read at construction. On a server-rendered page, pass the request's
  // query string instead of window.location so the server and the browser start from the same state.
  const [restored] = useState(() =>
    typeof window === "undefined" ? {} : queryToOptions(window.location.search),
  );
  return (
    <Finder
      items={gearShop}
      rules={rules}
      numItemsPerPage={10}
      {...restored}
      onChange={(event) => {
        const query = snapshotToQuery(event.instance.toJSON());
        // replaceState: typing a search term should not add one history entry per keystroke.
        window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
      }}
    >
      {children}
    </Finder>
  );
}
