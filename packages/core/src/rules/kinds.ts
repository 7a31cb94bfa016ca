import type { FilterRule, FinderRule, GroupByRule, SearchRule, SortByRule } from "../types";

export type RuleKind = "search" | "filter" | "sortBy" | "groupBy";

const FUNCTION_KEYS = [
  ["searchFn", "search"],
  ["filterFn", "filter"],
  ["sortFn", "sortBy"],
  ["groupFn", "groupBy"],
] as const;

/** The kinds a rule object declares, by which of the four callbacks it carries. */
export function declaredKinds(rule: object): RuleKind[] {
  return FUNCTION_KEYS.filter(
    ([key]) => key in rule && (rule as Record<string, unknown>)[key] !== undefined,
  ).map(([, kind]) => kind);
}

export function ruleKind<FItem, FContext>(rule: FinderRule<FItem, FContext>): RuleKind {
  return declaredKinds(rule)[0] ?? "search";
}

export function isSearchRule<FItem, FContext>(
  rule: FinderRule<FItem, FContext>,
): rule is SearchRule<FItem, FContext> {
  return "searchFn" in rule && typeof rule.searchFn === "function";
}

export function isFilterRule<FItem, FContext>(
  rule: FinderRule<FItem, FContext>,
): rule is FilterRule<FItem, unknown, FContext> {
  return "filterFn" in rule && typeof rule.filterFn === "function";
}

export function isSortByRule<FItem, FContext>(
  rule: FinderRule<FItem, FContext>,
): rule is SortByRule<FItem, FContext> {
  return "sortFn" in rule && rule.sortFn !== undefined;
}

export function isGroupByRule<FItem, FContext>(
  rule: FinderRule<FItem, FContext>,
): rule is GroupByRule<FItem, FContext> {
  return "groupFn" in rule && typeof rule.groupFn === "function";
}

export const KIND_NAMES: Record<RuleKind, string> = {
  search: "search rule",
  filter: "filter rule",
  sortBy: "sort-by rule",
  groupBy: "group-by rule",
};
