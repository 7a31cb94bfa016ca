import { describe, expect, test, vi } from "vitest";
import { FinderCore, filterRule, FinderError } from "../index";
import { colorOptions, ids, productRules, products, type Product } from "../test/fixtures";

const create = (extra = {}) => new FinderCore(products, { rules: productRules(), ...extra });

describe("filter kinds", () => {
  test("a multiple filter passes items matching any selected value", () => {
    const finder = create();
    finder.filters.set("color", ["red", "white"]);
    // Sorted by price: the first sort rule is active by default.
    expect(ids(finder.matches.items)).toEqual([5, 2, 3]);
    expect(finder.filters.get("color")).toEqual(["red", "white"]);
  });

  test("a boolean filter applies on true and is off on false", () => {
    const finder = create();
    finder.filters.set("inStock", true);
    expect(finder.matches.numMatchedItems).toBe(4);
    expect(finder.filters.isActive("inStock")).toBe(true);
    finder.filters.set("inStock", false);
    expect(finder.matches.numMatchedItems).toBe(6);
    expect(finder.filters.isActive("inStock")).toBe(false);
  });

  test("a single filter receives its value", () => {
    const finder = create();
    finder.filters.set("maxPrice", 10);
    expect(ids(finder.matches.items)).toEqual([4, 5, 6]);
  });

  test("undefined, null and blank strings clear a filter", () => {
    const finder = create();
    for (const empty of [undefined, null, "", "  "]) {
      finder.filters.set("maxPrice", 10);
      finder.filters.set("maxPrice", empty);
      expect(finder.filters.isActive("maxPrice")).toBe(false);
      expect(finder.matches.numMatchedItems).toBe(6);
    }
  });

  test("an item must pass every active filter", () => {
    const finder = create({ initialFilters: { color: ["blue"], inStock: true } });
    expect(ids(finder.matches.items)).toEqual([1]);
    expect(finder.filters.activeRules.map((rule) => rule.id)).toEqual(["color", "inStock"]);
  });
});

