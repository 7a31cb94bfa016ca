// Reading the state options (initialSearchTerm, initialFilters, ...): strictly for the
// constructor, which throws at the first bad part, and leniently for restoreState(), which keeps
// every valid part and reports the others. Both go through the same checks, so whatever
// restoreState() keeps, the constructor accepts.
import { validateDirection } from "./api/internals";
import { validateNumItemsPerPage, validatePage } from "./api/pagination";
import { requireSearchRule, validateSearchTerm } from "./api/search";
import { FinderError, type FinderErrorCode } from "./errors";
import { filterKindOf } from "./pipeline/filter";
import { findRule } from "./rules/ruleset";
import { FinderStore, type UserState } from "./store";
import type { FinderCoreOptions, FinderRule, FinderSnapshot, SortDirection } from "./types";

/** The options `restoreState()` can return: the keys of `toJSON()`. */
export type FinderRestoredOptions = Pick<FinderCoreOptions, keyof FinderSnapshot>;

/** One part of the given state that `restoreState()` left out, and why. */
export interface FinderDroppedPart {
  /** The option the part was given for (`"initialSortBy"`, `"initialFilters"`, ...), or `""` for the whole state. */
  option: string;
  /** For a filter value: the id it was given under. */
  filterId?: string;
  /** The value left out (for a multiple filter: the one entry). */
  value: unknown;
  /** The FinderError code the constructor would have thrown for it. */
  code: FinderErrorCode;
  message: string;
}

export interface FinderRestoreResult {
  /** Only valid parts: spread them into `new FinderCore(items, { rules, ...options })` or `<Finder>`. */
  options: FinderRestoredOptions;
  /** Every part that was left out, in the order it was read. Empty when everything was valid. */
  dropped: FinderDroppedPart[];
}

/** What the state is checked against: the finder's rules, and its items and context when a filter generates its options. */
export interface FinderRestoreSetup<FItem, FContext> {
  rules: FinderRule<FItem, FContext>[];
  items?: FItem[] | null;
  context?: FContext;
}

type StateOptions = Partial<Record<keyof FinderSnapshot, unknown>>;

/** Reports a FinderError as a dropped part; anything else is a bug and is rethrown. */
type Reporter = (part: Omit<FinderDroppedPart, "code" | "message">, error: unknown) => void;

const STATE_KEYS: readonly (keyof FinderSnapshot)[] = [
  "disabled",
  "initialSearchTerm",
  "initialFilters",
  "page",
  "numItemsPerPage",
  "initialSortBy",
  "initialSortDirection",
  "ignoreSortByRulesWhileSearchRuleIsActive",
  "initialGroupBy",
  "initialGroupBySortDirection",
  "requireGroup",
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The user state given by `options`. Without `report`, the first bad part throws (the
 * constructor); with it, bad parts are reported and left out.
 */
export function readInitialState<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  options: StateOptions,
  report?: Reporter,
): UserState {
  /** `check(value)`, or undefined after reporting its error. */
  const attempt = <T>(
    part: Omit<FinderDroppedPart, "code" | "message">,
    check: () => T,
  ): T | undefined => {
    if (!report) return check();
    try {
      return check();
    } catch (error) {
      report(part, error);
      return undefined;
    }
  };
  const given = <K extends keyof FinderSnapshot, T>(option: K, check: (value: unknown) => T) => {
    const value = options[option];
    // Restoring reads null as "not given": serialisers write it for an unset option.
    if (value === undefined || (report && value === null)) return undefined;
    return attempt({ option, value }, () => check(value));
  };

  const searchTerm = given("initialSearchTerm", (value) => {
    const term = validateSearchTerm(value);
    if (term !== "")
      requireSearchRule(store.ruleset.search !== undefined, term, "initialSearchTerm");
    return term;
  });
  const sortBy = given("initialSortBy", (value) => {
    findRule(store.ruleset, value as string, "sortBy");
    return value as string;
  });
  const groupBy = given("initialGroupBy", (value) => {
    findRule(store.ruleset, value as string, "groupBy");
    return value as string;
  });
  const direction = (option: "initialSortDirection" | "initialGroupBySortDirection") =>
    given(option, (value) => validateDirection(value, option) as SortDirection);
  return {
    searchTerm: searchTerm ?? "",
    filters: readFilters(store, options.initialFilters, report, attempt),
    sortBy,
    sortDirection: direction("initialSortDirection"),
    groupBy,
    groupBySortDirection: direction("initialGroupBySortDirection"),
    page: given("page", validatePage) ?? 1,
    numItemsPerPage: given("numItemsPerPage", validateNumItemsPerPage),
  };
}

