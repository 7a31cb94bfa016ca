// Reading the state options (initialSearchTerm, initialFilters, ...): strictly for the
// constructor, which throws at the first bad part, and leniently for restoreState(), which keeps
// every valid part and reports the others. Both go through the same checks, so whatever
// restoreState() keeps, the constructor accepts.
import { validateDirection } from "./api/internals";
import { validateNumItemsPerPage, validatePage } from "./api/pagination";
import { requireSearchRule, validateSearchTerm } from "./api/search";
import { DEV, errorMessage, FinderError, type FinderErrorCode } from "./errors";
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

const FLAGS = ["disabled", "requireGroup", "ignoreSortByRulesWhileSearchRuleIsActive"];

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
    try {
      return check();
    } catch (error) {
      if (!report) throw error;
      report(part, error);
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
        errorMessage(
          "INVALID_STATE",
          DEV && "initialFilters must be an object of filter values by rule id.",
        ),
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
    if (checked !== undefined) filters[rule.id] = checked;
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
  const invalid = (option: string, value: unknown, problem: string | false) =>
    dropped.push({
      option,
      value,
      code: "INVALID_STATE",
      message: errorMessage("INVALID_STATE", problem),
    });
  const options: Record<string, unknown> = {};
  if (state != null && !isRecord(state)) invalid("", state, DEV && "the state must be an object.");
  if (!isRecord(state)) return { options, dropped };
  const read = readInitialState(store, state, (part, error) => {
    if (!(error instanceof FinderError)) throw error;
    dropped.push({ ...part, code: error.code, message: error.message });
  });
  const checked: Record<string, unknown> = {
    initialSearchTerm: read.searchTerm,
    initialFilters: read.filters,
    initialSortBy: read.sortBy,
    initialSortDirection: read.sortDirection,
    initialGroupBy: read.groupBy,
    initialGroupBySortDirection: read.groupBySortDirection,
    page: read.page,
    numItemsPerPage: read.numItemsPerPage,
  };
  for (const [key, value] of Object.entries(state)) {
    // null means "not given"; a part already reported (a filter entry aside) stays out.
    if (value == null || dropped.some((part) => part.option === key && !part.filterId)) continue;
    if (FLAGS.includes(key)) {
      if (typeof value === "boolean") options[key] = value;
      else invalid(key, value, DEV && `${key} must be true or false.`);
    } else if (Object.hasOwn(checked, key)) options[key] = checked[key];
    else invalid(key, value, DEV && `"${key}" is not a state option.`);
  }
  return { options: options as FinderRestoredOptions, dropped };
}
