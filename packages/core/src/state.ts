// The user state and its one writer: what a visitor chose (a term, filter values, sorts, a page),
// the version that counts changes, and the subscribers told of them. The rest of the store
// (inputs.ts, store.ts) derives from it and never writes it but through `update`.
import { sameReading } from "./equality";
import type { SortDirection } from "./types";

/** Everything a user can change; replaced (never mutated) on every change. */
export interface UserState {
  searchTerm: string;
  /** Values set by the user, by filter id. `null` records an explicit clear. */
  filters: Readonly<Record<string, unknown>>;
  sortBy: string | undefined;
  sortDirection: SortDirection | undefined;
  /**
   * Relevance chosen over the sort rule while a search term is active (false: the sort rule);
   * undefined leaves it to `ignoreSortByRulesWhileSearchRuleIsActive`.
   */
  byRelevance: boolean | undefined;
  groupBy: string | undefined;
  groupBySortDirection: SortDirection | undefined;
  page: number;
  numItemsPerPage: number | undefined;
}

/** The initial user state, before options are applied: nothing chosen, page 1. */
export const EMPTY_STATE: UserState = {
  searchTerm: "",
  filters: {},
  sortBy: undefined,
  sortDirection: undefined,
  byRelevance: undefined,
  groupBy: undefined,
  groupBySortDirection: undefined,
  page: 1,
  numItemsPerPage: undefined,
};

/**
 * Whether two user states are the same: equal fields, and filters that `sameFilters` finds the
 * same (by default, the same values by id).
 */
export function statesEqual(
  a: UserState,
  b: UserState,
  sameFilters: (a: UserState["filters"], b: UserState["filters"]) => boolean = sameReading,
): boolean {
  return (Object.keys(a) as (keyof UserState)[]).every((key) =>
    key === "filters" ? sameFilters(a.filters, b.filters) : Object.is(a[key], b[key]),
  );
}

/**
 * Holds the user state, counts its changes and tells subscribers of them. The state is written
 * only by `update`; what else changes the results (items, rules, context, switches) marks the
 * change with `markChanged`.
 */
export class UserStateHolder {
  version = 0;
  updatedAt = Date.now();

  /**
   * Written only by `update`, which marks the change (subscribers are told when the whole change
   * ends: see `notify`); read through `state`.
   */
  #state: UserState = EMPTY_STATE;
  readonly #subscribers = new Set<() => void>();
  /** A change bumped the version since subscribers were last told. */
  #owesNotify = false;

  get state(): UserState {
    return this.#state;
  }

  /** The state read from the options at construction: not a change. */
  protected initState(state: UserState): void {
    this.#state = state;
  }

  /**
   * The one writer of the user state. Applies `patch`; when that changes nothing (a value set
   * again), returns false and leaves even the page alone. Otherwise returns to page 1 if
   * `resetPage`, stores the new state and marks the change (see `touch`).
   */
  update(patch: Partial<UserState>, resetPage = false): boolean {
    const next: UserState = { ...this.#state, ...patch };
    if (statesEqual(this.#state, next)) return false;
    if (resetPage) next.page = 1;
    this.#state = next;
    this.markChanged();
    return true;
  }

  /** Marks a change: bumps the version and owes subscribers a call (see `notify`). */
  markChanged(): void {
    this.version += 1;
    this.updatedAt = Date.now();
    this.#owesNotify = true;
  }

  subscribe(listener: () => void): () => void {
    this.#subscribers.add(listener);
    return () => {
      this.#subscribers.delete(listener);
    };
  }

  /**
   * Tells every subscriber of the changes marked since the last call, once the whole change is
   * done; again if a subscriber changed the instance. What one throws goes to `errors`, and the
   * next still runs.
   */
  notify(errors: unknown[]): void {
    while (this.#owesNotify) {
      this.#owesNotify = false;
      for (const listener of [...this.#subscribers]) {
        try {
          listener();
        } catch (error) {
          errors.push(error);
        }
      }
    }
  }
}
