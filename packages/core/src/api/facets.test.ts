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

  test("a lookup finds a date option by its time, as set compares dates", () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, d));
    const rules = [
      filterRule({
        id: "day",
        options: [1, 2].map((d) => ({ value: day(d), label: `Nov ${d}` })),
        filterFn: (item: Product, value: Date) => item.id === value.getUTCDate(),
      }),
    ];
    const finder = new FinderCore(products, { rules });
    // set keeps the caller's date, an equal-time copy of the option's.
    finder.filters.set("day", day(2));
    const facet = finder.filters.getFacet<Date>("day");
    expect(facet.get(finder.filters.get("day") as Date)?.label).toBe("Nov 2");
    expect(facet.get(day(1))).toBe(facet.options[0]);
    expect(facet.get(day(3))).toBeUndefined();
  });

  test("a lookup reads the value through the rule's parse, as set does (issue 40, item 14)", () => {
    const seen: unknown[] = [];
    const rules = [
      filterRule({
        id: "maxPrice",
        options: [{ value: 5 }, { value: 20 }],
        parse: (value: unknown) => {
          seen.push(value);
          const price = Number(value);
          if (Number.isNaN(price)) throw new Error("not a price");
          return price;
        },
        filterFn: (item: Product, max) => item.price !== null && item.price <= max,
      }),
      filterRule({ id: "inStock", boolean: true, filterFn: (item: Product) => item.inStock }),
    ];
    const finder = new FinderCore(products, { rules });
    const facet = finder.filters.getFacet<number>("maxPrice");
    // The text an address or an input gives finds the option set would choose for it.
    expect(facet.get("20" as unknown as number)).toBe(facet.options[1]);
    expect(facet.get(20)).toBe(facet.options[1]);
    expect(facet.get(finder.filters.getRule("maxPrice").options?.[0] as { value: number })).toBe(
      facet.options[0],
    );
    // A value parse refuses is no option's: a lookup answers, it does not throw.
    expect(facet.get("cheap" as unknown as number)).toBeUndefined();
    expect(facet.get(7)).toBeUndefined();
    expect(seen).toEqual(["20", 20, 5, "cheap", 7]);
    // A switch's keys are true and false, which never reach parse.
    expect(finder.filters.getFacet<boolean>("inStock").get(true)?.value).toBe(true);
  });

  test("a switch's keys never reach its parse, and a parse that cannot answer still throws", () => {
    const rules = [
      filterRule({
        id: "inStock",
        boolean: true,
        parse: (): boolean => {
          throw new Error("a switch's value is true or false: parse is never asked");
        },
        filterFn: (item: Product) => item.inStock,
      }),
      filterRule({
        id: "later",
        options: [{ value: 1 }],
        // A rule written wrongly on purpose: its type says parse answers at once.
        parse: (async (value: unknown) => Number(value)) as unknown as (value: unknown) => number,
        filterFn: () => true,
      }),
    ];
    const finder = new FinderCore(products, { rules });
    expect(finder.filters.getFacet<boolean>("inStock").get(false)?.value).toBe(false);
    // An asynchronous parse is a wrong rule, not a value to look up: INVALID_RULE_FIELD.
    expect(thrown(() => finder.filters.getFacet("later").get(1)).code).toBe("INVALID_RULE_FIELD");
  });

  test("a lookup takes one of the rule's option objects for its value", () => {
    const finder = create();
    const [, red] = finder.filters.getRule("color").options ?? [];
    const facet = finder.filters.getFacet("color");
    expect(red?.value).toBe("red");
    expect(facet.get(red as never)).toBe(facet.options[1]);
    // An object that is not one of the options is a value like any other.
    expect(facet.get({ value: "red" } as never)).toBeUndefined();
  });

  test("a required switch that is off by default counts false as its items with the filter set to false, as test() does", () => {
    const rules = [
      filterRule({
        id: "inStock",
        boolean: true,
        required: true,
        defaultValue: false,
        filterFn: (item: Product, on: boolean) => item.inStock === on,
      }),
    ];
    const finder = new FinderCore(products, { rules });
    const facet = finder.filters.getFacet<boolean>("inStock");
    const tested = (value: boolean) => finder.filters.testRule({ rule: "inStock", value }).length;
    expect(facet.get(true)?.count).toBe(4);
    expect(facet.get(false)?.count).toBe(2);
    expect([tested(true), tested(false)]).toEqual([4, 2]);
  });

  test("a required switch without a default is always on, so false counts what true counts", () => {
    const rules = [
      filterRule({
        id: "inStock",
        boolean: true,
        required: true,
        filterFn: (item: Product, on: boolean) => item.inStock === on,
      }),
    ];
    const finder = new FinderCore(products, { rules });
    expect([...finder.filters.countRuleOptions("inStock").values()]).toEqual([4, 4]);
    expect(finder.filters.testRule({ rule: "inStock", value: false })).toHaveLength(4);
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

describe("counts agree with test()", () => {
  const switchRule = (required: boolean, defaultValue: boolean | undefined) =>
    filterRule({
      id: "flag",
      boolean: true,
      required,
      defaultValue,
      filterFn: (row: Row, on: boolean) => row.flag === on,
    });

  test("each option's count is the length of testRule with its value, for every kind of filter and switch", () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        fc.constantFrom("", "a", "c"),
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.constantFrom(...SIZES), { nil: undefined }),
        fc.boolean(),
        (rows, searchTerm, required, defaultValue, flag, size, isAdditive) => {
          const rules = [...rowRules.slice(0, 3), switchRule(required, defaultValue)];
          const finder = new FinderCore(rows, {
            rules,
            initialSearchTerm: searchTerm,
            initialFilters: { flag, size },
          });
          for (const id of ["color", "size", "flag"]) {
            const counts = finder.filters.countRuleOptions(id, isAdditive);
            const lists = finder.filters.testRuleOptions(id, isAdditive);
            for (const [key, count] of counts) {
              const value =
                typeof key === "boolean" ? key : id === "color" ? [key.value] : key.value;
              const tested = finder.filters.testRule({ rule: id, value, isAdditive });
              expect(count).toBe(tested.length);
              // The same items; test() orders them as the results would be (by relevance here).
              const ids = (list: Row[] = []) => list.map((row) => row.id).sort((a, b) => a - b);
              expect(ids(lists.get(key))).toEqual(ids(tested));
            }
          }
        },
      ),
      RUNS,
    );
  });
});

