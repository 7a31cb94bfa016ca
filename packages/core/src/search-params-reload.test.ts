// The address functions against a reload (issue 40): applySearchParams gives the view a new
// finder built from the same address gives, `defaults` are checked as the constructor checks its
// options, `initialByRelevance` is a state option everywhere, and a finder's own address is
// never reported as garbage.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  applySearchParams,
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

/** A reload: a new finder from the address, as the docs build one. */
function reload(address: string, defaults: Defaults) {
  const { options } = fromSearchParams(address, { rules, items: issues, defaults });
  return new FinderCore(issues, { rules, ...defaults, ...options });
}

describe("applySearchParams gives the view a reload of the address gives (issue 40, item 3)", () => {
  test("Back to an address without a direction goes back to the rule's own direction", () => {
    const finder = new FinderCore(issues, { rules });
    applySearchParams(finder, "sort=rating");
    finder.sortBy.setSortDirection("asc");
    expect(toSearchParams(finder).toString()).toBe("sort=rating&dir=asc");
    applySearchParams(finder, "sort=rating");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
    expect(toSearchParams(finder).toString()).toBe("sort=rating");
  });

  test("the page size goes back to the defaults' (none here), as a reload shows it", () => {
    const finder = new FinderCore(issues, { rules });
    finder.pagination.setNumItemsPerPage(3);
    applySearchParams(finder, "");
    expect(finder.pagination.numItemsPerPage).toBe(reload("", {}).pagination.numItemsPerPage);
    expect(finder.pagination.numItemsPerPage).toBeUndefined();
  });

  const action = fc.oneof(
    fc
      .constantFrom("tent", "sock", "t", "", "zzz")
      .map((term) => (f: FinderCore<Issue>) => f.search.setSearchTerm(term)),
    fc
      .subarray(["bug", "docs", "ui"])
      .map((labels) => (f: FinderCore<Issue>) => f.filters.set("label", labels)),
    fc
      .constantFrom("open", "closed", null, undefined)
      .map((status) => (f: FinderCore<Issue>) => f.filters.set("status", status)),
    fc.boolean().map((on) => (f: FinderCore<Issue>) => f.filters.set("mine", on)),
    fc
      .tuple(
        fc.constantFrom("title", "rating", undefined),
        fc.constantFrom("asc", "desc", undefined),
      )
      .map(
        ([id, dir]) =>
          (f: FinderCore<Issue>) =>
            f.sortBy.set(id, dir as "asc" | undefined),
      ),
    fc.constant((f: FinderCore<Issue>) => f.sortBy.toggleSortDirection()),
    fc
      .constantFrom(true, false, undefined)
      .map((on) => (f: FinderCore<Issue>) => f.sortBy.setByRelevance(on)),
    fc.constantFrom("byLabel", undefined).map((id) => (f: FinderCore<Issue>) => f.groupBy.set(id)),
    fc
      .constantFrom("asc", "desc")
      .map((dir) => (f: FinderCore<Issue>) => f.groupBy.setGroupSortDirection(dir as "asc")),
    fc
      .integer({ min: 1, max: 5 })
      .map((page) => (f: FinderCore<Issue>) => f.pagination.setPage(page)),
    fc
      .constantFrom(2, 3, undefined)
      .map((n) => (f: FinderCore<Issue>) => f.pagination.setNumItemsPerPage(n)),
  );
  const defaultsOf = fc.record(
    {
      numItemsPerPage: fc.constantFrom(2, 4),
      initialSortBy: fc.constantFrom("title", "rating"),
      initialSortDirection: fc.constantFrom("asc", "desc"),
      ignoreSortByRulesWhileSearchRuleIsActive: fc.boolean(),
      initialByRelevance: fc.boolean(),
      initialFilters: fc.constantFrom({ label: ["bug"] }, { status: null }, { mine: true }),
      initialGroupBy: fc.constant("byLabel"),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Defaults>;
  /** A finder in any reachable state: built with the defaults, then changed by a visitor. */
  const finderIn = (defaults: Defaults, actions: ((f: FinderCore<Issue>) => void)[]) => {
    const finder = new FinderCore(issues, { rules, ...defaults });
    for (const act of actions) act(finder);
    return finder;
  };
  const pair = fc
    .tuple(
      fc.constantFrom(
        "q",
        "sort",
        "dir",
        "relevance",
        "group",
        "groupDir",
        "page",
        "perPage",
        "label",
        "status",
        "mine",
      ),
      fc.constantFrom(
        "",
        "tent",
        "rating",
        "title",
        "asc",
        "desc",
        "true",
        "false",
        "bug",
        "o",
        "c",
        "open",
        "byLabel",
        "1",
        "2",
        "3",
        "x",
      ),
    )
    .map(([key, value]) => `${key}=${value}`);

  test("for any state and any address, toJSON() after applying is a reload's", () => {
    fc.assert(
      fc.property(
        defaultsOf,
        fc.array(action, { maxLength: 8 }),
        fc.oneof(
          fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join("&")),
          // An address a finder wrote.
          fc.array(action, { maxLength: 8 }).map((actions) => ({ actions })),
        ),
        (defaults, actions, given) => {
          const address =
            typeof given === "string"
              ? given
              : toSearchParams(finderIn(defaults, given.actions), { defaults }).toString();
          const finder = finderIn(defaults, actions);
          applySearchParams(finder, address, { defaults });
          const fresh = reload(address, defaults);
          // The filters as they are in force: filters.set() stores a boolean filter turned off as
          // no value, where the constructor keeps `false`; both show and write the same.
          const saved = (f: FinderCore<Issue>) => ({
            ...f.toJSON(),
            initialFilters: f.filters.rules.map((rule) => [
              f.filters.get(rule.id),
              f.filters.isActive(rule.id),
            ]),
          });
          expect(saved(finder)).toEqual(saved(fresh));
          expect(finder.sortBy.byRelevance).toBe(fresh.sortBy.byRelevance);
          expect(finder.sortBy.userHasSetSortDirection).toBe(fresh.sortBy.userHasSetSortDirection);
          // And what it writes now is what the reload writes.
          expect(toSearchParams(finder, { defaults }).toString()).toBe(
            toSearchParams(fresh, { defaults }).toString(),
          );
        },
      ),
      { seed: 40, numRuns: 200 },
    );
  }, 30_000);
});

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

describe("a finder's own address is never reported as garbage (issue 40, item 12)", () => {
  test("a relevance choice left without its search rule by setRules is not written", () => {
    const finder = new FinderCore(issues, { rules });
    finder.search.setSearchTerm("tent");
    finder.sortBy.setByRelevance(true);
    const withoutSearch = rules.filter((rule) => rule !== search);
    finder.setRules(withoutSearch);
    // The choice stays (sort-by API: nothing to rank until a search rule is back)...
    expect(finder.sortBy.byRelevance).toBe(true);
    // ...but orders nothing, so the address leaves it out and reads back whole.
    const address = toSearchParams(finder).toString();
    expect(address).toBe("");
    expect(fromSearchParams(address, { rules: withoutSearch, items: issues }).dropped).toEqual([]);
    // Back with a search rule and a term, it orders the matches again, and is written.
    finder.setRules(rules);
    finder.search.setSearchTerm("tent");
    expect(toSearchParams(finder).toString()).toBe("q=tent&relevance=true");
  });
});

describe("only what changes the view is written (issue 40, item 20)", () => {
  const defaults = { ignoreSortByRulesWhileSearchRuleIsActive: true };

  test("picking a sort before any term is typed writes the sort alone", () => {
    const finder = new FinderCore(issues, { rules, ...defaults });
    finder.sortBy.set("rating");
    expect(toSearchParams(finder, { defaults }).toString()).toBe("sort=rating");
    // Once a term ranks, the choice orders the list, and is written.
    finder.search.setSearchTerm("tent");
    expect(toSearchParams(finder, { defaults }).toString()).toBe(
      "q=tent&sort=rating&relevance=false",
    );
  });

  test("choosing relevance with no term, or a term with nothing to rank, writes nothing", () => {
    const finder = new FinderCore(issues, { rules });
    finder.sortBy.setByRelevance(true);
    expect(toSearchParams(finder).toString()).toBe("");
    finder.search.setSearchTerm("!!");
    expect(toSearchParams(finder).toString()).toBe("q=%21%21");
  });

  test("without a sort rule relevance orders whatever the choice, so it is not written", () => {
    const finder = new FinderCore(issues, { rules: [search] });
    finder.search.setSearchTerm("tent");
    finder.sortBy.setByRelevance(true);
    expect(toSearchParams(finder).toString()).toBe("q=tent");
  });
});

describe("rule ids and option keys in the address (issue 40, item 21)", () => {
  test("sort and group rules are written by their ids", () => {
    const finder = new FinderCore(issues, { rules });
    finder.batch(() => {
      finder.sortBy.set("rating");
      finder.groupBy.set("byLabel");
    });
    expect(toSearchParams(finder).toString()).toBe("sort=rating&group=byLabel");
  });

  test("an option with a key is written by its key, and read by its key or its value's text", () => {
    const finder = new FinderCore(issues, { rules });
    finder.filters.set("status", "closed");
    expect(toSearchParams(finder).toString()).toBe("status=c");
    for (const address of ["status=c", "status=closed"]) {
      expect(fromSearchParams(address, { rules })).toEqual({
        options: { initialFilters: { status: "closed" } },
        dropped: [],
      });
    }
  });

  test("a key is read before a value's text: the first option with that text", () => {
    const crossed = filterRule({
      id: "status",
      options: [
        { value: "open", key: "closed" },
        { value: "closed", key: "open" },
      ],
      filterFn: (issue: Issue, status) => issue.status === status,
    });
    expect(fromSearchParams("status=closed", { rules: [crossed] }).options.initialFilters).toEqual({
      status: "open",
    });
  });
});
