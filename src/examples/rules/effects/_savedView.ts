import { FinderCore, filterRule, finderRuleset, ruleEffect } from "@finderjs/core";
import { currentUser, issues, type Issue } from "../../data/issues";

interface ViewContext {
  /** The filters the visitor's saved view sets. */
  viewFilterIds: string[];
  /** Called when the visitor changes one of them. */
  onViewModified: (ruleId: string) => void;
}

const rules = finderRuleset<Issue, ViewContext>([
  filterRule<Issue, boolean, ViewContext>({
    id: "mine",
    boolean: true,
    filterFn: (issue) => issue.assignee === currentUser,
  }),
  filterRule<Issue, boolean, ViewContext>({
    id: "open",
    boolean: true,
    filterFn: (issue) => issue.status !== "closed",
  }),
  filterRule<Issue, boolean, ViewContext>({
    id: "bugs",
    boolean: true,
    filterFn: (issue) => issue.labels.includes("bug"),
  }),
]);

export function createTriage(context: ViewContext) {
  return new FinderCore(issues, {
    rules,
    context,
    initialFilters: Object.fromEntries(context.viewFilterIds.map((id) => [id, true])),
    effects: [
      // A function target: the watched rules come from context, evaluated at each change.
      ruleEffect<Issue, ViewContext>(
        (_items, { viewFilterIds }) => viewFilterIds,
        (finder, rule) => finder.context.onViewModified(rule.id ?? ""),
      ),
    ],
  });
}
