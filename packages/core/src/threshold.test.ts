// searchRule({ threshold }): the lowest rung of the relevance ladder that still counts as a match,
// for results, counts, test() and highlighting alike (issue 32, item 1).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  calculateStringMatchSegments,
  FinderCore,
  FinderError,
  filterRule,
  hasCharacterIndexMatches,
  searchRule,
  sortByRule,
  type SearchThreshold,
} from "./index";
import { referenceFold } from "./test/reference";

interface Row {
  id: number;
  name: string;
  kind: string;
}

const names = [
  "Camp Kitchen Set",
  "Ridgeline 2P Tent",
  "Tent Pegs",
  "tent",
  "Trail Lamp",
  "Little Hiker Pack",
  "Pocket Rocket Stove",
  "Sun Hoody",
];
const rows: Row[] = names.map((name, id) => ({ id, name, kind: id % 2 ? "odd" : "even" }));

const THRESHOLDS: SearchThreshold[] = [
  "exact",
  "startsWith",
  "wordStartsWith",
  "contains",
  "acronym",
  "fuzzy",
];

function finderWith(threshold: SearchThreshold | undefined, items: Row[] = rows, term = "") {
  return new FinderCore<Row>(items, {
    rules: [
      searchRule({
        searchFn: (row: Row) => row.name,
        ...(threshold !== undefined && { threshold }),
      }),
      filterRule({
        id: "kind",
        options: [{ value: "even" }, { value: "odd" }],
        filterFn: (row: Row, kind: string) => row.kind === kind,
      }),
      sortByRule({ id: "name", sortFn: (row: Row) => row.name }),
    ],
    initialSearchTerm: term,
    ignoreSortByRulesWhileSearchRuleIsActive: true,
  });
}

const namesOf = (items: readonly Row[] | undefined) => (items ?? []).map((row) => row.name);

/** The rung a matching name reaches, from the ladder as the search rule page states it. */
function referenceRung(haystack: string, term: string): number {
  const words = haystack
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  const text = words.join("");
  const needle = referenceFold(term);
  const starts: number[] = [];
  let offset = 0;
  for (const word of words) {
    starts.push(offset);
    offset += word.length;
  }
  if (text === needle) return 0;
  if (text.startsWith(needle)) return 1;
  if (starts.some((start) => text.startsWith(needle, start))) return 2;
  if (text.includes(needle)) return 3;
  if (
    starts
      .map((start) => text[start])
      .join("")
      .includes(needle)
  )
    return 4;
  return 5;
}

