import { useEffect, useRef, useState } from "react";
import {
  Finder,
  filterRule,
  searchRule,
  sortByRule,
  useFinder,
  type FinderChangeEvent,
  type FinderCore,
  type FinderSystemEvent,
} from "@finderjs/react";
import { issues, issueStatuses, type Issue, type IssueStatus } from "../data/issues";
import { countLine } from "../data/format";

const priorityRank = { low: 0, medium: 1, high: 2, urgent: 3 };

const rules = [
  searchRule({ searchFn: (issue: Issue) => [issue.id, issue.title] }),
  filterRule<Issue, IssueStatus>({
    id: "status",
    multiple: true,
    filterFn: (issue, status) => issue.status === status,
    options: issueStatuses.map((status) => ({ label: status, value: status })),
  }),
  sortByRule({ id: "created", sortFn: (issue: Issue) => issue.createdAt }),
  sortByRule({
    id: "priority",
    sortFn: (issue: Issue) => priorityRank[issue.priority],
    defaultSortDirection: "desc",
  }),
];

interface LogEntry {
  key: number;
  channel: string;
  text: string;
}

const show = (value: unknown) => JSON.stringify(value) ?? "undefined";

function describeChange(event: FinderChangeEvent<Issue>): string {
  const rule = event.rule ? ` rule=${event.rule.id ?? "search"}` : "";
  return `${event.event} (${event.source}${rule}): ${show(event.initial)} → ${show(event.current)}`;
}

function describeStatuses(finder: FinderCore<Issue>): string {
  const statuses = finder.filters.get("status") as string[];
  return statuses.length > 0 ? `status ${statuses.join(" or ")}` : "any status";
}

function describeSystem(event: FinderSystemEvent<Issue>): string {
  const size = (value: unknown) => (Array.isArray(value) ? `${value.length} items` : show(value));
  return `${size(event.initial)} → ${size(event.current)}`;
}

function Tracker() {
  const finder = useFinder<Issue>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextKey = useRef(0);

  // Listeners are side effects: register after mount, remove on unmount.
  useEffect(() => {
    const add = (channel: string, text: string) => {
      const key = nextKey.current++;
      setLog((entries) => [{ key, channel, text }, ...entries].slice(0, 12));
    };
    const onChange = (event: FinderChangeEvent<Issue>) => add("change", describeChange(event));
    const onFirst = (event: FinderChangeEvent<Issue>) =>
      add("firstUserInteraction", `first action: ${event.event}`);
    const onLoading = (event: FinderSystemEvent<Issue>) =>
      add("setIsLoading", describeSystem(event));
    const onItems = (event: FinderSystemEvent<Issue>) => add("setItems", describeSystem(event));
    finder.events.on("change", onChange);
    finder.events.on("firstUserInteraction", onFirst);
    finder.events.on("setIsLoading", onLoading);
    finder.events.on("setItems", onItems);
    return () => {
      finder.events.off("change", onChange);
      finder.events.off("firstUserInteraction", onFirst);
      finder.events.off("setIsLoading", onLoading);
      finder.events.off("setItems", onItems);
    };
  }, [finder]);

  const triageSilently = () =>
    finder.events.silently(() => {
      finder.filters.set("status", ["open", "in-progress"]);
      finder.sortBy.set("priority");
    });

  return (
    <div className="row">
      <div className="col col--6">
        <label className="margin-bottom--sm">
          Search{" "}
          <input
            type="search"
            value={finder.search.searchTerm}
            onChange={(event) => finder.search.setSearchTerm(event.target.value)}
          />
        </label>
        <fieldset className="margin-bottom--sm">
          <legend>Status</legend>
          {issueStatuses.map((status) => (
            <label key={status}>
              <input
                type="checkbox"
                checked={finder.filters.has("status", status)}
                onChange={() => finder.filters.toggle("status", status)}
              />{" "}
              {status}
            </label>
          ))}
        </fieldset>
        <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem" }}>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => finder.sortBy.toggle("priority")}
          >
            Sort by priority
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => finder.filters.reset()}
          >
            Reset filters
          </button>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={triageSilently}
          >
            Do it silently
          </button>
        </div>
        <p className="margin-top--sm" aria-live="polite">
          {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "issue")} ·{" "}
          {describeStatuses(finder)} · sorted by {finder.sortBy.activeRule?.id}
        </p>
        <ul>
          {(finder.matches.items ?? []).map((issue) => (
            <li key={issue.id}>
              <code>{issue.id}</code> {issue.title} <small>({issue.priority})</small>
            </li>
          ))}
        </ul>
      </div>
      <div className="col col--6">
        <h3>Event log (newest first)</h3>
        {log.length === 0 ? (
          <p>Nothing yet: use the controls.</p>
        ) : (
          <ol aria-label="Event log (newest first)" reversed style={{ fontSize: "0.85em" }}>
            {log.map((entry) => (
              <li key={entry.key}>
                <strong>{entry.channel}</strong> {entry.text}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

export default function EventLogDemo() {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <div>
      <label className="margin-bottom--sm" style={{ display: "block" }}>
        <input
          type="checkbox"
          checked={isLoading}
          onChange={(event) => setIsLoading(event.target.checked)}
        />{" "}
        <code>isLoading</code> prop
      </label>
      <Finder items={issues} rules={rules} isLoading={isLoading}>
        <Tracker />
      </Finder>
    </div>
  );
}
