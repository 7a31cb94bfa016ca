import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, filterRule, searchRule, sortByRule, type FinderRule } from "../index";

// A sort over a small share of the items ranks only those items until the rule's order of every
// item exists (store.ts, `#sortsAlone`). Both ways must give the same order: these tests sort
// the same matches once on a fresh instance (ranked alone) and once after the whole list was
// sorted by the rule (through the order of every item).

interface Row {
  id: number;
  name: string;
  key: number | string | null | Date;
  group: number;
}

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261125) });

const keyArbitrary = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(-1.5, 2.25, 0, -0, Number.NaN, 100),
  fc.constantFrom("a", "B", "a2", "a10", "é", "", " x", "-1", "2.5"),
  fc.constant(null),
  fc.constantFrom(new Date(0), new Date(86_400_000)),
);

const rowsArbitrary = fc
  .array(
    fc.record({
      name: fc.stringMatching(/^[abc ]{0,6}$/),
      key: keyArbitrary,
      group: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 16, maxLength: 200 },
  )
  .map((rows) => rows.map((row, id): Row => ({ id, ...row })));

const rules: FinderRule<Row>[] = [
  searchRule({ searchFn: (row: Row) => row.name }),
  filterRule({
    id: "ids",
    multiple: true,
    filterFn: (row: Row, id: number) => row.id === id,
  }),
  sortByRule({ id: "key", sortFn: (row: Row) => row.key }),
  sortByRule({ id: "both", sortFn: [(row: Row) => row.group, (row: Row) => row.key] }),
];

function sortedIds(
  rows: Row[],
  ids: number[],
  sortBy: string,
  direction: "asc" | "desc",
  term: string,
  warm: boolean,
): number[] {
  const finder = new FinderCore(rows, { rules });
  if (warm) {
    // Sorting every item first builds the rule's order of every item.
    finder.sortBy.set(sortBy, direction);
    void finder.matches.items;
  }
  finder.search.setSearchTerm(term);
  finder.filters.set("ids", ids);
  finder.sortBy.set(sortBy, direction);
  return (finder.matches.items ?? []).map((row) => row.id);
}

describe("sorting a small share of the items on its own", () => {
  test("gives the order the rule's order of every item gives, mixed keys and ties included", () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        fc.constantFrom("key", "both"),
        fc.constantFrom<"asc" | "desc">("asc", "desc"),
        fc.constantFrom("", "a", "ab", "c"),
        fc.infiniteStream(fc.boolean()),
        (rows, sortBy, direction, term, picks) => {
          // Under a sixteenth of the items, so the fresh instance ranks them alone.
          const limit = Math.ceil(rows.length / 16) - 1;
          const ids = rows
            .filter(() => picks.next().value)
            .map((row) => row.id)
            .slice(0, limit);
          const alone = sortedIds(rows, ids, sortBy, direction, term, false);
          const whole = sortedIds(rows, ids, sortBy, direction, term, true);
          expect(alone).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("compares numbers as strings when another item of the column has a string", () => {
    // Alone, -10, -2 and 1.5 would be numbers in numeric order (-10, -2, 1.25, 1.5); the column also
    // holds "x", so the whole list compares them as text: "-2" before "-10", "1.5" before "1.25".
    const rows: Row[] = Array.from({ length: 100 }, (_, id) => ({
      id,
      name: "",
      key: id === 99 ? "x" : id,
      group: 0,
    }));
    rows[0]!.key = -2;
    rows[1]!.key = -10;
    rows[2]!.key = 1.5;
    rows[3]!.key = 1.25;
    const ids = [0, 1, 2, 3];
    const alone = sortedIds(rows, ids, "key", "asc", "", false);
    expect(alone).toEqual(sortedIds(rows, ids, "key", "asc", "", true));
    expect(alone).toEqual([0, 1, 2, 3]);
  });

  test("keeps the matches' search ranking inside equal keys", () => {
    const rows: Row[] = Array.from({ length: 64 }, (_, id) => ({
      id,
      name: id === 3 ? "xx ab" : id === 5 ? "ab" : "zzz",
      key: 1,
      group: 0,
    }));
    // "ab" ranks above "xx ab" (starts with the term), so 5 comes before 3 on equal keys.
    expect(sortedIds(rows, [3, 5], "key", "asc", "ab", false)).toEqual([5, 3]);
  });
});

// Claim on the examples page: the first use of a sort rule reads that rule's key of every item,
// whichever way its matches are then ordered; later sorts by it read none.
test("the first use of a sort rule reads its key of every item once", () => {
  const rows: Row[] = Array.from({ length: 100 }, (_, id) => ({
    id,
    name: "",
    key: id % 7,
    group: 0,
  }));
  let reads = 0;
  // The first sort rule applies from the start; two matches are ranked alone.
  const finder = new FinderCore(rows, {
    rules: [
      filterRule({ id: "ids", multiple: true, filterFn: (row: Row, id: number) => row.id === id }),
      sortByRule({ id: "key", sortFn: (row: Row) => (reads++, row.key) }),
    ],
    initialFilters: { ids: [3, 4] },
  });
  expect(finder.matches.items?.map((row) => row.id)).toEqual([3, 4]);
  expect(reads).toBe(rows.length);
  // Every item matching builds the order of every item, from the keys already read.
  finder.filters.set("ids", []);
  finder.sortBy.set("key", "desc");
  expect(finder.matches.items?.[0]?.key).toBe(6);
  expect(reads).toBe(rows.length);
});

test("a column of numbers alone stays numeric when a small share is ranked alone", () => {
  const keys = [-2, -10, 1.5, 1.25];
  const rows: Row[] = Array.from({ length: 100 }, (_, id) => ({
    id,
    name: "",
    key: id < keys.length ? (keys[id] as number) : id,
    group: 0,
  }));
  expect(sortedIds(rows, [0, 1, 2, 3], "key", "asc", "", false)).toEqual([1, 0, 3, 2]);
});

test("matches equal on key and relevance keep item order when ranked alone", () => {
  const rows: Row[] = Array.from({ length: 100 }, (_, id) => ({
    id,
    name: "ab",
    key: 1,
    group: 0,
  }));
  expect(sortedIds(rows, [9, 2, 5], "key", "asc", "ab", false)).toEqual([2, 5, 9]);
});