function readFilters<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  given: unknown,
  report: Reporter | undefined,
  attempt: <T>(part: Omit<FinderDroppedPart, "code" | "message">, check: () => T) => T | undefined,
): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (given === undefined || given === null) return filters;
  if (report && !isRecord(given)) {
    report(
      { option: "initialFilters", value: given },
      new FinderError(
        "INVALID_STATE",
        "Finder: initialFilters must be an object of filter values by rule id.",
      ),
    );
    return filters;
  }
  for (const [id, value] of Object.entries(given as object)) {
    const part = { option: "initialFilters", filterId: id, value };
    const rule = attempt(part, () => store.filterRule(id));
    if (rule === undefined) continue;
    let checked: unknown;
    if (report && filterKindOf(rule) === "multiple" && Array.isArray(value)) {
      // Keep the entries that are still options; report each of the others.
      const kept = value.filter(
        (entry) =>
          attempt({ ...part, value: entry }, () => store.checkFilterInput(rule, [entry])) !==
          undefined,
      );
      // Nothing left of a non-empty selection: leave the filter unset, so its default applies.
      if (kept.length === 0 && value.length > 0) continue;
      checked = attempt(part, () => store.checkFilterInput(rule, kept));
    } else {
      checked = attempt(part, () => store.checkFilterInput(rule, value));
    }
    // Defined as a property: an id such as "__proto__" must not reach the prototype.
    if (checked !== undefined) {
      Object.defineProperty(filters, rule.id, {
        value: checked,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return filters;
}

/**
 * Turns untrusted state — a parsed address, `localStorage`, a `toJSON()` saved by an older
 * release — into options a finder with these rules accepts. Never throws for the state: every
 * valid part is kept, and every other part is left out and listed in `dropped` with the
 * FinderError code the constructor would have thrown. (Invalid rules still throw, as in the
 * constructor: they are code, not input.)
 */
export function restoreState<FItem, FContext = unknown>(
  state: unknown,
  setup: FinderRestoreSetup<FItem, FContext>,
): FinderRestoreResult {
  const store = new FinderStore<FItem, FContext>(
    Array.isArray(setup.items) ? setup.items : [],
    setup.context as FContext,
    setup.rules,
    { disabled: false, isLoading: false, requireGroup: false, ignoreSortWhileSearching: false },
  );
  const dropped: FinderDroppedPart[] = [];
  const report: Reporter = (part, error) => {
    if (!(error instanceof FinderError)) throw error;
    dropped.push({ ...part, code: error.code, message: error.message });
  };
  const options: FinderRestoredOptions = {};
  if (state === undefined || state === null) return { options, dropped };
  if (!isRecord(state)) {
    report(
      { option: "", value: state },
      new FinderError("INVALID_STATE", "Finder: the state to restore must be an object."),
    );
    return { options, dropped };
  }
  for (const key of Object.keys(state)) {
    if (!(STATE_KEYS as readonly string[]).includes(key)) {
      report(
        { option: key, value: state[key] },
        new FinderError("INVALID_STATE", `Finder: "${key}" is not a state option.`),
      );
    }
  }
  const isGiven = (key: keyof FinderSnapshot) => state[key] !== undefined && state[key] !== null;
  const wasDropped = (key: keyof FinderSnapshot) => dropped.some((part) => part.option === key);
  for (const flag of [
    "disabled",
    "requireGroup",
    "ignoreSortByRulesWhileSearchRuleIsActive",
  ] as const) {
    const value = state[flag];
    if (!isGiven(flag)) continue;
    if (typeof value === "boolean") options[flag] = value;
    else {
      report(
        { option: flag, value },
        new FinderError("INVALID_STATE", `Finder: ${flag} must be true or false.`),
      );
    }
  }
  const read = readInitialState(store, state, report);
  if (isGiven("initialSearchTerm") && !wasDropped("initialSearchTerm"))
    options.initialSearchTerm = read.searchTerm;
  if (isRecord(state.initialFilters)) options.initialFilters = read.filters;
  if (read.sortBy !== undefined) options.initialSortBy = read.sortBy;
  if (read.sortDirection !== undefined) options.initialSortDirection = read.sortDirection;
  if (read.groupBy !== undefined) options.initialGroupBy = read.groupBy;
  if (read.groupBySortDirection !== undefined)
    options.initialGroupBySortDirection = read.groupBySortDirection;
  if (isGiven("page") && !wasDropped("page")) options.page = read.page;
  if (read.numItemsPerPage !== undefined) options.numItemsPerPage = read.numItemsPerPage;
  return { options, dropped };
}
