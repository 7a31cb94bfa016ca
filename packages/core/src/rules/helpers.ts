import type {
  FilterRule,
  FinderEffect,
  FinderRule,
  GroupByRule,
  RuleEffect,
  SearchEffect,
  SearchRule,
  SortByRule,
} from "../types";
import { switchesOf } from "./filter-kinds";

// The helpers return their argument unchanged: they exist so TypeScript infers
// FItem/FValue/FContext from the callbacks the user writes.

export function searchRule<FItem, FContext = unknown>(
  rule: SearchRule<FItem, FContext>,
): SearchRule<FItem, FContext> {
  return rule;
}

export function filterRule<FItem, FValue = unknown, FContext = unknown>(
  rule: FilterRule<FItem, FValue, FContext>,
): FilterRule<FItem, FValue, FContext> {
  return rule;
}

export function sortByRule<FItem, FContext = unknown>(
  rule: SortByRule<FItem, FContext>,
): SortByRule<FItem, FContext> {
  return rule;
}

export function groupByRule<FItem, FContext = unknown>(
  rule: GroupByRule<FItem, FContext>,
): GroupByRule<FItem, FContext> {
  return rule;
}

export function finderRuleset<FItem, FContext = unknown>(
  rules: FinderRule<FItem, FContext>[],
): FinderRule<FItem, FContext>[] {
  return rules;
}

export function ruleEffect<FItem, FContext = unknown>(
  rules: RuleEffect<FItem, FContext>["rules"],
  onChange: RuleEffect<FItem, FContext>["onChange"],
): RuleEffect<FItem, FContext> {
  return { rules, onChange };
}

export function searchEffect<FItem, FContext = unknown>(
  haystack: SearchEffect<FItem, FContext>["haystack"],
  onChange: SearchEffect<FItem, FContext>["onChange"],
): SearchEffect<FItem, FContext> {
  return { haystack, onChange };
}

export function isSearchEffect<FItem, FContext>(
  effect: FinderEffect<FItem, FContext>,
): effect is SearchEffect<FItem, FContext> {
  return "haystack" in effect;
}

// The rule as a filter of another kind: its switch on, every other kind's off (filter-kinds.ts).

export function transformFilterToSingleValue<FItem, FValue, FContext>(
  rule: FilterRule<FItem, FValue, FContext>,
): FilterRule<FItem, FValue, FContext> {
  return { ...rule, ...switchesOf("single") };
}

export function transformFilterToMultiple<FItem, FValue, FContext>(
  rule: FilterRule<FItem, FValue, FContext>,
): FilterRule<FItem, FValue, FContext> {
  return { ...rule, ...switchesOf("multiple") };
}

export function transformFilterToBoolean<FItem, FValue, FContext>(
  rule: FilterRule<FItem, FValue, FContext>,
): FilterRule<FItem, FValue, FContext> {
  return { ...rule, ...switchesOf("boolean") };
}
