import { fail } from "../errors";
import type { FinderRule } from "../types";
import { toArray } from "../util";
import { declaredKinds, FUNCTION_KEYS } from "./kinds";

/** The id a rule is stored under: search rules may omit theirs. */
export function ruleIdOf(rule: FinderRule<unknown, unknown> | { id?: string }): string {
  return typeof rule.id === "string" ? rule.id : "search";
}

/** Checks a rule list as a whole before anything is stored, so a bad list changes nothing. */
export function validateRules(rules: unknown): void {
  if (!Array.isArray(rules)) fail("INVALID_RULES", "`rules` must be an array of rules.");
  const seen = new Set<string>();
  let searchRules = 0;
  rules.forEach((rule: unknown, index) => {
    if (typeof rule !== "object" || rule === null) {
      fail("INVALID_RULES", `rule at index ${index} is not an object.`);
    }
    const kinds = declaredKinds(rule);
    const id = (rule as { id?: unknown }).id;
    const ruleId = typeof id === "string" ? id : undefined;
    const described = ruleId === undefined ? `Rule at index ${index}` : `Rule "${ruleId}"`;
    if (kinds.length !== 1) {
      fail(
        "INVALID_RULE",
        `${described} must have exactly one of searchFn, filterFn, sortFn or groupFn (found ${kinds.length || "none"}).`,
        ruleId,
      );
    }
    const kind = kinds[0] as (typeof kinds)[number];
    if (kind === "search") {
      searchRules += 1;
      if (searchRules > 1) {
        fail(
          "MULTIPLE_SEARCH_RULES",
          `${described} is a second search rule; only one search rule is allowed.`,
          ruleId,
        );
      }
    } else if (!ruleId) {
      fail("MISSING_RULE_ID", `${described} (a ${kind} rule) needs a non-empty string id.`);
    }
    const fnKey = FUNCTION_KEYS[kind];
    const fn = (rule as Record<string, unknown>)[fnKey];
    if (kind === "sortBy") {
      // sortFn alone may be a list: each later selector breaks the ties of the ones before.
      const selectors = toArray(fn);
      if (selectors.length === 0 || selectors.some((selector) => typeof selector !== "function")) {
        fail(
          "INVALID_RULE",
          `sort-by rule "${ruleId}" needs sortFn to be a function or a non-empty array of functions.`,
          ruleId,
        );
      }
    } else if (typeof fn !== "function") {
      fail("INVALID_RULE", `${described} has a ${fnKey} that is not a function.`, ruleId);
    }
    const storedId = ruleId ?? "search";
    if (seen.has(storedId)) {
      fail(
        "DUPLICATE_RULE_ID",
        `two rules share the id "${storedId}"; rule ids must be unique.`,
        storedId,
      );
    }
    seen.add(storedId);
  });
}

export function validateEffects(effects: unknown): void {
  if (effects === undefined) return;
  if (!Array.isArray(effects)) fail("INVALID_EFFECT", "`effects` must be an array of effects.");
  effects.forEach((effect: unknown, index) => {
    const watches =
      typeof effect === "object" && effect !== null && ("rules" in effect || "haystack" in effect);
    if (!watches || typeof (effect as { onChange?: unknown }).onChange !== "function") {
      fail(
        "INVALID_EFFECT",
        `effect at index ${index} needs an onChange function and rules or a haystack to watch.`,
      );
    }
  });
}