describe("counts on one instance as its state changes", () => {
  // Counting remembers which option each item passes (one, none or several), so a later count
  // reads each candidate once. These counts, taken on one instance through a sequence of
  // states, must equal those of a fresh instance in each state, including for a filter whose
  // options overlap (an item passes several) and for a switch.
  const rules = [
    ...rowRules,
    filterRule({
      id: "atMost",
      multiple: true,
      options: SIZES.map((value) => ({ value })),
      filterFn: (row: Row, value: number) => row.size <= value,
    }),
  ];
  const stateArbitrary = fc.record({
    searchTerm: fc.constantFrom("", "a", "ab", "c"),
    color: fc.subarray(COLORS),
    size: fc.option(fc.constantFrom(...SIZES), { nil: undefined }),
    flag: fc.boolean(),
    atMost: fc.subarray(SIZES),
  });

  test("equal a fresh instance's counts after every change", () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        fc.array(stateArbitrary, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (rows, states, isAdditive) => {
          const finder = new FinderCore(rows, { rules });
          for (const { searchTerm, ...filters } of states) {
            finder.batch(() => {
              finder.search.setSearchTerm(searchTerm);
              for (const [id, value] of Object.entries(filters)) finder.filters.set(id, value);
            });
            const fresh = new FinderCore(rows, {
              rules,
              initialSearchTerm: searchTerm,
              initialFilters: filters,
            });
            for (const id of ["color", "size", "flag", "atMost"]) {
              const counts = (f: typeof finder) =>
                f.filters.getFacet(id, isAdditive).options.map((option) => option.count);
              expect(counts(finder)).toEqual(counts(fresh));
              expect([...finder.filters.testRuleOptions(id, isAdditive).values()]).toEqual([
                ...fresh.filters.testRuleOptions(id, isAdditive).values(),
              ]);
            }
          }
        },
      ),
      RUNS,
    );
  });

  test("a count after setItems asks the new items, not what the old ones passed", () => {
    const rows: Row[] = [
      { id: 0, name: "a", color: "red", size: 1, flag: true },
      { id: 1, name: "b", color: "blue", size: 2, flag: false },
    ];
    const finder = new FinderCore(rows, { rules });
    expect(finder.filters.getFacet("color").get("red")?.count).toBe(1);
    finder.setItems([{ ...rows[0], color: "blue" } as Row, { ...rows[1], color: "blue" } as Row]);
    expect(finder.filters.getFacet("color").get("red")?.count).toBe(0);
    expect(finder.filters.getFacet("color").get("blue")?.count).toBe(2);
    expect(finder.filters.getFacet("atMost").options.map((option) => option.count)).toEqual([
      1, 2, 2,
    ]);
  });
});
