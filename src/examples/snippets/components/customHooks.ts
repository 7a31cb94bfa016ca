import { useMemo } from "react";
import { useFinder } from "@finderjs/react";
import type { GearItem } from "../../data/gearShop";

/** Props for a sortable column header: a button that toggles the rule and the matching aria-sort. */
export function useSortHeader(ruleId: string) {
  const finder = useFinder<GearItem>();
  const active = finder.sortBy.isRuleActive(ruleId);
  const direction = finder.sortBy.sortDirection;
  return {
    "aria-sort": active ? (direction === "asc" ? "ascending" : "descending") : "none",
    onClick: () => finder.sortBy.toggle(ruleId),
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