describe("defaults, required and strict options", () => {
  const rules = (extra: object) => [
    filterRule({
      id: "color",
      options: colorOptions,
      filterFn: (item: Product, value: string) => item.color === value,
      ...extra,
    }),
  ];

  test("defaultValue applies until a value is set, and clearing turns the filter off", () => {
    const finder = new FinderCore(products, { rules: rules({ defaultValue: "red" }) });
    expect(ids(finder.matches.items)).toEqual([2, 5]);
    finder.filters.set("color", "blue");
    expect(ids(finder.matches.items)).toEqual([1, 6]);
    finder.filters.delete("color");
    expect(finder.filters.isActive("color")).toBe(false);
    finder.filters.reset();
    expect(finder.filters.get("color")).toBe("red");
  });

  test("a required filter falls back to its first option and stays active", () => {
    const finder = new FinderCore(products, { rules: rules({ required: true }) });
    expect(finder.filters.get("color")).toBe("blue");
    finder.filters.set("color", undefined);
    expect(finder.filters.isActive("color")).toBe(true);
    expect(ids(finder.matches.items)).toEqual([1, 6]);
  });

  test("required multiple and boolean filters fall back to [first] and true", () => {
    const finder = new FinderCore(products, {
      rules: [
        filterRule({
          id: "c",
          multiple: true,
          required: true,
          options: colorOptions,
          filterFn: (item: Product, v: string) => item.color === v,
        }),
        filterRule({
          id: "s",
          boolean: true,
          required: true,
          filterFn: (item: Product) => item.inStock,
        }),
      ],
    });
    expect(finder.filters.values).toEqual({ c: ["blue"], s: true });
    expect(ids(finder.matches.items)).toEqual([1]);
  });

  test("a switch chooses none of its options, so strict options never refuse true or false", () => {
    const finder = new FinderCore(products, {
      rules: [
        filterRule({
          id: "s",
          boolean: true,
          options: [{ value: "in stock" }],
          filterFn: (item: Product) => item.inStock,
        }),
      ],
    });
    finder.filters.set("s", true);
    expect(finder.filters.get("s")).toBe(true);
    finder.filters.set("s", false);
    expect(finder.filters.get("s")).toBe(false);
  });

  test("a required filter takes the value the user sets", () => {
    const finder = new FinderCore(products, { rules: rules({ required: true }) });
    finder.filters.set("color", "red");
    expect(finder.filters.get("color")).toBe("red");
  });

  test("a required filter given null or an empty selection at construction still falls back to its first option", () => {
    const single = new FinderCore(products, {
      rules: rules({ required: true }),
      initialFilters: { color: null },
    });
    expect(single.filters.get("color")).toBe("blue");
    expect(ids(single.matches.items)).toEqual([1, 6]);
    const multiple = new FinderCore(products, {
      rules: rules({ required: true, multiple: true }),
      initialFilters: { color: [] },
    });
    expect(multiple.filters.get("color")).toEqual(["blue"]);
  });

  test("a required filter falls back to its first option that is not disabled", () => {
    const options = [{ value: "blue", disabled: true }, { value: "red" }, { value: "white" }];
    const finder = new FinderCore(products, { rules: rules({ required: true, options }) });
    expect(finder.filters.get("color")).toBe("red");
  });

  test("a filter with a default that the user sets to null reads as unset, not null", () => {
    const finder = new FinderCore(products, { rules: rules({ defaultValue: "red" }) });
    finder.filters.set("color", null);
    expect(finder.filters.get("color")).toBeUndefined();
    expect(finder.matches.numMatchedItems).toBe(6);
  });

  test("a multiple filter keeps each selected value once", () => {
    const finder = new FinderCore(products, { rules: rules({ multiple: true }) });
    finder.filters.set("color", ["red", "blue", "red"]);
    expect(finder.filters.get("color")).toEqual(["red", "blue"]);
  });

  test("an array for a single filter is refused with a message that suggests multiple", () => {
    const finder = new FinderCore(products, { rules: rules({}) });
    expect(() => finder.filters.set("color", ["red"])).toThrow(
      'filter rule "color" takes a single value, got an array; use multiple: true for several values.',
    );
  });

  test("options that are not { value } objects are refused with a message naming the rule", () => {
    expect(() => new FinderCore(products, { rules: rules({ options: () => ["red"] }) })).toThrow(
      'filter rule "color" options must be an array of { value } objects, with no value undefined.',
    );
  });

  test("a date option matches a different Date object for the same time, and not another time", () => {
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    const finder = new FinderCore(products, {
      rules: [
        filterRule({
          id: "since",
          options: [{ value: day("2026-01-01") }, { value: day("2026-06-01") }],
          filterFn: () => true,
        }),
      ],
    });
    finder.filters.set("since", day("2026-06-01"));
    expect(finder.filters.get("since")).toEqual(day("2026-06-01"));
    expect(() => finder.filters.set("since", day("2026-03-01"))).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_OPTION" }),
    );
    expect(() => finder.filters.set("since", "2026-06-01")).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_OPTION" }),
    );
  });

  test("strict options reject values that are not options; strictOptions: false accepts them", () => {
    const strict = new FinderCore(products, { rules: rules({}) });
    expect(() => strict.filters.set("color", "purple")).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_OPTION" }),
    );
    const loose = new FinderCore(products, { rules: rules({ strictOptions: false }) });
    loose.filters.set("color", "purple");
    expect(loose.matches.numMatchedItems).toBe(0);
  });

  test("option objects can stand for their values", () => {
    const finder = create();
    finder.filters.add("color", colorOptions[1]);
    expect(finder.filters.get("color")).toEqual(["red"]);
    expect(finder.filters.has("color", colorOptions[1])).toBe(true);
  });

  test("option generators run once at construction and once per items, context or rules change", () => {
    const options = vi.fn(({ items }: { items: Product[] }) =>
      [...new Set(items.map((item) => item.color))].map((value) => ({ value })),
    );
    const rule = filterRule({
      id: "color",
      multiple: true,
      options,
      filterFn: (item: Product, v: string) => item.color === v,
    });
    const finder = new FinderCore(products, { rules: [rule], context: 1 });
    expect(options).toHaveBeenCalledTimes(1);
    void finder.matches;
    finder.filters.countRuleOptions("color");
    finder.filters.set("color", ["red"]);
    void finder.matches;
    expect(options).toHaveBeenCalledTimes(1);
    finder.setItems(products.slice(0, 2));
    finder.setContext(2);
    finder.setRules([rule]);
    expect(options).toHaveBeenCalledTimes(3);
    finder.setRules([{ ...rule }]);
    expect(options).toHaveBeenCalledTimes(4);
    expect(options.mock.calls[3]?.[0]).toEqual({ items: products.slice(0, 2), context: 2 });
  });
});

