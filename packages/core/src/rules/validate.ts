import { DEV, fail } from "../errors";
import { isBlankValue, kindName, kindOf, KIND_SWITCHES, TEXTS, WRONG_SHAPE } from "./filter-kinds";
import type { FilterOption, FilterRule, FinderRule, FinderStandardSchema } from "../types";
import { describeValue, isObject, toArray } from "../util";
import { isRungName, RUNGS } from "../search/match";
import { PARSED_DEFAULTS, parsedEntry, readFilterValue } from "./filter-values";
import { isDirection } from "../valid-state";
import {
  declaredKinds,
  FUNCTION_KEYS,
  KIND_NAMES,
  type RuleKind,
  type Ruleset,
} from "./rule-kinds";

/** The id a rule is stored under: search rules may omit theirs. */
export function ruleIdOf(rule: FinderRule<unknown, unknown> | { id?: string }): string {
  return typeof rule.id === "string" ? rule.id : "search";
}

/**
 * The id an `Id` names: the string itself, the object's `id`, or, for one of this rule set's
 * own rules given as itself, its stored id (a search rule may have none). Undefined otherwise.
 */
export function idOf(ruleset: Ruleset<unknown, unknown>, id: unknown): string | undefined {
  // Only an object: a function with an `id` property is not an id.
  const own = typeof id === "object" ? (id as { id?: unknown } | null)?.id : undefined;
  return typeof id === "string"
    ? id
    : typeof own === "string"
      ? own
      : ruleset.all.includes(id as FinderRule<unknown, unknown>)
        ? ruleIdOf(id as FinderRule<unknown, unknown>)
        : undefined;
}

/** Checks a rule list as a whole before anything is stored, so a bad list changes nothing. */
export function validateRules(rules: unknown): void {
  if (!Array.isArray(rules)) fail("INVALID_RULES", DEV && "`rules` must be an array of rules.");
  const seen = new Set<string>();
  let searchRules = 0;
  rules.forEach((rule: unknown, index) => {
    if (typeof rule !== "object" || rule === null) {
      fail("INVALID_RULES", DEV && `rule at index ${index} is not an object.`);
    }
    const kinds = declaredKinds(rule);
    const id = (rule as { id?: unknown }).id;
    const ruleId = typeof id === "string" ? id : undefined;
    const described = DEV && (ruleId === undefined ? `Rule at index ${index}` : `Rule "${ruleId}"`);
    if (kinds.length !== 1) {
      fail(
        "INVALID_RULE",
        DEV &&
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
          DEV && `${described} is a second search rule; only one search rule is allowed.`,
          ruleId,
        );
      }
    } else if (!ruleId) {
      fail("MISSING_RULE_ID", DEV && `${described} (a ${kind} rule) needs a non-empty string id.`);
    }
    const fnKey = FUNCTION_KEYS[kind];
    const fn = (rule as Record<string, unknown>)[fnKey];
    if (kind === "sortBy") {
      // sortFn alone may be a list: each later selector breaks the ties of the ones before.
      const selectors = toArray(fn);
      if (selectors.length === 0 || selectors.some((selector) => typeof selector !== "function")) {
        fail(
          "INVALID_RULE",
          DEV &&
            `sort-by rule "${ruleId}" needs sortFn to be a function or a non-empty array of functions.`,
          ruleId,
        );
      }
    } else if (typeof fn !== "function") {
      fail("INVALID_RULE", DEV && `${described} has a ${fnKey} that is not a function.`, ruleId);
    }
    const storedId = ruleId ?? "search";
    validateFields(rule as Record<string, unknown>, kind, storedId);
    if (seen.has(storedId)) {
      fail(
        "DUPLICATE_RULE_ID",
        DEV && `two rules share the id "${storedId}"; rule ids must be unique.`,
        storedId,
      );
    }
    seen.add(storedId);
  });
}

/**
 * Optional rule fields, whatever the kind of rule: which fields, a test, and what they take (for
 * the development build's message).
 */
const FIELD_CHECKS: [string[], (value: unknown) => boolean, string | false][] = [
  [
    [...KIND_SWITCHES, "required", "strictOptions"],
    (value) => typeof value === "boolean",
    DEV && "true or false",
  ],
  [["defaultSortDirection", "defaultGroupSortDirection"], isDirection, DEV && '"asc" or "desc"'],
  [
    ["debounceMilliseconds"],
    (value) => typeof value === "number" && value >= 0 && value < Infinity,
    DEV && "a finite number ≥ 0",
  ],
  [["sortGroupFn"], (value) => typeof value === "function", DEV && "a function"],
  [
    ["parse"],
    (value) =>
      typeof value === "function" ||
      typeof (value as Partial<FinderStandardSchema> | null)?.["~standard"]?.validate ===
        "function",
    DEV && "a function or a Standard Schema",
  ],
  [
    ["sticky"],
    (value) => typeof value === "function" || isObject(value),
    DEV && "an object or a function",
  ],
  [["paging"], (value) => value === "items" || value === "groups", DEV && '"items" or "groups"'],
  [
    ["groupsPerPage"],
    (value) => Number.isInteger(value) && (value as number) > 0,
    DEV && "a positive integer",
  ],
];

