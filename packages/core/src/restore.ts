// What a valid user state is, read from options: strictly for the constructor, which throws at
// the first bad part; leniently for restoreState(), which keeps every valid part and reports the
// others; and again whenever rules, items or context change, so the instance never holds a part
// its own constructor would refuse. All three read part by part through state-fields.ts, whose
// checks are those of valid-state.ts and of the rules (filter values, rule ids).
import { DEV, errorMessage, FinderError, type FinderErrorCode } from "./errors";
import { kindOf } from "./rules/filter-kinds";
import {
  asStateOptions,
  READ_ORDER,
  STATE_PARTS,
  type StateOption,
  type StatePart,
} from "./state-fields";
import { EMPTY_STATE, type UserState } from "./state";
import { FinderStore } from "./store";
import {
  FILTERS_SHAPE,
  readByRelevance,
  storedRelevance,
  validateOptions,
  type Flags,
} from "./valid-state";
import type { FinderCoreOptions, FinderRule, FinderSnapshot } from "./types";
import { isObject } from "./util";

/** The options `restoreState()` can return: the keys of `toJSON()`, and `initialByRelevance`. */
export type FinderRestoredOptions = Pick<
  FinderCoreOptions,
  keyof FinderSnapshot | "initialByRelevance"
>;

/** One part of the given state that `restoreState()` left out, and why. */
export interface FinderDroppedPart {
  /**
   * The option the part was given for (`"initialSortBy"`, `"initialFilters"`, ...), `""` for the
   * whole state, or, from an address, a key under the prefix that names nothing (`"a.zzz"`).
   */
  option: string;
  /** For a filter value: the id it was given under. */
  filterId?: string;
  /** From an address: the key the part was read under (`"sort"`, `"a.page"`, a filter's id). */
  key?: string;
  /**
   * The value left out (for a multiple filter: the one entry); from an address, its text, or the
   * number a page or page size was read as (`page=0` gives `0`).
   */
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

type StateOptions = Partial<Record<StateOption, unknown>>;

type Part = Omit<FinderDroppedPart, "code" | "message">;

/** Reports a FinderError as a dropped part; anything else is a bug and is rethrown. */
type Reporter = (part: Part, error: unknown) => void;

/**
 * The user state given by `options`, part by part as `STATE_PARTS` reads them (switches aside:
 * they are the constructor's). Without `report`, the first bad part throws (the constructor);
 * with it, bad parts are reported and left out. A part not given keeps its `EMPTY_STATE` value.
 */
export function readInitialState<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  options: StateOptions,
  report?: Reporter,
): UserState {
  /** `check(value)`, or undefined after reporting its error. */
  const attempt = <T>(part: Part, check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!report) throw error;
      report(part, error);
    }
  };
  const state: Record<string, unknown> = { ...EMPTY_STATE };
  for (const [option, { field, read }] of READ_ORDER) {
    const value = options[option];
    // Restoring reads null as "not given": serialisers write it for an unset option.
    if (!field || value === undefined || (report && value === null)) continue;
    // The one field without `read` is the filters (StatePart's type allows no other).
    const checked = read
      ? attempt({ option, value }, () => read(value, option, store))
      : readFilters(store, value, report, attempt);
    if (checked !== undefined) state[field] = checked;
  }
  return state as unknown as UserState;
}

/** `initialByRelevance` as the constructor reads it: true or false, and true only with a search rule. */
function readRelevanceOption<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  value: unknown,
): boolean {
  return readByRelevance(
    value,
    store.ruleset.search !== undefined,
    DEV && "the initialByRelevance option",
  );
}

/**
 * The user state a constructor given these options starts in, or the FinderError it throws
 * for them: the switches, the state parts and `initialByRelevance`. An address's `defaults` are
 * read with it: they are the app's options, so what the constructor refuses throws.
 */
export function readStartState<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  options: StateOptions & { initialByRelevance?: unknown },
): UserState {
  const flags = validateOptions(options);
  const state = readInitialState(store, options);
  const chosen = options.initialByRelevance;
  return chosen === undefined
    ? state
    : { ...state, byRelevance: storedRelevance(readRelevanceOption(store, chosen), flags) };
}

function readFilters<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  given: unknown,
  report: Reporter | undefined,
  attempt: <T>(part: Part, check: () => T) => T | undefined,
): Record<string, unknown> {
  if (given == null) return {};
  const entries: [string, unknown][] = [];
  for (const [id, value] of Object.entries(given)) {
    const part = { option: "initialFilters", filterId: id, value };
    const rule = attempt(part, () => store.filterRule(id));
    if (rule === undefined) continue;
    let checked: unknown;
    const one = report && kindOf(rule).entries?.(value);
    if (one) {
      // A value checked entry by entry (a selection of options): keep the entries that are still
      // valid; report each of the others.
      const kept = one.filter(
        (entry) =>
          attempt({ ...part, value: entry }, () => store.checkFilterInput(rule, [entry])) !==
          undefined,
      );
      // Nothing left of a non-empty selection: leave the filter unset, so its default applies.
      if (kept.length === 0 && one.length > 0) continue;
      checked = attempt(part, () => store.checkFilterInput(rule, kept));
    } else {
      checked = attempt(part, () => store.checkFilterInput(rule, value));
    }
    if (checked !== undefined) entries.push([rule.id, checked]);
  }
  // Built from entries, so a rule id such as "__proto__" is a key like any other.
  return Object.fromEntries(entries);
}

