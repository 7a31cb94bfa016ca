import { FinderError } from "../errors";
import type { FinderSearchApi } from "../types";
import type { Internals } from "./internals";

export function validateSearchTerm(term: unknown): string {
  if (typeof term !== "string") {
    throw new FinderError(
      "INVALID_SEARCH_TERM",
      `Finder: the search term must be a string, got ${term === null ? "null" : typeof term}.`,
    );
  }
  return term;
}

export function createSearchApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderSearchApi<FItem, FContext> {
  const { store } = internals;
  const setTerm = (term: string, event: "setSearchTerm" | "resetSearchTerm") => {
    const rule = store.ruleset.search;
    internals.act({
      source: "search",
      event,
      rule,
      next: { ...store.state, searchTerm: term, page: 1 },
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
      return store.state.searchTerm.trim() !== "";
    },
    get hasSearchRule() {
      return store.ruleset.search !== undefined;
    },
    setSearchTerm(term) {
      setTerm(validateSearchTerm(term), "setSearchTerm");
    },
    reset() {
      setTerm("", "resetSearchTerm");
    },
    test(term, isAdditive = false) {
      return internals.test({ searchTerm: validateSearchTerm(term) }, isAdditive);
    },
  };
}
