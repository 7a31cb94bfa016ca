// Keeping a finder's state in the address bar: toJSON() gives the state, the query string stores it,
// and spreading the parsed query back into the options restores it on the next visit.
import type { FinderCoreOptions, FinderSnapshot, SortDirection } from "@finderjs/core";

type RestorableOptions = Pick<
  FinderCoreOptions,
  | "initialSearchTerm"
  | "initialFilters"
  | "initialSortBy"
  | "initialSortDirection"
  | "initialGroupBy"
  | "page"
>;

/** Only what differs from a fresh finder goes into the URL, so a plain visit has a plain address. */
export function snapshotToQuery(snapshot: FinderSnapshot): string {
  const params = new URLSearchParams();
  if (snapshot.initialSearchTerm) params.set("q", snapshot.initialSearchTerm);
  if (Object.keys(snapshot.initialFilters).length > 0) {
    params.set("filters", JSON.stringify(snapshot.initialFilters));
  }
  if (snapshot.initialSortBy) params.set("sort", snapshot.initialSortBy);
  if (snapshot.initialSortDirection) params.set("dir", snapshot.initialSortDirection);
  if (snapshot.initialGroupBy) params.set("group", snapshot.initialGroupBy);
  if (snapshot.page > 1) params.set("page", String(snapshot.page));
  return params.toString();
}

const isDirection = (value: string | null): value is SortDirection =>
  value === "asc" || value === "desc";

/** The inverse: options to spread into <Finder> or new FinderCore. Malformed parts are ignored. */
export function queryToOptions(query: string): RestorableOptions {
  const params = new URLSearchParams(query);
  const options: RestorableOptions = {};
  const term = params.get("q");
  if (term) options.initialSearchTerm = term;
  const filters = params.get("filters");
  if (filters) {
    try {
      const parsed: unknown = JSON.parse(filters);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        options.initialFilters = parsed as Record<string, unknown>;
      }
    } catch {
      // A hand-edited address with broken JSON: start without filters.
    }
  }
  const sort = params.get("sort");
  if (sort) options.initialSortBy = sort;
  const direction = params.get("dir");
  if (isDirection(direction)) options.initialSortDirection = direction;
  const group = params.get("group");
  if (group) options.initialGroupBy = group;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) options.page = page;
  return options;
}
