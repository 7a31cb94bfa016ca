import { findRule } from "../rules/ruleset";
import type { FinderGroupByApi, GroupByRule, SortDirection } from "../types";
import { validateDirection, type Internals } from "./internals";

export function createGroupByApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderGroupByApi<FItem, FContext> {
  const { store, flags } = internals;
  const change = (
    event: "setGroupBy" | "setGroupBySortDirection",
    groupBy: string | undefined,
    groupBySortDirection: SortDirection | undefined,
  ) => {
    internals.act({
      source: "groupBy",
      event,
      rule: store.ruleset.groupBy.find((rule) => rule.id === groupBy),
      next: { ...store.state, groupBy, groupBySortDirection, page: 1 },
      read: (state) => (event === "setGroupBy" ? state.groupBy : state.groupBySortDirection),
    });
  };
  const groupRule = (id: Parameters<FinderGroupByApi<FItem, FContext>["toggle"]>[0]) =>
    findRule(store.ruleset, id, "groupBy") as GroupByRule<FItem, FContext>;
  return {
    get rules() {
      return store.ruleset.groupBy;
    },
    get activeRule() {
      return store.groupRule(flags.requireGroup);
    },
    get requireGroup() {
      return flags.requireGroup;
    },
    get groupBySortDirection() {
      return store.state.groupBySortDirection;
    },
    set(id) {
      const ruleId = id === undefined ? undefined : groupRule(id).id;
      change("setGroupBy", ruleId, store.state.groupBySortDirection);
    },
    toggle(id) {
      const rule = groupRule(id);
      const isActive = store.groupRule(flags.requireGroup) === rule;
      change("setGroupBy", isActive ? undefined : rule.id, store.state.groupBySortDirection);
    },
    setGroupSortDirection(direction) {
      const checked = validateDirection(direction, "the group sort direction");
      change("setGroupBySortDirection", store.state.groupBy, checked);
    },
    reset() {
      change("setGroupBy", undefined, undefined);
    },
  };
}