describe("searchRule threshold", () => {
  test("without a threshold every in-order match counts, as before", () => {
    const finder = finderWith(undefined, rows, "tent");
    expect(namesOf(finder.matches.items)).toEqual([
      "tent",
      "Tent Pegs",
      "Ridgeline 2P Tent",
      "Camp Kitchen Set",
    ]);
    expect(namesOf(finderWith("fuzzy", rows, "tent").matches.items)).toEqual(
      namesOf(finder.matches.items),
    );
  });

  test("contains drops the scattered match: tent no longer finds Camp Kitchen Set", () => {
    const finder = finderWith("contains", rows, "tent");
    expect(namesOf(finder.matches.items)).toEqual(["tent", "Tent Pegs", "Ridgeline 2P Tent"]);
    expect(finder.matches.numMatchedItems).toBe(3);
  });

  test("each rung keeps the matches on it and above", () => {
    const counts = THRESHOLDS.map(
      (threshold) => finderWith(threshold, rows, "tent").matches.numMatchedItems,
    );
    // exact: "tent"; startsWith: + Tent Pegs; wordStartsWith: + Ridgeline 2P Tent; then the same
    // until fuzzy adds Camp Kitchen Set.
    expect(counts).toEqual([1, 2, 3, 3, 3, 4]);
    expect(namesOf(finderWith("acronym", rows, "prs").matches.items)).toEqual([
      "Pocket Rocket Stove",
    ]);
    expect(finderWith("contains", rows, "prs").matches.numMatchedItems).toBe(0);
    // A quoted term (no resume points) under a threshold.
    expect(namesOf(finderWith("startsWith", rows, '"tent"').matches.items)).toEqual([
      "tent",
      "Tent Pegs",
    ]);
  });

  test("search.test(), test() and facet counts apply the threshold", () => {
    const finder = finderWith("wordStartsWith");
    expect(namesOf(finder.search.test("tent"))).toEqual(["tent", "Tent Pegs", "Ridgeline 2P Tent"]);
    expect(namesOf(finder.test({ searchTerm: "tent" }))).toEqual(
      namesOf(finder.search.test("tent")),
    );
    finder.search.setSearchTerm("tent");
    const counts = [...finder.filters.countRuleOptions("kind", true)].map(([, count]) => count);
    // "tent" (id 3) and Ridgeline (id 1) are odd, Tent Pegs (id 2) even; Camp Kitchen Set (0) is out.
    expect(counts).toEqual([1, 2]);
  });

  test("setRules changes the threshold and the results follow", () => {
    const finder = finderWith(undefined, rows, "tent");
    expect(finder.matches.numMatchedItems).toBe(4);
    const [search, ...others] = finder.filters.rules.length ? [finder.search.rule!] : [];
    finder.setRules([
      { ...search!, threshold: "startsWith" },
      ...finder.filters.rules,
      ...finder.sortBy.rules,
      ...others,
    ]);
    expect(finder.search.rule?.threshold).toBe("startsWith");
    expect(namesOf(finder.matches.items)).toEqual(["tent", "Tent Pegs"]);
  });

  test("under exact, typing on finds the text a shorter term only started", () => {
    const finder = finderWith("exact", [...rows, { id: 99, name: "co", kind: "odd" }]);
    finder.search.setSearchTerm("co");
    expect(namesOf(finder.matches.items)).toEqual(["co"]);
    finder.search.setSearchTerm("cot");
    expect(finder.matches.numMatchedItems).toBe(0);
    // Results are computed when read: reading "ten" makes it the result "tent" could narrow.
    finder.search.setSearchTerm("ten");
    expect(finder.matches.numMatchedItems).toBe(0);
    finder.search.setSearchTerm("tent");
    expect(namesOf(finder.matches.items)).toEqual(["tent"]);
  });

  test("a keystroke continues each kept match from where it ended, not a dropped one's end", () => {
    const items = ["axxxb", "abcxxxxx"].map((name, id) => ({ id, name, kind: "even" }));
    const finder = finderWith("contains", items);
    finder.search.setSearchTerm("ab");
    // "axxxb" matches "ab" only scattered, so it is dropped; its end (5) is past the "c" of
    // "abcxxxxx", whose own end is 2.
    expect(namesOf(finder.matches.items)).toEqual(["abcxxxxx"]);
    finder.search.setSearchTerm("abc");
    expect(namesOf(finder.matches.items)).toEqual(["abcxxxxx"]);
  });

  test("a name that is no rung throws INVALID_RULE_FIELD naming the rule and field", () => {
    for (const threshold of ["fuzzzy", "toString", "Exact", "", 3, null, ["exact"]]) {
      let error: unknown;
      try {
        finderWith(threshold as SearchThreshold);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(FinderError);
      expect((error as FinderError).code).toBe("INVALID_RULE_FIELD");
      expect((error as FinderError).ruleId).toBe("search");
      expect((error as FinderError).message).toBe(
        `Finder: search rule "search": threshold must be one of "exact", "startsWith", "wordStartsWith", "contains", "acronym", "fuzzy", got ${typeof threshold === "string" ? `"${threshold}"` : Array.isArray(threshold) ? '["exact"]' : String(threshold)}.`,
      );
    }
  });

  test("a bad threshold in setRules leaves the rules and results as they were", () => {
    const finder = finderWith("contains", rows, "tent");
    const before = finder.matches;
    const rule = finder.search.rule!;
    expect(() =>
      finder.setRules([{ ...rule, threshold: "close" as SearchThreshold }]),
    ).toThrowError(FinderError);
    expect(finder.search.rule).toBe(rule);
    expect(finder.matches).toBe(before);
  });

  test("a threshold on another kind of rule is not read", () => {
    const rule = {
      ...filterRule({ id: "kind", filterFn: () => true }),
      threshold: "nonsense",
    };
    expect(() => new FinderCore([], { rules: [rule] })).not.toThrow();
  });
});

describe("highlighting with a threshold", () => {
  test("segments and hasCharacterIndexMatches follow the threshold", () => {
    expect(calculateStringMatchSegments("Camp Kitchen Set", "tent")).toBeDefined();
    expect(calculateStringMatchSegments("Camp Kitchen Set", "tent", "contains")).toBeUndefined();
    expect(calculateStringMatchSegments("Tent Pegs", "tent", "startsWith")).toEqual([
      { index: 0, length: 4, value: "Tent", isMatch: true },
      { index: 4, length: 5, value: " Pegs", isMatch: false },
    ]);
    expect(calculateStringMatchSegments("Tent Pegs", "tent", "exact")).toBeUndefined();
    expect(calculateStringMatchSegments("Pocket Rocket Stove", "prs", "acronym")).toHaveLength(6);
    expect(hasCharacterIndexMatches("Camp Kitchen Set", "tent")).toBe(true);
    expect(hasCharacterIndexMatches("Camp Kitchen Set", "tent", "fuzzy")).toBe(true);
    expect(hasCharacterIndexMatches("Camp Kitchen Set", "tent", "acronym")).toBe(false);
    expect(hasCharacterIndexMatches("Ridgeline 2P Tent", "tent", "wordStartsWith")).toBe(true);
    expect(hasCharacterIndexMatches("Ridgeline 2P Tent", "tent", "startsWith")).toBe(false);
    expect(hasCharacterIndexMatches("Ridgeline 2P Tent", "!!", "fuzzy")).toBe(false);
  });
});

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150), seed: 20261126 };

