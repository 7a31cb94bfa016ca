import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  ruleEffect,
  searchRule,
  sortByRule,
  useFinder,
} from "@finderjs/react";
import {
  currentUser,
  issuePriorities,
  issueStatuses,
  issues as initialIssues,
  type Issue,
  type IssuePriority,
  type IssueStatus,
} from "../data/issues";
import { formatDate, countLine } from "../data/format";

// UI state kept in React and handed to rules and render functions as context.
interface TriageContext {
  currentUser: string;
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
}

const priorityRank: Record<IssuePriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

const rules = finderRuleset<Issue, TriageContext>([
  searchRule<Issue, TriageContext>({
    searchFn: (issue) => [issue.id, issue.title, ...issue.labels],
  }),
  filterRule<Issue, IssueStatus, TriageContext>({
    id: "status",
    label: "Status",
    options: issueStatuses.map((status) => ({ value: status, label: status })),
    filterFn: (issue, status) => issue.status === status,
  }),
  filterRule<Issue, IssuePriority, TriageContext>({
    id: "priority",
    label: "Priority",
    multiple: true,
    options: issuePriorities.map((priority) => ({ value: priority, label: priority })),
    filterFn: (issue, priority) => issue.priority === priority,
  }),
  filterRule<Issue, boolean, TriageContext>({
    id: "mine",
    label: "Assigned to me",
    boolean: true,
    filterFn: (issue, _value, context) => issue.assignee === context.currentUser,
  }),
  filterRule<Issue, boolean, TriageContext>({
    id: "unassigned",
    label: "Unassigned",
    boolean: true,
    filterFn: (issue) => issue.assignee === null,
  }),
  sortByRule<Issue, TriageContext>({
    id: "byPriority",
    label: "Priority",
    sortFn: [(issue) => priorityRank[issue.priority], (issue) => issue.id],
  }),
  sortByRule<Issue, TriageContext>({
    id: "newest",
    label: "Newest",
    sortFn: (issue) => issue.createdAt,
    defaultSortDirection: "desc",
  }),
]);

// Exclusive filters: turning one on turns the other off. Effects run silently, so the second change
// is applied at once but emits no event of its own.
const effects = [
  ruleEffect<Issue, TriageContext>("mine", (finder) => {
    if (finder.filters.isActive("mine")) finder.filters.set("unassigned", false);
  }),
  ruleEffect<Issue, TriageContext>("unassigned", (finder) => {
    if (finder.filters.isActive("unassigned")) finder.filters.set("mine", false);
  }),
];

function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "∅";
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "∅";
  return String(value);
}

interface LogEntry {
  id: number;
  text: string;
}

