// Public types of @finderjs/core. They are written to read like documentation:
// every option and member of FinderCore is described where it is declared.
//
// Rule callbacks use method syntax on purpose: method parameters are checked
// bivariantly, so a `FilterRule<Apartment, string, Ctx>` is assignable to the
// mixed `FinderRule<Apartment, Ctx>` union without resorting to `any`.

/**
 * A rule id, or any object with an `id` (a rule, an option object...) used for lookup. A search
 * rule without an `id` stands for itself.
 */
export type Id = string | { id: string } | SearchRule<never, never>;

/** A group key. `0` and `""` are valid keys; group ids are the keys as strings. */
export type GroupKey = string | number;

export type SortDirection = "asc" | "desc";

/** A value a sort selector may return. `null`/`undefined` always sort last. */
export type SortValue = string | number | Date | boolean | null | undefined;

/** Reads the value an item is sorted by (method-declared so its parameters are bivariant). */
export type Selector<FItem, FContext = unknown> = {
  select(item: FItem, context: FContext): SortValue;
}["select"];

export interface FilterOption<FValue = unknown> {
  label?: string;
  value: FValue;
  disabled?: boolean;
  /**
   * The option's text in an address (`toSearchParams`, `fromSearchParams`). By default its value
   * as text (a date as ISO 8601), or, for a value that is an object, its index in the options.
   */
  key?: string;
}

/** Argument of an option generator. */
export interface FilterOptionsArgs<FItem, FContext> {
  items: FItem[];
  context: FContext;
}

/**
 * Generates a filter's options from the items; runs once per items/context/rules change.
 * Declared through a method so its parameter is checked bivariantly, like the rule callbacks.
 */
export type FilterOptionsGenerator<FItem, FValue, FContext> = {
  generate(args: FilterOptionsArgs<FItem, FContext>): FilterOption<FValue>[];
}["generate"];

export interface SearchRule<FItem = unknown, FContext = unknown> {
  /** Optional for search rules; defaults to `"search"`. */
  id?: string;
  label?: string;
  hidden?: boolean;
  /** Delays the `change` event (not the results) until typing pauses. */
  debounceMilliseconds?: number;
  /** The text (or texts) an item is searched by. */
  searchFn(item: FItem, context: FContext): string | string[];
  /**
   * The lowest rung of the relevance ladder that still counts as a match. Default `"fuzzy"`:
   * every rung, so any in-order match.
   */
  threshold?: SearchThreshold;
}

/** The rungs of the relevance ladder, best first: what a search rule's `threshold` names. */
export type SearchThreshold =
  "exact" | "startsWith" | "wordStartsWith" | "contains" | "acronym" | "fuzzy";

export interface FilterRule<FItem = unknown, FValue = unknown, FContext = unknown> {
  id: string;
  label?: string;
  hidden?: boolean;
  debounceMilliseconds?: number;
  /** Receives one value; for a multiple filter the item passes if any selected value passes. */
  filterFn(item: FItem, value: FValue, context: FContext): boolean;
  options?: FilterOption<FValue>[] | FilterOptionsGenerator<FItem, FValue, FContext>;
  /** The value is an array of option values. */
  multiple?: boolean;
  /** The value is `true` (applied) or `false` (not applied). */
  boolean?: boolean;
  /** Always active: the value falls back to `defaultValue`, else the first option. */
  required?: boolean;
  /** Used while no value has been set. An array for multiple filters. */
  defaultValue?: FValue | FValue[];
  /** When options exist, values that are not option values throw. Default `true`. */
  strictOptions?: boolean;
  /**
   * What a valid value is: a function that returns the value (converted if need be, `"30"` to
   * `30`) and throws, or returns `undefined`, for one it refuses; or a Standard Schema (Zod,
   * Valibot, ArkType…). `filters.set`, `add`, `toggle`, `delete` and `has`, the constructor,
   * `restoreState`, an address read by `fromSearchParams` and `defaultValue` pass every value
   * (each entry, for a multiple filter) through it, and store what it returns; a refused value
   * throws `INVALID_FILTER_VALUE` (whatever parse throws counts as a refusal). The values it
   * returned pass through it again whenever rules, items or context change, so it must give them
   * back unchanged. Synchronous only: a function or schema that answers with a promise throws
   * `INVALID_RULE_FIELD` (an address reports it in `dropped`).
   */
  parse?: FilterValueParser<FValue>;
}

