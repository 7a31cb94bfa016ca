import { DEV } from "../errors";
import { findRule } from "../rules/ruleset";
import type { UserState } from "../state";
import type { FinderChangeEventName, FinderSortByApi, Id, SortDirection } from "../types";
import { readByRelevance, storedRelevance, validateDirection } from "../valid-state";
import type { Internals } from "./internals";

type SortState = Pick<UserState, "sortBy" | "sortDirection" | "byRelevance">;

/**
 * The direction a sort rule starts in when it is chosen: the one given, else the one in force if
 * the rule stays, else none (the rule's default). `sortBy.set` and `test({ sortBy })` both ask.
 */
export function startDirection(
  state: Pick<UserState, "sortBy" | "sortDirection">,
  sortBy: string | undefined,
  given: SortDirection | undefined,
): SortDirection | undefined {
  return given ?? (sortBy === state.sortBy ? state.sortDirection : undefined);
}

export function createSortByApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderSortByApi<FItem, FContext> {
  const { store } = internals;
  const read = (state: SortState): SortState => ({
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    byRelevance: state.byRelevance,
  });
  const chosen = (byRelevance: boolean) => storedRelevance(byRelevance, store.flags);
  const change = (
    event: FinderChangeEventName,
    sortBy: string | undefined,
    sortDirection: SortDirection | undefined,
    // Choosing a rule chooses it over relevance; a direction leaves the choice as it is.
    // (An argument, not a default value: undefined is a choice here.)
    byRelevance: boolean | undefined,
  ) => {
    internals.act({
      source: "sortBy",
      event,
      // The rule in force after the change; no id means the first sort rule (not the current one,
      // which `sortRule(undefined)` would fall back to).
      rule: sortBy === undefined ? store.ruleset.sortBy[0] : store.sortRule(sortBy),
      patch: { sortBy, sortDirection, byRelevance },
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
    get byRelevance() {
      return store.relevanceChosen();
    },
    get isRelevanceActive() {
      return store.ranksByRelevance();
    },
    set(id, direction) {
      const checked = validateDirection(direction, DEV && "the sort direction");
      if (id === undefined) {
        change("setSortBy", undefined, checked, chosen(false));
        return;
      }
      const { id: ruleId } = sortRule(id);
      change("setSortBy", ruleId, startDirection(store.state, ruleId, checked), chosen(false));
    },
    toggle(id) {
      const rule = sortRule(id);
      // While relevance orders the matches, no rule does: the rule starts in its default direction.
      if (store.sortRule() === rule && !store.ranksByRelevance()) {
        const flipped = store.sortDirection() === "asc" ? "desc" : "asc";
        change("setSortDirection", rule.id, flipped, chosen(false));
      } else {
        change("setSortBy", rule.id, undefined, chosen(false));
      }
    },
    isRuleActive(id) {
      return store.sortRule() === sortRule(id);
    },
    setSortDirection(direction) {
      const checked = validateDirection(direction, DEV && "the sort direction");
      change("setSortDirection", store.state.sortBy, checked, store.state.byRelevance);
    },
    toggleSortDirection() {
      change(
        "setSortDirection",
        store.state.sortBy,
        store.sortDirection() === "asc" ? "desc" : "asc",
        store.state.byRelevance,
      );
    },
    cycleSortDirection() {
      // unset → the direction opposite the rule's default → its default → unset, so the first press
      // always changes the order (for the usual "asc" default: unset → desc → asc → unset).
      const current = store.state.sortDirection;
      const byDefault = store.sortRule(store.state.sortBy)?.defaultSortDirection ?? "asc";
      const other = byDefault === "asc" ? "desc" : "asc";
      const next = current === undefined ? other : current === other ? byDefault : undefined;
      change("setSortDirection", store.state.sortBy, next, store.state.byRelevance);
    },
    setByRelevance(byRelevance) {
      const checked =
        byRelevance === undefined
          ? undefined
          : readByRelevance(
              byRelevance,
              // The choice already in force is no change, even after setRules took the search
              // rule away.
              store.ruleset.search !== undefined || byRelevance === store.relevanceChosen(),
              DEV && "sortBy.setByRelevance()",
            );
      const { sortBy, sortDirection } = store.state;
      change(
        "setByRelevance",
        sortBy,
        sortDirection,
        checked === undefined ? undefined : chosen(checked),
      );
    },
    reset() {
      change("setSortBy", undefined, undefined, undefined);
    },
  };
}
