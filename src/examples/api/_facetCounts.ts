// Facet counts for a multiple filter, and how many results ticking an option would add.
import type { FinderCore } from "@finderjs/core";

export interface FacetRow {
  value: unknown;
  /** Items that pass the search and the other filters and match this option on its own. */
  count: number;
  /** How many more results the list would show after ticking this option (0 when ticked). */
  wouldAdd: number;
}

export function facetRows<FItem>(finder: FinderCore<FItem>, id: string): FacetRow[] {
  const selected = finder.filters.get(id);
  const ticked = Array.isArray(selected) ? selected : [];
  const shown = finder.matches.numMatchedItems; // the list now, before paging
  const rows: FacetRow[] = [];
  for (const { value, count } of finder.filters.getFacet(id, true).options) {
    const isTicked = ticked.some((entry) => Object.is(entry, value));
    const after = isTicked
      ? shown
      : finder.filters.testRule({ rule: id, value: [...ticked, value], isAdditive: true }).length;
    rows.push({ value, count, wouldAdd: after - shown });
  }
  return rows;
}
