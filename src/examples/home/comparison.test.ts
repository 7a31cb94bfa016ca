// The home page's "Finder beside other libraries": the speed table is exactly what
// `npm run bench -- --compare` writes from the committed packages/core/bench/compare-figures.json,
// and each claim of the feature table and of "When another library fits better" is checked here
// against the libraries themselves (the same versions the bench measured).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import Fuse from "fuse.js";
// @ts-expect-error: itemsjs ships no type declarations
import itemsjs from "itemsjs";
import { matchSorter } from "match-sorter";
import * as TanStack from "@tanstack/table-core";
import { FinderCore, filterRule, groupByRule, searchRule } from "@finderjs/core";
import {
  END_MARKER,
  speedMarkdown,
  START_MARKER,
} from "../../../packages/core/bench/compare-table.mjs";

const root = join(import.meta.dirname, "../../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const page = read("docs/index.mdx");
const section = page.slice(page.indexOf("## Finder beside other libraries"));

interface Figures {
  runs: number;
  sizes: Record<string, { package: string; version: string; bytes: number }>;
  results: Record<string, Record<string, Record<string, { ms: number; matches?: number }>>>;
}
const figures = JSON.parse(read("packages/core/bench/compare-figures.json")) as Figures;

const names = ["Trail Lamp 2", "Trail Lamp 10", "Café Pour-Over Kit", "Pocket Rocket Stove"];
const named = names.map((name, id) => ({ id, name }));

function finderSearch(term: string): string[] {
  const finder = new FinderCore(names, { rules: [searchRule<string>({ searchFn: (n) => n })] });
  finder.search.setSearchTerm(term);
  return finder.matches.items ?? [];
}

describe("the speed table", () => {
  test("holds exactly the figures of the committed compare-figures.json", () => {
    const block = page.slice(
      page.indexOf(START_MARKER) + START_MARKER.length,
      page.indexOf(END_MARKER),
    );
    expect(block.trim()).toBe(speedMarkdown(figures));
  });

  test("measured the versions installed now", () => {
    for (const { package: name, version } of Object.values(figures.sizes)) {
      if (name === "@finderjs/core") continue;
      expect(JSON.parse(read(`node_modules/${name}/package.json`)).version, name).toBe(version);
    }
  });

  test('only names with "cotton" hold "cot" in one piece, so itemsjs and TanStack Table find the same names', () => {
    const data = read("packages/core/bench/data.mjs");
    const words = [
      ...data.slice(data.indexOf("const WORDS"), data.indexOf("];")).matchAll(/"(\w+)"/g),
    ].map(([, word]) => String(word));
    expect(words.filter((word) => word.includes("cot"))).toEqual(["cotton"]);
    for (const size of Object.keys(figures.results)) {
      const search = figures.results[size]!.search!;
      expect(search.itemsjs!.matches).toBe(search["TanStack Table"]!.matches);
      expect(search.Finder!.matches).toBe(search["match-sorter"]!.matches);
    }
  });

  test('a search row times "cot" typed where there was no term; the Examples page\'s keystroke extends "co" with filters on, a tenth of the time, not like for like', () => {
    // The compare bench clears the term before the timed "cot", so every name is checked ...
    const compare = read("packages/core/bench/compare.mjs");
    const search = compare.slice(
      compare.indexOf("    search: {"),
      compare.indexOf("    filterSort:"),
    );
    expect(search).toMatch(/setSearchTerm\(""\);[\s\S]*run: [\s\S]*setSearchTerm\(TERM\)/);
    // ... while the bench's S2, quoted on the Examples page, types "cot" after "co" was read.
    const impl = read("packages/core/bench/impl-finder.mjs");
    const s2 = impl.slice(impl.indexOf("      S2: {"), impl.indexOf("      S3: {"));
    expect(s2).toMatch(/setSearchTerm\("co"\);\s*read\(finder\);[\s\S]*setSearchTerm\("cot"\)/);
    // S2's finder filters three colours and "in stock", and sorts, groups and pages.
    expect(s2).toContain("create(items)");
    expect(impl).toMatch(/initialFilters: \{ color: SELECTED_COLORS, inStock: true \}/);
    expect(read("packages/core/bench/data.mjs")).toMatch(
      /const SELECTED_COLORS = \[("\w+", ){2}"\w+"\]/,
    );
    const examples = read("docs/examples.mdx");
    const keystroke = Number(
      /\| A keystroke that extends the term, "co" → "cot" [^|]*\| ([\d.]+) ms/.exec(examples)?.[1],
    );
    const fromEmpty = figures.results["100000"]!.search!.Finder!.ms;
    expect(keystroke / fromEmpty).toBeGreaterThan(0.07);
    expect(keystroke / fromEmpty).toBeLessThan(0.14);
    expect(section).toContain("at about a tenth of the time; it is not a like-for-like figure");
    expect(section).toContain('with three colours and "in stock" filtered');
  });

  test("Finder is the fastest on seven of the eight timed rows, itemsjs on the brand counts over 10,000 products", () => {
    const fastest: string[] = [];
    for (const [size, jobs] of Object.entries(figures.results))
      for (const [job, libraries] of Object.entries(jobs)) {
        const [winner] = Object.entries(libraries).sort(([, a], [, b]) => a.ms - b.ms)[0]!;
        fastest.push(`${job} ${size}: ${winner}`);
      }
    expect(fastest).toHaveLength(8);
    expect(fastest.filter((row) => !row.endsWith(": Finder"))).toEqual(["facets 10000: itemsjs"]);
    expect(section).toContain(
      "Finder is the fastest on seven of the eight timed rows (itemsjs counts the brands over 10,000 products faster)",
    );
  });

  test("over 100,000 products every job takes Finder under 25 ms, less than two frames at 60 Hz", () => {
    const jobs = Object.values(figures.results["100000"]!);
    expect(jobs).toHaveLength(4);
    for (const job of jobs) expect(job.Finder!.ms).toBeLessThan(25);
    expect(25).toBeLessThan((2 * 1000) / 60);
    expect(section).toContain(
      "over 100,000 products every job takes it under 25 ms, less than two frames of a 60 Hz screen.",
    );
  });

  test("match-sorter is under a quarter of Finder's size", () => {
    expect(figures.sizes["match-sorter"]!.bytes / figures.sizes.Finder!.bytes).toBeLessThan(0.25);
    expect(section).toContain("in under a quarter of Finder's size");
  });
});

describe("the feature table's claims", () => {
  test('Finder: letters in order, accents ignored, left-out letters tolerated ("lmp") but not a swap ("lmap")', () => {
    expect(finderSearch("cafe")).toEqual(["Café Pour-Over Kit"]);
    expect(finderSearch("prs")).toEqual(["Pocket Rocket Stove"]);
    expect(finderSearch("lmap")).toEqual([]);
    expect(finderSearch("lmp")).toEqual(["Trail Lamp 2", "Trail Lamp 10"]);
    expect(finderSearch("CAFÉ")).toEqual(["Café Pour-Over Kit"]);
  });

  test("match-sorter: ranked, accents ignored, left-out letters tolerated but not a swap", () => {
    expect(matchSorter(named, "cafe", { keys: ["name"] }).map((item) => item.name)).toEqual([
      "Café Pour-Over Kit",
    ]);
    expect(matchSorter(named, "CAFE", { keys: ["name"] }).map((item) => item.name)).toEqual([
      "Café Pour-Over Kit",
    ]);
    expect(matchSorter(named, "lmap", { keys: ["name"] })).toEqual([]);
    expect(
      matchSorter(named, "lmp", { keys: ["name"] })
        .map((item) => item.name)
        .sort(),
    ).toEqual(["Trail Lamp 10", "Trail Lamp 2"]);
  });

  test('Fuse.js: fuzzy, so "lmap" finds "Lamp", and it reports match indices', () => {
    const fuse = new Fuse(named, { keys: ["name"], includeMatches: true });
    const found = fuse.search("lmap");
    expect(found.map((result) => result.item.name)).toContain("Trail Lamp 2");
    expect(found[0]!.matches![0]!.indices.length).toBeGreaterThan(0);
    // Its logical queries match keys by the same fuzzy text search, not by value.
    const brands = new Fuse(
      [
        { name: "Trail Lamp 2", brand: "Lumen" },
        { name: "Trail Lamp 10", brand: "Northwind" },
      ],
      { keys: ["name", "brand"] },
    );
    expect(
      brands.search({ $and: [{ name: "lamp" }, { brand: "lumen" }] }).map((r) => r.item.name),
    ).toEqual(["Trail Lamp 2"]);
  });

  test("itemsjs: word search without typo tolerance, and facet counts with each search", () => {
    const engine = itemsjs(
      [
        { id: 1, name: "Cotton shirt", color: "red" },
        { id: 2, name: "Cotton scarf", color: "blue" },
        { id: 3, name: "Wool coat", color: "red" },
      ],
      { searchableFields: ["name"], aggregations: { color: { conjunction: false } } },
    );
    expect(engine.search({ query: "cottn" }).pagination.total).toBe(0);
    const result = engine.search({ query: "cotton" });
    expect(result.pagination.total).toBe(2);
    const buckets = result.data.aggregations.color.buckets as { key: string; doc_count: number }[];
    expect(Object.fromEntries(buckets.map((bucket) => [bucket.key, bucket.doc_count]))).toEqual({
      red: 1,
      blue: 1,
    });
    expect(engine.search({ filters_query: "color:red OR color:blue" }).pagination.total).toBe(3);
    expect(typeof engine.serializeAll).toBe("function");
  });

  test("TanStack Table: a table model with the features the page names", () => {
    for (const feature of [
      "columnVisibilityFeature",
      "columnOrderingFeature",
      "columnPinningFeature",
      "columnResizingFeature",
      "rowSelectionFeature",
      "columnGroupingFeature",
      "rowAggregationFeature",
      "columnFacetingFeature",
      "globalFilteringFeature",
      "rowPaginationFeature",
    ]) {
      expect(TanStack, feature).toHaveProperty(feature);
    }
  });

  test("Finder: an item in several groups, and counts for every option of a filter in one call", () => {
    const items = [
      { name: "Tent", tags: ["camping", "sale"] },
      { name: "Lamp", tags: ["camping"] },
    ];
    type Item = (typeof items)[number];
    const finder = new FinderCore(items, {
      rules: [groupByRule<Item>({ id: "tag", groupFn: (item) => item.tags })],
      initialGroupBy: "tag",
    });
    expect(finder.matches.groups?.map((group) => [group.id, group.items.length])).toEqual([
      ["camping", 2],
      ["sale", 1],
    ]);
    const filtered = new FinderCore(items, {
      rules: [
        filterRule<Item, string>({
          id: "tag",
          multiple: true,
          options: [{ value: "camping" }, { value: "sale" }],
          filterFn: (item, tag) => item.tags.includes(tag),
        }),
      ],
    });
    const counts = filtered.filters.countRuleOptions("tag");
    expect([...counts.values()]).toEqual([2, 1]);
  });
});
