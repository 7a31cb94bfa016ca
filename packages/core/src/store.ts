import { Memo } from "./memo";
import { filterKindOf, filterPassMask, intersectMatches } from "./pipeline/filter";
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
  buildSortColumn,
  buildSortOrder,
  sortByScore,
  sortMatches,
  type SortColumn,
  type SortOrder,
} from "./pipeline/sort";
import { effectiveFilterValue, hydrateOptions } from "./rules/filter-values";
import { createRuleset, type Ruleset } from "./rules/ruleset";
import { parseTerm } from "./search/term";
import { sameValue } from "./memo";
import type {
  FilterOption,
  FilterRule,
  FinderGroup,
  FinderMatches,
  FinderRule,
  GroupByRule,
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

/** The state a pipeline run reads: the user state, or a hypothetical one for `test()`. */
export type PipelineState = Pick<UserState, "searchTerm" | "filters" | "sortBy" | "sortDirection">;

const MAX_CACHED_SEARCHES = 6;

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

/**
 * Holds items, rules, context and user state, and derives the results through the pipeline
 * stages. Every stage is memoised on its inputs; caches that depend on items, context or rules
 * are dropped together when one of those changes.
 */
export class FinderStore<FItem, FContext> {
  items: FItem[];
  context: FContext;
  ruleset: Ruleset<FItem, FContext>;
  state: UserState;
  version = 0;
  updatedAt = Date.now();

  private readonly subscribers = new Set<() => void>();
  private options = new Map<string, FilterOption[] | undefined>();

  // Caches tied to items + context + rules.
  private searchIndex: SearchIndex = createSearchIndex(0);
  private searchResults: SearchResult[] = [];
  private masks = new Map<string, { value: unknown; mask: Uint8Array }>();
  private sortColumns = new Map<SortByRule<FItem, FContext>, SortColumn[]>();
  private sortOrders = new Map<string, SortOrder>();

  /** Bumped whenever item-, context- or rule-dependent caches are dropped. */
  private cacheEpoch = 0;
  private readonly sortedStateMemo = new Memo<Uint32Array>();
  private readonly matchedMemo = new Memo<Uint32Array>();
  private readonly sortedMemo = new Memo<Uint32Array>();
  private readonly pageMemo = new Memo<FItem[]>();
  private readonly groupsMemo = new Memo<FinderGroup<FItem>[]>();
  private readonly matchesMemo = new Memo<FinderMatches<FItem>>();

  constructor(
    items: FItem[],
    context: FContext,
    rules: FinderRule<FItem, FContext>[],
    state: UserState,
  ) {
    this.items = items;
    this.context = context;
    this.ruleset = createRuleset(rules);
    this.state = state;
    this.hydrate();
  }

  // ---- subscription -------------------------------------------------------------------

  subscribe(listener: () => void): () => void {
    this.subscribers.add(listener);
    return () => {
      this.subscribers.delete(listener);
    };
  }

  /** Marks a change: bumps the version and tells subscribers (bindings re-read on it). */
  notify(): void {
    this.version += 1;
    this.updatedAt = Date.now();
    for (const listener of [...this.subscribers]) listener();
  }

  // ---- inputs -------------------------------------------------------------------------

  setItems(items: FItem[]): void {
    this.items = items;
    this.hydrate();
  }

  setContext(context: FContext): void {
    this.context = context;
    this.hydrate();
  }

  /** Validates first: a bad rule list leaves everything as it was. */
  setRules(rules: FinderRule<FItem, FContext>[]): void {
    const ruleset = createRuleset(rules);
    const options = this.computeOptions(ruleset);
    this.ruleset = ruleset;
    this.options = options;
    this.state = this.pruneState(this.state);
    this.dropCaches();
  }

  /** Runs option generators eagerly (once per items/context/rules change) and drops caches. */
  private hydrate(): void {
    this.options = this.computeOptions(this.ruleset);
    this.dropCaches();
  }

  private computeOptions(
    ruleset: Ruleset<FItem, FContext>,
  ): Map<string, FilterOption[] | undefined> {
    const options = new Map<string, FilterOption[] | undefined>();
    for (const rule of ruleset.filters)
      options.set(rule.id, hydrateOptions(rule, this.items, this.context));
    return options;
  }

  private dropCaches(): void {
    this.cacheEpoch += 1;
    this.searchIndex = createSearchIndex(this.items.length);
    this.searchResults = [];
    this.masks = new Map();
    this.sortColumns = new Map();
    this.sortOrders = new Map();
  }

  /** Forgets user choices that name rules which no longer exist. */
  private pruneState(state: UserState): UserState {
    const filters: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(state.filters)) {
      if (this.ruleset.filters.some((rule) => rule.id === id)) filters[id] = value;
    }
    const sortExists = this.ruleset.sortBy.some((rule) => rule.id === state.sortBy);
    const groupExists = this.ruleset.groupBy.some((rule) => rule.id === state.groupBy);
    return {
      ...state,
      filters,
      sortBy: sortExists ? state.sortBy : undefined,
      sortDirection: sortExists ? state.sortDirection : undefined,
      groupBy: groupExists ? state.groupBy : undefined,
    };
  }

  // ---- derived rule state -------------------------------------------------------------

  optionsOf(rule: AnyFilterRule<FItem, FContext>): FilterOption[] | undefined {
    return this.options.get(rule.id);
  }

  filterValue(rule: AnyFilterRule<FItem, FContext>, filters = this.state.filters): unknown {
    return effectiveFilterValue(rule, this.optionsOf(rule), filters);
  }

  isFilterActive(rule: AnyFilterRule<FItem, FContext>, filters = this.state.filters): boolean {
    const value = this.filterValue(rule, filters);
    if (rule.required) return value !== undefined;
    const kind = filterKindOf(rule);
    if (kind === "multiple") return Array.isArray(value) && value.length > 0;
    if (kind === "boolean") return value === true;
    return (
      value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "")
    );
  }

  activeFilterRules(filters = this.state.filters): AnyFilterRule<FItem, FContext>[] {
    return this.ruleset.filters.filter((rule) => this.isFilterActive(rule, filters));
  }

  sortRule(sortBy = this.state.sortBy): SortByRule<FItem, FContext> | undefined {
    return this.ruleset.sortBy.find((rule) => rule.id === sortBy) ?? this.ruleset.sortBy[0];
  }

  sortDirection(state: Pick<UserState, "sortBy" | "sortDirection"> = this.state): SortDirection {
    return state.sortDirection ?? this.sortRule(state.sortBy)?.defaultSortDirection ?? "asc";
  }

  groupRule(requireGroup: boolean): GroupByRule<FItem, FContext> | undefined {
    const chosen = this.ruleset.groupBy.find((rule) => rule.id === this.state.groupBy);
    return chosen ?? (requireGroup ? this.ruleset.groupBy[0] : undefined);
  }

  // ---- pipeline stages ----------------------------------------------------------------

  /** Search stage, or undefined when there is no rule or the term has no letters/digits. */
  searchStage(searchTerm: string): SearchResult | undefined {
    const rule = this.ruleset.search;
    if (!rule) return undefined;
    const cached = this.searchResults.find((result) => result.term === searchTerm);
    if (cached) return cached;
    const parsed = parseTerm(searchTerm);
    if (parsed.pieces.length === 0) return undefined;
    const narrowable = findNarrowableResult(this.searchResults, searchTerm);
    const result = searchItems(
      this.items,
      rule,
      this.context,
      this.searchIndex,
      searchTerm,
      parsed,
      narrowable?.matched,
    );
    this.searchResults.push(result);
    if (this.searchResults.length > MAX_CACHED_SEARCHES) this.searchResults.shift();
    return result;
  }

  maskFor(rule: AnyFilterRule<FItem, FContext>, value: unknown, remember: boolean): Uint8Array {
    const cached = this.masks.get(rule.id);
    if (cached && sameValue(cached.value, value)) return cached.mask;
    const mask = filterPassMask(this.items, rule, filterKindOf(rule), value, this.context);
    if (remember) this.masks.set(rule.id, { value, mask });
    return mask;
  }

  /** Pass masks of the active filters, except `excluded`. */
  filterMasks(
    filters: Readonly<Record<string, unknown>>,
    excluded?: AnyFilterRule<FItem, FContext>,
    remember = true,
  ): Uint8Array[] {
    return this.activeFilterRules(filters)
      .filter((rule) => rule !== excluded)
      .map((rule) => this.maskFor(rule, this.filterValue(rule, filters), remember));
  }

  sortOrderFor(rule: SortByRule<FItem, FContext>, direction: SortDirection): SortOrder {
    const key = `${rule.id}\u0000${direction}`;
    let order = this.sortOrders.get(key);
    if (!order) {
      let columns = this.sortColumns.get(rule);
      if (!columns) {
        const selectors = Array.isArray(rule.sortFn) ? rule.sortFn : [rule.sortFn];
        columns = selectors.map((selector) => buildSortColumn(this.items, selector, this.context));
        this.sortColumns.set(rule, columns);
      }
      order = buildSortOrder(columns, direction);
      this.sortOrders.set(key, order);
    }
    return order;
  }

  /** Search → filters → sort over all items: indices of the matches, in result order. */
  runPipeline(
    state: PipelineState,
    ignoreSortWhileSearching: boolean,
    remember = true,
  ): Uint32Array {
    const search = this.searchStage(state.searchTerm);
    const masks = this.filterMasks(state.filters, undefined, remember);
    const matched = remember
      ? this.matchedMemo.get([this.items, search, ...masks], () =>
          intersectMatches(this.items.length, search?.matched, masks),
        )
      : intersectMatches(this.items.length, search?.matched, masks);
    const sortRule = search && ignoreSortWhileSearching ? undefined : this.sortRule(state.sortBy);
    const order = sortRule ? this.sortOrderFor(sortRule, this.sortDirection(state)) : undefined;
    const compute = () => this.sortStage(matched, search, order);
    return remember ? this.sortedMemo.get([matched, search, order], compute) : compute();
  }

  private sortStage(
    matched: Uint32Array,
    search: SearchResult | undefined,
    order: SortOrder | undefined,
  ): Uint32Array {
    if (!search) return order ? sortMatches(this.items.length, matched, order, undefined) : matched;
    const scores = scoreMatches(this.searchIndex, search, this.items.length, matched);
    if (!order) return sortByScore(matched, scores);
    const byIndex = search.scores as Uint32Array;
    return sortMatches(this.items.length, matched, order, (index) => byIndex[index] as number);
  }

  toItems(indices: ArrayLike<number>): FItem[] {
    const out = new Array<FItem>(indices.length);
    for (let k = 0; k < indices.length; k++) out[k] = this.items[indices[k] as number] as FItem;
    return out;
  }

  // ---- results ------------------------------------------------------------------------

  sortedMatches(ignoreSortWhileSearching: boolean): Uint32Array {
    const { searchTerm, filters, sortBy, sortDirection } = this.state;
    // Page changes keep the same filters object, so this skips even the stage lookups.
    return this.sortedStateMemo.get(
      [searchTerm, filters, sortBy, sortDirection, this.cacheEpoch, ignoreSortWhileSearching],
      () => this.runPipeline(this.state, ignoreSortWhileSearching),
    );
  }

  pageWindow(ignoreSortWhileSearching: boolean): PageWindow {
    const sorted = this.sortedMatches(ignoreSortWhileSearching);
    return pageWindow(sorted.length, this.state.page, this.state.numItemsPerPage);
  }

  matches(ignoreSortWhileSearching: boolean, requireGroup: boolean): FinderMatches<FItem> {
    const sorted = this.sortedMatches(ignoreSortWhileSearching);
    const window = pageWindow(sorted.length, this.state.page, this.state.numItemsPerPage);
    const pageItems = this.pageMemo.get([sorted, window.offset, window.end], () =>
      this.toItems(sorted.subarray(window.offset, window.end)),
    );
    const groupRule = this.groupRule(requireGroup);
    const groupDirection = this.state.groupBySortDirection;
    const groups = groupRule
      ? this.groupsMemo.get([pageItems, groupRule, groupDirection, this.context], () =>
          groupItems(pageItems, groupRule, this.context, groupDirection),
        )
      : undefined;
    return this.matchesMemo.get([pageItems, groups, this.items.length, sorted.length], () =>
      groups
        ? {
            groups,
            numMatchedItems: sorted.length,
            numTotalItems: this.items.length,
            hasGroupByRule: true,
          }
        : {
            items: pageItems,
            numMatchedItems: sorted.length,
            numTotalItems: this.items.length,
            hasGroupByRule: false,
          },
    );
  }

  /** Items that pass search and every active filter except `excluded`, in item order. */
  candidatesExcept(excluded: AnyFilterRule<FItem, FContext> | undefined): Uint32Array {
    const search = this.searchStage(this.state.searchTerm);
    const masks = this.filterMasks(this.state.filters, excluded);
    return intersectMatches(this.items.length, search?.matched, masks);
  }
}
