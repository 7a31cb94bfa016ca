import { createEventsApi } from "./api/events";
import { createFiltersApi } from "./api/filters";
import { createGroupByApi } from "./api/groupBy";
import type { Internals } from "./api/internals";
import { createPaginationApi } from "./api/pagination";
import { createSearchApi } from "./api/search";
import { createSortByApi, startDirection } from "./api/sortBy";
import { Changes } from "./changes";
import { DEV, fail } from "./errors";
import { Memo } from "./memo";
import { keptState, readInitialState, readStartState } from "./restore";
import { sameSnapshot, writeSnapshot } from "./state-fields";
import { findRule } from "./rules/ruleset";
import { validateEffects } from "./rules/validate";
import { EMPTY_STATE, type UserState } from "./state";
import { STORES } from "./instances";
import { FinderStore } from "./store";
import { describeValue, isObject } from "./util";
import {
  checkBoolean,
  readByRelevance,
  readStateTerm,
  storedRelevance,
  validateDirection,
  validateOptions,
  type Flags,
} from "./valid-state";
import type {
  FilterRule,
  FinderCore as FinderCoreType,
  FinderCoreConstructor,
  FinderCoreOptions,
  FinderEventsApi,
  FinderFiltersApi,
  FinderGroupByApi,
  FinderMatches,
  FinderPaginationApi,
  FinderRule,
  FinderSearchApi,
  FinderSnapshot,
  FinderSortByApi,
  FinderState,
  FinderSystemEventName,
  FinderTestState,
  Id,
} from "./types";

function checkItems<FItem>(items: unknown): FItem[] {
  if (items === null || items === undefined) return [];
  if (!Array.isArray(items))
    fail("INVALID_ITEMS", DEV && "items must be an array, null or undefined.");
  return items as FItem[];
}

/** `test()` takes `{ searchTerm?, filters?, sortBy?, sortDirection?, byRelevance? }`; JavaScript callers may not. */
function checkTestState(state: unknown): void {
  if (!isObject(state) || !isObject((state as FinderTestState).filters ?? {})) {
    fail(
      "INVALID_TEST_STATE",
      DEV &&
        `test() takes { searchTerm?, filters?: {…}, sortBy?, sortDirection?, byRelevance? }, got ${describeValue(state)}.`,
    );
  }
}

/**
 * The `initialByRelevance` option as the user state stores it: undefined when not given or equal
 * to its switch, and true only with a search rule (NO_SEARCH_RULE).
 */
function relevanceOption<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  options: FinderCoreOptions<FItem, FContext>,
  flags: Flags,
): boolean | undefined {
  const chosen = options.initialByRelevance;
  if (chosen === undefined) return undefined;
  const checked = readByRelevance(
    chosen,
    store.ruleset.search !== undefined,
    DEV && "the initialByRelevance option",
  );
  return storedRelevance(checked, flags);
}

/**
 * `resetTo`, checked at construction as the constructor checks its own state options: they are
 * the app's code, so what it would refuse throws now rather than being left out at reset().
 */
function checkResetTo<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  resetTo: unknown,
): void {
  if (resetTo === undefined) return;
  if (!isObject(resetTo)) {
    fail(
      "INVALID_OPTIONS",
      DEV && `resetTo must be an object of state options, got ${describeValue(resetTo)}.`,
    );
  }
  readStartState(store, resetTo);
}

/** The instance: what it is made of, and how its parts are wired (see `FinderCore` in types.ts). */
class Finder<FItem = unknown, FContext = unknown> implements FinderCoreType<FItem, FContext> {
  readonly search: FinderSearchApi<FItem, FContext>;
  readonly filters: FinderFiltersApi<FItem, FContext>;
  readonly sortBy: FinderSortByApi<FItem, FContext>;
  readonly groupBy: FinderGroupByApi<FItem, FContext>;
  readonly pagination: FinderPaginationApi;
  readonly events: FinderEventsApi<FItem, FContext>;

  #store: FinderStore<FItem, FContext>;
  #changes: Changes<FItem, FContext>;
  #flags: Readonly<Flags>;
  #options: FinderCoreOptions<FItem, FContext>;
  /** The items as given: `null` and `undefined` mean none yet, and the same array is no change. */
  #itemsInput: FItem[] | null | undefined;
  /** The state the options give, read again only when what checks it changes (see `#startState`). */
  readonly #start = new Memo<UserState>();

