// @vitest-environment happy-dom
// Checks the "Coming from @hitgrab/finder" section of src/pages/markdown-page.md: each listed
// difference has a test named after it, and the before/after files are the ones the page shows.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import * as core from "@finderjs/core";
import * as react from "@finderjs/react";
import type { ReactElement } from "react";
import {
  FinderCore,
  FinderError,
  calculateStringMatchSegments,
  filterRule,
  groupByRule,
  restoreState,
  searchRule,
  type FinderChangeEvent,
  type FinderCoreOptions,
  type FinderGroup,
} from "@finderjs/core";
import { ShopAfter } from "./_ShopAfter";

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");
const page = read("../../pages/markdown-page.md");
const named = <T extends { name: string }>(names: string[]) => names.map((name) => ({ name }) as T);
const searchable = (names: string[]) =>
  new FinderCore(named<{ name: string }>(names), {
    rules: [searchRule({ searchFn: (item: { name: string }) => item.name })],
  });

describe("Coming from @hitgrab/finder: the page", () => {
  it.each(["_ShopBefore.tsx", "_ShopAfter.tsx"])("shows %s exactly as compiled", (file) => {
    expect(page).toContain(read(`./${file}`).trim());
  });

  it("lists every difference this file tests", () => {
    for (const title of differences) expect(page).toContain(`**${title}**`);
  });
});

const differences = [
  "Two packages instead of one.",
  "Groups come in the order of their first item, whatever their keys.",
  "An array of group keys puts the item in each group.",
  "Search folds accents and keeps every script.",
  "Results are ranked on a ladder.",
  "Highlighting marks what the search matched.",
  "`test()` takes one flat state.",
  "Change events are named after the action.",
  "Errors are `FinderError`s with a stable code.",
  "Untrusted state goes through `restoreState`.",
] as const;

