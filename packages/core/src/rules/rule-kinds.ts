import type { FilterRule, FinderRule, GroupByRule, SearchRule, SortByRule } from "../types";

export type RuleKind = "search" | "filter" | "sortBy" | "groupBy";

/** The rule type of each kind, so lookups by kind come back typed. */
export interface RuleOfKind<FItem, FContext> {
  search: SearchRule<FItem, FContext>;
  filter: FilterRule<FItem, unknown, FContext>;
  sortBy: SortByRule<FItem, FContext>;
  groupBy: GroupByRule<FItem, FContext>;
}

/** The callback that makes a rule of each kind. */
export const FUNCTION_KEYS = {
  search: "searchFn",
  filter: "filterFn",
  sortBy: "sortFn",
  groupBy: "groupFn",
} as const;

export const KIND_NAMES: Record<RuleKind, string> = {
  search: "search rule",
  filter: "filter rule",
  sortBy: "sort-by rule",
  groupBy: "group-by rule",
};

/** The kinds a rule object declares, by which of the four callbacks it carries. */
export function declaredKinds(rule: object): RuleKind[] {
  return (Object.keys(FUNCTION_KEYS) as RuleKind[]).filter(
    (kind) => (rule as Record<string, unknown>)[FUNCTION_KEYS[kind]] !== undefined,
  );
}

/** The kind of a validated rule (which declares exactly one). */
export function ruleKind(rule: object): RuleKind {
  return declaredKinds(rule)[0] as RuleKind;
}

/** Rules sorted by kind and indexed by id; built once per `setRules`. */
export interface Ruleset<FItem, FContext> {
  all: FinderRule<FItem, FContext>[];
  byId: Map<string, FinderRule<FItem, FContext>>;
  search: SearchRule<FItem, FContext> | undefined;
  filters: FilterRule<FItem, unknown, FContext>[];
  sortBy: SortByRule<FItem, FContext>[];
  groupBy: GroupByRule<FItem, FContext>[];
}
