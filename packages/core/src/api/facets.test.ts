// filters.getFacet(id, isAdditive?): facet counts by value, in option order, with the same
// disjunctive semantics as countRuleOptions (issue 32, item 3).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, FinderError, filterRule, searchRule } from "../index";
import { productRules, products, type Product } from "../test/fixtures";

const create = (extra = {}) => new FinderCore(products, { rules: productRules(), ...extra });

function thrown(fn: () => unknown): FinderError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FinderError);
    return error as FinderError;
  }
  throw new Error("expected a FinderError");
}

describe("filters.getFacet", () => {
  test("lists each option's value, label, disabled flag and count, in option order", () => {
    const rules = [
      filterRule({
        id: "color",
        multiple: true,
        options: [
          { value: "white", label: "White" },
          { value: "blue", label: "Blue", disabled: true },
          { value: "green" },
          { value: "purple", label: "Purple" },
        ],
        filterFn: (item: Product, value: string) => item.color === value,
      }),
    ];
    const facet = new FinderCore(products, { rules }).filters.getFacet<string>("color");
    expect(facet.options).toEqual([
      { value: "white", label: "White", disabled: false, count: 1 },
      { value: "blue", label: "Blue", disabled: true, count: 2 },
      { value: "green", label: undefined, disabled: false, count: 1 },
      { value: "purple", label: "Purple", disabled: false, count: 0 },
    ]);
  });

  test("looks an option up by its value", () => {
    const facet = create().filters.getFacet("color");
    expect(facet.get("red")).toEqual({ value: "red", label: "red", disabled: false, count: 2 });
    expect(facet.get("red")).toBe(facet.options[1]);
    expect(facet.get("orange")).toBeUndefined();
    expect(facet.get(undefined)).toBeUndefined();
  });

  test("a lookup compares values as Object.is, so NaN finds NaN and 0 is not -0", () => {
    const rules = [
      filterRule({
        id: "n",
        options: [{ value: Number.NaN }, { value: 0 }],
        filterFn: (item: Product, value: number) => item.price === value,
      }),
    ];
    const facet = new FinderCore(products, { rules }).filters.getFacet<number>("n");
    expect(facet.get(Number.NaN)).toBe(facet.options[0]);
    expect(facet.get(0)).toBe(facet.options[1]);
    expect(facet.get(-0)).toBeUndefined();
  });

  test("with two options of one value, the lookup gives the first", () => {
    const rules = [
      filterRule({
        id: "color",
        strictOptions: false,
        options: [
          { value: "red", label: "first" },
          { value: "red", label: "second" },
        ],
        filterFn: (item: Product, value: string) => item.color === value,
      }),
    ];
    const facet = new FinderCore(products, { rules }).filters.getFacet("color");
    expect(facet.get("red")?.label).toBe("first");
  });

  test("a boolean filter has two entries: true (applied) and false (not applied)", () => {
    const facet = create().filters.getFacet<boolean>("inStock");
    expect(facet.options).toEqual([
      { value: true, label: undefined, disabled: false, count: 4 },
      { value: false, label: undefined, disabled: false, count: 6 },
    ]);
    expect(facet.get(false)?.count).toBe(6);
  });

  test("a filter without options has no entries", () => {
    const facet = create().filters.getFacet("maxPrice");
    expect(facet.options).toEqual([]);
    expect(facet.get(10)).toBeUndefined();
  });

  test("counts each option as if it were the only one chosen, with the others in force when additive", () => {
    const finder = create();
    finder.filters.set("color", ["red"]);
    finder.filters.set("inStock", true);
    const counts = (additive?: boolean) =>
      finder.filters.getFacet("color", additive).options.map((option) => option.count);
    // Not additive: a fresh state, so every colour counts every item of that colour.
    expect(counts()).toEqual([2, 2, 1, 1]);
    expect(counts(false)).toEqual([2, 2, 1, 1]);
    // Additive: in stock only (1, 3, 4, 5); the colour filter's own value is left out.
    expect(counts(true)).toEqual([1, 1, 1, 1]);
    finder.search.setSearchTerm("cotton");
    expect(counts(true)).toEqual([1, 0, 0, 0]);
  });

  test("changes nothing: no new version, no event", () => {
    const finder = create();
    const version = finder.version;
    let events = 0;
    finder.events.on("change", () => (events += 1));
    finder.filters.getFacet("color", true);
    expect(finder.version).toBe(version);
    expect(events).toBe(0);
  });

  test("follows generated options when the items change", () => {
    const rules = [
      filterRule({
        id: "color",
        options: ({ items }: { items: Product[] }) =>
          [...new Set(items.map((item) => item.color))].map((value) => ({ value })),
        filterFn: (item: Product, value: string) => item.color === value,
      }),
    ];
    const finder = new FinderCore(products, { rules });
    expect(finder.filters.getFacet("color").options.map((option) => option.value)).toEqual([
      "blue",
      "red",
      "white",
      "green",
    ]);
    finder.setItems(products.filter((item) => item.color === "red"));
    expect(finder.filters.getFacet("color").options).toEqual([
      { value: "red", label: undefined, disabled: false, count: 2 },
    ]);
  });

  test("an unknown id throws RULE_NOT_FOUND and another kind WRONG_RULE_KIND, changing nothing", () => {
    const finder = create();
    const version = finder.version;
    const unknown = thrown(() => finder.filters.getFacet("colour"));
    expect(unknown.code).toBe("RULE_NOT_FOUND");
    expect(unknown.ruleId).toBe("colour");
    expect(thrown(() => finder.filters.getFacet("price")).code).toBe("WRONG_RULE_KIND");
    expect(finder.version).toBe(version);
  });
});

