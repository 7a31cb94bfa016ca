import { sameReading, sameValue } from "./equality";
import { Memo } from "./memo";
import { filterPassMask, intersectMatches, updateMask } from "./pipeline/filter";
import { groupItems } from "./pipeline/group";
import { pageWindow, type PageWindow } from "./pipeline/paginate";
import {
  createSearchIndex,
  findNarrowableResult,
  scoreMatches,
  searchItems,
  type SearchIndex,
  type SearchResult,
} from "./pipeline/search";
import {
  buildSortOrder,
  rankSortValues,
  rankSubset,
  readSortValues,
  sortByScore,
  sortMatches,
  sortSubset,
  type ScoresByIndex,
  type SortColumn,
  type SortOrder,
  type SortValues,
} from "./pipeline/sort";
import {
  effectiveFilterValue,
  hydrateOptions,
  normalizeFilterValue,
  optionValue,
} from "./rules/filter-values";
import { kindOf } from "./rules/filter-kinds";
import { createRuleset, findRule, ruleWithId, type Ruleset } from "./rules/ruleset";
import { parseTerm } from "./search/term";
import { getOrCreate, toArray } from "./util";
import type { Flags } from "./valid-state";
import type {
  FilterOption,
  FilterRule,
  FinderGroup,
  FinderMatches,
  FinderRule,
  GroupByRule,
  HydratedFilterRule,
  Id,
  SortByRule,
  SortDirection,
} from "./types";

/** Everything a user can change; replaced (never mutated) on every change. */
export interface UserState {
  searchTerm: string;
  /** Values set by the user, by filter id. `null` records an explicit clear. */
  filters: Readonly<Record<string, unknown>>;
  sortBy: string | undefined;
  sortDirection: SortDirection | undefined;
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
  groupBy: undefined,
  groupBySortDirection: undefined,
  page: 1,
  numItemsPerPage: undefined,
};

/** Whether two user states are the same: equal fields, and filters with the same values by id. */
function statesEqual(a: UserState, b: UserState): boolean {
  return (Object.keys(a) as (keyof UserState)[]).every((key) =>
    key === "filters" ? sameReading(a.filters, b.filters) : Object.is(a[key], b[key]),
  );
}

/** The state a pipeline run reads: the user state, or a hypothetical one for `test()`. */
export type PipelineState = Pick<UserState, "searchTerm" | "filters" | "sortBy" | "sortDirection">;

const MAX_CACHED_SEARCHES = 6;

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

/** `memo.get(inputs, compute)`, or just `compute()` for a run that must leave the memo alone. */
function remembered<T>(
  memo: Memo<T>,
  remember: boolean,
  inputs: readonly unknown[],
  compute: () => T,
): T {
  return remember ? memo.get(inputs, compute) : compute();
}

/**
 * Holds items, rules, context and user state, and derives the results through the pipeline
 * stages. Every stage is memoised on its inputs; caches that depend on items, context or rules
 * are dropped together when one of those changes.
 */
export class FinderStore<FItem, FContext> {
  // Set by `#load`, which the constructor calls.
  items!: FItem[];
  context!: FContext;
  ruleset!: Ruleset<FItem, FContext>;
  readonly flags: Readonly<Flags>;
  version = 0;
  updatedAt = Date.now();

  /**
   * Written only by `update`, which marks the change (subscribers are told when the whole change
   * ends: see `notify`); read through `state`.
   */
  #state: UserState;
  readonly #subscribers = new Set<() => void>();
  /** A change bumped the version since subscribers were last told. */
  #owesNotify = false;
  #options = new Map<string, FilterOption[] | undefined>();
  #hydratedRules = new WeakMap<object, HydratedFilterRule<FItem, unknown, FContext>>();

  // Caches tied to items + context + rules.
  #searchIndex: SearchIndex = createSearchIndex(0);
  #searchResults: SearchResult[] = [];
  #masks = new Map<string, { value: unknown; mask: Uint8Array }>();
  #sortValues = new Map<SortByRule<FItem, FContext>, SortValues[]>();
  #sortColumns = new Map<SortByRule<FItem, FContext>, SortColumn[]>();
  #sortOrders = new Map<string, SortOrder>();

  /** Bumped whenever item-, context- or rule-dependent caches are dropped. */
  #cacheEpoch = 0;
  readonly #sortedStateMemo = new Memo<Uint32Array>();
  readonly #matchedMemo = new Memo<Uint32Array>();
  readonly #sortedMemo = new Memo<Uint32Array>();
  readonly #pageMemo = new Memo<FItem[]>();
  readonly #groupsMemo = new Memo<FinderGroup<FItem>[]>();
  readonly #matchesMemo = new Memo<FinderMatches<FItem>>();

