import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  ruleEffect,
  sortByRule,
  useFinder,
} from "@finderjs/react";
import { currentUser, issuePriorities, issues, type Issue } from "../../data/issues";
import { formatDate, countLine } from "../../data/format";

const mine = filterRule<Issue, boolean>({
  id: "mine",
  label: "Mine",
  boolean: true,
  filterFn: (issue) => issue.assignee === currentUser,
});
const unassigned = filterRule<Issue, boolean>({
  id: "unassigned",
  label: "Unassigned",
  boolean: true,
  filterFn: (issue) => issue.assignee === null,
});
const byStatus = groupByRule<Issue>({ id: "status", label: "Status", groupFn: (i) => i.status });
const byAssignee = groupByRule<Issue>({
  id: "assignee",
  label: "Assignee",
  groupFn: (issue) => issue.assignee ?? "unassigned",
});

const rules = finderRuleset<Issue>([
  mine,
  unassigned,
  sortByRule<Issue>({
    id: "created",
    label: "Created",
    sortFn: (issue) => issue.createdAt,
    defaultSortDirection: "desc",
  }),
  sortByRule<Issue>({
    id: "priority",
    label: "Priority",
    sortFn: (issue) => issuePriorities.indexOf(issue.priority),
  }),
  sortByRule<Issue>({ id: "title", label: "Title", sortFn: (issue) => issue.title }),
  byStatus,
  byAssignee,
]);

const effects = [
  // Targets given as rule objects: whichever switch was turned on turns the other off.
  ruleEffect<Issue>([mine, unassigned], (finder, rule) => {
    if (!finder.filters.isActive(mine) || !finder.filters.isActive(unassigned)) return;
    finder.filters.set(rule === mine ? unassigned : mine, false);
  }),
  // Targets given as ids: a new grouping starts from the default sort.
  ruleEffect<Issue>(["status", "assignee"], (finder) => finder.sortBy.reset()),
];

export default function RuleEffectsDemo() {
  return (
    <Finder items={issues} rules={rules} effects={effects}>
      <Controls />
      <Finder.Content<Issue>>
        {{
          items: ({ items }) => <IssueList issues={items} />,
          groups: ({ groups }) =>
            groups.map((group) => (
              <section key={group.id} aria-label={group.id}>
                <h4 className="margin-top--sm margin-bottom--xs">{group.id}</h4>
                <IssueList issues={group.items} />
              </section>
            )),
          noMatches: <p>No issues match.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function IssueList({ issues }: { issues: Issue[] }) {
  return (
    <ul className="margin-bottom--sm">
      {issues.map((issue) => (
        <li key={issue.id}>
          <strong>{issue.id}</strong> {issue.title}{" "}
          <span className="badge badge--secondary">{issue.priority}</span>{" "}
          <small>{formatDate(issue.createdAt)}</small>
        </li>
      ))}
    </ul>
  );
}

function Controls() {
  const finder = useFinder<Issue>();
  const { activeRule, sortDirection } = finder.sortBy;
  return (
    <div className="margin-bottom--sm">
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
        <fieldset>
          <legend>Assignee</legend>
          {[mine, unassigned].map((rule) => (
            <label key={rule.id}>
              <input
                type="checkbox"
                role="switch"
                checked={finder.filters.isActive(rule)}
                onChange={() => finder.filters.toggle(rule)}
              />{" "}
              {rule.label}
            </label>
          ))}
        </fieldset>
        <label>
          Group by{" "}
          <select
            value={finder.groupBy.activeRule?.id ?? ""}
            onChange={(event) => finder.groupBy.set(event.target.value || undefined)}
          >
            <option value="">None</option>
            {finder.groupBy.rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by{" "}
          <select
            value={activeRule?.id ?? ""}
            onChange={(event) => finder.sortBy.set(event.target.value)}
          >
            {finder.sortBy.rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => finder.sortBy.toggleSortDirection()}
        >
          {sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
        </button>
      </div>
      <p className="margin-top--sm margin-bottom--none" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "issue")} · sorted
        by {activeRule?.label} {sortDirection === "asc" ? "ascending" : "descending"}
      </p>
    </div>
  );
}
