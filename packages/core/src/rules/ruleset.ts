import { DEV, fail } from "../errors";
import type { FinderRule, Id } from "../types";
import { describeValue } from "../util";
import { KIND_NAMES, ruleKind, type RuleKind, type RuleOfKind, type Ruleset } from "./rule-kinds";
import { idOf, knownIds, ruleIdOf, validateRules } from "./validate";

export type { Ruleset };

export function createRuleset<FItem, FContext>(
  rules: FinderRule<FItem, FContext>[],
): Ruleset<FItem, FContext> {
  validateRules(rules);
  const byId = new Map<string, FinderRule<FItem, FContext>>();
  for (const rule of rules) byId.set(ruleIdOf(rule), rule);
  // Validation guarantees one kind per rule, so the kind alone sorts them. The lists are what
  // `filters.rules` and the like return: frozen, so a caller cannot change the rules in force.
  const ofKind = <K extends RuleKind>(kind: K) =>
    Object.freeze(rules.filter((rule) => ruleKind(rule) === kind)) as RuleOfKind<
      FItem,
      FContext
    >[K][];
  return {
    all: rules,
    byId,
    search: ofKind("search")[0],
    filters: ofKind("filter"),
    sortBy: ofKind("sortBy"),
    groupBy: ofKind("groupBy"),
  };
}

/** The rule of a kind's list with this id, if any (for ids already known to be valid). */
export function ruleWithId<FRule extends { id?: string }>(
  rules: readonly FRule[],
  id: string | undefined,
): FRule | undefined {
  return rules.find((rule) => rule.id === id);
}

/** Looks a rule up by id and checks its kind, with errors that name both. */
export function findRule<FItem, FContext, K extends RuleKind>(
  ruleset: Ruleset<FItem, FContext>,
  id: Id,
  kind: K,
): RuleOfKind<FItem, FContext>[K];
export function findRule<FItem, FContext>(
  ruleset: Ruleset<FItem, FContext>,
  id: Id,
): FinderRule<FItem, FContext>;
export function findRule<FItem, FContext>(
  ruleset: Ruleset<FItem, FContext>,
  id: Id,
  kind?: RuleKind,
): FinderRule<FItem, FContext> {
  // Ids come from JavaScript callers too: anything but a string, { id: string } or one of the
  // rules themselves is not found.
  const key = idOf(ruleset, id);
  const rule = key === undefined ? undefined : ruleset.byId.get(key);
  if (key === undefined) {
    fail("RULE_NOT_FOUND", DEV && `${describeValue(id)} is not a rule id or { id }.`);
  }
  if (!rule) {
    fail(
      "RULE_NOT_FOUND",
      DEV &&
        `no rule with id "${key}"${kind ? ` (expected a ${KIND_NAMES[kind]})` : ""}. Known ids: ${knownIds(ruleset)}.`,
      key,
    );
  }
  if (kind && ruleKind(rule) !== kind) {
    fail(
      "WRONG_RULE_KIND",
      DEV && `rule "${key}" is a ${KIND_NAMES[ruleKind(rule)]}, not a ${KIND_NAMES[kind]}.`,
      key,
    );
  }
  return rule;
}