  constructor(items: FItem[] | null | undefined, options: FinderCoreOptions<FItem, FContext>) {
    if (typeof options !== "object" || options === null) {
      fail("INVALID_OPTIONS", DEV && "the second argument must be an options object with `rules`.");
    }
    const flags = validateOptions(options);
    const list = checkItems<FItem>(items);
    const store = new FinderStore<FItem, FContext>(
      list,
      options.context as FContext,
      options.rules,
      flags,
      (created) => {
        validateEffects(options.effects, created.ruleset);
        checkResetTo(created, options.resetTo);
        const state = readInitialState(created, options);
        state.byRelevance = relevanceOption(created, options, flags);
        return state;
      },
    );
    this.#store = store;
    STORES.set(this, store as FinderStore<unknown, unknown>);
    this.#flags = flags;
    this.#options = options;
    this.#itemsInput = items;
    const changes = new Changes<FItem, FContext>({
      instance: this,
      store,
      options,
      waitsForItems: () => this.#waitsForItems(),
      snapshot: (state, page) => this.#snapshot(state, page),
    });
    this.#changes = changes;
    const internals: Internals<FItem, FContext> = {
      store,
      act: (action) => changes.act(action),
      test: (state, isAdditive) => this.test(state, isAdditive),
      waitsForItems: () => this.#waitsForItems(),
    };
    this.search = createSearchApi(internals);
    this.filters = createFiltersApi(internals);
    this.sortBy = createSortByApi(internals);
    this.groupBy = createGroupByApi(internals);
    this.pagination = createPaginationApi(internals);
    this.events = createEventsApi(changes.hub);
    changes.start();
  }

  // ---- live state ---------------------------------------------------------------------

  get items(): FItem[] {
    return this.#store.items;
  }
  get context(): FContext {
    return this.#store.context;
  }
  get isLoading(): boolean {
    return this.#flags.isLoading;
  }
  get disabled(): boolean {
    return this.#flags.disabled;
  }
  get isReady(): boolean {
    return this.#changes.isReady;
  }
  get isEmpty(): boolean {
    return this.#store.items.length === 0;
  }
  get hasMatches(): boolean {
    return this.matches.numMatchedItems > 0;
  }
  get updatedAt(): number {
    return this.#store.updatedAt;
  }
  /** Increases on every change; what `useSyncExternalStore` compares. */
  get version(): number {
    return this.#store.version;
  }
  get state(): FinderState {
    if (this.#flags.isLoading) return "loading";
    if (this.isEmpty) return "empty";
    const matches = this.matches;
    if (matches.numMatchedItems === 0) return "noMatches";
    return matches.hasGroupByRule ? "groups" : "items";
  }
  get matches(): FinderMatches<FItem> {
    return this.#store.matches();
  }
  get isReset(): boolean {
    const { state } = this.#store;
    return sameSnapshot(this.#snapshot(state, state.page), this.#snapshot(this.#startState(), 1));
  }

  /**
   * Calls `listener` after every change; returns a function that unsubscribes. Bound to the
   * instance, so it can be passed on alone: `useSyncExternalStore(finder.subscribe, …)`.
   */
  subscribe = (listener: () => void): (() => void) => {
    if (typeof listener !== "function")
      fail("INVALID_LISTENER", DEV && "subscribe() needs a function.");
    return this.#store.subscribe(listener);
  };

  // ---- system setters -----------------------------------------------------------------

  setItems(items: FItem[] | null | undefined): void {
    if (items === this.#itemsInput) return;
    const list = checkItems<FItem>(items);
    const initial = this.#store.items;
    this.#reload(
      () => {
        this.#store.setItems(list);
        this.#itemsInput = items;
      },
      "setItems",
      initial,
      list,
    );
  }

  setIsLoading(isLoading: boolean): void {
    this.#setFlag("isLoading", isLoading, "setIsLoading");
  }

  setIsDisabled(disabled: boolean): void {
    this.#setFlag("disabled", disabled, "setIsDisabled");
  }

  #setFlag(flag: "isLoading" | "disabled", value: boolean, event: FinderSystemEventName): void {
    checkBoolean(value, DEV && `${event}()`);
    if (value === this.#flags[flag]) return;
    this.#changes.change("action", (frame) => {
      this.#store.setFlag(flag, value);
      if (flag === "isLoading" && !value) frame.settle = true;
      this.#changes.systemChange(frame, event, !value, value);
    });
  }

  setContext(context: FContext): void {
    if (context === this.#store.context) return;
    const initial = this.#store.context;
    this.#reload(() => this.#store.setContext(context), "setContext", initial, context);
  }

  setRules(rules: FinderRule<FItem, FContext>[]): void {
    const current = this.#store.ruleset.all;
    // The same rules in the same order is no change: callers often rebuild the array.
    if (
      rules === current ||
      (Array.isArray(rules) &&
        rules.length === current.length &&
        rules.every((rule, i) => rule === current[i]))
    ) {
      return;
    }
    this.#reload(() =>
      this.#store.setRules(rules, (ruleset) => validateEffects(this.#changes.effects, ruleset)),
    );
  }

