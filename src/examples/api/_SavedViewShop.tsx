// Restoring a view saved in localStorage, perhaps by an older release with other rules.
import { useState } from "react";
import {
  Finder,
  restoreState,
  searchRule,
  sortByRule,
  type FinderDroppedPart,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

function readSavedView(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem("shop-view") ?? "null");
  } catch {
    return null; // not JSON at all: nothing to restore
  }
}

export function SavedViewShop({ children }: { children: React.ReactNode }) {
  // Once, at mount: <Finder> reads the initial* props only then.
  const [{ options, dropped }] = useState(() =>
    restoreState(typeof window === "undefined" ? null : readSavedView(), {
      rules,
      items: gearShop,
    }),
  );
  return (
    <Finder
      items={gearShop}
      rules={rules}
      {...options}
      onChange={(event) => {
        window.localStorage.setItem("shop-view", JSON.stringify(event.instance));
      }}
    >
      {dropped.length > 0 && <p role="status">{describeDropped(dropped)}</p>}
      {children}
    </Finder>
  );
}

function describeDropped(dropped: FinderDroppedPart[]): string {
  const parts = dropped.map((part) => part.filterId ?? part.option);
  return `Parts of your saved view no longer apply and were left out: ${parts.join(", ")}.`;
}
