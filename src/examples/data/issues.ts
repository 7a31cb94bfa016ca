// Twelve tracker issues for the triage demos. The signed-in user in every demo is "ana".

export type IssueStatus = "open" | "in-progress" | "closed";
export type IssuePriority = "low" | "medium" | "high" | "urgent";

export interface Issue {
  id: string;
  title: string;
  status: IssueStatus;
  priority: IssuePriority;
  assignee: string | null;
  labels: string[];
  createdAt: Date;
}

export const currentUser = "ana";
export const issueStatuses: IssueStatus[] = ["open", "in-progress", "closed"];
export const issuePriorities: IssuePriority[] = ["low", "medium", "high", "urgent"];

type Row = [
  title: string,
  status: IssueStatus,
  priority: IssuePriority,
  assignee: string | null,
  labels: string[],
  createdAt: string,
];

const rows: Row[] = [
  [
    "Search ignores accents in product names",
    "open",
    "high",
    "ana",
    ["bug", "search"],
    "2026-10-01",
  ],
  [
    "Pager shows page 3 of 2 after filtering",
    "in-progress",
    "urgent",
    "ben",
    ["bug", "pagination"],
    "2026-10-03",
  ],
  [
    "Add keyboard shortcut to focus search",
    "open",
    "low",
    null,
    ["enhancement", "a11y"],
    "2026-10-04",
  ],
  [
    "Dark mode contrast on highlighted matches",
    "open",
    "medium",
    "ana",
    ["a11y", "design"],
    "2026-10-06",
  ],
  [
    "Group headers flicker while typing",
    "closed",
    "medium",
    "chen",
    ["bug", "grouping"],
    "2026-10-08",
  ],
  ["Document strictOptions for filters", "open", "low", null, ["docs"], "2026-10-09"],
  ["Checkout crashes when cart is empty", "in-progress", "urgent", "ana", ["bug"], "2026-10-11"],
  [
    "Sort by rating puts unrated items first",
    "closed",
    "high",
    "ben",
    ["bug", "sorting"],
    "2026-10-12",
  ],
  ["Facet counts ignore the search term", "open", "high", null, ["bug", "filters"], "2026-10-14"],
  ["Export the filtered list as CSV", "open", "medium", "chen", ["enhancement"], "2026-10-15"],
  [
    "Slow first render with 100k items",
    "in-progress",
    "high",
    "ana",
    ["performance"],
    "2026-10-17",
  ],
  ["Typo in the pagination guide", "closed", "low", null, ["docs"], "2026-10-18"],
];

export const issues: Issue[] = rows.map(
  ([title, status, priority, assignee, labels, createdAt], index) => ({
    id: `FIN-${101 + index}`,
    title,
    status,
    priority,
    assignee,
    labels,
    createdAt: new Date(`${createdAt}T00:00:00Z`),
  }),
);
