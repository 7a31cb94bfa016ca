// What the results are computed from, besides the user state: the items, the context, the rules
// with each filter's options as generated for those items and context, and the switches; and
// what follows from them for a state (a filter's value in force, the sort and group rules).
import { effectiveFilterValue, hydrateOptions, normalizeFilterValue } from "./rules/filter-values";
import { kindOf } from "./rules/filter-kinds";
import { findRule, ruleWithId, type Ruleset } from "./rules/ruleset";
import { UserStateHolder, type UserState } from "./state";
import type {
  FilterOption,
  FilterRule,
  GroupByRule,
  HydratedFilterRule,
  Id,
  SortByRule,
  SortDirection,
} from "./types";
import type { Flags } from "./valid-state";

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

/**
 * The inputs of the pipeline, loaded together by `load` (which the store calls whenever one of
 * them changes), and the rule state derived from them.
 */
export class FinderInputs<FItem, FContext> extends UserStateHolder {
  // Set by `load`, which the store's constructor calls.
  items!: FItem[];
  context!: FContext;
  ruleset!: Ruleset<FItem, FContext>;
  readonly flags: Readonly<Flags>;
  #options = new Map<string, FilterOption[] | undefined>();
  #hydratedRules = new WeakMap<object, HydratedFilterRule<FItem, unknown, FContext>>();

  constructor(flags: Flags) {
    super();
    this.flags = flags;
  }

  /** Sets one of the switches a user of the instance may change, and marks the change. */
  setFlag(flag: "isLoading" | "disabled", value: boolean): void {
    (this.flags as Flags)[flag] = value;
    this.markChanged();
  }

  /**
   * Stores new rules, items or context. Option generators run first (once per change, never per
   * read), so one that throws changes nothing.
   */
  protected load(ruleset: Ruleset<FItem, FContext>, items: FItem[], context: FContext): void {
    this.#options = new Map(
      ruleset.filters.map((rule) => [rule.id, hydrateOptions(rule, items, context)]),
    );
    this.ruleset = ruleset;
    this.items = items;
    this.context = context;
  }

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
    return this.sortRuleOf(sortBy);
  }

  /** The sort rule in force when `sortBy` is chosen: none chosen (undefined) is the first rule. */
  sortRuleOf(sortBy: string | undefined): SortByRule<FItem, FContext> | undefined {
    return ruleWithId(this.ruleset.sortBy, sortBy) ?? this.ruleset.sortBy[0];
  }

  sortDirection(state: Pick<UserState, "sortBy" | "sortDirection"> = this.state): SortDirection {
    return state.sortDirection ?? this.sortRuleOf(state.sortBy)?.defaultSortDirection ?? "asc";
  }

  /**
   * Whether relevance is chosen over the sort rule while a term is active: the visitor's choice,
   * else `ignoreSortByRulesWhileSearchRuleIsActive`.
   */
  relevanceChosen(state: Pick<UserState, "byRelevance"> = this.state): boolean {
    return state.byRelevance ?? this.flags.ignoreSortByRulesWhileSearchRuleIsActive;
  }

  groupRule(): GroupByRule<FItem, FContext> | undefined {
    const chosen = ruleWithId(this.ruleset.groupBy, this.state.groupBy);
    return chosen ?? (this.flags.requireGroup ? this.ruleset.groupBy[0] : undefined);
  }
}
