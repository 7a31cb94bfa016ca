// Keeping a finder's state in the address bar. An address is untrusted input: visitors edit it, and
// an old bookmark can name a sort or an option that no longer exists. restoreState() keeps every
// valid part and reports the others, so no address can make the finder throw.
import {
  restoreState,
  type FinderCore,
  type FinderDroppedPart,
  type FinderRestoreResult,
  type FinderRestoreSetup,
} from "@finderjs/core";

/** Only what differs from a fresh finder goes into the URL, so a plain visit has a plain address. */
export function finderToQuery<FItem, FContext>(finder: FinderCore<FItem, FContext>): string {
  const snapshot = finder.toJSON();
  const params = new URLSearchParams();
  if (snapshot.initialSearchTerm) params.set("q", snapshot.initialSearchTerm);
  if (Object.keys(snapshot.initialFilters).length > 0) {
    params.set("filters", JSON.stringify(snapshot.initialFilters));
  }
  // toJSON() names the sort in force; the first rule in its default direction is a fresh finder's.
  const [first] = finder.sortBy.rules;
  const isFreshSort =
    snapshot.initialSortBy === first?.id &&
    snapshot.initialSortDirection === (first?.defaultSortDirection ?? "asc");
  if (snapshot.initialSortBy && !isFreshSort) {
    params.set("sort", snapshot.initialSortBy);
    params.set("dir", snapshot.initialSortDirection ?? "asc");
  }
  if (snapshot.initialGroupBy) params.set("group", snapshot.initialGroupBy);
  if (snapshot.page > 1) params.set("page", String(snapshot.page));
  return params.toString();
}

/** The address as found, unchecked: each parameter under the option name it stands for. */
export function queryToState(query: string): Record<string, unknown> {
  const params = new URLSearchParams(query);
  const state: Record<string, unknown> = {};
  const read = (name: string, option: string, parse = (text: string): unknown => text) => {
    const text = params.get(name);
    if (text !== null) state[option] = parse(text);
  };
  read("q", "initialSearchTerm");
  // Broken JSON stays a string, which restoreState() reports instead of throwing.
  read("filters", "initialFilters", (text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  });
  read("sort", "initialSortBy");
  read("dir", "initialSortDirection");
  read("group", "initialGroupBy");
  read("page", "page", Number);
  return state;
}

/** Options for `<Finder>` or `new FinderCore` from an address: the valid parts, and what was dropped. */
export function restoreFromQuery<FItem, FContext>(
  query: string,
  setup: FinderRestoreSetup<FItem, FContext>,
): FinderRestoreResult {
  return restoreState(queryToState(query), setup);
}

/**
 * Puts a live finder into the state an address describes (Back and Forward). Silently: the
 * finder's `change` listener writes the address, and this state came from the address.
 */
export function applyQuery<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  query: string,
  setup: FinderRestoreSetup<FItem, FContext>,
): FinderDroppedPart[] {
  const { options, dropped } = restoreFromQuery(query, {
    ...setup,
    items: finder.items,
    context: finder.context,
  });
  finder.events.silently(() => {
    finder.search.reset();
    if (options.initialSearchTerm) finder.search.setSearchTerm(options.initialSearchTerm);
    finder.filters.reset();
    for (const [id, value] of Object.entries(options.initialFilters ?? {})) {
      finder.filters.set(id, value);
    }
    finder.sortBy.reset();
    if (options.initialSortBy)
      finder.sortBy.set(options.initialSortBy, options.initialSortDirection);
    finder.groupBy.reset();
    if (options.initialGroupBy) finder.groupBy.set(options.initialGroupBy);
    // Last: every other change returns to page 1.
    finder.pagination.setPage(options.page ?? 1);
  });
  return dropped;
}
