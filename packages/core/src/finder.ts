import { createFiltersApi } from "./api/filters";
import { createGroupByApi } from "./api/groupBy";
import { validateDirection, type Internals, type UserAction } from "./api/internals";
import { createPaginationApi, validateNumItemsPerPage, validatePage } from "./api/pagination";
import { createSearchApi, validateSearchTerm } from "./api/search";
import { createSortByApi } from "./api/sortBy";
import { fail } from "./errors";
import { EventHub } from "./events";
import { sameValue } from "./memo";
import { checkBoolean, validateOptions } from "./options";
import { getId, isSearchEffect } from "./rules/helpers";
import { findRule } from "./rules/ruleset";
import { ruleIdOf, validateEffects } from "./rules/validate";
import { normalizeCompact } from "./search/normalize";
import { EMPTY_STATE, FinderStore, type Flags, type UserState } from "./store";
import { describeValue, isObject, resolve, toArray } from "./util";
import type {
  FinderChangeEvent,
  FinderCoreOptions,
  FinderEffect,
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
  if (!Array.isArray(items)) fail("INVALID_ITEMS", "items must be an array, null or undefined.");
  return items as FItem[];
}

/** `test()` takes `{ searchTerm?, filters?, sortBy?, sortDirection? }`; JavaScript callers may not. */
function checkTestState(state: unknown): void {
  if (!isObject(state) || !isObject((state as FinderTestState).filters ?? {})) {
    fail(
      "INVALID_TEST_STATE",
      `test() takes { searchTerm?, filters?: {…}, sortBy?, sortDirection? }, got ${describeValue(state)}.`,
    );
  }
}