/** A filter rule's `parse`: a function, or a Standard Schema whose output is the value. */
export type FilterValueParser<FValue> =
  ((value: unknown) => FValue | undefined) | FinderStandardSchema<FValue>;

/**
 * The part of the Standard Schema interface (version 1, https://standardschema.dev) that Finder
 * reads: Zod, Valibot and ArkType schemas have it. A type only; Finder depends on none of them.
 */
export interface FinderStandardSchema<Output = unknown> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => FinderSchemaResult<Output> | Promise<FinderSchemaResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** What a Standard Schema's `validate` answers: the value, or the issues that refuse it. */
export type FinderSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string }> };

/**
 * A filter rule as `filters.getRule()` returns it: `options`, when the rule has any, is the array
 * of options generated for the current items and context, never the generator function.
 */
export type HydratedFilterRule<FItem = unknown, FValue = unknown, FContext = unknown> = Omit<
  FilterRule<FItem, FValue, FContext>,
  "options"
> & { options?: FilterOption<FValue>[] };

export interface SortByRule<FItem = unknown, FContext = unknown> {
  id: string;
  label?: string;
  hidden?: boolean;
  /** One selector, or several: the next breaks ties of the previous. */
  sortFn: Selector<FItem, FContext> | Selector<FItem, FContext>[];
  defaultSortDirection?: SortDirection;
}

export interface StickyGroups {
  header?: GroupKey | GroupKey[];
  footer?: GroupKey | GroupKey[];
}

/** Chooses sticky groups from the page's groups (method-declared for bivariance, see above). */
export type StickyGroupsFn<FItem, FContext> = {
  sticky(groups: FinderGroup<FItem>[], context: FContext): StickyGroups;
}["sticky"];

export interface GroupByRule<FItem = unknown, FContext = unknown> {
  id: string;
  label?: string;
  hidden?: boolean;
  /** The group key(s) of an item. An array puts the item in each group once. */
  groupFn(item: FItem, context: FContext): GroupKey | GroupKey[];
  /** Orders the non-sticky groups. Without it, groups keep the order of their first item. */
  sortGroupFn?(group: FinderGroup<FItem>, context: FContext): string | number;
  defaultGroupSortDirection?: SortDirection;
  sticky?: StickyGroups | StickyGroupsFn<FItem, FContext>;
  /**
   * What a page holds while this rule groups: `"items"` (the default) cuts the sorted matches
   * into pages of `numItemsPerPage` items and groups each page; `"groups"` groups every match
   * and cuts the groups into pages of `numItemsPerPage` whole groups.
   */
  paging?: GroupPaging;
  /**
   * With `paging: "groups"`, how many whole groups a page holds while this rule groups, instead
   * of `numItemsPerPage` (which stays the page size in items for the flat list, so that 20 items a
   * page does not become 20 groups a page). Only while pagination is on.
   */
  groupsPerPage?: number;
}

/** What `numItemsPerPage` counts while a group rule is active. */
export type GroupPaging = "items" | "groups";

export type FinderRule<FItem = unknown, FContext = unknown> =
  | SearchRule<FItem, FContext>
  | FilterRule<FItem, unknown, FContext>
  | SortByRule<FItem, FContext>
  | GroupByRule<FItem, FContext>;

/** Runs silently after a `change` that names one of the watched rules. */
export interface RuleEffect<FItem = unknown, FContext = unknown> {
  rules: Id | Id[] | ((items: FItem[], context: FContext) => Id | Id[]);
  onChange(finder: FinderCore<FItem, FContext>, rule: FinderRule<FItem, FContext>): void;
}

/**
 * Runs silently after a search `change` whose term contains one of the keywords, both compared
 * in normalised form (so "Cheap" in the haystack fires for the term "cheap shoes").
 */
export interface SearchEffect<FItem = unknown, FContext = unknown> {
  haystack: string | string[] | ((items: FItem[], context: FContext) => string | string[]);
  onChange(finder: FinderCore<FItem, FContext>, searchTerm: string): void;
}

export type FinderEffect<FItem = unknown, FContext = unknown> =
  RuleEffect<FItem, FContext> | SearchEffect<FItem, FContext>;

export interface FinderGroup<FItem> {
  id: string;
  items: FItem[];
}

