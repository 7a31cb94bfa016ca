// The state a finder saves, as one table: for each part of a snapshot (`toJSON()`), the
// constructor option it is given as, the user state field or switch it restores, how a given
// value is read, how the part is written, and so what a fresh finder writes for it. The
// constructor and restoreState() read through it (restore.ts), toJSON() and batch events write
// through it (finder.ts), and keptState turns a state back into options with it. A new part is
// one entry here, which FinderSnapshot's keys make the compiler ask for; the compiler then asks
// for the rest through the tables over the same keys: the address's key and how it is applied
// (search-params.ts), `<Finder>`'s view props (packages/react), and, for a new user state field,
// whether the sorted matches depend on it (store.ts). The core README lists the whole change.
import { sameReading } from "./equality";
import { findRule } from "./rules/ruleset";
import type { UserState } from "./state";
import type { FinderInputs } from "./inputs";
import type { FinderSnapshot, Id } from "./types";
import { copyFilterValues } from "./rules/filter-kinds";
import {
  readStateTerm,
  validateDirection,
  validateNumItemsPerPage,
  validatePage,
} from "./valid-state";

type AnyStore = FinderInputs<unknown, unknown>;

interface PartWriter {
  /** Read after the parts without it (see `READ_ORDER`). */
  readLast?: true;
  /**
   * The value saved from `state` (with the page to save: the one shown, or the one requested
   * while nothing is shown yet); by default the field's value. `ignoreSort` is
   * `ignoreSortByRulesWhileSearchRuleIsActive` as given to the constructor (for an address, as
   * its defaults give it).
   */
  write?(state: UserState, store: AnyStore, ignoreSort: boolean | undefined): unknown;
}

/**
 * One part of the saved state: a switch, which restores no user state field (the constructor
 * reads it); a field, whose given value `read` checks strictly (what is stored, or a FinderError
 * thrown); or the filters, which have no `read`: restore.ts reads them entry by entry, so that
 * restoreState() can keep the valid ones.
 */
export type StatePart =
  | (PartWriter & { field?: undefined; read?: undefined; write: PartWriter["write"] })
  | (PartWriter & {
      field: Exclude<keyof UserState, "filters" | "byRelevance">;
      read(value: unknown, option: string, store: AnyStore): unknown;
    })
  | (PartWriter & { field: "filters"; read?: undefined });

/** `initialSortBy`, `initialGroupBy`: an id given as `{ id }` (or the rule itself) is kept as the rule's string id. */
const ruleId =
  (kind: "sortBy" | "groupBy") =>
  (value: unknown, _option: string, store: AnyStore): string =>
    findRule(store.ruleset, value as Id, kind).id;

/** The parts in the order `toJSON()` writes them. */
export const STATE_PARTS = {
  disabled: { write: (_, store) => store.flags.disabled },
  initialSearchTerm: {
    field: "searchTerm",
    read: (value, option, store) =>
      readStateTerm(value, store.ruleset.search !== undefined, option),
  },
  // No read: read entry by entry (restore.ts), so restoreState() can keep the valid ones.
  initialFilters: {
    field: "filters",
    write: (state, store) => copyFilterValues(state.filters, store.ruleset.byId),
  },
  page: { field: "page", read: validatePage, readLast: true },
  numItemsPerPage: { field: "numItemsPerPage", read: validateNumItemsPerPage, readLast: true },
  initialSortBy: {
    field: "sortBy",
    read: ruleId("sortBy"),
    // The sort in force, as the earlier library reported it: restoring it gives the same order.
    write: (state, store) => store.sortRuleOf(state.sortBy)?.id,
  },
  initialSortDirection: {
    field: "sortDirection",
    read: validateDirection,
    // Without sort rules, a direction the visitor chose is kept for rules to come.
    write: (state, store) =>
      store.sortRuleOf(state.sortBy) ? store.sortDirection(state) : state.sortDirection,
  },
  // The choice of relevance in force: the visitor's, else the switch as given. Restoring makes it
  // the new finder's switch, which is the default of the choice.
  ignoreSortByRulesWhileSearchRuleIsActive: {
    write: (state, _store, ignoreSort) => state.byRelevance ?? ignoreSort,
  },
  initialGroupBy: { field: "groupBy", read: ruleId("groupBy") },
  initialGroupBySortDirection: { field: "groupBySortDirection", read: validateDirection },
  requireGroup: { write: (_, store) => store.flags.requireGroup },
} satisfies Record<keyof FinderSnapshot, StatePart>;

export type StateOption = keyof typeof STATE_PARTS;

const PARTS = Object.entries(STATE_PARTS) as [StateOption, StatePart][];

/**
 * The order the parts are read in: the table's, with the pager's parts last. Which bad part the
 * constructor throws for first, and the order of restoreState()'s `dropped`, follow it.
 */
export const READ_ORDER = [
  ...PARTS.filter(([, part]) => !part.readLast),
  ...PARTS.filter(([, part]) => part.readLast),
];

/** The value `part` saves. */
export function written(
  part: StatePart,
  state: UserState,
  store: AnyStore,
  ignoreSort?: boolean,
): unknown {
  return part.write ? part.write(state, store, ignoreSort) : state[part.field as keyof UserState];
}

/** The snapshot `toJSON()` returns, part by part: see `StatePart.write`. */
export function writeSnapshot(
  state: UserState,
  store: AnyStore,
  ignoreSort: boolean | undefined,
): FinderSnapshot {
  return Object.fromEntries(
    PARTS.map(([option, part]) => [option, written(part, state, store, ignoreSort)]),
  ) as unknown as FinderSnapshot;
}

/** Whether two snapshots save the same view: every part equal, the filters value by value. */
export function sameSnapshot(a: FinderSnapshot, b: FinderSnapshot): boolean {
  return PARTS.every(([option]) => sameReading(a[option], b[option]));
}

/** The user state as the state options that give it back (the inverse of `readInitialState`). */
export function asStateOptions(state: UserState): Partial<Record<StateOption, unknown>> {
  const options: Partial<Record<StateOption, unknown>> = {};
  for (const [option, { field }] of PARTS) if (field) options[option] = state[field];
  return options;
}
