import { DEV, fail } from "../errors";
import { normalizeCompact } from "../search/normalize";
import type { FinderSearchApi } from "../types";
import type { Internals } from "./internals";

export function validateSearchTerm(term: unknown): string {
  if (typeof term !== "string") {
    fail(
      "INVALID_SEARCH_TERM",
      DEV && `the search term must be a string, got ${term === null ? "null" : typeof term}.`,
    );
  }
  return term;
}

/**
 * A search term needs a search rule. `setSearchTerm` and `search.test` throw whatever the term;
 * initial and test states accept `""` (what `toJSON()` saves for a finder without one).
 */
export function requireSearchRule(
  hasSearchRule: boolean,
  term: string,
  what: string | false,
): void {
  if (!hasSearchRule) {
    fail(
      "NO_SEARCH_RULE",
      DEV && `${what} got the term ${JSON.stringify(term)}, but there is no search rule.`,
    );
  }
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
