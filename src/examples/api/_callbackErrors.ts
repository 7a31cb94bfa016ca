// What to do with the errors your own callbacks throw. Finder runs every listener, subscriber and
// effect of a change, then rethrows what they threw: the error itself when there is one, an
// AggregateError (its `errors` in the order thrown) when there are more.
import { FinderCore, searchRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

/** The errors one Finder call rethrew, as a list whatever their number. */
export function thrownErrors(error: unknown): unknown[] {
  return error instanceof AggregateError ? error.errors : [error];
}

export const finder = new FinderCore<GearItem>(gearShop, {
  rules: [searchRule({ searchFn: (item: GearItem) => item.name })],
});

export const reported: unknown[] = [];

// An analytics listener that fails does not keep the next listener, the effects or the
// subscribers (the React binding among them) from running.
finder.events.on("change", (event) => {
  if (event.event === "setSearchTerm") throw new Error("analytics endpoint unreachable");
});

export function search(term: string): void {
  try {
    finder.search.setSearchTerm(term);
  } catch (error) {
    // The search term is set and the list is current: only the reporting failed.
    reported.push(...thrownErrors(error));
  }
}