/**
 * The store's user state with every part its rules, items and context no longer accept left
 * out, as restoreState() would leave it out: a term without a search rule, choices naming rules
 * that are gone or of another kind, filter values of the wrong kind or no longer among strict
 * options (each entry of a multiple filter on its own). A sort direction goes with its rule.
 */
export function keptState<FItem, FContext>(store: FinderStore<FItem, FContext>): UserState {
  const state = store.state;
  // The choice of relevance order is read from no option (its default is a switch): it stays.
  const kept = {
    ...readInitialState(store, asStateOptions(state), () => {}),
    byRelevance: state.byRelevance,
  };
  const sortGone = state.sortBy !== undefined && kept.sortBy === undefined;
  return sortGone ? { ...kept, sortDirection: undefined } : kept;
}

function invalidState(problem: string | false): FinderError {
  return new FinderError("INVALID_STATE", errorMessage("INVALID_STATE", problem));
}

/**
 * The own enumerable entries of untrusted state, or of its `initialFilters` (`option`), read one
 * by one. What is not a record is reported whole, and so is one that cannot be read (a revoked
 * Proxy, an `ownKeys` trap that throws); a value that cannot be read (a throwing getter) is
 * reported under its key. All are left out.
 */
function readEntries(value: unknown, report: Reporter, option?: string): [string, unknown][] {
  const entries: [string, unknown][] = [];
  const whole = { option: option ?? "", value };
  try {
    if (!isObject(value)) {
      report(
        whole,
        invalidState(DEV && (option ? `${FILTERS_SHAPE}.` : "the state must be an object.")),
      );
      return entries;
    }
    for (const key of Object.keys(value)) {
      try {
        entries.push([key, value[key]]);
      } catch {
        report(
          { option: option ?? key, filterId: option && key, value: undefined },
          invalidState(DEV && `"${key}" cannot be read.`),
        );
      }
    }
  } catch {
    report(whole, invalidState(DEV && "it cannot be read."));
  }
  return entries;
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
  return restoreWith(checkingStore(setup), state);
}

/** A store only to check state against (restoreState, fromSearchParams): no flag of it is ever read. */
export function checkingStore<FItem, FContext>(
  setup: FinderRestoreSetup<FItem, FContext>,
): FinderStore<FItem, FContext> {
  return new FinderStore<FItem, FContext>(
    Array.isArray(setup.items) ? setup.items : [],
    setup.context as FContext,
    setup.rules,
    {} as Flags,
  );
}

/**
 * restoreState() against a store made by `checkingStore`. `isAddress`: the state is an address,
 * which a visitor can craft, so a rule's parse that cannot answer is reported, not thrown.
 */
export function restoreWith<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  state: unknown,
  isAddress?: boolean,
): FinderRestoreResult {
  const dropped: FinderDroppedPart[] = [];
  // Anything but a FinderError comes from the rules' own code (an option whose value getter
  // throws): code, not input, so it is rethrown. The state's keys and its filters' are read
  // safely below.
  const report: Reporter = (part, error) => {
    // INVALID_RULE_FIELD here is a rule's parse that cannot answer (an asynchronous one): code
    // too, but reading an address never throws.
    if (!(error instanceof FinderError) || (error.code === "INVALID_RULE_FIELD" && !isAddress))
      throw error;
    dropped.push({ ...part, code: error.code, message: error.message });
  };
  const options: Record<string, unknown> = {};
  if (state == null) return { options, dropped };
  // The state's keys, then its filters', are read one by one into plain records: a getter or a
  // Proxy trap there is dropped, not thrown. (Values nested deeper are read by the checks.)
  const given: StateOptions = Object.fromEntries(readEntries(state, report));
  if (given.initialFilters != null) {
    given.initialFilters = Object.fromEntries(
      readEntries(given.initialFilters, report, "initialFilters"),
    );
  }
  const read = readInitialState(store, given, report);
  for (const [key, value] of Object.entries(given)) {
    // null means "not given"; a part already reported (a filter entry aside) stays out.
    if (value == null || dropped.some((part) => part.option === key && !part.filterId)) continue;
    const part: StatePart | false =
      Object.hasOwn(STATE_PARTS, key) && STATE_PARTS[key as StateOption];
    // A user state part as read above; a switch of the snapshot (isLoading is not one) as given.
    if (part && part.field) options[key] = read[part.field];
    else if (part && typeof value === "boolean") options[key] = value;
    else if (key === "initialByRelevance") {
      // Not a part of the snapshot (toJSON() saves the choice as the switch), but a state option.
      try {
        options[key] = readRelevanceOption(store, value);
      } catch (error) {
        report({ option: key, value }, error);
      }
    } else {
      report(
        { option: key, value },
        invalidState(
          DEV && (part ? `${key} must be true or false.` : `"${key}" is not a state option.`),
        ),
      );
    }
  }
  return { options: options as FinderRestoredOptions, dropped };
}
