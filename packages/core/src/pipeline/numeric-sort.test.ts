// Number keys are ranked by a radix sort of their bits (issue 14). The specification's order:
// by value, stable, nulls (and NaN) last in both directions.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, sortByRule } from "../index";

interface Row {
  id: number;
  value: number | null;
}

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };

const value = fc.oneof(
  fc.double(),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0, -0, Infinity, -Infinity, NaN, Number.MIN_VALUE, -Number.MIN_VALUE, 2 ** 53),
  fc.constant(null),
);

function sortedIds(rows: Row[], desc: boolean): number[] {
  const finder = new FinderCore(rows, {
    rules: [sortByRule({ id: "value", sortFn: (row: Row) => row.value })],
    initialSortDirection: desc ? "desc" : "asc",
  });
  return (finder.matches.items ?? []).map((row) => row.id);
}

function referenceIds(rows: Row[], desc: boolean): number[] {
  const absent = (row: Row) => row.value === null || Number.isNaN(row.value);
  return [...rows]
    .sort((a, b) => {
      if (absent(a) || absent(b)) return absent(a) === absent(b) ? a.id - b.id : absent(a) ? 1 : -1;
      const difference =
        (a.value as number) < (b.value as number)
          ? -1
          : (a.value as number) > (b.value as number)
            ? 1
            : 0;
      return (desc ? -difference : difference) || a.id - b.id;
    })
    .map((row) => row.id);
}

describe("number sorts", () => {
  test.each([false, true])("order by value with ties in item order (descending: %s)", (desc) => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (values) => {
        const rows = values.map((v, id) => ({ id, value: v }));
        expect(sortedIds(rows, desc)).toEqual(referenceIds(rows, desc));
      }),
      RUNS,
    );
  });
});

// Claim on the sort-by rule page: a selector returning strings for some items and numbers for
// others compares everything as text with numeric collation.
test("a mixed column orders whole non-negative numbers by value and compares signs and decimals as text", () => {
  const values: (string | number)[] = ["x", -5, -3, 1.5, 1.25, 10, 2];
  const finder = new FinderCore(values, {
    rules: [sortByRule({ id: "value", sortFn: (value: string | number) => value })],
  });
  expect(finder.matches.items).toEqual([-3, -5, 1.5, 1.25, 2, 10, "x"]);
});

// Claim on the sort-by rule page: in a mixed column a boolean is the text "0" or "1", and a Date
// the text of its time in milliseconds.
test("in a mixed column, booleans compare as 0 and 1 and dates as their milliseconds, in text", () => {
  const late = new Date(5);
  const values: (string | number | boolean | Date)[] = ["x", true, 10, late, false, 2];
  const finder = new FinderCore(values, {
    rules: [
      sortByRule({ id: "value", sortFn: (value: string | number | boolean | Date) => value }),
    ],
  });
  expect(finder.matches.items).toEqual([false, true, 2, late, 10, "x"]);
});