export interface FinderMatches<FItem> {
  /** Present when no group rule is active: the items of the current page. */
  items?: FItem[];
  /** Present when a group rule is active: the items of the current page, grouped. */
  groups?: FinderGroup<FItem>[];
  /** Matched items before pagination. */
  numMatchedItems: number;
  numTotalItems: number;
  hasGroupByRule: boolean;
}

export type FinderState = "loading" | "empty" | "groups" | "items" | "noMatches";

/** What `toJSON()` returns; spreading it into the constructor options restores the state. */
export interface FinderSnapshot {
  disabled: boolean;
  initialSearchTerm: string | undefined;
  initialFilters: Record<string, unknown>;
  page: number;
  numItemsPerPage: number | undefined;
  /** The active sort rule's id (the first sort rule until one is chosen); undefined without sort rules. */
  initialSortBy: string | undefined;
  /** The direction in force for the active sort rule; without sort rules, the direction chosen, if any. */
  initialSortDirection: SortDirection | undefined;
  /**
   * The choice of relevance order in force: the visitor's (`sortBy.setByRelevance`), else as given
   * to the constructor (`undefined` when neither). Restored, it is the new finder's default.
   */
  ignoreSortByRulesWhileSearchRuleIsActive: boolean | undefined;
  initialGroupBy: string | undefined;
  initialGroupBySortDirection: SortDirection | undefined;
  requireGroup: boolean;
}

/**
 * The user actions that emit `change`, and `"batch"`: one `change` for a `finder.batch()` in which
 * more than one action changed something. `"reset"` is `finder.reset()`.
 */
export type FinderChangeEventName =
  | "batch"
  | "reset"
  | "setSearchTerm"
  | "resetSearchTerm"
  | "setFilter"
  | "resetFilters"
  | "setSortBy"
  | "setSortDirection"
  | "setByRelevance"
  | "setGroupBy"
  | "setGroupBySortDirection"
  | "setPage"
  | "setNumItemsPerPage";

/** The part of the instance an action belongs to. */
export type FinderEventSource = "search" | "filters" | "sortBy" | "groupBy" | "pagination" | "core";

export interface FinderChangeEvent<FItem = unknown, FContext = unknown> {
  /** The namespace of the action; `"core"` for a `batch` or `reset` event. */
  source: FinderEventSource;
  event: FinderChangeEventName;
  /**
   * The value after the action (for a debounced burst: after its last action; for a batch: after
   * the batch). A `batch` or `reset` event holds a `FinderSnapshot` here.
   */
  current: unknown;
  /**
   * The value before the action (for a debounced burst: before its first action; for a batch:
   * before the batch). A `batch` or `reset` event holds a `FinderSnapshot` here.
   */
  initial: unknown;
  /** The rule the action concerned, when there is one (never for a `batch` or `reset` event). */
  rule?: FinderRule<FItem, FContext>;
  timestamp: number;
  instance: FinderCore<FItem, FContext>;
}

export type FinderSystemEventName = "setItems" | "setIsLoading" | "setIsDisabled" | "setContext";

export interface FinderSystemEvent<FItem = unknown, FContext = unknown> {
  source: "core";
  event: FinderSystemEventName;
  current: unknown;
  initial: unknown;
  timestamp: number;
  instance: FinderCore<FItem, FContext>;
}

export interface FinderReadyEvent<FItem = unknown, FContext = unknown> {
  source: "core";
  event: "ready";
  timestamp: number;
  instance: FinderCore<FItem, FContext>;
}

export interface FinderEventMap<FItem = unknown, FContext = unknown> {
  change: FinderChangeEvent<FItem, FContext>;
  firstUserInteraction: FinderChangeEvent<FItem, FContext>;
  ready: FinderReadyEvent<FItem, FContext>;
  setItems: FinderSystemEvent<FItem, FContext>;
  setIsLoading: FinderSystemEvent<FItem, FContext>;
  setIsDisabled: FinderSystemEvent<FItem, FContext>;
  setContext: FinderSystemEvent<FItem, FContext>;
}

export type FinderEventName = keyof FinderEventMap;

export type FinderEventListener<FItem, FContext, K extends FinderEventName = FinderEventName> = (
  event: FinderEventMap<FItem, FContext>[K],
) => void;

