import { FinderInputs } from "./inputs";
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
import { kindOf } from "./rules/filter-kinds";
import { createRuleset, type Ruleset } from "./rules/ruleset";
import { parseTerm, searches } from "./search/term";
import type { UserState } from "./state";
import { getOrCreate, toArray, type Never } from "./util";
import type { Flags } from "./valid-state";
import type {
  FilterRule,
  FinderGroup,
  FinderMatches,
  FinderRule,
  SortByRule,
  SortDirection,
} from "./types";

/** The state a pipeline run reads: the user state, or a hypothetical one for `test()`. */
export type PipelineState = Pick<
  UserState,
  "searchTerm" | "filters" | "sortBy" | "sortDirection" | "byRelevance"
>;

const MAX_CACHED_SEARCHES = 6;

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

/** The user state fields the sorted matches depend on: `sortedMatches` keys its memo on them. */
type SortingField = "searchTerm" | "filters" | "sortBy" | "sortDirection" | "byRelevance";

/**
 * Every other field only groups or pages the sorted matches. A field in neither list is a compile
 * error here, so a new one must be placed, and keyed if it changes the matches.
 */
type _EveryFieldPlaced = Never<
  Exclude<
    keyof UserState,
    SortingField | "groupBy" | "groupBySortDirection" | "page" | "numItemsPerPage"
  >
>;

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
 * The pipeline over the inputs (inputs.ts) and the user state (state.ts): derives the results
 * through the pipeline stages. Every stage is memoised on its inputs; caches that depend on
 * items, context or rules are dropped together when one of those changes (`#reload`).
 */
export class FinderStore<FItem, FContext> extends FinderInputs<FItem, FContext> {
  // Caches tied to items + context + rules.
  #searchIndex: SearchIndex = createSearchIndex(0);
  #searchResults: SearchResult[] = [];
  #masks = new Map<string, { value: unknown; mask: Uint8Array }>();
  #sortValues = new Map<SortByRule<FItem, FContext>, SortValues[]>();
  #sortColumns = new Map<SortByRule<FItem, FContext>, SortColumn[]>();
  #sortOrders = new Map<string, SortOrder>();
  #optionCodes = new Map<AnyFilterRule<FItem, FContext>, Int32Array>();