/** Checks a rule's optional fields, so a typo throws instead of silently misleading. */
function validateFields(rule: Record<string, unknown>, kind: RuleKind, id: string): void {
  const bad = (field: string, expected: string | false, value: unknown): never =>
    fail(
      "INVALID_RULE_FIELD",
      DEV &&
        `${KIND_NAMES[kind]} "${id}": ${field} must be ${expected}, got ${describeValue(value)}.`,
      id,
    );
  for (const [fields, isValid, expected] of FIELD_CHECKS) {
    for (const field of fields) {
      if (rule[field] !== undefined && !isValid(rule[field])) bad(field, expected, rule[field]);
    }
  }
  // A misspelt rung would otherwise quietly mean "fuzzy", the loosest.
  if (kind === "search" && rule.threshold !== undefined && !isRungName(rule.threshold)) {
    bad(
      "threshold",
      DEV &&
        `one of ${Object.keys(RUNGS)
          .map((name) => `"${name}"`)
          .join(", ")}`,
      rule.threshold,
    );
  }
  // Without pages of whole groups, a number of groups a page holds would silently mean nothing.
  if (rule.groupsPerPage !== undefined && rule.paging !== "groups") {
    bad("groupsPerPage", DEV && 'given only with paging: "groups"', rule.groupsPerPage);
  }
  if (kind !== "filter") return;
  // A default the filter could never be set to would apply silently and match nothing.
  const { options, strictOptions, defaultValue } = rule as unknown as FilterRule;
  // One kind per rule: a second switch set is refused, naming the first.
  const [first, second] = KIND_SWITCHES.filter((on) => rule[on]);
  if (second) bad(second, DEV && `false on a ${first} filter`, true);
  // A blank default (null, a blank string) counts as none, whatever the kind.
  if (isBlankValue(defaultValue)) return;
  const filterKind = kindOf(rule as unknown as FilterRule);
  // Generated options change with the items, so only a fixed option list is checked; entries
  // that are not objects are reported as INVALID_RULE_OPTIONS when the options load.
  const fixed = strictOptions !== false && Array.isArray(options) && options.every(isObject);
  const [held, notOptions] = readFilterValue(
    filterKind,
    filterKind.held(defaultValue),
    fixed ? (options as FilterOption[]) : undefined,
    // A default that parse refuses could never be set: the rule is wrong, not the state.
    (entry) => parsedEntry(rule as unknown as FilterRule, entry, "INVALID_RULE_FIELD"),
  );
  if (held === WRONG_SHAPE) {
    bad("defaultValue", DEV && TEXTS[kindName(rule as unknown as FilterRule)].shape, defaultValue);
  }
  for (const value of notOptions) {
    // A blank entry of a default selection is left out, not refused.
    if (!isBlankValue(value))
      bad("defaultValue", DEV && "one of the options (strictOptions is on)", value);
  }
  // What parse returned is the default in force (filterFn sees a number, not the text given).
  if (rule.parse) PARSED_DEFAULTS.set(rule, held);
}

/** The ids of a rule list, for "not found" messages. */
export function knownIds(ruleset: Ruleset<unknown, unknown>): string {
  return [...ruleset.byId.keys()].map((id) => `"${id}"`).join(", ") || "none";
}

/**
 * Checks effects against a rule list, at construction and in every `setRules` (effects are
 * fixed, rules can change): an effect that could never run throws instead of staying silent.
 * Targets computed by a function are resolved, and so only known, when a change happens.
 */
export function validateEffects(effects: unknown, ruleset: Ruleset<unknown, unknown>): void {
  if (effects === undefined) return;
  if (!Array.isArray(effects))
    fail("INVALID_EFFECT", DEV && "`effects` must be an array of effects.");
  effects.forEach((effect: unknown, index) => {
    const at = DEV && `effect at index ${index}`;
    const watches = isObject(effect) && ("rules" in effect || "haystack" in effect);
    if (!watches || typeof (effect as { onChange?: unknown }).onChange !== "function") {
      fail(
        "INVALID_EFFECT",
        DEV && `${at} needs an onChange function and rules or a haystack to watch.`,
      );
    }
    const isSearch = "haystack" in effect;
    const targets = (effect as Record<string, unknown>)[isSearch ? "haystack" : "rules"];
    if (isSearch && !ruleset.search)
      fail("INVALID_EFFECT", DEV && `${at} is a search effect, but there is no search rule.`);
    if (typeof targets === "function") return;
    const list = toArray(targets);
    for (const target of list.length > 0 ? list : [targets]) {
      const id = idOf(ruleset, target);
      const valid = isSearch
        ? typeof target === "string"
        : id !== undefined && ruleset.byId.has(id);
      if (!valid) {
        fail(
          "INVALID_EFFECT",
          DEV &&
            (isSearch
              ? `${at} watches ${describeValue(target)}, which is not a keyword.`
              : `${at} watches ${describeValue(target)}, which is not a rule id. Known ids: ${knownIds(ruleset)}.`),
          id,
        );
      }
    }
  });
}
