import { DEV } from "../errors";
import { findRule, ruleWithId } from "../rules/ruleset";
import type { FinderGroupByApi, Id, SortDirection } from "../types";
import { validateDirection } from "../valid-state";
import type { Internals } from "./internals";

export function createGroupByApi<FItem, FContext>(
  internals: Internals<FItem, FContext>,
): FinderGroupByApi<FItem, FContext> {
  const { store } = internals;
  const change = (
    event: "setGroupBy" | "setGroupBySortDirection",
    groupBy: string | undefined,
    groupBySortDirection: SortDirection | undefined,
  ) => {
    internals.act({
      source: "groupBy",
      event,
      rule: ruleWithId(store.ruleset.groupBy, groupBy),
      patch: { groupBy, groupBySortDirection },
      read: (state) => (event === "setGroupBy" ? state.groupBy : state.groupBySortDirection),
    });
  };
  const groupRule = (id: Id) => findRule(store.ruleset, id, "groupBy");
  return {
    get rules() {
      return store.ruleset.groupBy;
    },
    get activeRule() {
      return store.groupRule();
    },
    get requireGroup() {
      return store.flags.requireGroup;
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
      const isActive = store.groupRule() === rule;
      change("setGroupBy", isActive ? undefined : rule.id, store.state.groupBySortDirection);
    },
    setGroupSortDirection(direction) {
      const checked = validateDirection(direction, DEV && "the group sort direction");
      change("setGroupBySortDirection", store.state.groupBy, checked);
    },
    reset() {
      // The event names what changes: the rule (and its direction with it), or only the direction.
      const event = store.state.groupBy === undefined ? "setGroupBySortDirection" : "setGroupBy";
      change(event, undefined, undefined);
    },
  };
}
