// A multiple filter whose values grow or shrink updates its last pass mask instead of testing
// every value on every item again (issue 14). Whatever the sequence of changes, the results must
// equal those of a fresh instance given the final values.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, filterRule } from "./index";

interface Row {
  id: number;
  colors: string[];
}

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };
const COLORS = ["red", "blue", "green", "black"];

const rules = [
  filterRule({
    id: "color",
    multiple: true,
    options: COLORS.map((value) => ({ value })),
    filterFn: (item: Row, value: string) => item.colors.includes(value),
  }),
];

const rows = fc
  .array(fc.subarray(COLORS), { maxLength: 30 })
  .map((list) => list.map((colors, id): Row => ({ id, colors })));

const ids = (finder: FinderCore<Row>) => (finder.matches.items ?? []).map((item) => item.id);

describe("a multiple filter changed value by value", () => {
  test("gives the results of a fresh instance with the same values, after any toggles and sets", () => {
    const change = fc.oneof(
      fc.constantFrom(...COLORS).map((color) => ({ toggle: color })),
      fc.subarray(COLORS).map((values) => ({ set: values })),
    );
    fc.assert(
      fc.property(rows, fc.array(change, { maxLength: 10 }), (items, changes) => {
        const finder = new FinderCore(items, { rules });
        for (const step of changes) {
          if ("toggle" in step) finder.filters.toggle("color", step.toggle);
          else finder.filters.set("color", step.set);
          void finder.matches;
          const fresh = new FinderCore(items, {
            rules,
            initialFilters: { color: finder.filters.get("color") },
          });
          expect(ids(finder)).toEqual(ids(fresh));
        }
      }),
      RUNS,
    );
  });

  test("adding a value tests it only on the items that failed the others", () => {
    const calls: string[] = [];
    const counted = filterRule({
      id: "color",
      multiple: true,
      options: COLORS.map((value) => ({ value })),
      filterFn: (item: Row, value: string) => (calls.push(value), item.colors.includes(value)),
    });
    const items: Row[] = [
      { id: 0, colors: ["red"] },
      { id: 1, colors: ["blue"] },
      { id: 2, colors: [] },
    ];
    const finder = new FinderCore(items, { rules: [counted], initialFilters: { color: ["red"] } });
    void finder.matches;
    calls.length = 0;
    finder.filters.toggle("color", "blue");
    expect(ids(finder)).toEqual([0, 1]);
    expect(calls).toEqual(["blue", "blue"]);
  });
});
