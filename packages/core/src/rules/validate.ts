import { FinderError } from "../errors";
import type { FinderEffect, FinderRule } from "../types";
import { declaredKinds } from "./kinds";

export const DEFAULT_SEARCH_RULE_ID = "search";

/** The id a rule is stored under: search rules may omit theirs. */
export function ruleIdOf(rule: FinderRule<unknown, unknown> | { id?: string }): string {
  return typeof rule.id === "string" ? rule.id : DEFAULT_SEARCH_RULE_ID;
}

function describe(rule: unknown, index: number): string {
  const id = (rule as { id?: unknown } | null)?.id;
  return typeof id === "string" ? `Rule "${id}"` : `Rule at index ${index}`;
}

/** Checks a rule list as a whole before anything is stored, so a bad list changes nothing. */
export function validateRules(rules: unknown): void {
  if (!Array.isArray(rules)) {
    throw new FinderError("INVALID_RULES", "Finder: `rules` must be an array of rules.");
  }
  const seen = new Set<string>();
  let searchRules = 0;
  rules.forEach((rule: unknown, index) => {
    if (typeof rule !== "object" || rule === null) {
      throw new FinderError("INVALID_RULES", `Finder: rule at index ${index} is not an object.`);
    }
    const kinds = declaredKinds(rule);
    const id = (rule as { id?: unknown }).id;
    const ruleId = typeof id === "string" ? id : undefined;
    if (kinds.length !== 1) {
      throw new FinderError(
        "INVALID_RULE",
        `Finder: ${describe(rule, index)} must have exactly one of searchFn, filterFn, sortFn or groupFn (found ${kinds.length === 0 ? "none" : kinds.length}).`,
        ruleId,
      );
    }
    const kind = kinds[0];
    if (kind === "search") {
      searchRules += 1;
      if (searchRules > 1) {
        throw new FinderError(
          "MULTIPLE_SEARCH_RULES",
          `Finder: ${describe(rule, index)} is a second search rule; only one search rule is allowed.`,
          ruleId,
        );
      }
    } else if (ruleId === undefined || ruleId === "") {
      throw new FinderError(
        "MISSING_RULE_ID",
        `Finder: ${describe(rule, index)} (a ${kind} rule) needs a non-empty string id.`,
      );
    }
    if (kind === "sortBy") {
      const sortFn = (rule as { sortFn: unknown }).sortFn;
      const selectors = Array.isArray(sortFn) ? sortFn : [sortFn];
      if (selectors.length === 0 || selectors.some((selector) => typeof selector !== "function")) {
        throw new FinderError(
          "INVALID_RULE",
          `Finder: sort-by rule "${ruleId}" needs sortFn to be a function or a non-empty array of functions.`,
          ruleId,
        );
      }
    } else {
      const fnKey = kind === "search" ? "searchFn" : kind === "filter" ? "filterFn" : "groupFn";
      if (typeof (rule as Record<string, unknown>)[fnKey] !== "function") {
        throw new FinderError(
          "INVALID_RULE",
          `Finder: ${describe(rule, index)} has a ${fnKey} that is not a function.`,
          ruleId,
        );
      }
    }
    const storedId = ruleId ?? "search";
    if (seen.has(storedId)) {
      throw new FinderError(
        "DUPLICATE_RULE_ID",
        `Finder: two rules share the id "${storedId}"; rule ids must be unique.`,
        storedId,
      );
    }
    seen.add(storedId);
  });
}

export function validateEffects(effects: unknown): void {
  if (effects === undefined) return;
  if (!Array.isArray(effects)) {
    throw new FinderError("INVALID_EFFECT", "Finder: `effects` must be an array of effects.");
  }
  effects.forEach((effect: unknown, index) => {
    const candidate = effect as Partial<FinderEffect<unknown, unknown>> | null;
    const watches =
      candidate !== null &&
      typeof candidate === "object" &&
      ("rules" in candidate || "haystack" in candidate);
    if (!watches || typeof candidate?.onChange !== "function") {
      throw new FinderError(
        "INVALID_EFFECT",
        `Finder: effect at index ${index} needs an onChange function and rules or a haystack to watch.`,
      );
    }
  });
}