function statesEqual(a: UserState, b: UserState): boolean {
  const keys = Object.keys(a) as (keyof UserState)[];
  if (!keys.every((key) => key === "filters" || Object.is(a[key], b[key]))) return false;
  const aKeys = Object.keys(a.filters);
  const bKeys = Object.keys(b.filters);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => key in b.filters && sameValue(a.filters[key], b.filters[key]))
  );
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
  #flags: Flags;
  #options: FinderCoreOptions<FItem, FContext>;
  #effects: FinderEffect<FItem, FContext>[];
  #itemsInput: FItem[] | null | undefined;
  #isReady = false;
  #hadUserInteraction = false;
  #pending = new Map<string, { timer: ReturnType<typeof setTimeout>; initial: unknown }>();

  constructor(items: FItem[] | null | undefined, options: FinderCoreOptions<FItem, FContext>) {
    if (typeof options !== "object" || options === null) {
      fail("INVALID_OPTIONS", "the second argument must be an options object with `rules`.");
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
    );
    validateEffects(options.effects, store.ruleset);
    store.state = FinderCore.#initialState(store, options);
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
    options.onInit?.(this);
    this.#checkReady();
  }

  /** Validates every initial option before the instance exists, so bad options throw early. */
  static #initialState<FItem, FContext>(
    store: FinderStore<FItem, FContext>,
    options: FinderCoreOptions<FItem, FContext>,
  ): UserState {
    const filters: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(options.initialFilters ?? {})) {
      const checked = store.checkFilterInput(id, value);
      if (checked !== undefined) filters[id] = checked;
    }
    if (options.initialSortBy !== undefined)
      findRule(store.ruleset, options.initialSortBy, "sortBy");
    if (options.initialGroupBy !== undefined)
      findRule(store.ruleset, options.initialGroupBy, "groupBy");
    return {
      searchTerm:
        options.initialSearchTerm === undefined
          ? ""
          : validateSearchTerm(options.initialSearchTerm),
      filters,
      sortBy: options.initialSortBy,
      sortDirection: validateDirection(options.initialSortDirection, "initialSortDirection"),
      groupBy: options.initialGroupBy,
      groupBySortDirection: validateDirection(
        options.initialGroupBySortDirection,
        "initialGroupBySortDirection",
      ),
      page: options.page === undefined ? 1 : validatePage(options.page),
      numItemsPerPage: validateNumItemsPerPage(options.numItemsPerPage),
    };
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

  subscribe(listener: () => void): () => void {
    if (typeof listener !== "function") fail("INVALID_LISTENER", "subscribe() needs a function.");
    return this.#store.subscribe(listener);
  }

  // ---- system setters -----------------------------------------------------------------

  setItems(items: FItem[] | null | undefined): void {
    if (items === this.#itemsInput) return;
    const list = checkItems<FItem>(items);
    const initial = this.#store.items;
    this.#itemsInput = items;
    this.#store.setItems(list);
    this.#systemChange("setItems", initial, list);
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
    this.#flags[flag] = value;
    this.#systemChange(event, !value, value);
  }

  setContext(context: FContext): void {
    if (context === this.#store.context) return;
    const initial = this.#store.context;
    this.#store.setContext(context);
    this.#systemChange("setContext", initial, context);
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
    this.#store.setRules(rules, (ruleset) => validateEffects(this.#effects, ruleset));
    this.#store.notify();
  }

  #systemChange(event: FinderSystemEventName, initial: unknown, current: unknown): void {
    this.#store.notify();
    if (!this.#hub.isSilent()) this.#hub.emit(event, this.#coreEvent(event, { initial, current }));
    this.#checkReady();
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
    this.#options.onReady?.(this);
    this.#hub.emit("ready", this.#coreEvent("ready", {}));
  }

  // ---- user actions -------------------------------------------------------------------

  #act(action: UserAction<FItem, FContext>): void {
    if (this.#flags.disabled) return;
    const previous = this.#store.state;
    const next: UserState = { ...previous, page: 1, ...action.patch };
    if (statesEqual(previous, next)) return;
    this.#store.state = next;
    this.#store.notify();
    if (this.#hub.isSilent()) return;
    const initial = action.read(previous);
    const delay = action.debounceMilliseconds ?? 0;
    if (delay <= 0) {
      this.#emitChange(action, initial, action.read(next));
      return;
    }
    // Debounced: results are already current; only the event waits for the burst to end.
    const key = `${action.event}\u0000${action.rule ? ruleIdOf(action.rule) : ""}`;
    const pending = this.#pending.get(key);
    if (pending) clearTimeout(pending.timer);
    const burstInitial = pending ? pending.initial : initial;
    const timer = setTimeout(() => {
      this.#pending.delete(key);
      this.#emitChange(action, burstInitial, action.read(this.#store.state));
    }, delay);
    this.#pending.set(key, { timer, initial: burstInitial });
  }

  #emitChange(action: UserAction<FItem, FContext>, initial: unknown, current: unknown): void {
    const event: FinderChangeEvent<FItem, FContext> = {
      source: action.source,
      event: action.event,
      current,
      initial,
      rule: action.rule,
      timestamp: Date.now(),
      instance: this,
    };
    if (!this.#hadUserInteraction) {
      this.#hadUserInteraction = true;
      this.#options.onFirstUserInteraction?.(event);
      this.#hub.emit("firstUserInteraction", event);
    }
    this.#options.onChange?.(event);
    this.#hub.emit("change", event);
    if (action.rule) this.#runEffects(action.rule);
  }

  /** Search effects first, then rule effects; silently, so they emit and trigger nothing. */
  #runEffects(rule: FinderRule<FItem, FContext>): void {
    const ruleId = ruleIdOf(rule);
    const { items, context } = this.#store;
    const isSearch = rule === this.#store.ruleset.search;
    for (const effect of this.#effects) {
      if (!isSearchEffect(effect) || !isSearch) continue;
      const term = this.#store.state.searchTerm;
      const compactTerm = normalizeCompact(term);
      if (compactTerm === "") continue;
      const keywords = toArray(resolve(effect, "haystack", items, context)).map(normalizeCompact);
      if (keywords.some((keyword) => keyword !== "" && compactTerm.includes(keyword))) {
        this.#hub.silently(() => effect.onChange(this, term));
      }
    }
    for (const effect of this.#effects) {
      if (isSearchEffect(effect)) continue;
      const ids = toArray(resolve(effect, "rules", items, context)).map(getId);
      if (ids.includes(ruleId)) this.#hub.silently(() => effect.onChange(this, rule));
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
    const next = {
      searchTerm:
        state.searchTerm === undefined ? base.searchTerm : validateSearchTerm(state.searchTerm),
      filters,
      sortBy: state.sortBy ?? base.sortBy,
      sortDirection: validateDirection(state.sortDirection, "sortDirection") ?? base.sortDirection,
    };
    return store.toItems(store.runPipeline(next, false));
  }

  getRule(id: Id): FinderRule<FItem, FContext> {
    return findRule(this.#store.ruleset, id);
  }

  toJSON(): FinderSnapshot {
    const state = this.#store.state;
    return {
      disabled: this.#flags.disabled,
      initialSearchTerm: state.searchTerm,
      initialFilters: { ...state.filters },
      page: this.pagination.page,
      numItemsPerPage: state.numItemsPerPage,
      initialSortBy: state.sortBy,
      initialSortDirection: state.sortDirection,
      ignoreSortByRulesWhileSearchRuleIsActive: this.#flags.ignoreSortWhileSearching,
      initialGroupBy: state.groupBy,
      initialGroupBySortDirection: state.groupBySortDirection,
      requireGroup: this.#flags.requireGroup,
    };
  }
}