export interface FinderCoreOptions<FItem = unknown, FContext = unknown> {
  // NoInfer: FItem comes from the items and FContext from `context`, so a rule written for a
  // narrower item type (or without a context type) still fits and never narrows the instance.
  rules: FinderRule<NoInfer<FItem>, NoInfer<FContext>>[];
  effects?: FinderEffect<NoInfer<FItem>, NoInfer<FContext>>[];
  context?: FContext;
  isLoading?: boolean;
  disabled?: boolean;
  initialSearchTerm?: string;
  /** Filter values by rule id. */
  initialFilters?: Record<string, unknown>;
  /** The id of the sort rule to activate. */
  initialSortBy?: Id;
  initialSortDirection?: SortDirection;
  /** The id of the group rule to activate. */
  initialGroupBy?: Id;
  initialGroupBySortDirection?: SortDirection;
  /** Always keep a group rule active (the first one when none is set). */
  requireGroup?: boolean;
  /**
   * Rank search results by relevance only, even when a sort rule is active: the default of
   * `sortBy.byRelevance`, which the visitor can change.
   */
  ignoreSortByRulesWhileSearchRuleIsActive?: boolean;
  /**
   * The visitor's choice of relevance order at the start (`sortBy.byRelevance`), as an address
   * gives it: `ignoreSortByRulesWhileSearchRuleIsActive` stays the default that `sortBy.reset()`
   * and `setByRelevance()` go back to. `true` needs a search rule.
   */
  initialByRelevance?: boolean;
  /** 1-based. Default 1. */
  page?: number;
  /** `undefined` means no pagination. */
  numItemsPerPage?: number;
  /**
   * Where `reset()` returns and what `isReset` compares with, when the state options given are
   * not the app's own start but a view read from elsewhere (an address, a saved view): the app's
   * state options (`initialSearchTerm`, `initialFilters`, `initialSortBy`…), on page 1 with the
   * page size in force, as always. Checked as the constructor checks its own. Default: the state
   * options given.
   */
  resetTo?: FinderResetOptions;
  onInit?: (finder: FinderCore<FItem, FContext>) => void;
  onReady?: (finder: FinderCore<FItem, FContext>) => void;
  onFirstUserInteraction?: (event: FinderChangeEvent<FItem, FContext>) => void;
  onChange?: (event: FinderChangeEvent<FItem, FContext>) => void;
}

/**
 * The state options `resetTo` takes: those `toJSON()` saves but the page and the page size
 * (`reset()` goes to page 1 and keeps the page size), and `initialByRelevance`.
 */
export type FinderResetOptions = Partial<
  Pick<
    FinderCoreOptions,
    | "initialSearchTerm"
    | "initialFilters"
    | "initialSortBy"
    | "initialSortDirection"
    | "initialGroupBy"
    | "initialGroupBySortDirection"
    | "ignoreSortByRulesWhileSearchRuleIsActive"
    | "initialByRelevance"
  >
>;

/** A hypothetical state for `finder.test()`. */
export interface FinderTestState {
  searchTerm?: string;
  filters?: Record<string, unknown>;
  sortBy?: Id;
  sortDirection?: SortDirection;
  /** Relevance or the sort rule while a term is active, as `sortBy.setByRelevance` takes it. */
  byRelevance?: boolean;
}

/** One piece of a highlighted haystack. Segments cover the haystack exactly once, in order. */
export interface StringMatchSegment {
  index: number;
  length: number;
  value: string;
  isMatch: boolean;
}

export interface FinderSearchApi<FItem, FContext> {
  readonly rule: SearchRule<FItem, FContext> | undefined;
  readonly searchTerm: string;
  readonly hasSearchTerm: boolean;
  readonly hasSearchRule: boolean;
  setSearchTerm(term: string): void;
  reset(): void;
  /** The items matching `term` (with the current filters and sort when `isAdditive`). */
  test(term: string, isAdditive?: boolean): FItem[];
}