  /**
   * `readState` gives the initial user state; it may read the rules and check filter values
   * through the store, and what it throws leaves no store behind. Without it, nothing is chosen.
   */
  constructor(
    items: FItem[],
    context: FContext,
    rules: FinderRule<FItem, FContext>[],
    flags: Flags,
    readState?: (store: FinderStore<FItem, FContext>) => UserState,
  ) {
    this.flags = flags;
    this.#state = EMPTY_STATE;
    this.#load(createRuleset(rules), items, context);
    if (readState) this.#state = readState(this);
  }

  // ---- state and subscription ---------------------------------------------------------

  get state(): UserState {
    return this.#state;
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
    this.#touch();
    return true;
  }

  /** Sets one of the switches a user of the instance may change, and marks the change. */
  setFlag(flag: "isLoading" | "disabled", value: boolean): void {
    (this.flags as Flags)[flag] = value;
    this.#touch();
  }

  /** Marks a change: bumps the version and owes subscribers a call (see `notify`). */
  #touch(): void {
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

  // ---- inputs -------------------------------------------------------------------------
  // Option generators run before anything is stored, so one that throws changes nothing.

  setItems(items: FItem[]): void {
    this.#load(this.ruleset, items, this.context);
    this.#touch();
  }

  setContext(context: FContext): void {
    this.#load(this.ruleset, this.items, context);
    this.#touch();
  }

  /** Validates first (`check` adds the caller's checks): a bad rule list leaves everything as it was. */
  setRules(
    rules: FinderRule<FItem, FContext>[],
    check: (ruleset: Ruleset<FItem, FContext>) => void,
  ): void {
    const ruleset = createRuleset(rules);
    check(ruleset);
    this.#load(ruleset, this.items, this.context);
    this.#touch();
  }

