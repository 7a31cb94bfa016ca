// The filters namespace's facets (testRuleOptions, countRuleOptions, getFacet) and the counting
// they share: which items each of a filter's options (or a switch's on and off) would keep, in
// one pass over the candidates.
import { sameOptionValue } from "../equality";
import { FinderError } from "../errors";
import { kindOf, type FacetKeys } from "../rules/filter-kinds";
import { optionEntry } from "../rules/filter-values";
import { EMPTY_STATE } from "../state";
import type { FinderStore } from "../store";
import type { FilterFacet, FilterFacetOption, FilterRule, FinderFiltersApi, Id } from "../types";

/**
 * One pass over the candidates, asking each option in turn (an absent value passes all). The
 * candidates pass the search and every other active filter: of the current state when
 * additive, else of a fresh one, where only defaults and required filters apply — as test() does.
 */
export function forEachOptionMatch<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  rule: FilterRule<FItem, unknown, FContext>,
  isAdditive: boolean,
  onMatch: (option: number, itemIndex: number) => void,
): FacetKeys {
  // A key of the kind's own (a switch's on and off) is counted as test() applies the filter set
  // to it: false is off (undefined), unless the filter is required, when it applies the default
  // (or, without one, stays on).
  const keys: FacetKeys =
    kindOf(rule).facetKeys?.map((key) => [
      key,
      key || rule.required ? store.filterValue(rule, { [rule.id]: key }) : undefined,
    ]) ?? (store.optionsOf(rule) ?? []).map((option) => [option, option.value]);
  const indices = store.candidatesExcept(rule, isAdditive ? store.state : EMPTY_STATE);
  const { items, context } = store;
  // Most items pass one option (a brand, a colour): remembered, a later count is one pass.
  const codes = store.optionCodes(rule);
  const passes = (i: number, o: number) => {
    const value = (keys[o] as [unknown, unknown])[1];
    return value === undefined || rule.filterFn(items[i] as FItem, value, context);
  };
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k] as number;
    const code = codes[i] as number;
    if (!code) {
      // Not counted yet: -1 passes none, -2 several, o + 1 only option o.
      let learnt = -1;
      for (let o = 0; o < keys.length; o++) {
        if (passes(i, o)) {
          onMatch(o, i);
          learnt = learnt === -1 ? o + 1 : -2;
        }
      }
      codes[i] = learnt;
    } else if (code > 0) onMatch(code - 1, i);
    else if (code < -1) for (let o = 0; o < keys.length; o++) if (passes(i, o)) onMatch(o, i);
  }
  return keys;
}

/** One count per option key, in the keys' order (see `forEachOptionMatch`). */
export function countOptions<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
  rule: FilterRule<FItem, unknown, FContext>,
  isAdditive: boolean,
) {
  const counts: number[] = [];
  const keys = forEachOptionMatch(store, rule, isAdditive, (option) => {
    counts[option] = (counts[option] ?? 0) + 1;
  });
  return [keys, counts] as const;
}

/** The facet methods of the filters namespace. */
export function createFacetMethods<FItem, FContext>(
  store: FinderStore<FItem, FContext>,
): Pick<FinderFiltersApi<FItem, FContext>, "testRuleOptions" | "countRuleOptions" | "getFacet"> {
  return {
    testRuleOptions(id, isAdditive = false) {
      const rule = store.filterRule(id);
      const lists: FItem[][] = [];
      const keys = forEachOptionMatch(store, rule, isAdditive, (option, i) => {
        (lists[option] ??= []).push(store.items[i] as FItem);
      });
      return new Map(keys.map(([key], o) => [key, lists[o] ?? []]));
    },
    countRuleOptions(id, isAdditive = false) {
      const [keys, counts] = countOptions(store, store.filterRule(id), isAdditive);
      return new Map(keys.map(([key], o) => [key, counts[o] ?? 0]));
    },
    getFacet<FValue>(id: Id, isAdditive = false): FilterFacet<FValue> {
      const rule = store.filterRule(id);
      const [keys, counts] = countOptions(store, rule, isAdditive);
      const options = keys.map(([key], o): FilterFacetOption<FValue> => {
        const option = typeof key === "boolean" ? { value: key } : key;
        return {
          value: option.value as FValue,
          label: option.label,
          disabled: option.disabled === true,
          count: counts[o] ?? 0,
        };
      });
      return {
        options,
        get: (value) => {
          // As set reads it: an option object stands for its value, which the rule's parse reads
          // (a switch's true and false never reach it), and a date is compared by its time. A
          // value parse refuses is no option's: a lookup answers undefined, it does not throw.
          let wanted: unknown = value;
          if (!kindOf(rule).facetKeys) {
            try {
              wanted = optionEntry(rule, store.optionsOf(rule), value);
            } catch (error) {
              if (error instanceof FinderError && error.code === "INVALID_FILTER_VALUE") return;
              throw error;
            }
          }
          return options.find((option) => sameOptionValue(option.value, wanted));
        },
      };
    },
  };
}
