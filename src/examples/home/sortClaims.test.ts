// The home page's Sort-by tab says which values count as missing: checked here, claim by claim.
import { describe, expect, it } from "vitest";
import { FinderCore, sortByRule } from "@finderjs/core";

interface Row {
  id: number;
  value: string | number | Date | null | undefined;
}

const rows: Row[] = [
  { id: 1, value: "Lamp 10" },
  { id: 2, value: null },
  { id: 3, value: "" },
  { id: 4, value: undefined },
  { id: 5, value: "Lamp 2" },
];
const numbers: Row[] = [
  { id: 1, value: 3 },
  { id: 2, value: Number.NaN },
  { id: 3, value: 1 },
  { id: 4, value: new Date(Number.NaN) },
];

const order = (items: Row[], direction: "asc" | "desc") =>
  new FinderCore<Row>(items, {
    rules: [sortByRule({ id: "value", sortFn: (row: Row) => row.value })],
    initialSortDirection: direction,
  }).matches.items?.map((row) => row.id);

describe("the home page's sort-by claims", () => {
  it('strings sort "Lamp 2" before "Lamp 10"; an empty string is a value and sorts first when ascending', () => {
    expect(order(rows, "asc")).toEqual([3, 5, 1, 2, 4]);
  });

  it("null and undefined go last in either direction", () => {
    expect(order(rows, "desc")).toEqual([1, 5, 3, 2, 4]);
  });

  it("NaN and an invalid date go last in either direction", () => {
    expect(order(numbers, "asc")).toEqual([3, 1, 2, 4]);
    expect(order(numbers, "desc")).toEqual([1, 3, 2, 4]);
  });
});
