import { DEV, fail } from "../errors";
import { copyFilterValues, isBlankValue, kindName, kindOf, TEXTS } from "../rules/filter-kinds";
import { failOnFilter, optionEntry } from "../rules/filter-values";
import type { FilterRule, FinderFiltersApi } from "../types";
import { describeValue, isObject, toArray } from "../util";
import type { Internals } from "./internals";
import { createFacetMethods } from "./option-counts";

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

export function createFiltersApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderFiltersApi<FItem, FContext> {
  const { store } = internals;
  const filterRule = store.filterRule.bind(store);
  /** Filter values by rule id, each copied as its kind copies it. */
  const copyValues = (values: Readonly<Record<string, unknown>>) =>
    copyFilterValues(values, store.ruleset.byId);

  /** The raw-value record after setting `rule` to an already normalised value. */
  const withValue = (rule: AnyFilterRule<FItem, FContext>, value: unknown) => {
    // A filter with a default needs an explicit "cleared" marker, or the default would return.
    const stored =
      value === undefined && !isBlankValue(rule.defaultValue) && !rule.required ? null : value;
    const others = Object.entries(store.state.filters).filter(([id]) => id !== rule.id);
    // Built from entries, so any rule id ("__proto__" too) is a plain key.
    return Object.fromEntries(stored === undefined ? others : [...others, [rule.id, stored]]);
  };

  /** Writes an already checked and normalised value (undefined clears). */
  const write = (rule: AnyFilterRule<FItem, FContext>, normalized: unknown) => {
    const filters = withValue(rule, normalized);
    const kind = kindOf(rule);
    // Bound: a kind's `same` may ask the kind (`sameOrInactive` asks its `isActive`).
    const same = kind.same.bind(kind);
    // The value the filter already has is no change: nothing is written or emitted, the page stays.
    if (same(store.filterValue(rule), store.filterValue(rule, filters))) return;
    internals.act({
      source: "filters",
      event: "setFilter",
      rule,
      patch: { filters },
      read: (state) => kind.copy(store.filterValue(rule, state.filters)),
      same,
      debounceMilliseconds: rule.debounceMilliseconds,
    });
  };

  const set = (rule: AnyFilterRule<FItem, FContext>, value: unknown) =>
    write(rule, store.normalizeFilterValue(rule, value));

  /** The entry an option (or value) given to add, delete, toggle or has stands for (`optionEntry`). */
  const entryOf = (rule: AnyFilterRule<FItem, FContext>, option: unknown) =>
    optionEntry(rule, store.optionsOf(rule), option);

  /** Whether the value in force is `value` (as parse made it), or holds it (among what `FilterKind.applied` gives). */
  const has = (rule: AnyFilterRule<FItem, FContext>, value: unknown): boolean => {
    const current = store.filterValue(rule);
    return (
      current !== undefined &&
      kindOf(rule)
        .applied(current)
        .some((entry) => Object.is(entry, value))
    );
  };

  /**
   * The kind's `select`, for the options operation `what` (add() and delete(id, option)): a
   * filter of a kind that does not select options throws.
   */
  const selectOf = (rule: AnyFilterRule<FItem, FContext>, what: string | false) =>
    kindOf(rule).select ??
    failOnFilter(
      "OPTION_OPERATION_NOT_SUPPORTED",
      rule,
      DEV &&
        `is a ${kindName(rule)} filter; ${what} needs a multiple filter. Use set() or delete(id).`,
    );

  /**
   * Selects `value` in a filter that selects options, or deselects it; the order of the others
   * stays. Only the option being added is checked (as if selected alone): the others may include
   * a default, which is not checked against generated options.
   */
  const setSelected = (
    rule: AnyFilterRule<FItem, FContext>,
    select: NonNullable<ReturnType<typeof kindOf>["select"]>,
    value: unknown,
    on: boolean,
  ) => {
    if (on) store.normalizeFilterValue(rule, select(undefined, value, true));
    write(rule, select(store.filterValue(rule), value, on));
  };

  return {
    get rules() {
      return store.ruleset.filters;
    },
    get activeRules() {
      return store.activeFilterRules();
    },
    get values() {
      const values = store.ruleset.filters.map((rule) => [rule.id, store.filterValue(rule)]);
      return copyValues(Object.fromEntries(values.filter(([, value]) => value !== undefined)));
    },
    get raw() {
      return copyValues(store.state.filters);
    },
    isActive(id) {
      return store.isFilterActive(filterRule(id));
    },
    get(id) {
      const rule = filterRule(id);
      const value = store.filterValue(rule);
      const kind = kindOf(rule);
      // A copy: pushing into it must change neither the state nor the rule's defaultValue. Unset,
      // a filter reads as its kind's "off" (a switch off, nothing selected), ready for a control.
      return kind.copy(value === undefined ? kind.unset : value);
    },
    has(id, option) {
      const rule = filterRule(id);
      return option === undefined ? store.isFilterActive(rule) : has(rule, entryOf(rule, option));
    },
    getRule(id) {
      return store.hydratedFilterRule(filterRule(id));
    },
    set(id, value) {
      set(filterRule(id), value);
    },
    add(id, option) {
      const rule = filterRule(id);
      const select = selectOf(rule, DEV && "add()");
      const value = entryOf(rule, option);
      if (!has(rule, value)) setSelected(rule, select, value, true);
    },
    delete(id, option) {
      const rule = filterRule(id);
      if (option === undefined) {
        set(rule, undefined);
        return;
      }
      const select = selectOf(rule, DEV && "delete() with an option");
      setSelected(rule, select, entryOf(rule, option), false);
    },
    toggle(id, option) {
      const rule = filterRule(id);
      const { flip, select } = kindOf(rule);
      // A switch flips without an option, a selection toggles the option given. Anything else is
      // a mistake, as the earlier library said: an option for a switch, a selection without one
      // (a value that is wrong), a filter of a kind that has nothing to toggle.
      if (option === undefined && flip) {
        set(rule, flip(store.filterValue(rule)));
        return;
      }
      if (option === undefined || !select) {
        fail(
          select ? "INVALID_FILTER_VALUE" : "TOGGLE_NOT_SUPPORTED",
          DEV && TEXTS[kindName(rule)].toggle(rule.id, option),
          rule.id,
        );
      }
      const value = entryOf(rule, option);
      setSelected(rule, select, value, !has(rule, value));
    },
    reset() {
      const unchanged = store.ruleset.filters.every((rule) =>
        kindOf(rule).same(store.filterValue(rule), store.filterValue(rule, {})),
      );
      if (unchanged) return;
      internals.act({
        source: "filters",
        event: "resetFilters",
        patch: { filters: {} },
        read: (state) => copyValues(state.filters),
      });
    },
    test(args) {
      if (!isObject(args) || (args.values !== undefined && !Array.isArray(args.values))) {
        fail(
          "INVALID_TEST_STATE",
          DEV &&
            `filters.test() takes { rules, values?: […] } (testRule: { rule, value }), got ${describeValue(args)}.`,
        );
      }
      const { rules, values, isAdditive = false } = args;
      const filters = toArray(rules).map((id, k) => {
        const rule = filterRule(id);
        const value = values && k < values.length ? values[k] : store.filterValue(rule);
        // A blank value tests the filter cleared, even when it has a default.
        return [rule.id, store.normalizeFilterValue(rule, value) ?? null];
      });
      return internals.test({ filters: Object.fromEntries(filters) }, isAdditive);
    },
    testRule(args) {
      // A non-object goes on to test(), which reports it.
      return this.test(
        isObject(args)
          ? { rules: [args.rule], values: [args.value], isAdditive: args.isAdditive }
          : args,
      );
    },
    // The facets: testRuleOptions, countRuleOptions, getFacet.
    ...createFacetMethods(store),
  };
}