describe("Coming from @hitgrab/finder: behaves as before", () => {
  it("toJSON() reports the sort in force and ignoreSortByRulesWhileSearchRuleIsActive as given, or the visitor's choice of relevance", () => {
    const rules = [
      core.searchRule({ searchFn: (item: { name: string }) => item.name }),
      core.sortByRule({ id: "name", sortFn: (item: { name: string }) => item.name }),
    ];
    const items = [{ name: "b" }, { name: "a" }];
    const given = new core.FinderCore(items, {
      rules,
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(given.toJSON()).toMatchObject({
      initialSortBy: "name",
      initialSortDirection: "asc",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(
      new core.FinderCore(items, { rules }).toJSON().ignoreSortByRulesWhileSearchRuleIsActive,
    ).toBeUndefined();
    given.sortBy.setByRelevance(false);
    expect(given.toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBe(false);
  });
});

describe("Coming from @hitgrab/finder: each difference", () => {
  it(differences[0], () => {
    for (const name of Object.keys(core)) expect(react).toHaveProperty(name);
    const manifest = JSON.parse(read("../../../packages/core/package.json")) as {
      dependencies?: object;
    };
    expect(manifest.dependencies).toBeUndefined();
  });

  it(differences[1], () => {
    const items = [{ year: 2024 }, { year: "used" }, { year: 2019 }];
    const finder = new FinderCore(items, {
      rules: [groupByRule({ id: "year", groupFn: (item: { year: number | string }) => item.year })],
      requireGroup: true,
    });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual(["2024", "used", "2019"]);
  });

  it(differences[2], () => {
    const finder = new FinderCore([{ tags: ["a", "b"] }], {
      rules: [groupByRule({ id: "tags", groupFn: (item: { tags: string[] }) => item.tags })],
      requireGroup: true,
    });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual(["a", "b"]);
  });

  it(differences[3], () => {
    const finder = searchable(["Café Crème", "東京都", "Tea"]);
    expect(finder.search.test("cafe creme").map((item) => item.name)).toEqual(["Café Crème"]);
    expect(finder.search.test("東京").map((item) => item.name)).toEqual(["東京都"]);
  });

  it(differences[4], () => {
    const finder = searchable(["Scattered tiny entry note", "Big tent", "Tent footprint", "Tent"]);
    expect(finder.search.test("tent").map((item) => item.name)).toEqual([
      "Tent",
      "Tent footprint",
      "Big tent",
      "Scattered tiny entry note",
    ]);
  });

  it(differences[5], () => {
    expect(calculateStringMatchSegments("Café Crème", "cafe")?.[0]).toMatchObject({
      value: "Café",
      isMatch: true,
    });
  });

  it(differences[6], () => {
    const finder = new FinderCore(
      [
        { name: "Tent", inStock: true },
        { name: "Tarp", inStock: false },
      ],
      {
        rules: [
          searchRule({ searchFn: (item: { name: string }) => item.name }),
          filterRule({
            id: "inStock",
            boolean: true,
            filterFn: (item: { inStock: boolean }) => item.inStock,
          }),
        ],
      },
    );
    expect(finder.test({ searchTerm: "t", filters: { inStock: true } })).toHaveLength(1);
  });

  it(differences[7], () => {
    const events: FinderChangeEvent[] = [];
    const finder = new FinderCore([{ year: 1 }], {
      rules: [groupByRule({ id: "year", groupFn: (item: { year: number }) => item.year })],
      onChange: (event) => events.push(event as FinderChangeEvent),
    });
    finder.groupBy.set("year");
    finder.groupBy.setGroupSortDirection("desc");
    expect(events.map((event) => [event.source, event.event])).toEqual([
      ["groupBy", "setGroupBy"],
      ["groupBy", "setGroupBySortDirection"],
    ]);
    expect(finder.groupBy.groupBySortDirection).toBe("desc");
  });

  it(differences[8], () => {
    try {
      new FinderCore([], { rules: [groupByRule({ id: "year", groupFn: () => 1 })] }).groupBy.set(
        "month",
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FinderError);
      expect((error as FinderError).code).toBe("RULE_NOT_FOUND");
    }
  });

  it("React setup mistakes (useFinder outside <Finder>, Finder.Content without a render prop) throw a plain Error", () => {
    const errorOf = (node: ReactElement) => {
      const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        render(node);
      } catch (error) {
        return error;
      } finally {
        quiet.mockRestore();
        cleanup();
      }
      return undefined;
    };
    function Orphan() {
      react.useFinder();
      return null;
    }
    const outside = errorOf(<Orphan />);
    const noSlots = errorOf(
      <react.Finder items={[]} rules={[]}>
        <react.Finder.Content>{{}}</react.Finder.Content>
      </react.Finder>,
    );
    for (const error of [outside, noSlots]) {
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(FinderError);
    }
  });

  it(differences[9], () => {
    const rules = [groupByRule({ id: "year", groupFn: () => 1 })];
    const { options, dropped } = restoreState({ initialGroupBy: "month", page: 2 }, { rules });
    expect(options).toEqual({ page: 2 });
    expect(dropped.map((part) => part.code)).toEqual(["RULE_NOT_FOUND"]);
    const strict = () => new FinderCore([], { rules, initialGroupBy: "month" });
    expect(strict).toThrow(FinderError);
  });

  it("renamed types exist under their new names", () => {
    const options: FinderCoreOptions<{ id: number }> = { rules: [] };
    const group: FinderGroup<{ id: number }> = { id: "1", items: [{ id: 1 }] };
    expect([options.rules, group.items]).toEqual([[], [{ id: 1 }]]);
  });
});

describe("Module resolution (and Getting started: install)", () => {
  it("@finderjs/core has no runtime dependencies and @finderjs/react depends only on it (React is a peer dependency)", () => {
    type Manifest = { dependencies?: Record<string, string>; peerDependencies?: object };
    const core = JSON.parse(read("../../../packages/core/package.json")) as Manifest;
    const react = JSON.parse(read("../../../packages/react/package.json")) as Manifest;
    expect(core.dependencies).toBeUndefined();
    expect(Object.keys(react.dependencies ?? {})).toEqual(["@finderjs/core"]);
    expect(Object.keys(react.peerDependencies ?? {})).toEqual(["react"]);
  });

  it("React 18 or later and Node.js 20 or later: the peer range and engines the manifests declare, worded so on every page", () => {
    type Manifest = { peerDependencies?: Record<string, string>; engines?: Record<string, string> };
    const core = JSON.parse(read("../../../packages/core/package.json")) as Manifest;
    const react = JSON.parse(read("../../../packages/react/package.json")) as Manifest;
    expect(react.peerDependencies).toEqual({ react: ">=18" });
    expect(core.engines).toEqual({ node: ">=20" });
    expect(react.engines).toEqual({ node: ">=20" });
    const pages = [
      page,
      read("../../../docs/index.mdx"),
      read("../../../docs/getting-started/index.mdx"),
    ];
    for (const text of pages) {
      expect(text).toMatch(/React 18 or later|\| 18 or later +\|/);
      expect(text).not.toMatch(/React 18\+|18 and 19|Node(\.js)? 20\+|\| 20\+/);
    }
    expect(page).toMatch(/\| `@finderjs\/core` +\| not required +\| 20 or later \|/);
    expect(read("../../../docs/getting-started/index.mdx")).toContain(
      "both support version 20 and later, as their manifests' `engines` field declares",
    );
  });

  it("the release the pages name is the packages' version, which has its changelog entry, and react pins the same core", () => {
    type Manifest = { version: string; dependencies?: Record<string, string> };
    const core = JSON.parse(read("../../../packages/core/package.json")) as Manifest;
    const react = JSON.parse(read("../../../packages/react/package.json")) as Manifest;
    expect(react.version).toBe(core.version);
    expect(react.dependencies?.["@finderjs/core"]).toBe(core.version);
    for (const pkg of ["core", "react"])
      expect(read(`../../../packages/${pkg}/CHANGELOG.md`)).toContain(`\n## ${core.version}\n`);
    expect(page).toContain(`The latest release is **${core.version}** of both`);
    expect(page).toContain(`Next: release ${core.version} and the changes merged since`);
    expect(read("../../../docs/index.mdx")).toContain(`Latest release: **${core.version}**`);
    expect(read("../../../docs/getting-started/index.mdx")).toContain(
      `The latest release is ${core.version};`,
    );
  });

  it("@finderjs/core exports the address functions, and @finderjs/react re-exports them", () => {
    for (const name of ["toSearchParams", "fromSearchParams", "applySearchParams"] as const) {
      expect(typeof core[name]).toBe("function");
      expect(react[name]).toBe(core[name]);
    }
  });
});

describe("the after app", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("lists the years in order and survives a stale saved view", () => {
    localStorage.setItem("shop", JSON.stringify({ initialFilters: { category: "Boats" } }));
    render(<ShopAfter />);
    const years = screen.getAllByRole("heading").map((heading) => Number(heading.textContent));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years.length).toBeGreaterThan(1);
  });
});
