import { useMemo } from "react";
import { useFinder } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

/**
 * Props for a sortable column header: `headerProps` for the `<th>` (its `aria-sort`) and
 * `buttonProps` for the button inside it. Pass the same `ignoreSortByRulesWhileSearchRuleIsActive`
 * as the <Finder>: while it orders by relevance, no column is sorted.
 */
export function useSortHeader(ruleId: string, ignoreSortByRulesWhileSearchRuleIsActive = false) {
  const finder = useFinder<GearItem>();
  // The search rule ranks the items when the term has a letter or digit to look for.
  const searching = finder.search.hasSearchRule && /[\p{L}\p{N}]/u.test(finder.search.searchTerm);
  const sorted =
    finder.sortBy.isRuleActive(ruleId) && !(ignoreSortByRulesWhileSearchRuleIsActive && searching);
  const ascending = finder.sortBy.sortDirection === "asc";
  return {
    headerProps: { "aria-sort": sorted ? (ascending ? "ascending" : "descending") : "none" },
    buttonProps: { type: "button", onClick: () => finder.sortBy.toggle(ruleId) },
  } as const;
}

/** "Showing 1–20 of 134": derived from the live pagination and matches on every render. */
export function useResultRange(): string {
  const finder = useFinder<GearItem>();
  const { offset, numItemsPerPage } = finder.pagination;
  const total = finder.matches.numMatchedItems;
  if (total === 0) return "No results";
  const last = Math.min(offset + (numItemsPerPage ?? total), total);
  return `Showing ${offset + 1}–${last} of ${total}`;
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