const nameArbitrary = fc.stringMatching(/^[abcé ÉDd0-9-]{0,8}$/);
const termArbitrary = fc.oneof(
  // At least one letter or digit: a term without any is no search (the search tests cover it).
  fc.stringMatching(/^[abcd0 ]{0,3}[abcd0]$/),
  fc.constantFrom("a", "ab", "bc", "ad", '"ab"', "é", "d0"),
);
const rowsArbitrary = fc
  .array(nameArbitrary, { maxLength: 30 })
  .map((list) => list.map((name, id): Row => ({ id, name, kind: id % 2 ? "odd" : "even" })));

describe("threshold properties", () => {
  test("the results are the default ranked list with the rungs below the threshold left out", () => {
    fc.assert(
      fc.property(rowsArbitrary, termArbitrary, fc.constantFrom(...THRESHOLDS), (list, term, t) => {
        const ranked = finderWith(undefined, list, term).matches.items ?? [];
        const maxRung = THRESHOLDS.indexOf(t);
        const expected = ranked.filter((row) => referenceRung(row.name, term) <= maxRung);
        expect(namesOf(finderWith(t, list, term).matches.items)).toEqual(namesOf(expected));
      }),
      RUNS,
    );
  });

  test("a higher threshold never adds matches", () => {
    fc.assert(
      fc.property(rowsArbitrary, termArbitrary, (list, term) => {
        let previous: Set<number> | undefined;
        // From the loosest rung to the strictest: each set is within the one before.
        for (const threshold of [...THRESHOLDS].reverse()) {
          const matched = new Set(
            (finderWith(threshold, list, term).matches.items ?? []).map((row) => row.id),
          );
          if (previous) for (const id of matched) expect(previous.has(id)).toBe(true);
          previous = matched;
        }
      }),
      RUNS,
    );
  });

  test("typing a term letter by letter gives what a fresh finder gives", () => {
    fc.assert(
      fc.property(rowsArbitrary, termArbitrary, fc.constantFrom(...THRESHOLDS), (list, term, t) => {
        const typed = finderWith(t, list);
        for (let length = 1; length <= term.length; length++) {
          typed.search.setSearchTerm(term.slice(0, length));
          // Read each keystroke's results, as a visitor's list does: the next one narrows them.
          expect(typed.matches.numMatchedItems).toBe(
            finderWith(t, list, term.slice(0, length)).matches.numMatchedItems,
          );
        }
        expect(namesOf(typed.matches.items)).toEqual(
          namesOf(finderWith(t, list, term).matches.items),
        );
      }),
      RUNS,
    );
  });

  test("a name is highlighted exactly when the search keeps it", () => {
    fc.assert(
      fc.property(rowsArbitrary, termArbitrary, fc.constantFrom(...THRESHOLDS), (list, term, t) => {
        const kept = new Set((finderWith(t, list, term).matches.items ?? []).map((row) => row.id));
        for (const row of list) {
          expect(calculateStringMatchSegments(row.name, term, t) !== undefined).toBe(
            kept.has(row.id),
          );
          expect(hasCharacterIndexMatches(row.name, term, t)).toBe(kept.has(row.id));
        }
      }),
      RUNS,
    );
  });
});
