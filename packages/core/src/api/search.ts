import { DEV } from "../errors";
import { searches } from "../search/term";
import type { FinderSearchApi } from "../types";
import { requireSearchRule, validateSearchTerm } from "../valid-state";
import type { Internals } from "./internals";

export function createSearchApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderSearchApi<FItem, FContext> {
  const { store } = internals;
  const setTerm = (searchTerm: string, event: "setSearchTerm" | "resetSearchTerm") => {
    const rule = store.ruleset.search;
    internals.act({
      source: "search",
      event,
      rule,
      patch: { searchTerm },
      read: (state) => state.searchTerm,
      debounceMilliseconds: rule?.debounceMilliseconds,
    });
  };

  return {
    get rule() {
      return store.ruleset.search;
    },
    get searchTerm() {
      return store.state.searchTerm;
    },
    get hasSearchTerm() {
      return searches(store.state.searchTerm);
    },
    get hasSearchRule() {
      return store.ruleset.search !== undefined;
    },
    setSearchTerm(term) {
      const searchTerm = validateSearchTerm(term);
      requireSearchRule(
        store.ruleset.search !== undefined,
        searchTerm,
        DEV && "search.setSearchTerm()",
      );
      setTerm(searchTerm, "setSearchTerm");
    },
    reset() {
      setTerm("", "resetSearchTerm");
    },
    test(term, isAdditive = false) {
      const searchTerm = validateSearchTerm(term);
      requireSearchRule(store.ruleset.search !== undefined, searchTerm, DEV && "search.test()");
      return internals.test({ searchTerm }, isAdditive);
    },
  };
}
