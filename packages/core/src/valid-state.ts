// What a valid value of the user state and the constructor's options is, in one place. The
// constructor and restoreState() (through state-fields.ts), every setter (api/), test() and
// <Finder>'s callback props (through the constructor) all ask here. The checks that depend on a
// rule (a filter value of its kind and among its options, a rule id) live with the rules:
// rules/filter-values.ts and rules/ruleset.ts.
import { DEV, fail } from "./errors";
import type { FinderCoreOptions, SortDirection } from "./types";
import { describeValue, isObject } from "./util";

/** The constructor's on/off options (the flags); `undefined` means false. (Which of them toJSON() saves: state-fields.ts.) */
const FLAG_OPTIONS = [
  "isLoading",
  "disabled",
  "requireGroup",
  "ignoreSortByRulesWhileSearchRuleIsActive",
] as const;

/** The instance's flag options, by option name; the last two are fixed at construction. */
export type Flags = Record<(typeof FLAG_OPTIONS)[number], boolean>;

const CALLBACKS = ["onInit", "onReady", "onFirstUserInteraction", "onChange"] as const;

/** A true/false switch: anything else (`"false"`, `1`, `null`) throws rather than being coerced. */
export function checkBoolean(value: unknown, what: string | false): boolean {
  if (typeof value !== "boolean") {
    fail(
      "INVALID_BOOLEAN",
      DEV && `${what} takes only true or false, got ${describeValue(value)}.`,
    );
  }
  return value;
}

/** What `initialFilters` must be: the constructor throws INVALID_OPTIONS, restoreState() drops it as INVALID_STATE. */
export const FILTERS_SHAPE = DEV && "initialFilters must be an object of filter values by rule id";

/**
 * Checks the options that are not state parts (flag options, callbacks) and the shape of
 * `initialFilters` (whose entries are read with the rules), so a bad one throws before the
 * instance exists, and returns the flags. (restoreState() reads an `initialFilters` that is
 * not a record as INVALID_STATE.)
 */
export function validateOptions(options: { [K in keyof FinderCoreOptions]?: unknown }): Flags {
  const flags = Object.fromEntries(
    FLAG_OPTIONS.map((key) => [
      key,
      options[key] !== undefined && checkBoolean(options[key], DEV && `the ${key} option`),
    ]),
  ) as Flags;
  for (const key of CALLBACKS) {
    const callback = options[key];
    if (callback !== undefined && typeof callback !== "function") {
      fail(
        "INVALID_LISTENER",
        DEV && `the ${key} option must be a function, got ${describeValue(callback)}.`,
      );
    }
  }
  const filters = options.initialFilters;
  if (filters != null && !isObject(filters)) {
    fail("INVALID_OPTIONS", DEV && `${FILTERS_SHAPE}, got ${describeValue(filters)}.`);
  }
  return flags;
}

export function validateSearchTerm(term: unknown): string {
  if (typeof term !== "string") {
    fail(
      "INVALID_SEARCH_TERM",
      DEV && `the search term must be a string, got ${term === null ? "null" : typeof term}.`,
    );
  }
  return term;
}

/** A search term needs a search rule: `setSearchTerm` and `search.test` throw whatever the term. */
export function requireSearchRule(
  hasSearchRule: boolean,
  term: string,
  what: string | false,
): void {
  if (!hasSearchRule) {
    fail(
      "NO_SEARCH_RULE",
      DEV && `${what} got the term ${JSON.stringify(term)}, but there is no search rule.`,
    );
  }
}

/**
 * A search term in a state (`initialSearchTerm`, `test()`): as for `setSearchTerm`, except that
 * `""` needs no search rule, since it is what toJSON() saves for a finder without one.
 */
export function readStateTerm(term: unknown, hasSearchRule: boolean, what: string | false): string {
  const checked = validateSearchTerm(term);
  if (checked !== "") requireSearchRule(hasSearchRule, checked, what);
  return checked;
}

/**
 * A choice of relevance order (`sortBy.setByRelevance`, `test({ byRelevance })`):
 * true or false, and true only with a search rule, whose ranking it orders by.
 */
export function readByRelevance(
  value: unknown,
  hasSearchRule: boolean,
  what: string | false,
): boolean {
  const checked = checkBoolean(value, what);
  if (checked && !hasSearchRule) {
    fail(
      "NO_SEARCH_RULE",
      DEV && `${what} chose relevance order, but there is no search rule to rank by.`,
    );
  }
  return checked;
}

/**
 * The choice of relevance order as the user state stores it: undefined when it is the default
 * (`ignoreSortByRulesWhileSearchRuleIsActive`), so choosing the default again is no change and a
 * saved view leaves it out.
 */
export function storedRelevance(choice: boolean, flags: Flags): boolean | undefined {
  return choice === flags.ignoreSortByRulesWhileSearchRuleIsActive ? undefined : choice;
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1;

export function validatePage(page: unknown): number {
  if (!isPositiveInteger(page))
    fail("INVALID_PAGE", DEV && `page must be an integer ≥ 1, got ${describeValue(page)}.`);
  return page;
}

export function validateNumItemsPerPage(value: unknown): number | undefined {
  if (value !== undefined && !isPositiveInteger(value)) {
    fail(
      "INVALID_NUM_ITEMS_PER_PAGE",
      DEV &&
        `numItemsPerPage must be undefined (no pagination) or an integer ≥ 1, got ${describeValue(value)}.`,
    );
  }
  return value;
}

/** A sort direction: the chosen one, and a rule's `defaultSortDirection` and `defaultGroupSortDirection`. */
export const isDirection = (value: unknown): value is SortDirection =>
  value === "asc" || value === "desc";

/** A sort or group-sort direction: "asc", "desc", or undefined for the rule's default. */
export function validateDirection(
  direction: unknown,
  what: string | false,
): SortDirection | undefined {
  if (direction === undefined) return undefined;
  if (!isDirection(direction)) {
    fail(
      "INVALID_SORT_DIRECTION",
      DEV && `${what} must be "asc" or "desc", got ${describeValue(direction)}.`,
    );
  }
  return direction;
}
