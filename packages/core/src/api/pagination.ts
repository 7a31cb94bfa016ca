import { DEV, fail } from "../errors";
import type { FinderPaginationApi } from "../types";
import { describeValue } from "../util";
import type { Internals } from "./internals";

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1;

export function validatePage(page: unknown): number {
  if (!isPositiveInteger(page))
    fail("INVALID_PAGE", DEV && `page must be an integer ≥ 1, got ${describeValue(page)}.`);
  return page;
}

export function validateNumItemsPerPage(value: unknown): number | undefined {
  if (value !== undefined && !isPositiveInteger(value)) {
    fail(
      "INVALID_NUM_ITEMS_PER_PAGE",
      DEV &&
        `numItemsPerPage must be undefined (no pagination) or an integer ≥ 1, got ${describeValue(value)}.`,
    );
  }
  return value;
}

export function createPaginationApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderPaginationApi {
  const { store } = internals;
  return {
    get page() {
      return store.pageWindow().page;
    },
    get offset() {
      return store.pageWindow().offset;
    },
    get numItemsPerPage() {
      return store.state.numItemsPerPage;
    },
    get numTotalItems() {
      return store.sortedMatches().length;
    },
    get lastPage() {
      return store.pageWindow().lastPage;
    },
    get isPaginated() {
      return store.state.numItemsPerPage !== undefined;
    },
    setPage(page) {
      const requested = validatePage(page);
      internals.act({
        source: "pagination",
        event: "setPage",
        // Stored clamped, so a later growth of the matches does not jump to a stale page; kept as
        // requested while nothing is shown yet, like the `page` option, for the items to come.
        patch: {
          page: internals.holdsPage()
            ? requested
            : Math.min(requested, store.pageWindow().lastPage),
        },
        read: (state) => state.page,
      });
    },
    setNumItemsPerPage(numItemsPerPage) {
      internals.act({
        source: "pagination",
        event: "setNumItemsPerPage",
        patch: { numItemsPerPage: validateNumItemsPerPage(numItemsPerPage) },
        read: (state) => state.numItemsPerPage,
      });
    },
  };
}