  /** Bumped whenever item-, context- or rule-dependent caches are dropped. */
  #cacheEpoch = 0;
  readonly #sortedStateMemo = new Memo<Uint32Array>();
  readonly #matchedMemo = new Memo<Uint32Array>();
  readonly #sortedMemo = new Memo<Uint32Array>();
  readonly #pageMemo = new Memo<FItem[]>();
  readonly #groupsMemo = new Memo<FinderGroup<FItem>[]>();
  readonly #allGroupsMemo = new Memo<FinderGroup<FItem>[]>();
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
    super(flags);
    this.#reload(createRuleset(rules), items, context, false);
    if (readState) this.initState(readState(this));
  }

  // ---- inputs -------------------------------------------------------------------------
  // Option generators run before anything is stored, so one that throws changes nothing.

  setItems(items: FItem[]): void {
    this.#reload(this.ruleset, items, this.context);
  }

  setContext(context: FContext): void {
    this.#reload(this.ruleset, this.items, context);
  }

  /** Validates first (`check` adds the caller's checks): a bad rule list leaves everything as it was. */
  setRules(
    rules: FinderRule<FItem, FContext>[],
    check: (ruleset: Ruleset<FItem, FContext>) => void,
  ): void {
    const ruleset = createRuleset(rules);
    check(ruleset);
    this.#reload(ruleset, this.items, this.context);
  }

  /**
   * The one way new rules, items or context come in: the options are generated (what throws
   * changes nothing), every cache that depends on them is dropped, and the change is marked
   * (not at construction, which is no change).
   */
  #reload(
    ruleset: Ruleset<FItem, FContext>,
    items: FItem[],
    context: FContext,
    isChange = true,
  ): void {
    this.load(ruleset, items, context);
    this.#cacheEpoch += 1;
    this.#searchIndex = createSearchIndex(items.length);
    this.#searchResults = [];
    this.#masks = new Map();
    this.#sortValues = new Map();
    this.#sortColumns = new Map();
    this.#sortOrders = new Map();
    this.#optionCodes = new Map();
    if (isChange) this.markChanged();
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
    // The term searches nothing (`searches` in search/term.ts, tested on the parsed form).
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
    const kind = kindOf(rule);
    if (cached && kind.same(cached.value, value)) return cached.mask;
    const { applied } = kind;
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
    const active = this.activeFilterRules(state.filters);
    const masks = active
      .filter((rule) => rule !== excluded)
      .map((rule) => this.#maskFor(rule, this.filterValue(rule, state.filters), remember));
    // Facet counts that leave out an active filter skip the memo: it keeps the live results for
    // the next read. Leaving out an inactive one changes nothing: those are the live results.
    const matched = remembered(
      this.#matchedMemo,
      remember && !active.includes(excluded as AnyFilterRule<FItem, FContext>),
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
  #ranksMatchesOnly(rule: SortByRule<FItem, FContext>, matched: Uint32Array): boolean {
    return !this.#sortColumns.has(rule) && matched.length * 16 < this.items.length;
  }

  /** Search → filters → sort over all items: indices of the matches, in result order. */
  runPipeline(state: PipelineState, remember = true): Uint32Array {
    const [matched, search] = this.#filtered(state, undefined, remember);
    // Relevance alone orders the matches when it is chosen and there is a term to rank by.
    const ignoreSort = search && this.relevanceChosen(state);
    const sortRule = ignoreSort ? undefined : this.sortRule(state.sortBy);
    const direction = this.sortDirection(state);
    const subsetRule = sortRule && this.#ranksMatchesOnly(sortRule, matched) ? sortRule : undefined;
    const order = sortRule && !subsetRule ? this.#sortOrderFor(sortRule, direction) : undefined;
    return remembered(
      this.#sortedMemo,
      remember,
      [matched, search, order, subsetRule, subsetRule && direction],
      () => this.#sortStage(matched, search, order, subsetRule, direction),
    );
  }

  #sortStage(
    matched: Uint32Array,
    search: SearchResult | undefined,
    order: SortOrder | undefined,
    subsetRule: SortByRule<FItem, FContext> | undefined,
    direction: SortDirection,
  ): Uint32Array {
    const numItems = this.items.length;
    let byIndex: ScoresByIndex | undefined;
    if (search) {
      const scores = scoreMatches(this.#searchIndex, search, numItems, matched);
      if (!order && !subsetRule) return sortByScore(matched, scores);
      byIndex = search.scores;
    }
    if (subsetRule) {
      const columns = this.#sortValuesOf(subsetRule).map((values) => rankSubset(values, matched));
      return sortSubset(matched, columns, direction, byIndex);
    }
    return order ? sortMatches(numItems, matched, order, byIndex) : matched;
  }

  /**
   * Whether relevance alone orders the matches of `state`: chosen (or no sort rule to order
   * them), with a term to rank by.
   */
  ranksByRelevance(state: PipelineState = this.state): boolean {
    return (
      (this.relevanceChosen(state) || this.ruleset.sortBy.length === 0) &&
      this.ruleset.search !== undefined &&
      searches(state.searchTerm)
    );
  }

  toItems(indices: ArrayLike<number>): FItem[] {
    const out = new Array<FItem>(indices.length);
    for (let k = 0; k < indices.length; k++) out[k] = this.items[indices[k] as number] as FItem;
    return out;
  }

  // ---- results ------------------------------------------------------------------------

  sortedMatches(): Uint32Array {
    const {
      searchTerm,
      filters,
      sortBy,
      sortDirection,
      byRelevance,
    }: Pick<UserState, SortingField> = this.state;
    // Page changes keep the same filters object, so this skips even the stage lookups.
    return this.#sortedStateMemo.get(
      [searchTerm, filters, sortBy, sortDirection, byRelevance, this.#cacheEpoch],
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

  /**
   * Every match grouped, while the active group rule pages by groups (`paging: "groups"`): what
   * the pages are cut from. Undefined otherwise, when each page is grouped on its own.
   */
  pagedGroups(): FinderGroup<FItem>[] | undefined {
    const rule = this.groupRule();
    if (rule?.paging !== "groups") return undefined;
    const { context } = this;
    const sorted = this.sortedMatches();
    const direction = this.state.groupBySortDirection;
    return this.#allGroupsMemo.get([sorted, rule, direction, context], () =>
      groupItems(this.toItems(sorted), rule, context, direction),
    );
  }

  pageWindow(): PageWindow {
    const { page, numItemsPerPage } = this.state;
    const groups = this.pagedGroups();
    if (!groups) return pageWindow(this.sortedMatches().length, page, numItemsPerPage);
    // Pages of whole groups hold the rule's own number of groups, while pagination is on.
    const size = numItemsPerPage && (this.groupRule()?.groupsPerPage ?? numItemsPerPage);
    return pageWindow(groups.length, page, size);
  }

  matches(): FinderMatches<FItem> {
    const { items, context } = this;
    const sorted = this.sortedMatches();
    const { offset, end } = this.pageWindow();
    const paged = this.pagedGroups();
    const groupRule = this.groupRule();
    const direction = this.state.groupBySortDirection;
    // Paging by groups: the page is a slice of the groups, and holds no items of its own.
    const pageItems = paged
      ? undefined
      : this.#pageMemo.get([sorted, offset, end], () => this.toItems(sorted.subarray(offset, end)));
    const groups = paged
      ? this.#groupsMemo.get([paged, offset, end], () => paged.slice(offset, end))
      : groupRule &&
        this.#groupsMemo.get([pageItems, groupRule, direction, context], () =>
          groupItems(pageItems as FItem[], groupRule, context, direction),
        );
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

  /**
   * For each item, which of a filter's options (or switch positions) it passes, as facet counts
   * learn it: the option's index plus one when it passes exactly one, -1 when none, -2 when
   * several (each is asked again); 0 until the item is first counted (a new array is zeros).
   * Kept until the items, context or rules change (the options with them), so a later count
   * reads each candidate once instead of asking every option again.
   */
  optionCodes(rule: AnyFilterRule<FItem, FContext>): Int32Array {
    return getOrCreate(this.#optionCodes, rule, () => new Int32Array(this.items.length));
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
