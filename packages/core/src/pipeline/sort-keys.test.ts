// The sort stage's keys: how values of each type order, the number sort, and ties broken by a
// second key.
import { describe, expect, test } from "vitest";
import { FinderCore, filterRule, searchRule, sortByRule } from "../index";

type Value = number | string | boolean | Date | null | undefined;
interface Row {
  id: number;
  value: Value;
}

const rows = (values: Value[]): Row[] => values.map((value, id) => ({ id, value }));

function sortedIds(values: Value[], direction: "asc" | "desc" = "asc"): number[] {
  const finder = new FinderCore(rows(values), {
    rules: [sortByRule({ id: "value", sortFn: (row: Row) => row.value })],
    initialSortDirection: direction,
  });
  return (finder.matches.items ?? []).map((row) => row.id);
}

interface Pair {
  id: number;
  a: number;
  b: number;
  keep: boolean;
  name: string;
}

describe("sort keys", () => {
  test("undefined sorts after decimals, which keep their numeric order", () => {
    expect(sortedIds([1.5, undefined, 1.25])).toEqual([2, 0, 1]);
  });

  test("booleans among strings sort as 0 and 1", () => {
    expect(sortedIds(["b", true, false, "a"])).toEqual([2, 1, 3, 0]);
  });

  test("booleans among numbers sort as 0 and 1", () => {
    expect(sortedIds([true, 5, false])).toEqual([2, 0, 1]);
  });

  test("dates sort by time, not by their text", () => {
    // Text order would put "Fri …" before "Mon …".
    expect(sortedIds([new Date(2024, 0, 1), new Date(2024, 0, 5)])).toEqual([0, 1]);
    expect(sortedIds([new Date(2024, 0, 5), new Date(2024, 0, 1)])).toEqual([1, 0]);
  });

  test("dates among strings sort by their time as a number", () => {
    const early = new Date(5);
    const late = new Date(40);
    expect(sortedIds([late, "x", early])).toEqual([2, 0, 1]);
  });
});

describe("number sort", () => {
  test("zero and negative zero tie and keep item order", () => {
    expect(sortedIds([0, -0, 0])).toEqual([0, 1, 2]);
    expect(sortedIds([-0, 0])).toEqual([0, 1]);
  });

  test("negative numbers differing only in their low 32 bits sort by value", () => {
    const closer = -1 - 2 ** -52;
    const farther = -1 - 2 ** -51;
    expect(sortedIds([closer, farther])).toEqual([1, 0]);
  });

  test("numbers differing only in the low 16 bits of the high word sort by value", () => {
    expect(sortedIds([1 + 2 ** -10, 1])).toEqual([1, 0]);
    expect(sortedIds([1 + 2 ** -10, 1], "desc")).toEqual([0, 1]);
  });

  test("undefined sorts last in descending order too", () => {
    expect(sortedIds([1.5, undefined, 1.25], "desc")).toEqual([0, 2, 1]);
  });
});

const pairs = (specs: [number, number][], keep: number[] = []): Pair[] =>
  specs.map(([a, b], id) => ({ id, a, b, keep: keep.includes(id), name: `n${id}` }));

function twoKeyFinder(items: Pair[], extra: object = {}) {
  return new FinderCore(items, {
    rules: [
      sortByRule({ id: "ab", sortFn: [(row: Pair) => row.a, (row: Pair) => row.b] }),
      filterRule({ id: "keep", filterFn: (row: Pair, value: boolean) => row.keep === value }),
      searchRule({ searchFn: (row: Pair) => row.name }),
    ],
    ...extra,
  });
}

describe("sort by two keys", () => {
  test("items tied on every key keep item order", () => {
    const finder = twoKeyFinder(
      pairs([
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
    );
    expect(finder.matches.items?.map((row) => row.id)).toEqual([0, 1, 2, 3, 4]);
  });

  test("a small filtered set is ordered by the second key when the first ties", () => {
    const specs: [number, number][] = Array.from({ length: 40 }, () => [5, 5]);
    specs[3] = [1, 9];
    specs[7] = [1, 2];
    const finder = twoKeyFinder(pairs(specs, [3, 7]));
    finder.filters.set("keep", true);
    expect(finder.matches.items?.map((row) => row.id)).toEqual([7, 3]);
  });

  test("a small filtered set is ordered by the first key", () => {
    const specs: [number, number][] = Array.from({ length: 100 }, () => [5, 5]);
    specs[3] = [2, 1];
    specs[7] = [1, 1];
    specs[9] = [3, 1];
    const finder = twoKeyFinder(pairs(specs, [3, 7, 9]));
    finder.filters.set("keep", true);
    expect(finder.matches.items?.map((row) => row.id)).toEqual([7, 3, 9]);
    finder.sortBy.set("ab", "desc");
    expect(finder.matches.items?.map((row) => row.id)).toEqual([9, 3, 7]);
  });

  test("many items tied on the first key keep item order within equal second keys", () => {
    // A fixed pseudo-random sequence: 300 items in a few groups, enough for merges of runs.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 4;
    const items = pairs(Array.from({ length: 300 }, () => [next(), next()] as [number, number]));
    const expected = [...items].sort((x, y) => x.a - y.a || x.b - y.b || x.id - y.id);
    const finder = twoKeyFinder(items);
    expect(finder.matches.items?.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  test("while searching, items tied on both keys are ordered by relevance", () => {
    const items = pairs([
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    items[0]!.name = "xxcat";
    items[1]!.name = "cat";
    items[2]!.name = "cat";
    const finder = twoKeyFinder(items);
    finder.search.setSearchTerm("cat");
    expect(finder.matches.items?.map((row) => row.id)).toEqual([2, 1, 0]);
  });

  test("while searching, a better match tied on both keys stays ahead of a later worse one", () => {
    const items = pairs([
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    items[0]!.name = "cat";
    items[1]!.name = "xxcat";
    items[2]!.name = "cat";
    const finder = twoKeyFinder(items);
    finder.search.setSearchTerm("cat");
    expect(finder.matches.items?.map((row) => row.id)).toEqual([2, 0, 1]);
  });

  test("while searching, equally good matches tied on both keys keep item order", () => {
    const items = pairs([
      [1, 1],
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    for (const item of items) item.name = "cat";
    const finder = twoKeyFinder(items);
    finder.search.setSearchTerm("cat");
    expect(finder.matches.items?.map((row) => row.id)).toEqual([3, 0, 1, 2]);
  });

  test("a small filtered set tied on every key keeps item order", () => {
    const specs: [number, number][] = Array.from({ length: 100 }, () => [5, 5]);
    const finder = twoKeyFinder(pairs(specs, [3, 7, 9]));
    finder.filters.set("keep", true);
    expect(finder.matches.items?.map((row) => row.id)).toEqual([3, 7, 9]);
  });
});