// Subscribes to the events API after mount and keeps the latest entries.
function EventLog() {
  const finder = useFinder<Issue, TriageContext>();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const push = (text: string) => {
      const id = nextId.current++;
      setEntries((previous) => [{ id, text }, ...previous].slice(0, 8));
    };
    const onChange = (event: { event: string; rule?: { id?: string }; current: unknown }) =>
      push(
        `${event.event}${event.rule?.id ? ` · ${event.rule.id}` : ""} → ${describeValue(event.current)}`,
      );
    const onSetItems = () => push("setItems · bulk action applied");
    finder.events.on("change", onChange);
    finder.events.on("setItems", onSetItems);
    return () => {
      finder.events.off("change", onChange);
      finder.events.off("setItems", onSetItems);
    };
  }, [finder]);

  return (
    <section aria-label="Event log" className="card padding--sm">
      <strong>Event log</strong>
      {entries.length === 0 ? (
        <p className="margin-bottom--none">
          <small>Events appear here as you use the controls.</small>
        </p>
      ) : (
        <ol role="log" className="margin-bottom--none" style={{ paddingLeft: "1.25rem" }}>
          {entries.map((entry) => (
            <li key={entry.id} value={entry.id}>
              <code>{entry.text}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Filters() {
  const finder = useFinder<Issue, TriageContext>();
  const name = useId();
  const status = finder.filters.get("status");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "start" }}>
      <label>
        Search
        <input
          type="search"
          style={{ display: "block" }}
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <fieldset>
        <legend>Status</legend>
        {["", ...issueStatuses].map((value) => (
          <label key={value || "all"}>
            <input
              type="radio"
              name={name}
              checked={(typeof status === "string" ? status : "") === value}
              onChange={() => finder.filters.set("status", value || undefined)}
            />{" "}
            {value || "all"}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Priority</legend>
        {issuePriorities.map((priority) => (
          <label key={priority}>
            <input
              type="checkbox"
              checked={finder.filters.has("priority", priority)}
              onChange={() => finder.filters.toggle("priority", priority)}
            />{" "}
            {priority}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Assignee (exclusive)</legend>
        {(["mine", "unassigned"] as const).map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={finder.filters.isActive(id)}
              onChange={() => finder.filters.toggle(id)}
            />{" "}
            {finder.filters.getRule(id).label}
          </label>
        ))}
      </fieldset>
      <label>
        Sort by
        <select
          value={finder.sortBy.activeRule?.id ?? ""}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

interface BulkActionsProps {
  onApply: (change: (issue: Issue) => Issue) => void;
  onSelect: (ids: ReadonlySet<string>) => void;
}

function BulkActions({ onApply, onSelect }: BulkActionsProps) {
  const finder = useFinder<Issue, TriageContext>();
  const shown = finder.matches.items ?? [];
  const { selected } = finder.context;
  const none = selected.size === 0;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "end" }}>
      {/* The count on a line of its own, so the five buttons stay together on the next. */}
      <p className="margin-bottom--none" style={{ flexBasis: "100%" }} aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "issue")} ·{" "}
        {selected.size} selected
      </p>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={shown.length === 0}
        onClick={() => onSelect(new Set([...selected, ...shown.map((issue) => issue.id)]))}
      >
        Select all shown
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={none}
        onClick={() => onSelect(new Set())}
      >
        Clear selection
      </button>
      <button
        type="button"
        className="button button--primary button--sm"
        disabled={none}
        onClick={() => onApply((issue) => ({ ...issue, assignee: currentUser }))}
      >
        Assign to me
      </button>
      <button
        type="button"
        className="button button--primary button--sm"
        disabled={none}
        onClick={() => onApply((issue) => ({ ...issue, priority: "urgent" }))}
      >
        Mark urgent
      </button>
      <button
        type="button"
        className="button button--danger button--sm"
        disabled={none}
        onClick={() => onApply((issue) => ({ ...issue, status: "closed" }))}
      >
        Close
      </button>
    </div>
  );
}

export default function IssueTriage() {
  const [items, setItems] = useState(initialIssues);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const context = useMemo<TriageContext>(
    () => ({ currentUser, selected, toggle }),
    [selected, toggle],
  );

  // Bulk actions never mutate an issue: they give <Finder> a new array, applied by reference.
  function apply(change: (issue: Issue) => Issue) {
    setItems((previous) =>
      previous.map((issue) => (selected.has(issue.id) ? change(issue) : issue)),
    );
    setSelected(new Set());
  }

  return (
    <Finder
      items={items}
      rules={rules}
      effects={effects}
      context={context}
      initialSortBy="byPriority"
    >
      <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
        <Filters />
        <BulkActions onApply={apply} onSelect={setSelected} />
        <Finder.Content<Issue, TriageContext>>
          {{
            noMatches: <p>No issues match these filters.</p>,
            items: ({ items, context }) => (
              <ul aria-label="Issues" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {items.map((issue) => (
                  <li key={issue.id} className="margin-bottom--xs">
                    <label>
                      <input
                        type="checkbox"
                        checked={context.selected.has(issue.id)}
                        onChange={() => context.toggle(issue.id)}
                      />{" "}
                      <strong>{issue.id}</strong>{" "}
                      <Finder.SearchTermHaystack haystack={issue.title} />
                    </label>{" "}
                    <span className="badge badge--secondary">{issue.status}</span>{" "}
                    <span
                      className={`badge ${issue.priority === "urgent" ? "badge--danger" : "badge--secondary"}`}
                    >
                      {issue.priority}
                    </span>{" "}
                    <small>
                      {issue.assignee ?? "unassigned"} · {formatDate(issue.createdAt)}
                    </small>
                  </li>
                ))}
              </ul>
            ),
          }}
        </Finder.Content>
        <EventLog />
      </div>
    </Finder>
  );
}