  /**
   * A change of rules, items or context: `load` gives the store the new ones (which drops its
   * caches), then the choices the constructor would now refuse are left out (see `keptState`),
   * so `toJSON()` always restores, and the page settles when the change ends. Like settling the
   * page, this is not a user action: it emits no `change`, and subscribers are told. `setItems`
   * and `setContext` also emit their system event.
   */
  #reload(
    load: () => void,
    event?: "setItems" | "setContext",
    initial?: unknown,
    current?: unknown,
  ): void {
    this.#changes.change("action", (frame) => {
      load();
      this.#store.update(keptState(this.#store));
      frame.settle = true;
      if (event) this.#changes.systemChange(frame, event, initial, current);
    });
  }

  /** Nothing is shown yet (loading, or no items array): the stored page waits for the items. */
  #waitsForItems(): boolean {
    return this.#flags.isLoading || this.#itemsInput == null;
  }

  /**
   * Applies several changes as one: every mutation inside `fn` applies at once, and when the
   * outermost batch returns, the instance emits one `change`, runs effects once per rule whose
   * value changed, and tells subscribers once. Returns what `fn` returns.
   */
  batch<T>(fn: () => T): T {
    if (typeof fn !== "function") fail("INVALID_LISTENER", DEV && "batch() needs a function.");
    return this.#changes.batch(fn);
  }

  reset(): void {
    if (this.#flags.disabled) return;
    const patch = this.#startState();
    // One action in a batch of its own: a debounced burst still pending is reported before it, and
    // a state that only spells the start another way (the first sort rule named, say) changes
    // the view in no way, so it emits nothing.
    this.batch(() =>
      this.#changes.act({
        source: "core",
        event: "reset",
        patch,
        read: (state) => this.#snapshot(state, state.page),
        same: (a, b) => sameSnapshot(a as FinderSnapshot, b as FinderSnapshot),
        everyRule: true,
      }),
    );
  }

  /**
   * Where reset() returns: the state a fresh finder given the same options starts in, on page 1
   * and with the page size in force (a page-size control is a display preference, which "Reset
   * all" leaves alone). Read against the rules, items and context in force: a part they no longer
   * accept is left out, as restoreState() leaves it out, and a sort direction goes with its rule.
   */
  #startState(): UserState {
    const store = this.#store;
    const options = (this.#options.resetTo ?? this.#options) as FinderCoreOptions<FItem, FContext>;
    const start = this.#start.get([store.ruleset, store.items, store.context], () => {
      const state = readInitialState(store, options, () => {});
      if (options.initialSortBy != null && state.sortBy === undefined) {
        state.sortDirection = undefined;
      }
      try {
        state.byRelevance = relevanceOption(store, options, this.#flags);
      } catch {
        // Relevance without the search rule to rank by: left out, as the term is.
      }
      return state;
    });
    return { ...start, page: 1, numItemsPerPage: store.state.numItemsPerPage };
  }

  // ---- queries ------------------------------------------------------------------------

  /** Search → filters → sort for a hypothetical state; changes nothing. */
  test(state: FinderTestState, isAdditive = false): FItem[] {
    checkTestState(state);
    const store = this.#store;
    const base = isAdditive ? store.state : EMPTY_STATE;
    // Blank values clear the filter for this test, even when it has a default.
    const tested = Object.entries(state.filters ?? {}).map(([id, value]) => [
      id,
      store.checkFilterInput(id, value) ?? null,
    ]);
    const filters = { ...base.filters, ...Object.fromEntries(tested) };
    const sortBy =
      state.sortBy === undefined ? base.sortBy : findRule(store.ruleset, state.sortBy, "sortBy").id;
    const searchTerm =
      state.searchTerm === undefined
        ? base.searchTerm
        : readStateTerm(state.searchTerm, store.ruleset.search !== undefined, DEV && "test()");
    const direction = validateDirection(state.sortDirection, DEV && "sortDirection");
    const byRelevance =
      state.byRelevance === undefined
        ? undefined
        : readByRelevance(state.byRelevance, store.ruleset.search !== undefined, DEV && "test()");
    const next = {
      searchTerm,
      filters,
      sortBy,
      // As sortBy.set() does: another rule starts from its own default direction.
      sortDirection: startDirection(base, sortBy, direction),
      // As sortBy.set() does: a rule given is chosen over relevance, unless relevance is given.
      byRelevance: byRelevance ?? (state.sortBy === undefined ? base.byRelevance : false),
    };
    return store.toItems(store.runPipeline(next, false));
  }

  /** The rule with this id; a filter rule comes back hydrated, as from `filters.getRule`. */
  getRule(id: Id): FinderRule<FItem, FContext> {
    const rule = findRule(this.#store.ruleset, id);
    return this.#store.ruleset.filters.includes(rule as FilterRule<FItem, unknown, FContext>)
      ? this.#store.hydratedFilterRule(rule as FilterRule<FItem, unknown, FContext>)
      : rule;
  }

  toJSON(): FinderSnapshot {
    // While nothing is shown yet, the requested page is kept for the items to come.
    const { state } = this.#store;
    return this.#snapshot(state, this.#waitsForItems() ? state.page : this.pagination.page);
  }

  #snapshot(state: UserState, page: number): FinderSnapshot {
    const ignoreSort = this.#options.ignoreSortByRulesWhileSearchRuleIsActive;
    return writeSnapshot({ ...state, page }, this.#store, ignoreSort);
  }
}

// Exported as a value typed by FinderCoreConstructor, so the instance type is the interface in
// types.ts, which every lower layer names without importing this module (layers.test.ts).
/** The Finder class: `new FinderCore(items, options)` creates an instance. */
export const FinderCore: FinderCoreConstructor = Finder;
export type FinderCore<FItem = unknown, FContext = unknown> = FinderCoreType<FItem, FContext>;
