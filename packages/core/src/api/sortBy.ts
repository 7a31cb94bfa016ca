import { DEV } from "../errors";
import { findRule } from "../rules/ruleset";
import type { FinderSortByApi, Id, SortDirection } from "../types";
import { validateDirection } from "../valid-state";
import type { Internals } from "./internals";

export function createSortByApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderSortByApi<FItem, FContext> {
  const { store } = internals;
  const read = (state: {
    sortBy: string | undefined;
    sortDirection: SortDirection | undefined;
  }) => ({
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
  });
  const change = (
    event: "setSortBy" | "setSortDirection",
    sortBy: string | undefined,
    sortDirection: SortDirection | undefined,
  ) => {
    internals.act({
      source: "sortBy",
      event,
      // The rule in force after the change; no id means the first sort rule (not the current one,
      // which `sortRule(undefined)` would fall back to).
      rule: sortBy === undefined ? store.ruleset.sortBy[0] : store.sortRule(sortBy),
      patch: { sortBy, sortDirection },
      read,
    });
  };
  const sortRule = (id: Id) => findRule(store.ruleset, id, "sortBy");
  return {
    get rules() {
      return store.ruleset.sortBy;
    },
    get activeRule() {
      return store.sortRule();
    },
    get sortDirection() {
      return store.sortDirection();
    },
    get userHasSetSortDirection() {
      return store.state.sortDirection !== undefined;
    },
    set(id, direction) {
      const checked = validateDirection(direction, DEV && "the sort direction");
      if (id === undefined) {
        change("setSortBy", undefined, checked);
        return;
      }
      const rule = sortRule(id);
      const keep = store.state.sortBy === rule.id ? store.state.sortDirection : undefined;
      change("setSortBy", rule.id, checked ?? keep);
    },
    toggle(id) {
      const rule = sortRule(id);
      if (store.sortRule() === rule) {
        const flipped = store.sortDirection() === "asc" ? "desc" : "asc";
        change("setSortDirection", rule.id, flipped);
      } else {
        change("setSortBy", rule.id, undefined);
      }
    },
    isRuleActive(id) {
      return store.sortRule() === sortRule(id);
    },
    setSortDirection(direction) {
      const checked = validateDirection(direction, DEV && "the sort direction");
      change("setSortDirection", store.state.sortBy, checked);
    },
    toggleSortDirection() {
      change(
        "setSortDirection",
        store.state.sortBy,
        store.sortDirection() === "asc" ? "desc" : "asc",
      );
    },
    cycleSortDirection() {
      // unset → the direction opposite the rule's default → its default → unset, so the first press
      // always changes the order (for the usual "asc" default: unset → desc → asc → unset).
      const current = store.state.sortDirection;
      const byDefault = store.sortRule(store.state.sortBy)?.defaultSortDirection ?? "asc";
      const other = byDefault === "asc" ? "desc" : "asc";
      const next = current === undefined ? other : current === other ? byDefault : undefined;
      change("setSortDirection", store.state.sortBy, next);
    },
    reset() {
      change("setSortBy", undefined, undefined);
    },
  };
}
