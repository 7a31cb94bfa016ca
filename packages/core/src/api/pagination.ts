import type { FinderPaginationApi } from "../types";
import { validateNumItemsPerPage, validatePage } from "../valid-state";
import type { Internals } from "./internals";

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
    get numTotalGroups() {
      return store.pagedGroups()?.length;
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
          page: internals.waitsForItems()
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
