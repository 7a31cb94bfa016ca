import { FinderError } from "../errors";
import type { FilterRule, FinderRule, GroupByRule, Id, SearchRule, SortByRule } from "../types";
import { getId } from "./helpers";
import {
  isFilterRule,
  isGroupByRule,
  isSearchRule,
  isSortByRule,
  KIND_NAMES,
  ruleKind,
  type RuleKind,
} from "./kinds";
import { ruleIdOf, validateRules } from "./validate";

/** Rules sorted by kind and indexed by id; built once per `setRules`. */
export interface Ruleset<FItem, FContext> {
  all: FinderRule<FItem, FContext>[];
  byId: Map<string, FinderRule<FItem, FContext>>;
  search: SearchRule<FItem, FContext> | undefined;
  filters: FilterRule<FItem, unknown, FContext>[];
  sortBy: SortByRule<FItem, FContext>[];
  groupBy: GroupByRule<FItem, FContext>[];
}

export function createRuleset<FItem, FContext>(
  rules: FinderRule<FItem, FContext>[],
): Ruleset<FItem, FContext> {
  validateRules(rules);
  const byId = new Map<string, FinderRule<FItem, FContext>>();
  for (const rule of rules) byId.set(ruleIdOf(rule), rule);
  return {
    all: rules,
    byId,
    search: rules.find(isSearchRule),
    filters: rules.filter(isFilterRule),
    sortBy: rules.filter(isSortByRule),
    groupBy: rules.filter(isGroupByRule),
  };
}

function describeId(id: unknown): string {
  if (typeof id === "string") return `"${id}"`;
  if (typeof id === "object" && id !== null && typeof (id as { id?: unknown }).id === "string") {
    return `"${(id as { id: string }).id}"`;
  }
  return String(id);
}

/** Looks a rule up by id and checks its kind, with errors that name both. */
export function findRule<FItem, FContext>(
  ruleset: Ruleset<FItem, FContext>,
  id: Id,
  kind?: RuleKind,
): FinderRule<FItem, FContext> {
  const key =
    typeof id === "string"
      ? id
      : typeof id === "object" && id !== null && typeof id.id === "string"
        ? getId(id)
        : undefined;
  const rule = key === undefined ? undefined : ruleset.byId.get(key);
  if (!rule) {
    const known = [...ruleset.byId.keys()].map((ruleId) => `"${ruleId}"`).join(", ") || "none";
    throw new FinderError(
      "RULE_NOT_FOUND",
      `Finder: no rule with id ${describeId(id)}${kind ? ` (expected a ${KIND_NAMES[kind]})` : ""}. Known ids: ${known}.`,
      key,
    );
  }
  if (kind && ruleKind(rule) !== kind) {
    throw new FinderError(
      "WRONG_RULE_KIND",
      `Finder: rule "${key}" is a ${KIND_NAMES[ruleKind(rule)]}, not a ${KIND_NAMES[kind]}.`,
      key,
    );
  }
  return rule;
}