describe("filters namespace", () => {
  test("raw and values hand out copies of a multiple filter's array: changing them changes nothing", () => {
    const finder = create({ initialFilters: { color: ["red"] } });
    (finder.filters.raw.color as string[]).push("blue");
    (finder.filters.values.color as string[]).push("white");
    expect(finder.filters.get("color")).toEqual(["red"]);
    expect(finder.filters.raw).toEqual({ color: ["red"] });
    expect(ids(finder.matches.items)).toEqual([5, 2]);
  });

  test("fresh option counts apply the other filters' defaults and required fallbacks, as testRule does", () => {
    const finder = new FinderCore(products, {
      rules: [
        filterRule({
          id: "color",
          multiple: true,
          options: colorOptions,
          filterFn: (item: Product, v: string) => item.color === v,
        }),
        filterRule({
          id: "s",
          boolean: true,
          required: true,
          filterFn: (item: Product) => item.inStock,
        }),
        filterRule({
          id: "max",
          defaultValue: 20,
          filterFn: (item: Product, max: number) => (item.price ?? 0) <= max,
        }),
      ],
    });
    finder.filters.set("max", undefined);
    const counts = finder.filters.countRuleOptions("color");
    const lists = finder.filters.testRuleOptions("color");
    for (const option of colorOptions) {
      const expected = finder.filters.testRule({ rule: "color", value: [option.value] });
      expect(counts.get(option)).toBe(expected.length);
      expect(ids(lists.get(option))).toEqual(ids(expected).sort((a, b) => a - b));
    }
    // In stock and at most 20: blue 1, red 5, white 3, green 4.
    expect([...counts.values()]).toEqual([1, 1, 1, 1]);
  });

  test("setItems leaves out selected values the regenerated options no longer list; add checks the option added", () => {
    const rule = filterRule({
      id: "m",
      multiple: true,
      options: ({ items }: { items: Product[] }) =>
        [...new Set(items.map((item) => item.color))].map((value) => ({ value })),
      filterFn: (item: Product, v: string) => item.color === v,
    });
    const finder = new FinderCore(products, { rules: [rule] });
    finder.filters.set("m", ["blue", "red", "white"]);
    // "blue" (items 1 and 6) is no longer a generated option, so it is no longer selected.
    finder.setItems(products.filter((item) => item.color !== "blue"));
    expect(finder.filters.get("m")).toEqual(["red", "white"]);
    finder.filters.delete("m", "red");
    finder.filters.toggle("m", "white");
    finder.filters.add("m", "green");
    expect(finder.filters.get("m")).toEqual(["green"]);
    expect(() => finder.filters.add("m", "blue")).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_OPTION" }),
    );
    expect(finder.filters.get("m")).toEqual(["green"]);
  });

  test("add, delete and toggle change one option of a multiple filter", () => {
    const finder = create();
    finder.filters.add("color", "red");
    finder.filters.add("color", "blue");
    finder.filters.add("color", "blue");
    expect(finder.filters.get("color")).toEqual(["red", "blue"]);
    finder.filters.delete("color", "red");
    expect(finder.filters.get("color")).toEqual(["blue"]);
    finder.filters.toggle("color", "blue");
    expect(finder.filters.isActive("color")).toBe(false);
    finder.filters.toggle("color", "white");
    expect(finder.filters.has("color", "white")).toBe(true);
  });

  test("toggle flips a boolean filter and throws on a single filter", () => {
    const finder = create();
    finder.filters.toggle("inStock");
    expect(finder.filters.get("inStock")).toBe(true);
    finder.filters.toggle("inStock");
    expect(finder.filters.get("inStock")).toBe(false);
    expect(() => finder.filters.toggle("maxPrice", 5)).toThrow(FinderError);
  });

  test("values, raw, rules and getRule describe the filters", () => {
    const finder = create({ initialFilters: { color: ["red"] } });
    expect(finder.filters.raw).toEqual({ color: ["red"] });
    expect(finder.filters.values).toEqual({ color: ["red"] });
    expect(finder.filters.rules.map((rule) => rule.id)).toEqual(["color", "inStock", "maxPrice"]);
    expect(finder.filters.getRule("inStock").boolean).toBe(true);
    expect(finder.filters.getRule({ id: "color" }).multiple).toBe(true);
  });

  test("test and testRule report items without changing state", () => {
    const finder = create({ initialFilters: { inStock: true } });
    expect(ids(finder.filters.testRule({ rule: "color", value: ["red"] }))).toEqual([5, 2]);
    expect(
      ids(finder.filters.testRule({ rule: "color", value: ["red"], isAdditive: true })),
    ).toEqual([5]);
    expect(
      ids(finder.filters.test({ rules: ["color", "maxPrice"], values: [["blue"], 10] })),
    ).toEqual([6]);
    expect(finder.filters.raw).toEqual({ inStock: true });
  });

  test("testRuleOptions maps each option to the items it would match", () => {
    const finder = create({ initialFilters: { inStock: true } });
    const additive = finder.filters.testRuleOptions("color", true);
    expect([...additive.keys()]).toEqual(colorOptions);
    expect(ids(additive.get(colorOptions[0]!))).toEqual([1]);
    expect(ids(finder.filters.testRuleOptions("color").get(colorOptions[0]!))).toEqual([1, 6]);
  });

  test("countRuleOptions counts per option, keeping other rules only when additive", () => {
    const finder = create({
      initialFilters: { inStock: true, color: ["red"] },
      initialSearchTerm: "i",
    });
    expect([...finder.filters.countRuleOptions("color", true).values()]).toEqual([1, 1, 0, 1]);
    expect([...finder.filters.countRuleOptions("color").values()]).toEqual([2, 2, 1, 1]);
  });

  test("boolean rules count under true (applied) and false (not applied)", () => {
    const finder = create();
    expect(finder.filters.countRuleOptions("inStock")).toEqual(
      new Map([
        [true, 4],
        [false, 6],
      ]),
    );
  });
});

