import { FinderError } from "../errors";
import { filterKindOf } from "../pipeline/filter";
import { normalizeFilterValue, optionValue } from "../rules/filter-values";
import { findRule } from "../rules/ruleset";
import type { FilterOption, FilterRule, FinderFiltersApi, Id } from "../types";
import type { Internals } from "./internals";

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

export function createFiltersApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderFiltersApi<FItem, FContext> {
  const { store } = internals;
  const filterRule = (id: Id) =>
    findRule(store.ruleset, id, "filter") as AnyFilterRule<FItem, FContext>;

  /** The raw-value record after setting `rule` to an already normalised value. */
  const withValue = (
    rule: AnyFilterRule<FItem, FContext>,
    value: unknown,
    base = store.state.filters,
  ) => {
    const filters: Record<string, unknown> = { ...base };
    if (value !== undefined) filters[rule.id] = value;
    // A filter with a default needs an explicit "cleared" marker, or the default would return.
    else if (rule.defaultValue !== undefined && !rule.required) filters[rule.id] = null;
    else delete filters[rule.id];
    return filters;
  };

  const set = (rule: AnyFilterRule<FItem, FContext>, value: unknown) => {
    const normalized = normalizeFilterValue(rule, store.optionsOf(rule), value);
    internals.act({
      source: "filters",
      event: "setFilter",
      rule,
      next: { ...store.state, filters: withValue(rule, normalized), page: 1 },
      read: (state) => store.filterValue(rule, state.filters),
      debounceMilliseconds: rule.debounceMilliseconds,
    });
  };

  const selected = (rule: AnyFilterRule<FItem, FContext>): unknown[] => {
    const value = store.filterValue(rule);
    return Array.isArray(value) ? value : [];
  };

  const has = (rule: AnyFilterRule<FItem, FContext>, option: unknown): boolean => {
    const value = optionValue(store.optionsOf(rule), option);
    const kind = filterKindOf(rule);
    if (kind === "multiple") return selected(rule).some((entry) => Object.is(entry, value));
    return Object.is(store.filterValue(rule), value);
  };

  /** Option keys for testRuleOptions/countRuleOptions, with the value each one applies. */
  const optionKeys = (
    rule: AnyFilterRule<FItem, FContext>,
  ): [FilterOption | boolean, unknown][] => {
    if (filterKindOf(rule) === "boolean")
      return [
        [true, true],
        [false, undefined],
      ];
    return (store.optionsOf(rule) ?? []).map((option) => [option, option.value]);
  };

  const candidates = (rule: AnyFilterRule<FItem, FContext>, isAdditive: boolean) =>
    isAdditive ? store.candidatesExcept(rule) : undefined;

  /** One pass over the candidates, asking each option in turn (an absent value passes all). */
  const forEachOptionMatch = (
    rule: AnyFilterRule<FItem, FContext>,
    isAdditive: boolean,
    onMatch: (option: number, itemIndex: number) => void,
  ): [FilterOption | boolean, unknown][] => {
    const keys = optionKeys(rule);
    const indices = candidates(rule, isAdditive);
    const { items, context } = store;
    const count = indices ? indices.length : items.length;
    for (let k = 0; k < count; k++) {
      const i = indices ? (indices[k] as number) : k;
      const item = items[i] as FItem;
      for (let o = 0; o < keys.length; o++) {
        const value = (keys[o] as [unknown, unknown])[1];
        if (value === undefined || rule.filterFn(item, value, context)) onMatch(o, i);
      }
    }
    return keys;
  };

  return {
    get rules() {
      return store.ruleset.filters;
    },
    get activeRules() {
      return store.activeFilterRules();
    },
    get values() {
      const values: Record<string, unknown> = {};
      for (const rule of store.ruleset.filters) {
        const value = store.filterValue(rule);
        if (value !== undefined) values[rule.id] = value;
      }
      return values;
    },
    get raw() {
      return { ...store.state.filters };
    },
    isActive(id) {
      return store.isFilterActive(filterRule(id));
    },
    get(id) {
      return store.filterValue(filterRule(id));
    },
    has(id, option) {
      const rule = filterRule(id);
      return option === undefined ? store.isFilterActive(rule) : has(rule, option);
    },
    getRule(id) {
      return filterRule(id);
    },
    set(id, value) {
      set(filterRule(id), value);
    },
    add(id, option) {
      const rule = filterRule(id);
      if (filterKindOf(rule) !== "multiple") {
        set(rule, option);
        return;
      }
      const value = optionValue(store.optionsOf(rule), option);
      if (has(rule, value)) return;
      set(rule, [...selected(rule), value]);
    },
    delete(id, option) {
      const rule = filterRule(id);
      if (option === undefined) {
        set(rule, undefined);
        return;
      }
      const value = optionValue(store.optionsOf(rule), option);
      if (filterKindOf(rule) === "multiple") {
        set(
          rule,
          selected(rule).filter((entry) => !Object.is(entry, value)),
        );
      } else if (has(rule, value)) {
        set(rule, undefined);
      }
    },
    toggle(id, option) {
      const rule = filterRule(id);
      const kind = filterKindOf(rule);
      if (kind === "single") {
        throw new FinderError(
          "TOGGLE_NOT_SUPPORTED",
          `Finder: filter rule "${rule.id}" takes a single value and cannot be toggled; use filters.set().`,
          rule.id,
        );
      }
      if (kind === "boolean") {
        set(rule, store.filterValue(rule) !== true);
        return;
      }
      if (option === undefined) {
        throw new FinderError(
          "INVALID_FILTER_VALUE",
          `Finder: toggling multiple filter rule "${rule.id}" needs the option to add or remove.`,
          rule.id,
        );
      }
      const value = optionValue(store.optionsOf(rule), option);
      set(
        rule,
        has(rule, value)
          ? selected(rule).filter((entry) => !Object.is(entry, value))
          : [...selected(rule), value],
      );
    },
    reset() {
      internals.act({
        source: "filters",
        event: "resetFilters",
        next: { ...store.state, filters: {}, page: 1 },
        read: (state) => state.filters,
      });
    },
    test({ rules, values, isAdditive = false }) {
      const list = Array.isArray(rules) ? rules : [rules];
      let filters: Record<string, unknown> = {};
      list.forEach((id, k) => {
        const rule = filterRule(id);
        const value = values && k < values.length ? values[k] : store.filterValue(rule);
        filters = withValue(
          rule,
          normalizeFilterValue(rule, store.optionsOf(rule), value),
          filters,
        );
        if (!(rule.id in filters)) filters[rule.id] = null;
      });
      return internals.test({ filters }, isAdditive);
    },
    testRule({ rule, value, isAdditive = false }) {
      return this.test({ rules: [rule], values: [value], isAdditive });
    },
    testRuleOptions(id, isAdditive = false) {
      const rule = filterRule(id);
      const lists: FItem[][] = [];
      const keys = forEachOptionMatch(rule, isAdditive, (option, i) => {
        (lists[option] ??= []).push(store.items[i] as FItem);
      });
      return new Map(keys.map(([key], o) => [key, lists[o] ?? []]));
    },
    countRuleOptions(id, isAdditive = false) {
      const rule = filterRule(id);
      const counts: number[] = [];
      const keys = forEachOptionMatch(rule, isAdditive, (option) => {
        counts[option] = (counts[option] ?? 0) + 1;
      });
      return new Map(keys.map(([key], o) => [key, counts[o] ?? 0]));
    },
  };
}
