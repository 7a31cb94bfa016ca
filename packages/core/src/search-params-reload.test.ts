// The address functions against a reload (issue 40): `defaults` are checked as the constructor
// checks its options, and `initialByRelevance` is a state option everywhere.
import { describe, expect, test } from "vitest";
import {
  FinderCore,
  filterRule,
  fromSearchParams,
  groupByRule,
  restoreState,
  searchRule,
  sortByRule,
  toSearchParams,
  type FinderRestoredOptions,
  type FinderRule,
} from "./index";
import { codeOf } from "./test/codeOf";

interface Issue {
  id: number;
  title: string;
  label: string;
  status: string;
  open: boolean;
  rating: number;
}

const issues: Issue[] = Array.from({ length: 9 }, (_, i) => ({
  id: i,
  title: ["tent pole", "tent peg", "sock", "boat", "stove"][i % 5] as string,
  label: ["bug", "docs", "ui"][i % 3] as string,
  status: ["open", "closed"][i % 2] as string,
  open: i % 2 === 0,
  rating: (i * 7) % 5,
}));

const search = searchRule({ searchFn: (issue: Issue) => issue.title });
const rating = sortByRule({
  id: "rating",
  sortFn: (issue: Issue) => issue.rating,
  defaultSortDirection: "desc",
});
const rules: FinderRule<Issue>[] = [
  search,
  filterRule({
    id: "label",
    multiple: true,
    options: ["bug", "docs", "ui"].map((value) => ({ value })),
    filterFn: (issue: Issue, label) => issue.label === label,
  }),
  filterRule({
    id: "status",
    options: [
      { value: "open", key: "o" },
      { value: "closed", key: "c" },
    ],
    defaultValue: "open",
    filterFn: (issue: Issue, status) => issue.status === status,
  }),
  filterRule({ id: "mine", boolean: true, filterFn: (issue: Issue) => issue.open }),
  sortByRule({ id: "title", sortFn: (issue: Issue) => issue.title }),
  rating,
  groupByRule({ id: "byLabel", groupFn: (issue: Issue) => issue.label }),
];

type Defaults = Partial<FinderRestoredOptions>;

describe("defaults are checked as the constructor checks its options (issue 40, item 10)", () => {
  const finder = new FinderCore(issues, { rules });
  test.each([
    ["ignoreSortByRulesWhileSearchRuleIsActive", "yes"],
    ["disabled", "no"],
    ["requireGroup", 1],
    ["initialByRelevance", "true"],
  ])("%s: %j throws INVALID_BOOLEAN from both, as the constructor does", (option, value) => {
    const defaults = { [option]: value } as Defaults;
    expect(codeOf(() => new FinderCore(issues, { rules, ...defaults }))).toBe("INVALID_BOOLEAN");
    expect(codeOf(() => toSearchParams(finder, { defaults }))).toBe("INVALID_BOOLEAN");
    expect(codeOf(() => fromSearchParams("", { rules, defaults }))).toBe("INVALID_BOOLEAN");
  });

  test("the message names the option and what it got", () => {
    const defaults = { ignoreSortByRulesWhileSearchRuleIsActive: "yes" } as unknown as Defaults;
    expect(() => fromSearchParams("q=tent", { rules, defaults })).toThrow(
      'Finder: the ignoreSortByRulesWhileSearchRuleIsActive option takes only true or false, got "yes".',
    );
  });

  test("a state part the constructor refuses throws its code from fromSearchParams too", () => {
    const defaults = { initialSortBy: "gone" };
    expect(codeOf(() => new FinderCore(issues, { rules, ...defaults }))).toBe("RULE_NOT_FOUND");
    expect(codeOf(() => fromSearchParams("", { rules, defaults }))).toBe("RULE_NOT_FOUND");
    expect(codeOf(() => toSearchParams(finder, { defaults }))).toBe("RULE_NOT_FOUND");
  });
});

describe("initialByRelevance is a state option like the others (issue 40, item 11)", () => {
  const defaults = { initialByRelevance: true };

  test("fromSearchParams returns it from the defaults, without dropping it", () => {
    const { options, dropped } = fromSearchParams("", { rules, defaults });
    expect(dropped).toEqual([]);
    expect(options.initialByRelevance).toBe(true);
  });

  test("a fresh finder created with it writes nothing", () => {
    const finder = new FinderCore(issues, { rules, ...defaults });
    finder.search.setSearchTerm("tent");
    expect(toSearchParams(finder, { defaults }).toString()).toBe("q=tent");
  });

  test("restoreState keeps it, and drops it as the constructor refuses it", () => {
    expect(restoreState({ initialByRelevance: true }, { rules })).toEqual({
      options: { initialByRelevance: true },
      dropped: [],
    });
    const bad = restoreState({ initialByRelevance: "yes" }, { rules }).dropped;
    expect(bad.map((part) => [part.option, part.code])).toEqual([
      ["initialByRelevance", "INVALID_BOOLEAN"],
    ]);
    const noSearch = restoreState({ initialByRelevance: true }, { rules: [rating] }).dropped;
    expect(noSearch.map((part) => [part.option, part.code])).toEqual([
      ["initialByRelevance", "NO_SEARCH_RULE"],
    ]);
    expect(restoreState({ initialByRelevance: false }, { rules: [rating] }).options).toEqual({
      initialByRelevance: false,
    });
  });
});