describe("a date equal to an option's value", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d));
  const days = [1, 2, 3].map((d) => ({ value: day(d), label: `Nov ${d}` }));
  const byDay = (item: Product, value: Date) => item.id === value.getUTCDate();
  const create = (extra: object = {}) =>
    new FinderCore(products, {
      rules: [
        filterRule({ id: "day", options: days, filterFn: byDay, ...extra }),
        filterRule({ id: "days", multiple: true, options: days, filterFn: byDay, ...extra }),
      ],
    });

  test("is stored as the option's own date, so get returns the option's value", () => {
    const finder = create();
    finder.filters.set("day", day(2));
    expect(finder.filters.get("day")).toBe(days[1]?.value);
    finder.filters.set("days", [day(1), day(3)]);
    expect(finder.filters.get("days")).toEqual([days[0]?.value, days[2]?.value]);
    expect((finder.filters.get("days") as Date[])[0]).toBe(days[0]?.value);
  });

  test("has, toggle, add and delete treat it as the option", () => {
    const finder = create();
    finder.filters.add("days", day(2));
    expect(finder.filters.has("days", days[1]?.value)).toBe(true);
    expect(finder.filters.has("days", day(2))).toBe(true);
    expect(finder.filters.has("days", days[1])).toBe(true);
    finder.filters.add("days", days[1]?.value);
    expect(finder.filters.get("days")).toHaveLength(1);
    finder.filters.set("days", [day(2), days[1]?.value, day(3)]);
    expect(finder.filters.get("days")).toEqual([days[1]?.value, days[2]?.value]);
    finder.filters.toggle("days", day(3));
    expect(finder.filters.get("days")).toEqual([days[1]?.value]);
    finder.filters.delete("days", day(2));
    expect(finder.filters.get("days")).toEqual([]);
  });

  test("a value parse makes is matched to its option too", () => {
    const finder = create({
      parse: (text: unknown) => (typeof text === "string" ? new Date(text) : text),
    });
    finder.filters.set("day", day(3).toISOString());
    expect(finder.filters.get("day")).toBe(days[2]?.value);
    expect(finder.filters.has("day", day(3).toISOString())).toBe(true);
  });

  test("without an equal option (strictOptions off) the caller's value is kept", () => {
    const finder = create({ strictOptions: false });
    const other = day(9);
    finder.filters.set("day", other);
    expect(finder.filters.get("day")).toBe(other);
  });
});