  /**
   * Stores new rules, items or context: option generators run first (once per change, never per
   * read), so one that throws changes nothing; then every cache that depends on them is dropped.
   */
  #load(ruleset: Ruleset<FItem, FContext>, items: FItem[], context: FContext): void {
    this.#options = new Map(
      ruleset.filters.map((rule) => [rule.id, hydrateOptions(rule, items, context)]),
    );
    this.ruleset = ruleset;
    this.items = items;
    this.context = context;
    this.#dropCaches();
  }

  #dropCaches(): void {
    this.#cacheEpoch += 1;
    this.#searchIndex = createSearchIndex(this.items.length);
    this.#searchResults = [];
    this.#masks = new Map();
    this.#sortValues = new Map();
    this.#sortColumns = new Map();
    this.#sortOrders = new Map();
  }

  // ---- derived rule state -------------------------------------------------------------

  /** The filter rule with this id; throws when there is none or it is another kind. */
  filterRule(id: Id): AnyFilterRule<FItem, FContext> {
    return findRule(this.ruleset, id, "filter");
  }

  optionsOf(rule: AnyFilterRule<FItem, FContext>): FilterOption[] | undefined {
    return this.#options.get(rule.id);
  }

  /**
   * The rule with `options` as generated for the current items and context. A rule with static
   * options (or none) is returned as written; a generated one as a copy, the same object until
   * the options are generated again.
   */
  hydratedFilterRule(
    rule: AnyFilterRule<FItem, FContext>,
  ): HydratedFilterRule<FItem, unknown, FContext> {
    const options = this.optionsOf(rule);
    if (rule.options === undefined || rule.options === options) {
      return rule as HydratedFilterRule<FItem, unknown, FContext>;
    }
    const cached = this.#hydratedRules.get(rule);
    if (cached && cached.options === options) return cached;
    const hydrated = { ...rule, options };
    this.#hydratedRules.set(rule, hydrated);
    return hydrated;
  }

  /** The value an option object stands for (anything else is taken as the value itself). */
  optionValue(rule: AnyFilterRule<FItem, FContext>, option: unknown): unknown {
    return optionValue(this.optionsOf(rule), option);
  }

  /** A value checked against the rule's kind and options; undefined means "cleared". */
  normalizeFilterValue(rule: AnyFilterRule<FItem, FContext>, value: unknown): unknown {
    return normalizeFilterValue(rule, this.optionsOf(rule), value);
  }

  /** A filter value given by id (initial options, `test()`); an explicit null stays null. */
  checkFilterInput(id: Id, value: unknown): unknown {
    const rule = this.filterRule(id);
    return value === null ? null : this.normalizeFilterValue(rule, value);
  }

  filterValue(rule: AnyFilterRule<FItem, FContext>, filters = this.state.filters): unknown {
    return effectiveFilterValue(rule, this.optionsOf(rule), filters);
  }

  isFilterActive(rule: AnyFilterRule<FItem, FContext>, filters = this.state.filters): boolean {
    const value = this.filterValue(rule, filters);
    // A required filter resolves to a value whenever it can, and then always applies.
    return rule.required ? value !== undefined : kindOf(rule).isActive(value);
  }

  activeFilterRules(filters = this.state.filters): AnyFilterRule<FItem, FContext>[] {
    return this.ruleset.filters.filter((rule) => this.isFilterActive(rule, filters));
  }

  sortRule(sortBy = this.state.sortBy): SortByRule<FItem, FContext> | undefined {
    return ruleWithId(this.ruleset.sortBy, sortBy) ?? this.ruleset.sortBy[0];
  }

  sortDirection(state: Pick<UserState, "sortBy" | "sortDirection"> = this.state): SortDirection {
    return state.sortDirection ?? this.sortRule(state.sortBy)?.defaultSortDirection ?? "asc";
  }

  groupRule(): GroupByRule<FItem, FContext> | undefined {
    const chosen = ruleWithId(this.ruleset.groupBy, this.state.groupBy);
    return chosen ?? (this.flags.requireGroup ? this.ruleset.groupBy[0] : undefined);
  }

  // ---- pipeline stages ----------------------------------------------------------------

  /** Search stage, or undefined when there is no rule or the term has no letters/digits. */
  #searchStage(searchTerm: string): SearchResult | undefined {
    const rule = this.ruleset.search;
    if (!rule) return undefined;
    const results = this.#searchResults;
    const cached = results.find((result) => result.term === searchTerm);
    if (cached) return cached;
    const parsed = parseTerm(searchTerm);
    if (parsed.pieces.length === 0) return undefined;
    const narrowable = findNarrowableResult(results, searchTerm);
    const result = searchItems(
      this.items,
      rule,
      this.context,
      this.#searchIndex,
      searchTerm,
      parsed,
      narrowable,
    );
    results.push(result);
    if (results.length > MAX_CACHED_SEARCHES) results.shift();
    return result;
  }

  #maskFor(rule: AnyFilterRule<FItem, FContext>, value: unknown, remember: boolean): Uint8Array {
    const cached = this.#masks.get(rule.id);
    if (cached && sameValue(cached.value, value)) return cached.mask;
    const { applied } = kindOf(rule);
    // A value toggled in a multiple filter updates the last mask instead of testing every value.
    const mask =
      (cached &&
        updateMask(
          this.items,
          rule,
          applied(cached.value),
          cached.mask,
          applied(value),
          this.context,
        )) ||
      filterPassMask(this.items, rule, applied(value), this.context);
    if (remember) this.#masks.set(rule.id, { value, mask });
    return mask;
  }

  /** Search and filter stages: matching indices in item order, and the search result. */
  #filtered(
    state: PipelineState,
    excluded: AnyFilterRule<FItem, FContext> | undefined,
    remember: boolean,
  ): [Uint32Array, SearchResult | undefined] {
    const { items } = this;
    const search = this.#searchStage(state.searchTerm);
    const masks = this.activeFilterRules(state.filters)
      .filter((rule) => rule !== excluded)
      .map((rule) => this.#maskFor(rule, this.filterValue(rule, state.filters), remember));
    // Facet counts (`excluded`) skip the memo: it keeps the live results for the next read.
    const matched = remembered(
      this.#matchedMemo,
      remember && !excluded,
      [items, search, ...masks],
      () => intersectMatches(items.length, search?.matched, masks),
    );
    return [matched, search];
  }

  /** The rule's selectors read over every item, kept until its columns are ranked. */
  #sortValuesOf(rule: SortByRule<FItem, FContext>): SortValues[] {
    return getOrCreate(this.#sortValues, rule, () =>
      toArray(rule.sortFn).map((selector) => readSortValues(this.items, selector, this.context)),
    );
  }

  #sortOrderFor(rule: SortByRule<FItem, FContext>, direction: SortDirection): SortOrder {
    return getOrCreate(this.#sortOrders, `${rule.id}\u0000${direction}`, () => {
      const columns = getOrCreate(this.#sortColumns, rule, () => {
        const values = this.#sortValuesOf(rule);
        // Ranking uses up number values, and the columns replace them.
        this.#sortValues.delete(rule);
        return values.map(rankSortValues);
      });
      return buildSortOrder(columns, direction);
    });
  }

  /**
   * Whether `matched` is ranked on its own rather than through the rule's order of every item:
   * while that order does not exist yet and the matches are under a sixteenth of the items.
   * Ranking a million names takes more than half a second; ranking the 30,000 that match takes
   * a few milliseconds. The order of every item is built once the matches are that large.
   */
  #sortsAlone(rule: SortByRule<FItem, FContext>, matched: Uint32Array): boolean {
    return !this.#sortColumns.has(rule) && matched.length * 16 < this.items.length;
  }

  /** Search → filters → sort over all items: indices of the matches, in result order. */
  runPipeline(state: PipelineState, remember = true): Uint32Array {
    const [matched, search] = this.#filtered(state, undefined, remember);
    const ignoreSort = search && this.flags.ignoreSortByRulesWhileSearchRuleIsActive;
    const sortRule = ignoreSort ? undefined : this.sortRule(state.sortBy);
    const direction = this.sortDirection(state);
    const alone = sortRule && this.#sortsAlone(sortRule, matched) ? sortRule : undefined;
    const order = sortRule && !alone ? this.#sortOrderFor(sortRule, direction) : undefined;
    return remembered(
      this.#sortedMemo,
      remember,
      [matched, search, order, alone, alone && direction],
      () => this.#sortStage(matched, search, order, alone, direction),
    );
  }

  #sortStage(
    matched: Uint32Array,
    search: SearchResult | undefined,
    order: SortOrder | undefined,
    alone: SortByRule<FItem, FContext> | undefined,
    direction: SortDirection,
  ): Uint32Array {
    const numItems = this.items.length;
    let byIndex: ScoresByIndex | undefined;
    if (search) {
      const scores = scoreMatches(this.#searchIndex, search, numItems, matched);
      if (!order && !alone) return sortByScore(matched, scores);
      byIndex = search.scores;
    }
    if (alone) {
      const columns = this.#sortValuesOf(alone).map((values) => rankSubset(values, matched));
      return sortSubset(matched, columns, direction, byIndex);
    }
    return order ? sortMatches(numItems, matched, order, byIndex) : matched;
  }

  toItems(indices: ArrayLike<number>): FItem[] {
    const out = new Array<FItem>(indices.length);
    for (let k = 0; k < indices.length; k++) out[k] = this.items[indices[k] as number] as FItem;
    return out;
  }

  // ---- results ------------------------------------------------------------------------

  sortedMatches(): Uint32Array {
    const { searchTerm, filters, sortBy, sortDirection } = this.state;
    // Page changes keep the same filters object, so this skips even the stage lookups.
    return this.#sortedStateMemo.get(
      [searchTerm, filters, sortBy, sortDirection, this.#cacheEpoch],
      () => this.runPipeline(this.state),
    );
  }

  /**
   * Stores the page shown as the page: clamped to the last page, or 1 without pagination. Called
   * when items, rules or context change, so a page the visitor never saw cannot come back when
   * the matches grow again. Runs the pipeline only when the stored page could be past the end.
   */
  settlePage(): void {
    const { page, numItemsPerPage } = this.state;
    if (page === 1) return;
    const shown = numItemsPerPage === undefined ? 1 : this.pageWindow().page;
    this.update({ page: shown });
  }

  pageWindow(): PageWindow {
    const { page, numItemsPerPage } = this.state;
    return pageWindow(this.sortedMatches().length, page, numItemsPerPage);
  }

  matches(): FinderMatches<FItem> {
    const { items, context } = this;
    const sorted = this.sortedMatches();
    const { offset, end } = this.pageWindow();
    const pageItems = this.#pageMemo.get([sorted, offset, end], () =>
      this.toItems(sorted.subarray(offset, end)),
    );
    const groupRule = this.groupRule();
    const direction = this.state.groupBySortDirection;
    const groups = groupRule
      ? this.#groupsMemo.get([pageItems, groupRule, direction, context], () =>
          groupItems(pageItems, groupRule, context, direction),
        )
      : undefined;
    // Two literals rather than a spread: this runs on every page change, and spreading
    // a temporary object measurably slowed "next page".
    return this.#matchesMemo.get([pageItems, groups, items.length, sorted.length], () =>
      groups
        ? {
            groups,
            numMatchedItems: sorted.length,
            numTotalItems: items.length,
            hasGroupByRule: true,
          }
        : {
            items: pageItems,
            numMatchedItems: sorted.length,
            numTotalItems: items.length,
            hasGroupByRule: false,
          },
    );
  }

  /** Items that pass search and every active filter except `excluded`, in item order. */
  candidatesExcept(
    excluded: AnyFilterRule<FItem, FContext>,
    state: PipelineState = this.state,
  ): Uint32Array {
    // A hypothetical state leaves the live filter masks alone.
    return this.#filtered(state, excluded, state === this.state)[0];
  }
}
