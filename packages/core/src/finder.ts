import { createFiltersApi } from "./api/filters";
import { createGroupByApi } from "./api/groupBy";
import { sameReading, validateDirection, type Internals, type UserAction } from "./api/internals";
import { createPaginationApi } from "./api/pagination";
import { createSearchApi, requireSearchRule, validateSearchTerm } from "./api/search";
import { createSortByApi } from "./api/sortBy";
import { DEV, fail } from "./errors";
import { EventHub, rethrow } from "./events";
import { filterKindOf } from "./pipeline/filter";
import { sameFilterValue } from "./rules/filter-values";
import { checkBoolean, validateOptions } from "./options";
import { getId, isSearchEffect } from "./rules/helpers";
import { findRule, ruleWithId } from "./rules/ruleset";
import { ruleIdOf, validateEffects } from "./rules/validate";
import { normalizeCompact } from "./search/normalize";
import { readInitialState } from "./restore";
import { EMPTY_STATE, FinderStore, type Flags, type UserState } from "./store";
import { describeValue, isObject, resolve, toArray } from "./util";
import type {
  FilterRule,
  FinderChangeEvent,
  FinderChangeEventName,
  FinderCoreOptions,
  FinderEffect,
  FinderEventSource,
  FinderEventsApi,
  FinderFiltersApi,
  FinderGroupByApi,
  FinderMatches,
  FinderPaginationApi,
  FinderRule,
  FinderSearchApi,
  FinderSnapshot,
  FinderSystemEvent,
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

/** `test()` takes `{ searchTerm?, filters?, sortBy?, sortDirection? }`; JavaScript callers may not. */
function checkTestState(state: unknown): void {
  if (!isObject(state) || !isObject((state as FinderTestState).filters ?? {})) {
    fail(
      "INVALID_TEST_STATE",
      DEV &&
        `test() takes { searchTerm?, filters?: {…}, sortBy?, sortDirection? }, got ${describeValue(state)}.`,
    );
  }
}

/** A user action recorded in a change, with the value it reports as `initial`. */
interface Entry<FItem, FContext> {
  action: UserAction<FItem, FContext>;
  initial: unknown;
}

/**
 * One change in progress: a single action, a debounced burst that has ended, or a batch. What it
 * records is reported once, when it ends.
 */
interface Frame<FItem, FContext> {
  kind: "action" | "burst" | "batch";
  /** The user state when the change began. */
  start: UserState;
  /**
   * For a batch, `toJSON()` as it began: its flags and sort rule too, which the batch may change.
   * Reported as `initial` when several actions changed something.
   */
  before: FinderSnapshot | undefined;
  /** The user actions that were not silent, in order. */
  entries: Entry<FItem, FContext>[];
  /** System changes that were not silent, by channel: the first `initial`, the last `current`. */
  system: Map<FinderSystemEventName, { initial: unknown; current: unknown }>;
  /** Items, rules or context changed, or loading ended: the page is settled at the end. */
  settle: boolean;
}

/**
 * The framework-free Finder instance: items and rules in, live results out. Every member is
 * live; the namespaces (`search`, `filters`, ...) are created once and safe to keep.
 */
export class FinderCore<FItem = unknown, FContext = unknown> {
  readonly search: FinderSearchApi<FItem, FContext>;
  readonly filters: FinderFiltersApi<FItem, FContext>;
  readonly sortBy: FinderSortByApi<FItem, FContext>;
  readonly groupBy: FinderGroupByApi<FItem, FContext>;
  readonly pagination: FinderPaginationApi;
  readonly events: FinderEventsApi<FItem, FContext>;

  #store: FinderStore<FItem, FContext>;
  #hub = new EventHub<FItem, FContext>();
  #flags: Readonly<Flags>;
  #options: FinderCoreOptions<FItem, FContext>;
  #effects: FinderEffect<FItem, FContext>[];
  #itemsInput: FItem[] | null | undefined;
  #isReady = false;
  #hadUserInteraction = false;
  /** Debounced bursts whose event still waits, by rule id. */
  #pending = new Map<
    string,
    { timer: ReturnType<typeof setTimeout>; initial: unknown; fire: () => void }
  >();
  /** The batch in progress. */
  #frame: Frame<FItem, FContext> | undefined;
  /** Nested calls in progress; subscribers and collected errors wait for the outermost. */
  #depth = 0;
  /** Errors thrown by callbacks during the outermost call, rethrown when it ends. */
  #errors: unknown[] = [];

  constructor(items: FItem[] | null | undefined, options: FinderCoreOptions<FItem, FContext>) {
    if (typeof options !== "object" || options === null) {
      fail("INVALID_OPTIONS", DEV && "the second argument must be an options object with `rules`.");
    }
    validateOptions(options);
    const list = checkItems<FItem>(items);
    const flags: Flags = {
      disabled: options.disabled === true,
      isLoading: options.isLoading === true,
      requireGroup: options.requireGroup === true,
      ignoreSortWhileSearching: options.ignoreSortByRulesWhileSearchRuleIsActive === true,
    };
    const store = new FinderStore<FItem, FContext>(
      list,
      options.context as FContext,
      options.rules,
      flags,
      (created) => {
        validateEffects(options.effects, created.ruleset);
        return readInitialState(created, options);
      },
    );
    this.#store = store;
    this.#flags = flags;
    this.#options = options;
    // A copy: the effects are read once, so pushing to the caller's array later changes nothing.
    this.#effects = [...(options.effects ?? [])];
    this.#itemsInput = items;
    const internals: Internals<FItem, FContext> = {
      store,
      act: (action) => this.#act(action),
      test: (state, isAdditive) => this.test(state, isAdditive),
      holdsPage: () => this.#holdsPage(),
    };
    this.search = createSearchApi(internals);
    this.filters = createFiltersApi(internals);
    this.sortBy = createSortByApi(internals);
    this.groupBy = createGroupByApi(internals);
    this.pagination = createPaginationApi(internals);
    const hub = this.#hub;
    this.events = {
      on: (name, listener) => hub.on(name, listener),
      off: (name, listener) => hub.off(name, listener),
      silently: (fn) => hub.silently(fn),
      isSilent: () => hub.isSilent(),
    };
    this.#guard(() => {
      this.#settlePage();
      this.#call(options.onInit, this);
      this.#checkReady();
    });
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
    return this.#isReady;
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
    this.#change("action", (frame) => {
      const initial = this.#store.items;
      this.#store.setItems(list);
      this.#itemsInput = items;
      frame.settle = true;
      this.#systemChange(frame, "setItems", initial, list);
    });
  }

  setIsLoading(isLoading: boolean): void {
    this.#setFlag("isLoading", isLoading, "setIsLoading");
  }

  setIsDisabled(disabled: boolean): void {
    this.#setFlag("disabled", disabled, "setIsDisabled");
  }

  #setFlag(flag: "isLoading" | "disabled", value: boolean, event: FinderSystemEventName): void {
    checkBoolean(value, `${event}()`);
    if (value === this.#flags[flag]) return;
    this.#change("action", (frame) => {
      this.#store.setFlag(flag, value);
      if (flag === "isLoading" && !value) frame.settle = true;
      this.#systemChange(frame, event, !value, value);
    });
  }

  setContext(context: FContext): void {
    if (context === this.#store.context) return;
    this.#change("action", (frame) => {
      const initial = this.#store.context;
      this.#store.setContext(context);
      frame.settle = true;
      this.#systemChange(frame, "setContext", initial, context);
    });
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
    this.#change("action", (frame) => {
      this.#store.setRules(rules, (ruleset) => validateEffects(this.#effects, ruleset));
      frame.settle = true;
    });
  }

  /** Records a system change (its event is emitted when the change ends, unless silent). */
  #systemChange(
    frame: Frame<FItem, FContext>,
    event: FinderSystemEventName,
    initial: unknown,
    current: unknown,
  ): void {
    if (this.#hub.isSilent()) return;
    const recorded = frame.system.get(event);
    if (recorded) recorded.current = current;
    else frame.system.set(event, { initial, current });
  }

  /** An event the instance itself raises (not a user action). */
  #coreEvent<K extends FinderSystemEventName | "ready", FExtra extends object>(
    event: K,
    extra: FExtra,
  ) {
    return { source: "core" as const, event, ...extra, timestamp: Date.now(), instance: this };
  }

  #checkReady(): void {
    if (this.#isReady || this.#flags.isLoading || this.#itemsInput == null) return;
    this.#isReady = true;
    this.#call(this.#options.onReady, this);
    this.#hub.emit("ready", this.#coreEvent("ready", {}), this.#errors);
  }

  /** Nothing is shown yet (loading, or no items array): the stored page waits for the items. */
  #holdsPage(): boolean {
    return this.#flags.isLoading || this.#itemsInput == null;
  }

  /** The page shown becomes the page, unless nothing is shown yet (loading, or no items array). */
  #settlePage(): void {
    if (this.#holdsPage()) return;
    try {
      this.#store.settlePage();
    } catch {
      // A rule function threw while the results were computed. The page stays as it is; reading
      // the results runs the same functions and throws the same error to the reader.
    }
  }

  // ---- changes ------------------------------------------------------------------------

  /**
   * Applies several changes as one: every mutation inside `fn` applies at once, and when the
   * outermost batch returns, the instance emits one `change`, runs effects once per rule whose
   * value changed, and tells subscribers once. Returns what `fn` returns.
   */
  batch<T>(fn: () => T): T {
    if (typeof fn !== "function") fail("INVALID_LISTENER", DEV && "batch() needs a function.");
    if (this.#frame?.kind === "batch") return fn();
    return this.#guard(() => {
      // A burst that began before the batch is reported on its own, before it.
      for (const pending of [...this.#pending.values()]) pending.fire();
      return this.#change("batch", () => fn());
    });
  }

  /** Calls an option callback; what it throws is collected like a listener's error. */
  #call<A>(callback: ((arg: A) => void) | undefined, arg: A): void {
    if (callback === undefined) return;
    try {
      callback(arg);
    } catch (error) {
      this.#errors.push(error);
    }
  }

  /**
   * Runs `fn`. When the outermost such call ends, subscribers are told of any change, and the
   * errors collected from callbacks are rethrown (after `fn`'s own error, if it threw).
   */
  #guard<T>(fn: () => T): T {
    this.#depth += 1;
    let result: T | undefined;
    let thrown: { error: unknown } | undefined;
    try {
      result = fn();
    } catch (error) {
      thrown = { error };
    }
    // Subscribers are told once the outermost call ends, of everything it changed.
    if (this.#depth === 1) this.#store.notify(this.#errors);
    this.#depth -= 1;
    if (this.#depth > 0) {
      if (thrown) throw thrown.error;
      return result as T;
    }
    const errors = this.#errors;
    this.#errors = [];
    rethrow(thrown ? [thrown.error, ...errors] : errors);
    return result as T;
  }

  /** Runs `fn` as one change (or as part of the batch in progress) and reports it at the end. */
  #change<T>(kind: Frame<FItem, FContext>["kind"], fn: (frame: Frame<FItem, FContext>) => T): T {
    const open = this.#frame;
    if (open) return fn(open);
    const start = this.#store.state;
    const frame: Frame<FItem, FContext> = {
      kind,
      start,
      before: kind === "batch" ? this.#snapshot(start, start.page) : undefined,
      entries: [],
      system: new Map(),
      settle: false,
    };
    return this.#guard(() => {
      this.#frame = frame;
      try {
        return fn(frame);
      } finally {
        this.#frame = undefined;
        this.#flush(frame);
      }
    });
  }

  /** Reports a change that ended: the page, system events, `ready`, then the user change. */
  #flush(frame: Frame<FItem, FContext>): void {
    if (frame.settle) this.#settlePage();
    for (const [event, { initial, current }] of frame.system) {
      if (Object.is(initial, current)) continue;
      const payload: FinderSystemEvent<FItem, FContext> = this.#coreEvent(event, {
        initial,
        current,
      });
      this.#hub.emit(event, payload, this.#errors);
    }
    this.#checkReady();
    this.#report(frame);
  }

  #report(frame: Frame<FItem, FContext>): void {
    const { entries, start } = frame;
    if (entries.length === 0) return;
    const state = this.#store.state;
    if (entries.length === 1) {
      const { action, initial: recorded } = entries[0] as Entry<FItem, FContext>;
      const initial = frame.kind === "batch" ? action.read(start) : recorded;
      const current = action.read(state);
      // A burst or a batch that ends where it began changed nothing.
      if (frame.kind !== "action" && (action.same ?? sameReading)(initial, current)) return;
      const { rule } = action;
      this.#emitChange(action.source, action.event, initial, current, rule, rule ? [rule] : []);
      return;
    }
    const rules = this.#changedRules(start, state);
    const same =
      rules.every((rule) => !("filterFn" in rule)) &&
      (Object.keys(start) as (keyof UserState)[]).every(
        (key) => key === "filters" || Object.is(start[key], state[key]),
      );
    if (same) return;
    const before = frame.before ?? this.#snapshot(start, start.page);
    this.#emitChange("core", "batch", before, this.#snapshot(state, state.page), undefined, rules);
  }

  /** The rules whose value differs between two states, the way single actions name them. */
  #changedRules(a: UserState, b: UserState): FinderRule<FItem, FContext>[] {
    const store = this.#store;
    const { ruleset } = store;
    const rules: FinderRule<FItem, FContext>[] = [];
    if (ruleset.search && a.searchTerm !== b.searchTerm) rules.push(ruleset.search);
    for (const rule of ruleset.filters) {
      const before = store.filterValue(rule, a.filters);
      if (!sameFilterValue(filterKindOf(rule), before, store.filterValue(rule, b.filters)))
        rules.push(rule);
    }
    if (a.sortBy !== b.sortBy || a.sortDirection !== b.sortDirection) {
      const rule = store.sortRule(b.sortBy);
      if (rule) rules.push(rule);
    }
    if (a.groupBy !== b.groupBy || a.groupBySortDirection !== b.groupBySortDirection) {
      const rule = ruleWithId(ruleset.groupBy, b.groupBy);
      if (rule) rules.push(rule);
    }
    return rules;
  }

  // ---- user actions -------------------------------------------------------------------

  #act(action: UserAction<FItem, FContext>): void {
    if (this.#flags.disabled) return;
    this.#change("action", (frame) => {
      const previous = this.#store.state;
      // No change (a value set again, setPage to the current page): nothing moves, not even the page.
      if (!this.#store.update(action.patch, action.patch.page === undefined)) return;
      if (this.#hub.isSilent()) return;
      const initial = action.read(previous);
      const delay = action.debounceMilliseconds ?? 0;
      // In a batch the batch decides when to report; elsewhere a debounced rule waits.
      if (delay > 0 && frame.kind !== "batch" && action.rule) {
        this.#debounce(action, action.rule, initial, delay);
      } else {
        frame.entries.push({ action, initial });
      }
    });
  }

  /** Results are already current; only the event waits until no action on the rule for `delay`. */
  #debounce(
    action: UserAction<FItem, FContext>,
    rule: FinderRule<FItem, FContext>,
    initial: unknown,
    delay: number,
  ): void {
    const key = ruleIdOf(rule);
    const pending = this.#pending.get(key);
    if (pending) clearTimeout(pending.timer);
    const burstInitial = pending ? pending.initial : initial;
    const fire = () => {
      clearTimeout(timer);
      this.#pending.delete(key);
      // Thrown from the timer when the burst ends by itself: nothing else could catch it.
      this.#change("burst", (frame) => {
        frame.entries.push({ action, initial: burstInitial });
      });
    };
    const timer = setTimeout(fire, delay);
    this.#pending.set(key, { timer, fire, initial: burstInitial });
  }

  #emitChange(
    source: FinderEventSource,
    name: FinderChangeEventName,
    initial: unknown,
    current: unknown,
    rule: FinderRule<FItem, FContext> | undefined,
    rules: readonly FinderRule<FItem, FContext>[],
  ): void {
    const event: FinderChangeEvent<FItem, FContext> = {
      source,
      event: name,
      current,
      initial,
      rule,
      timestamp: Date.now(),
      instance: this,
    };
    const errors = this.#errors;
    if (!this.#hadUserInteraction) {
      this.#hadUserInteraction = true;
      this.#call(this.#options.onFirstUserInteraction, event);
      this.#hub.emit("firstUserInteraction", event, errors);
    }
    this.#call(this.#options.onChange, event);
    this.#hub.emit("change", event, errors);
    for (const rule of rules) this.#runEffects(rule);
  }

  /**
   * Search effects first, then rule effects; silently, so they emit and trigger nothing. What an
   * effect throws is collected, and the next effect still runs.
   */
  #runEffects(rule: FinderRule<FItem, FContext>): void {
    const ruleId = ruleIdOf(rule);
    const { items, context } = this.#store;
    const isSearch = rule === this.#store.ruleset.search;
    const run = (fn: () => void) => {
      try {
        this.#hub.silently(fn);
      } catch (error) {
        this.#errors.push(error);
      }
    };
    for (const effect of this.#effects) {
      if (!isSearchEffect(effect) || !isSearch) continue;
      run(() => {
        const term = this.#store.state.searchTerm;
        const compactTerm = normalizeCompact(term);
        if (compactTerm === "") return;
        const keywords = toArray(resolve(effect, "haystack", items, context)).map(normalizeCompact);
        if (keywords.some((keyword) => keyword !== "" && compactTerm.includes(keyword))) {
          effect.onChange(this, term);
        }
      });
    }
    for (const effect of this.#effects) {
      if (isSearchEffect(effect)) continue;
      run(() => {
        const ids = toArray(resolve(effect, "rules", items, context)).map(getId);
        if (ids.includes(ruleId)) effect.onChange(this, rule);
      });
    }
  }

  // ---- queries ------------------------------------------------------------------------

  /** Search → filters → sort for a hypothetical state; changes nothing. */
  test(state: FinderTestState, isAdditive = false): FItem[] {
    checkTestState(state);
    const store = this.#store;
    const base = isAdditive ? store.state : EMPTY_STATE;
    const filters: Record<string, unknown> = { ...base.filters };
    for (const [id, value] of Object.entries(state.filters ?? {})) {
      // Blank values clear the filter for this test, even when it has a default.
      filters[id] = store.checkFilterInput(id, value) ?? null;
    }
    if (state.sortBy !== undefined) findRule(store.ruleset, state.sortBy, "sortBy");
    const searchTerm =
      state.searchTerm === undefined ? base.searchTerm : validateSearchTerm(state.searchTerm);
    if (searchTerm !== "")
      requireSearchRule(store.ruleset.search !== undefined, searchTerm, "test()");
    const next = {
      searchTerm,
      filters,
      sortBy: state.sortBy ?? base.sortBy,
      sortDirection: validateDirection(state.sortDirection, "sortDirection") ?? base.sortDirection,
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
    return this.#snapshot(this.#store.state, this.pagination.page);
  }

  #snapshot(state: UserState, page: number): FinderSnapshot {
    const sortRule = this.#store.sortRule(state.sortBy);
    return {
      disabled: this.#flags.disabled,
      initialSearchTerm: state.searchTerm,
      initialFilters: { ...state.filters },
      page,
      numItemsPerPage: state.numItemsPerPage,
      // The sort in force, as the earlier library reported it: restoring it gives the same order.
      initialSortBy: sortRule?.id,
      initialSortDirection: sortRule ? this.#store.sortDirection(state) : undefined,
      ignoreSortByRulesWhileSearchRuleIsActive:
        this.#options.ignoreSortByRulesWhileSearchRuleIsActive,
      initialGroupBy: state.groupBy,
      initialGroupBySortDirection: state.groupBySortDirection,
      requireGroup: this.#flags.requireGroup,
    };
  }
}
