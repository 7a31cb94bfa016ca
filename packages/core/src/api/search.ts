import { fail } from "../errors";
import { normalizeCompact } from "../search/normalize";
import type { FinderSearchApi } from "../types";
import type { Internals } from "./internals";

export function validateSearchTerm(term: unknown): string {
  if (typeof term !== "string") {
    fail(
      "INVALID_SEARCH_TERM",
      `the search term must be a string, got ${term === null ? "null" : typeof term}.`,
    );
  }
  return term;
}

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
      // A term with no letters or digits ("!!", "🙂", "") searches nothing, like a blank one.
      return normalizeCompact(store.state.searchTerm) !== "";
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
