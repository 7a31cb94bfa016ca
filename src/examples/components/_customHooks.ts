import { useMemo } from "react";
import { useFinder } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

/**
 * Props for a sortable column header: `headerProps` for the `<th>` (its `aria-sort`) and
 * `buttonProps` for the button inside it. While relevance orders the rows, no column is sorted.
 */
export function useSortHeader(ruleId: string) {
  const finder = useFinder<GearItem>();
  const sorted = finder.sortBy.isRuleActive(ruleId) && !finder.sortBy.isRelevanceActive;
  const ascending = finder.sortBy.sortDirection === "asc";
  return {
    headerProps: { "aria-sort": sorted ? (ascending ? "ascending" : "descending") : "none" },
    buttonProps: { type: "button", onClick: () => finder.sortBy.toggle(ruleId) },
  } as const;
}

/**
 * Props for a "Best match" toggle beside the sortable headers: pressed while relevance orders the
 * rows, and usable only while there is a term to rank by. Pressing it again, or a header's button,
 * switches it off.
 */
export function useRelevanceButton() {
  const finder = useFinder<GearItem>();
  return {
    type: "button",
    "aria-pressed": finder.sortBy.isRelevanceActive,
    disabled: !finder.search.hasSearchTerm,
    onClick: () => finder.sortBy.setByRelevance(!finder.sortBy.isRelevanceActive),
  } as const;
}

/**
 * "Showing 1–20 of 134 items" while a page holds a part of the matches, "Showing 3–4 of 6
 * groups" while pages hold whole groups (then `offset` and the page size count groups), and
 * "134 of 2000 items" while every match is on the page: derived from the live pagination on
 * every render.
 */
export function useResultRange(): string {
  const finder = useFinder<GearItem>();
  const { offset, numItemsPerPage, numTotalItems, numTotalGroups } = finder.pagination;
  const [count, noun] =
    numTotalGroups === undefined ? [numTotalItems, "items"] : [numTotalGroups, "groups"];
  const last = Math.min(offset + (numItemsPerPage ?? count), count);
  if (last - offset < count) return `Showing ${offset + 1}–${last} of ${count} ${noun}`;
  return `${numTotalItems} of ${finder.matches.numTotalItems} items`;
}

/** The cheapest-first price list of the current matches, computed once per change. */
export function useCheapestMatches(limit: number): GearItem[] {
  const finder = useFinder<GearItem>();
  const { version } = finder;
  return useMemo(
    () =>
      [...(finder.matches.items ?? finder.matches.groups?.flatMap((group) => group.items) ?? [])]
        .sort((a, b) => a.price - b.price)
        .slice(0, limit),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutable instance changes with `version`
    [finder, limit, version],
  );
}