interface Row {
  id: number;
  name: string;
  color: string;
  size: number;
  flag: boolean;
}

const COLORS = ["red", "blue", "green", "white"];
const SIZES = [1, 2, 3];

const rowsArbitrary = fc
  .array(
    fc.record({
      name: fc.stringMatching(/^[abc ]{0,6}$/),
      color: fc.constantFrom(...COLORS),
      size: fc.constantFrom(...SIZES),
      flag: fc.boolean(),
    }),
    { maxLength: 30 },
  )
  .map((rows) => rows.map((row, id): Row => ({ id, ...row })));

const rowRules = [
  searchRule({ searchFn: (row: Row) => row.name }),
  filterRule({
    id: "color",
    multiple: true,
    options: COLORS.map((value) => ({ value, label: value.toUpperCase() })),
    filterFn: (row: Row, value: string) => row.color === value,
  }),
  filterRule({
    id: "size",
    options: SIZES.map((value) => ({ value, disabled: value === 3 })),
    filterFn: (row: Row, value: number) => row.size === value,
  }),
  filterRule({ id: "flag", boolean: true, filterFn: (row: Row) => row.flag }),
];

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150), seed: 20261126 };

describe("facet properties", () => {
  test("facet counts equal countRuleOptions' and a brute-force recount, in option order", () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        fc.constantFrom("", "a", "ab", "c"),
        fc.subarray(COLORS),
        fc.option(fc.constantFrom(...SIZES), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        (rows, searchTerm, colors, size, flag, isAdditive) => {
          const finder = new FinderCore(rows, {
            rules: rowRules,
            initialSearchTerm: searchTerm,
            initialFilters: { color: colors, size, flag },
          });
          for (const id of ["color", "size", "flag"]) {
            const facet = finder.filters.getFacet(id, isAdditive);
            const counts = finder.filters.countRuleOptions(id, isAdditive);
            expect(facet.options.map((option) => option.count)).toEqual([...counts.values()]);
            expect(facet.options.map((option) => option.value)).toEqual(
              [...counts.keys()].map((key) => (typeof key === "boolean" ? key : key.value)),
            );
            for (const option of facet.options) expect(facet.get(option.value)).toBe(option);
            // The recount: the items the other filters (and the term) keep, when additive, that
            // pass this filter with this option's value alone.
            const rule = finder.filters.getRule(id);
            for (const option of facet.options) {
              const others = rows.filter(
                (row) =>
                  !isAdditive ||
                  ((searchTerm === "" || finder.search.test(searchTerm).includes(row)) &&
                    (id === "color" || colors.length === 0 || colors.includes(row.color)) &&
                    (id === "size" || size === undefined || row.size === size) &&
                    (id === "flag" || !flag || row.flag)),
              );
              const passing =
                option.value === false
                  ? others
                  : others.filter((row) => rule.filterFn(row, option.value, undefined));
              expect(option.count).toBe(passing.length);
            }
          }
        },
      ),
      RUNS,
    );
  });
});
