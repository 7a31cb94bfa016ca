import { FinderError } from "../errors";
import type { FinderPaginationApi } from "../types";
import type { Internals } from "./internals";

export function validatePage(page: unknown): number {
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) {
    throw new FinderError(
      "INVALID_PAGE",
      `Finder: page must be an integer ≥ 1, got ${String(page)}.`,
    );
  }
  return page;
}

export function validateNumItemsPerPage(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new FinderError(
      "INVALID_NUM_ITEMS_PER_PAGE",
      `Finder: numItemsPerPage must be undefined (no pagination) or an integer ≥ 1, got ${String(value)}.`,
    );
  }
  return value;
}

export function createPaginationApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderPaginationApi {
  const { store, flags } = internals;
  const window = () => store.pageWindow(flags.ignoreSortWhileSearching);
  return {
    get page() {
      return window().page;
    },
    get offset() {
      return window().offset;
    },
    get numItemsPerPage() {
      return store.state.numItemsPerPage;
    },
    get numTotalItems() {
      return store.sortedMatches(flags.ignoreSortWhileSearching).length;
    },
    get lastPage() {
      return window().lastPage;
    },
    get isPaginated() {
      return store.state.numItemsPerPage !== undefined;
    },
    setPage(page) {
      const requested = validatePage(page);
      // Stored clamped, so a later growth of the matches does not jump to a stale page.
      const clamped = Math.min(requested, window().lastPage);
      internals.act({
        source: "pagination",
        event: "setPage",
        next: { ...store.state, page: clamped },
        read: (state) => state.page,
      });
    },
    setNumItemsPerPage(numItemsPerPage) {
      const checked = validateNumItemsPerPage(numItemsPerPage);
      internals.act({
        source: "pagination",
        event: "setNumItemsPerPage",
        next: { ...store.state, numItemsPerPage: checked, page: 1 },
        read: (state) => state.numItemsPerPage,
      });
    },
  };
}