export interface FinderFiltersApi<FItem, FContext> {
  readonly rules: FilterRule<FItem, unknown, FContext>[];
  readonly activeRules: FilterRule<FItem, unknown, FContext>[];
  /** Effective values of the active filters, by rule id. */
  readonly values: Record<string, unknown>;
  /** Values set by the user, by rule id (before defaults). */
  readonly raw: Record<string, unknown>;
  isActive(id: Id): boolean;
  get(id: Id): unknown;
  /** `option` may be an option object or a value, read through the rule's `parse` as `set` reads it. */
  has(id: Id, option?: unknown): boolean;
  /** The rule with `options` as generated for the current items (an array, never a function). */
  getRule(id: Id): HydratedFilterRule<FItem, unknown, FContext>;
  set(id: Id, value: unknown): void;
  add(id: Id, option: unknown): void;
  delete(id: Id, option?: unknown): void;
  toggle(id: Id, option?: unknown): void;
  reset(): void;
  /** Items passing `rules` with `values` (aligned with `rules`; a missing value uses the current one). */
  test(args: { rules: Id | Id[]; values?: unknown[]; isAdditive?: boolean }): FItem[];
  testRule(args: { rule: Id; value: unknown; isAdditive?: boolean }): FItem[];
  testRuleOptions(id: Id, isAdditive?: boolean): Map<FilterOption | boolean, FItem[]>;
  countRuleOptions(id: Id, isAdditive?: boolean): Map<FilterOption | boolean, number>;
  /**
   * Facet counts by value: each option (for a boolean rule, `true` and `false`) with its value,
   * label, disabled flag and count, in option order, counted as `countRuleOptions` counts them.
   * `FValue` is the rule's value type, as the caller knows it.
   */
  getFacet<FValue = unknown>(id: Id, isAdditive?: boolean): FilterFacet<FValue>;
}

/** A filter's options with their counts, from `filters.getFacet(id, isAdditive?)`. */
export interface FilterFacet<FValue = unknown> {
  /** One entry per option, in the rule's option order. */
  readonly options: readonly FilterFacetOption<FValue>[];
  /**
   * The entry of the first option whose value is `value`, read as `set` reads it: one of the
   * rule's option objects stands for its value, the rule's `parse` reads it, and it is compared
   * with `Object.is`, a date by its time; or undefined (also for a value `parse` refuses).
   */
  get(value: FValue | FilterOption<FValue>): FilterFacetOption<FValue> | undefined;
}

/** One option of a `FilterFacet`: the option's value, label and disabled flag, and its count. */
export interface FilterFacetOption<FValue = unknown> {
  readonly value: FValue;
  /** The option's `label`, or undefined when it has none (always for a boolean rule). */
  readonly label: string | undefined;
  /** Whether the option is `disabled: true` (always false for a boolean rule). */
  readonly disabled: boolean;
  /** The items that would match with this value, as `countRuleOptions` counts them. */
  readonly count: number;
}

export interface FinderSortByApi<FItem, FContext> {
  readonly rules: SortByRule<FItem, FContext>[];
  readonly activeRule: SortByRule<FItem, FContext> | undefined;
  readonly sortDirection: SortDirection;
  readonly userHasSetSortDirection: boolean;
  /**
   * Whether relevance, rather than the sort rule, orders the matches while a search term is
   * active: the visitor's choice, else `ignoreSortByRulesWhileSearchRuleIsActive`. Kept when the
   * term is cleared.
   */
  readonly byRelevance: boolean;
  /**
   * Whether relevance orders the matches now: a term the search rule ranks by, and `byRelevance`
   * or no sort rule to order them.
   */
  readonly isRelevanceActive: boolean;
  /** Chooses the order of a rule; relevance goes off (see `byRelevance`). */
  set(id?: Id, direction?: SortDirection): void;
  toggle(id: Id): void;
  isRuleActive(id: Id): boolean;
  setSortDirection(direction?: SortDirection): void;
  toggleSortDirection(): void;
  cycleSortDirection(): void;
  /**
   * Chooses relevance (`true`) or the sort rule (`false`) for while a search term is active;
   * `undefined` goes back to `ignoreSortByRulesWhileSearchRuleIsActive`. `true` needs a search rule.
   */
  setByRelevance(byRelevance?: boolean): void;
  /** Back to the first rule, its default direction and the default of `byRelevance`. */
  reset(): void;
}

export interface FinderGroupByApi<FItem, FContext> {
  readonly rules: GroupByRule<FItem, FContext>[];
  readonly activeRule: GroupByRule<FItem, FContext> | undefined;
  readonly requireGroup: boolean;
  readonly groupBySortDirection: SortDirection | undefined;
  set(id?: Id): void;
  toggle(id: Id): void;
  setGroupSortDirection(direction?: SortDirection): void;
  reset(): void;
}

