import {
  FinderCore,
  filterRule,
  finderRuleset,
  groupByRule,
  ruleEffect,
  searchEffect,
  searchRule,
  sortByRule,
} from "@finderjs/core";
import { currentUser, issues, type Issue } from "../../data/issues";

const rules = finderRuleset<Issue>([
  searchRule<Issue>({ searchFn: (issue) => [issue.id, issue.title] }),
  filterRule<Issue, boolean>({
    id: "mine",
    boolean: true,
    filterFn: (issue) => issue.assignee === currentUser,
  }),
  filterRule<Issue, boolean>({
    id: "unassigned",
    boolean: true,
    filterFn: (issue) => issue.assignee === null,
  }),
  sortByRule<Issue>({ id: "created", sortFn: (issue) => issue.createdAt }),
  sortByRule<Issue>({ id: "title", sortFn: (issue) => issue.title }),
  groupByRule<Issue>({ id: "status", groupFn: (issue) => issue.status }),
  groupByRule<Issue>({ id: "assignee", groupFn: (issue) => issue.assignee ?? "unassigned" }),
]);

export const finder = new FinderCore(issues, {
  rules,
  effects: [
    // Exclusive switches: whichever was just turned on switches the other off.
    ruleEffect<Issue>(["mine", "unassigned"], (finder, rule) => {
      if (rule.id === undefined || !finder.filters.isActive(rule.id)) return;
      finder.filters.set(rule.id === "mine" ? "unassigned" : "mine", false);
    }),
    // A new grouping starts from the default sort.
    ruleEffect<Issue>(["status", "assignee"], (finder) => finder.sortBy.reset()),
    // Keywords match like a search; compare the term yourself when you want the whole word.
    searchEffect<Issue>("mine", (finder, searchTerm) => {
      if (searchTerm.trim().toLowerCase() !== "mine") return;
      finder.filters.set("mine", true);
      finder.search.setSearchTerm("");
    }),
  ],
});

finder.events.on("change", (event) => {
  // Logs the visitor's actions only: effect changes are silent.
  console.log(event.event, event.rule?.id, event.current);
});
