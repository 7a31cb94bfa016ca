import { useId, useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  ruleEffect,
  searchEffect,
  searchRule,
  useFinder,
  type FinderChangeEvent,
} from "@finderjs/react";
import {
  currentUser,
  issuePriorities,
  issues,
  type Issue,
  type IssuePriority,
} from "../../data/issues";
import { countLine } from "../../data/format";

const rules = finderRuleset<Issue>([
  searchRule<Issue>({ searchFn: (issue) => [issue.id, issue.title, ...issue.labels] }),
  filterRule<Issue, boolean>({
    id: "mine",
    label: "Mine",
    boolean: true,
    filterFn: (issue) => issue.assignee === currentUser,
  }),
  filterRule<Issue, boolean>({
    id: "unassigned",
    label: "Unassigned",
    boolean: true,
    filterFn: (issue) => issue.assignee === null,
  }),
  filterRule<Issue, IssuePriority>({
    id: "priority",
    label: "Priority",
    options: issuePriorities.map((priority) => ({ value: priority })),
    filterFn: (issue, priority) => issue.priority === priority,
  }),
]);

const effects = [
  // "Mine" and "Unassigned" can never both match: turning one on turns the other off.
  ruleEffect<Issue>(["mine", "unassigned"], (finder, rule) => {
    const other = rule.id === "mine" ? "unassigned" : "mine";
    if (rule.id !== undefined && finder.filters.isActive(rule.id)) {
      finder.filters.set(other, false);
    }
  }),
  // Typing the word "urgent" is read as a command: apply the priority filter, clear the box.
  searchEffect<Issue>("urgent", (finder, searchTerm) => {
    if (searchTerm.trim().toLowerCase() !== "urgent") return;
    finder.filters.set("priority", "urgent");
    finder.search.setSearchTerm("");
  }),
];

function describe(event: FinderChangeEvent<Issue>): string {
  const rule = event.rule?.id ? ` ${event.rule.id}` : "";
  return `${event.event}${rule} → ${JSON.stringify(event.current)}`;
}

export default function IssueEffectsDemo() {
  const [log, setLog] = useState<string[]>([]);
  return (
    <Finder
      items={issues}
      rules={rules}
      effects={effects}
      onChange={(event) => setLog((previous) => [describe(event), ...previous].slice(0, 5))}
    >
      <Controls />
      <Finder.Content<Issue>>
        {{
          items: ({ items }) => (
            <ul aria-label="Issues" className="margin-vert--sm">
              {items.map((issue) => (
                <li key={issue.id}>
                  <strong>{issue.id}</strong> {issue.title}{" "}
                  <span className="badge badge--secondary">{issue.priority}</span>{" "}
                  <span className="badge badge--secondary">{issue.assignee ?? "unassigned"}</span>
                </li>
              ))}
            </ul>
          ),
          noMatches: <p className="margin-vert--sm">No issues match.</p>,
        }}
      </Finder.Content>
      <h3 className="margin-bottom--xs">Change events</h3>
      {log.length === 0 ? (
        <p>None yet: use the controls above.</p>
      ) : (
        <ol aria-label="Change events" reversed>
          {log.map((line, index) => (
            <li key={log.length - index}>
              <code>{line}</code>
            </li>
          ))}
        </ol>
      )}
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<Issue>();
  const searchId = useId();
  const priority = finder.filters.get("priority");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <div>
        <label htmlFor={searchId}>Search</label>{" "}
        <input
          id={searchId}
          type="search"
          placeholder='Try "urgent"'
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </div>
      <fieldset>
        <legend>Assignee</legend>
        {(["mine", "unassigned"] as const).map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              role="switch"
              checked={finder.filters.isActive(id)}
              onChange={() => finder.filters.toggle(id)}
            />{" "}
            {id === "mine" ? "Mine" : "Unassigned"}
          </label>
        ))}
      </fieldset>
      <label>
        Priority{" "}
        <select
          value={typeof priority === "string" ? priority : ""}
          onChange={(event) => finder.filters.set("priority", event.target.value || undefined)}
        >
          <option value="">Any</option>
          {issuePriorities.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <p className="margin-bottom--none" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "issue")}
      </p>
    </div>
  );
}
