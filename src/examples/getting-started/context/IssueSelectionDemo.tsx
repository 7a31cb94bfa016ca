import { useCallback, useMemo, useState } from "react";
import { Finder, filterRule, finderRuleset, useFinder } from "@finderjs/react";
import {
  currentUser,
  issueStatuses,
  issues,
  type Issue,
  type IssueStatus,
} from "../../data/issues";
import { countLine } from "../../data/format";

// UI state that Finder does not own, handed to the render functions through context.
interface SelectionContext {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
}

const rules = finderRuleset<Issue, SelectionContext>([
  filterRule<Issue, IssueStatus, SelectionContext>({
    id: "status",
    label: "Status",
    options: issueStatuses.map((status) => ({ value: status })),
    filterFn: (issue, status) => issue.status === status,
  }),
]);

export default function IssueSelectionDemo() {
  const [items, setItems] = useState(issues);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  // Functional updates read the latest selection, so `toggle` never needs to change.
  const toggle = useCallback((id: string) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const context = useMemo<SelectionContext>(() => ({ selected, toggle }), [selected, toggle]);

  // Bulk actions never mutate: they pass <Finder> a new items array, which it applies by reference.
  function update(change: (issue: Issue) => Issue) {
    setItems((previous) =>
      previous.map((issue) => (selected.has(issue.id) ? change(issue) : issue)),
    );
    setSelected(new Set());
  }

  return (
    <Finder items={items} rules={rules} context={context}>
      <Toolbar
        selected={selected}
        onSelect={setSelected}
        onClose={() => update((issue) => ({ ...issue, status: "closed" }))}
        onAssignToMe={() => update((issue) => ({ ...issue, assignee: currentUser }))}
      />
      <Finder.Content<Issue, SelectionContext>>
        {{
          items: ({ items, context }) => (
            <ul aria-label="Issues" style={{ listStyle: "none", padding: 0 }}>
              {items.map((issue) => (
                <li key={issue.id} className="margin-bottom--xs">
                  <label>
                    <input
                      type="checkbox"
                      checked={context.selected.has(issue.id)}
                      onChange={() => context.toggle(issue.id)}
                    />{" "}
                    <strong>{issue.id}</strong> {issue.title}
                  </label>{" "}
                  <span className="badge badge--secondary">{issue.status}</span>{" "}
                  <span className="badge badge--secondary">{issue.assignee ?? "unassigned"}</span>
                </li>
              ))}
            </ul>
          ),
          noMatches: <p className="margin-top--md">No issues with this status.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

interface ToolbarProps {
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  onClose: () => void;
  onAssignToMe: () => void;
}

function Toolbar({ selected, onSelect, onClose, onAssignToMe }: ToolbarProps) {
  const finder = useFinder<Issue, SelectionContext>();
  const status = finder.filters.get("status");
  const matching = finder.matches.items ?? [];
  const hidden = [...selected].filter((id) => !matching.some((issue) => issue.id === id)).length;
  const nothingSelected = selected.size === 0;

  return (
    <div className="margin-bottom--sm">
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "end" }}>
        <label>
          Status{" "}
          <select
            value={typeof status === "string" ? status : ""}
            onChange={(event) => finder.filters.set("status", event.target.value || undefined)}
          >
            <option value="">Any</option>
            {issueStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={matching.length === 0}
          onClick={() => onSelect(new Set([...selected, ...matching.map((issue) => issue.id)]))}
        >
          Select all matching
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={nothingSelected}
          onClick={() => onSelect(new Set())}
        >
          Clear selection
        </button>
        <button
          type="button"
          className="button button--sm button--primary"
          disabled={nothingSelected}
          onClick={onClose}
        >
          Close
        </button>
        <button
          type="button"
          className="button button--sm button--primary"
          disabled={nothingSelected}
          onClick={onAssignToMe}
        >
          Assign to me
        </button>
      </div>
      <p className="margin-top--sm margin-bottom--none" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "issue")} ·{" "}
        {selected.size} selected
        {hidden > 0 ? ` (${hidden} hidden by the filter)` : ""}
      </p>
    </div>
  );
}