export interface FinderPaginationApi {
  readonly page: number;
  readonly offset: number;
  readonly numItemsPerPage: number | undefined;
  readonly numTotalItems: number;
  /** The number of groups the pages are cut from while the active group rule pages by groups. */
  readonly numTotalGroups: number | undefined;
  readonly lastPage: number;
  readonly isPaginated: boolean;
  setPage(page: number): void;
  setNumItemsPerPage(numItemsPerPage?: number): void;
}

export interface FinderEventsApi<FItem, FContext> {
  on<K extends FinderEventName>(name: K, listener: FinderEventListener<FItem, FContext, K>): void;
  off<K extends FinderEventName>(name: K, listener?: FinderEventListener<FItem, FContext, K>): void;
  /** Runs `fn` without emitting events or running effects. Re-entrant and exception-safe. */
  silently<T>(fn: () => T): T;
  isSilent(): boolean;
}

/**
 * The framework-free Finder instance: items and rules in, live results out. Every member is
 * live; the namespaces (`search`, `filters`, ...) are created once and safe to keep. Create one
 * with `new FinderCore(items, options)`.
 */
export interface FinderCore<FItem = unknown, FContext = unknown> {
  readonly search: FinderSearchApi<FItem, FContext>;
  readonly filters: FinderFiltersApi<FItem, FContext>;
  readonly sortBy: FinderSortByApi<FItem, FContext>;
  readonly groupBy: FinderGroupByApi<FItem, FContext>;
  readonly pagination: FinderPaginationApi;
  readonly events: FinderEventsApi<FItem, FContext>;

  readonly items: FItem[];
  readonly context: FContext;
  readonly isLoading: boolean;
  readonly disabled: boolean;
  /** True once the instance has items and is not loading; it never becomes false again. */
  readonly isReady: boolean;
  readonly isEmpty: boolean;
  readonly hasMatches: boolean;
  /** When the instance last changed (`Date.now()`). */
  readonly updatedAt: number;
  /** Increases on every change; what `useSyncExternalStore` compares. */
  readonly version: number;
  readonly state: FinderState;
  /** The matched items (or groups) of the current page, with the counts. */
  readonly matches: FinderMatches<FItem>;
  /**
   * Whether the view is the one `reset()` returns to, so that `reset()` would change nothing:
   * what a "Reset all" button's `disabled` reads.
   */
  readonly isReset: boolean;

  /**
   * Calls `listener` after every change; returns a function that unsubscribes. Bound to the
   * instance, so it can be passed on alone: `useSyncExternalStore(finder.subscribe, …)`.
   */
  readonly subscribe: (listener: () => void) => () => void;

  setItems(items: FItem[] | null | undefined): void;
  setIsLoading(isLoading: boolean): void;
  setIsDisabled(disabled: boolean): void;
  setContext(context: FContext): void;
  setRules(rules: FinderRule<FItem, FContext>[]): void;

  /**
   * Applies several changes as one: every mutation inside `fn` applies at once, and when the
   * outermost batch returns, the instance emits one `change`, runs effects once per rule whose
   * value changed, and tells subscribers once. Returns what `fn` returns.
   */
  batch<T>(fn: () => T): T;
  /**
   * Returns the view to where a fresh finder with the same options starts: the `initial*` options'
   * term, filters, sort rule and direction, relevance choice, group rule and direction (each
   * still accepted by the rules in force), and page 1. The page size stays as it is. One `change`
   * event, `"reset"` (none when nothing differs); nothing while disabled.
   */
  reset(): void;
  /** Search → filters → sort for a hypothetical state; changes nothing. */
  test(state: FinderTestState, isAdditive?: boolean): FItem[];
  /** The rule with this id; a filter rule comes back hydrated, as from `filters.getRule`. */
  getRule(id: Id): FinderRule<FItem, FContext>;
  toJSON(): FinderSnapshot;
}

/** `FinderCore` as a value: the class that creates instances. */
export interface FinderCoreConstructor {
  new <FItem = unknown, FContext = unknown>(
    items: FItem[] | null | undefined,
    options: FinderCoreOptions<FItem, FContext>,
  ): FinderCore<FItem, FContext>;
  readonly prototype: FinderCore;
}
