// Bad options, rule fields and arguments throw a FinderError that names the option, rule and
// field, before anything changes (issue 13, items 3-5 and 7).
import { describe, expect, test, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  ruleEffect,
  searchEffect,
  searchRule,
  sortByRule,
  type FinderCoreOptions,
  type FinderErrorCode,
  type FinderRule,
} from "./index";
import { colorOptions, ids, productRules, products, type Product } from "./test/fixtures";

/** Values a TypeScript caller could not write; JavaScript callers can. */
const wrong = <T>(value: unknown) => value as T;

function thrown(fn: () => unknown): FinderError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FinderError);
    return error as FinderError;
  }
  throw new Error("expected a FinderError");
}

function expectFinderError(fn: () => unknown, code: FinderErrorCode, ...mentions: string[]) {
  const error = thrown(fn);
  expect(error.code).toBe(code);
  for (const mention of mentions) expect(error.message).toContain(mention);
  return error;
}

const create = (extra: Partial<FinderCoreOptions<Product>> = {}) =>
  new FinderCore<Product>(products, { rules: productRules(), ...extra });

/** Runs `act`, which must throw `code`, and checks that nothing observable changed. */
function expectUnchanged(finder: FinderCore<Product>, act: () => unknown, code: FinderErrorCode) {
  const subscriber = vi.fn();
  const listener = vi.fn();
  finder.subscribe(subscriber);
  for (const name of ["change", "setIsDisabled", "setIsLoading"] as const) {
    finder.events.on(name, listener);
  }
  const json = JSON.stringify(finder.toJSON());
  const { matches, version, state, disabled, isLoading } = finder;
  const rules = [...finder.filters.rules, ...finder.sortBy.rules, ...finder.groupBy.rules];
  expectFinderError(act, code);
  expect(JSON.stringify(finder.toJSON())).toBe(json);
  expect(finder.matches).toBe(matches);
  expect([finder.version, finder.state, finder.disabled, finder.isLoading]).toEqual([
    version,
    state,
    disabled,
    isLoading,
  ]);
  expect([...finder.filters.rules, ...finder.sortBy.rules, ...finder.groupBy.rules]).toEqual(rules);
  expect(subscriber).not.toHaveBeenCalled();
  expect(listener).not.toHaveBeenCalled();
}

describe("switches take only true or false", () => {
  test.each([
    ["setIsDisabled", "false"],
    ["setIsDisabled", 1],
    ["setIsDisabled", null],
    ["setIsDisabled", undefined],
    ["setIsLoading", 1],
    ["setIsLoading", "true"],
    ["setIsLoading", 0],
  ] as const)("%s(%j) throws and changes nothing", (method, value) => {
    const finder = create();
    expectUnchanged(finder, () => finder[method](wrong<boolean>(value)), "INVALID_BOOLEAN");
    expect(thrown(() => finder[method](wrong<boolean>(value))).message).toContain(`${method}()`);
  });

  test("a non-boolean is refused even when the switch is already in the other state", () => {
    const finder = create({ disabled: true, isLoading: true });
    expectUnchanged(finder, () => finder.setIsDisabled(wrong<boolean>("")), "INVALID_BOOLEAN");
    expectUnchanged(finder, () => finder.setIsLoading(wrong<boolean>(0)), "INVALID_BOOLEAN");
    expect(finder.toJSON().disabled).toBe(true);
  });

  test.each([
    ["disabled", "false"],
    ["disabled", null],
    ["isLoading", 1],
    ["requireGroup", "yes"],
    ["ignoreSortByRulesWhileSearchRuleIsActive", 0],
  ] as const)("the %s option refuses %j", (option, value) => {
    expectFinderError(() => create({ [option]: wrong(value) }), "INVALID_BOOLEAN", option);
  });

  test("true, false and undefined are accepted, and toJSON restores them as booleans", () => {
    const finder = create({ disabled: undefined, isLoading: false, requireGroup: true });
    finder.setIsDisabled(true);
    const restored = create(finder.toJSON());
    expect([restored.disabled, restored.isLoading, restored.groupBy.requireGroup]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe("callback options are checked up front", () => {
  test.each(["onChange", "onInit", "onReady", "onFirstUserInteraction"] as const)(
    "a non-function %s throws at construction, naming the option",
    (option) => {
      expectFinderError(() => create({ [option]: wrong(5) }), "INVALID_LISTENER", option, "5");
    },
  );

  test("an onChange of 5 no longer lets the first action change the state and then fail", () => {
    expectFinderError(() => create({ onChange: wrong(5) }), "INVALID_LISTENER", "onChange");
  });

  test("events.silently needs a function and leaves the instance loud", () => {
    const finder = create();
    expectFinderError(
      () => finder.events.silently(wrong(42)),
      "INVALID_LISTENER",
      "silently",
      "42",
    );
    expect(finder.events.isSilent()).toBe(false);
  });

  test.each([
    [
      "sortGroupFn",
      groupByRule({ id: "g", groupFn: (item: Product) => item.color, sortGroupFn: wrong(5) }),
    ],
    ["sticky", groupByRule({ id: "g", groupFn: (item: Product) => item.color, sticky: wrong(5) })],
  ])("a group rule's %s of the wrong type throws, naming the rule", (field, rule) => {
    expectFinderError(
      () => new FinderCore(products, { rules: [rule] }),
      "INVALID_RULE_FIELD",
      'group-by rule "g"',
      field,
    );
  });

  test("an option whose value is undefined is refused, in options and in what a generator returns, changing nothing", () => {
    const rule = (options: unknown) =>
      filterRule({ id: "o", options: wrong<never>(options), filterFn: () => true });
    expectFinderError(
      () => new FinderCore(products, { rules: [rule([{ value: "a" }, { value: undefined }])] }),
      "INVALID_RULE_OPTIONS",
      '"o"',
      "no value undefined",
      "undefined",
    );
    const finder = new FinderCore(products, {
      rules: [
        rule(({ items }: { items: Product[] }) => items.map((item) => ({ value: item.rating }))),
      ],
    });
    const version = finder.version;
    expectFinderError(
      () => finder.setItems([{ ...products[0], rating: undefined } as unknown as Product]),
      "INVALID_RULE_OPTIONS",
      "no value undefined",
    );
    expect(finder.version).toBe(version);
    expect(finder.items).toBe(products);
  });

  test("an option generator that is neither an array nor a function throws, naming the rule", () => {
    const rule = filterRule({ id: "o", options: wrong<never>(5), filterFn: () => true });
    expectFinderError(
      () => new FinderCore(products, { rules: [rule] }),
      "INVALID_RULE_OPTIONS",
      '"o"',
    );
  });
});

describe("rule fields are validated at construction and in setRules", () => {
  const color = (extra: object) =>
    filterRule({
      id: "color",
      options: colorOptions,
      filterFn: (item: Product, value: string) => item.color === value,
      ...extra,
    });
  const cases: [string, FinderRule<Product>, string[]][] = [
    [
      "defaultSortDirection outside asc/desc",
      sortByRule({
        id: "price",
        sortFn: (item: Product) => item.price,
        defaultSortDirection: wrong("up"),
      }),
      ['sort-by rule "price"', "defaultSortDirection", '"up"'],
    ],
    [
      "defaultGroupSortDirection outside asc/desc",
      groupByRule({
        id: "g",
        groupFn: (item: Product) => item.color,
        defaultGroupSortDirection: wrong("down"),
      }),
      ['group-by rule "g"', "defaultGroupSortDirection"],
    ],
    [
      "a strict single filter's defaultValue outside its options",
      color({ defaultValue: "purple" }),
      ['filter rule "color"', "defaultValue", '"purple"', "options"],
    ],
    [
      "a strict multiple filter's defaultValue with one value outside its options",
      color({ multiple: true, defaultValue: ["red", "purple"] }),
      ['filter rule "color"', "defaultValue", '"purple"'],
    ],
    [
      "a boolean filter's defaultValue that is not a boolean",
      filterRule({ id: "inStock", boolean: true, defaultValue: "x", filterFn: () => true }),
      ['filter rule "inStock"', "defaultValue", "true or false", '"x"'],
    ],
    [
      "a single filter's defaultValue that is an array",
      filterRule({ id: "maxPrice", defaultValue: [5], filterFn: () => true }),
      ['filter rule "maxPrice"', "defaultValue", "[5]"],
    ],
    [
      "multiple and boolean both true",
      filterRule({ id: "tags", multiple: true, boolean: true, filterFn: () => true }),
      ['filter rule "tags"', "multiple", "boolean"],
    ],
    [
      "a negative debounceMilliseconds",
      filterRule({ id: "tags", debounceMilliseconds: -5, filterFn: () => true }),
      ['filter rule "tags"', "debounceMilliseconds", "-5"],
    ],
    [
      "a NaN debounceMilliseconds",
      searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: NaN }),
      ['search rule "search"', "debounceMilliseconds", "NaN"],
    ],
    [
      "an infinite debounceMilliseconds",
      searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: Infinity }),
      ["debounceMilliseconds", "Infinity"],
    ],
    [
      "a string debounceMilliseconds",
      searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: wrong("300") }),
      ["debounceMilliseconds", '"300"'],
    ],
    [
      "a switch that is not a boolean",
      filterRule({ id: "tags", multiple: wrong("false"), filterFn: () => true }),
      ['filter rule "tags"', "multiple", '"false"'],
    ],
  ];

  test.each(cases)("%s throws at construction", (_, rule, mentions) => {
    const error = expectFinderError(
      () => new FinderCore(products, { rules: [rule] }),
      "INVALID_RULE_FIELD",
      ...mentions,
    );
    expect(error.ruleId).toBe(rule.id ?? "search");
  });

  test.each(cases)("%s throws in setRules and changes nothing", (_, rule) => {
    const finder = create({ initialFilters: { color: ["red"] }, initialSearchTerm: "o" });
    expectUnchanged(finder, () => finder.setRules([rule]), "INVALID_RULE_FIELD");
  });

  test("defaults that fit their rule are accepted", () => {
    const finder = new FinderCore(products, {
      rules: [
        color({ multiple: true, defaultValue: "red" }),
        filterRule({ id: "inStock", boolean: true, defaultValue: false, filterFn: () => true }),
        filterRule({
          id: "loose",
          options: colorOptions,
          strictOptions: false,
          defaultValue: "purple",
          filterFn: () => true,
        }),
        filterRule({ id: "blank", options: colorOptions, defaultValue: "", filterFn: () => true }),
        searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 0 }),
        sortByRule({
          id: "p",
          sortFn: (item: Product) => item.price,
          defaultSortDirection: "desc",
        }),
      ],
    });
    expect(finder.filters.get("color")).toEqual(["red"]);
    expect(finder.sortBy.sortDirection).toBe("desc");
  });

  test("a blank default (null or a blank string) counts as none for every kind", () => {
    const finder = new FinderCore(products, {
      rules: [
        color({ multiple: true, defaultValue: null }),
        color({ id: "single", required: true, defaultValue: "  " }),
        filterRule({ id: "inStock", boolean: true, defaultValue: null, filterFn: () => false }),
        filterRule({ id: "bare", required: true, defaultValue: "", filterFn: () => false }),
      ],
    });
    expect(finder.filters.activeRules.map((rule) => rule.id)).toEqual(["single"]);
    expect(finder.filters.get("single")).toBe("blue");
    expect(finder.filters.get("color")).toEqual([]);
    expect(finder.matches.numMatchedItems).toBe(2);
  });

  test("a default is not checked against generated options, which change with the items", () => {
    const finder = new FinderCore<Product>(null, {
      rules: [
        filterRule({
          id: "color",
          defaultValue: "red",
          options: ({ items }: { items: Product[] }) =>
            items.map((item) => ({ value: item.color })),
          filterFn: (item: Product, value: string) => item.color === value,
        }),
      ],
    });
    finder.setItems(products);
    expect(ids(finder.matches.items)).toEqual([2, 5]);
  });
});

describe("effects watch something that exists", () => {
  const noop = () => {};

  test("a rule effect with an unknown id throws at construction, naming the id", () => {
    const error = expectFinderError(
      () => create({ effects: [ruleEffect("catt", noop)] }),
      "INVALID_EFFECT",
      '"catt"',
      "effect at index 0",
      '"color"',
    );
    expect(error.ruleId).toBe("catt");
  });

  test("a rule effect watching a list or a rule object is checked entry by entry", () => {
    expectFinderError(
      () => create({ effects: [ruleEffect(["color", { id: "sizes" }], noop)] }),
      "INVALID_EFFECT",
      '"sizes"',
    );
    expect(() => create({ effects: [ruleEffect(["color", { id: "price" }], noop)] })).not.toThrow();
  });

  test.each([
    ["a number", 5],
    ["an empty list", []],
    ["null", null],
  ])("a rule effect watching %s throws", (_, rules) => {
    expectFinderError(
      () => create({ effects: [ruleEffect(wrong(rules), noop)] }),
      "INVALID_EFFECT",
    );
  });

  test.each([
    ["a number", 5],
    ["a list with a non-string", ["cheap", 3]],
  ])("a search effect with %s as haystack throws", (_, haystack) => {
    expectFinderError(
      () => create({ effects: [searchEffect(wrong(haystack), noop)] }),
      "INVALID_EFFECT",
      "effect at index 0",
    );
  });

  test("a search effect without a search rule throws", () => {
    expectFinderError(
      () =>
        new FinderCore(products, {
          rules: productRules().slice(1),
          effects: [searchEffect("cheap", noop)],
        }),
      "INVALID_EFFECT",
      "no search rule",
    );
  });

  test("setRules that would leave an effect watching nothing throws and changes nothing", () => {
    const finder = create({
      effects: [ruleEffect("color", noop), searchEffect("cheap", noop)],
      initialFilters: { color: ["red"] },
    });
    const rules = productRules();
    expectUnchanged(finder, () => finder.setRules(rules.slice(2)), "INVALID_EFFECT");
    expectUnchanged(
      finder,
      () => finder.setRules(rules.filter((rule) => rule.id !== undefined)),
      "INVALID_EFFECT",
    );
    finder.setRules(rules.slice(0, 2));
    expect(finder.filters.get("color")).toEqual(["red"]);
  });

  test("effects whose targets come from a function are accepted and resolved on each change", () => {
    const onChange = vi.fn();
    const finder = create({ effects: [ruleEffect(() => "color", onChange)] });
    finder.filters.set("color", ["red"]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("bad arguments get FinderErrors with messages that say what was wrong", () => {
  test.each([undefined, null, "x", 5])("finder.test(%j) throws INVALID_TEST_STATE", (state) => {
    const finder = create();
    expectUnchanged(finder, () => finder.test(wrong(state)), "INVALID_TEST_STATE");
  });

  test("finder.test with filters that are not an object names filters", () => {
    const finder = create();
    expectFinderError(
      () => finder.test({ filters: wrong("x") }),
      "INVALID_TEST_STATE",
      "filters",
      '"x"',
    );
  });

  test.each([undefined, null, { rules: "color", values: "red" }])(
    "filters.test(%j) throws INVALID_TEST_STATE",
    (args) => {
      const finder = create();
      expectUnchanged(finder, () => finder.filters.test(wrong(args)), "INVALID_TEST_STATE");
    },
  );

  test("filters.testRule(undefined) throws INVALID_TEST_STATE", () => {
    const finder = create();
    expectFinderError(
      () => finder.filters.testRule(wrong(undefined)),
      "INVALID_TEST_STATE",
      "testRule",
    );
  });

  test("initialFilters that is not an object names initialFilters, not a rule id", () => {
    const error = expectFinderError(
      () => create({ initialFilters: wrong("x") }),
      "INVALID_OPTIONS",
      "initialFilters",
      '"x"',
    );
    expect(error.message).not.toContain('"0"');
    expectFinderError(() => create({ initialFilters: wrong(["red"]) }), "INVALID_OPTIONS");
    expect(create({ initialFilters: wrong(null) }).filters.raw).toEqual({});
  });

  test("a NaN filter value is reported as NaN, not null", () => {
    const finder = create();
    const error = expectFinderError(
      () => finder.filters.set("color", [NaN]),
      "INVALID_FILTER_OPTION",
      'NaN is not an option of filter rule "color"',
    );
    expect(error.message).not.toContain("null");
    expectFinderError(() => finder.filters.set("inStock", NaN), "INVALID_FILTER_VALUE", "got NaN");
  });

  test("an id that is neither a string nor { id: string } is described as such", () => {
    const finder = create();
    const error = expectFinderError(
      () => finder.filters.set(wrong({ id: 5 }), 1),
      "RULE_NOT_FOUND",
      '{"id":5} is not a rule id',
    );
    expect(error.message).not.toContain("[object Object]");
    expectFinderError(
      () => finder.getRule(wrong(undefined)),
      "RULE_NOT_FOUND",
      "undefined is not a rule id",
    );
  });

  test("null is not a rule id", () => {
    expectFinderError(
      () => create().getRule(wrong(null)),
      "RULE_NOT_FOUND",
      "null is not a rule id or { id }.",
    );
  });

  test("a function is not a rule id, even one with an id property", () => {
    expectFinderError(
      () => create().getRule(wrong(Object.assign(() => {}, { id: "color" }))),
      "RULE_NOT_FOUND",
      "a function is not a rule id or { id }.",
    );
  });

  test("an unknown id names the kind of rule expected only when there is one", () => {
    const finder = create();
    expect(thrown(() => finder.getRule("size")).message).toMatch(
      /^Finder: no rule with id "size"\. Known ids: /,
    );
    expect(thrown(() => finder.sortBy.set("size")).message).toMatch(
      /^Finder: no rule with id "size" \(expected a sort-by rule\)\. Known ids: /,
    );
  });

  test("a long value is cut short in the message", () => {
    const finder = create();
    const error = thrown(() =>
      finder.filters.set(
        "inStock",
        Array.from({ length: 1000 }, () => 1),
      ),
    );
    expect(error.message.length).toBeLessThan(200);
  });
});

describe("rule list messages say which rule and what was wrong", () => {
  const build = (rules: unknown, effects?: unknown) => () =>
    new FinderCore<Product>(products, { rules: wrong(rules), effects: wrong(effects) });
  const sortFn = (item: Product) => item.price;

  test("rules that are not an array", () => {
    expectFinderError(build("price"), "INVALID_RULES", "`rules` must be an array of rules.");
  });

  test("a rule that is not an object is named by its index", () => {
    expectFinderError(
      build([sortByRule({ id: "price", sortFn }), 5]),
      "INVALID_RULES",
      "rule at index 1 is not an object.",
    );
  });

  test("a second search rule is named by its index", () => {
    const search = searchRule({ searchFn: (item: Product) => item.name });
    expectFinderError(
      build([search, { ...search }]),
      "MULTIPLE_SEARCH_RULES",
      "Rule at index 1 is a second search rule; only one search rule is allowed.",
    );
  });

  test("a rule without an id is named by its index and kind", () => {
    expectFinderError(
      build([{ filterFn: () => true }]),
      "MISSING_RULE_ID",
      "Rule at index 0 (a filter rule) needs a non-empty string id.",
    );
  });

  test.each([
    ["an empty list", []],
    ["a list with a non-function", [sortFn, "rating"]],
  ])("a sort rule whose sortFn is %s", (_, selectors) => {
    expectFinderError(
      build([{ id: "price", sortFn: selectors }]),
      "INVALID_RULE",
      'sort-by rule "price" needs sortFn to be a function or a non-empty array of functions.',
    );
  });

  test("a filter rule whose filterFn is not a function", () => {
    expectFinderError(
      build([{ id: "color", filterFn: "red" }]),
      "INVALID_RULE",
      'Rule "color" has a filterFn that is not a function.',
    );
  });

  test.each(["boolean", "required", "strictOptions"])(
    "a filter switch %s that is not a boolean is named with what it takes",
    (field) => {
      expectFinderError(
        build([{ id: "tags", filterFn: () => true, [field]: "yes" }]),
        "INVALID_RULE_FIELD",
        `filter rule "tags": ${field} must be true or false, got "yes".`,
      );
    },
  );

  test("a sortGroupFn that is not a function", () => {
    expectFinderError(
      build([
        groupByRule({ id: "g", groupFn: (item: Product) => item.color, sortGroupFn: wrong(5) }),
      ]),
      "INVALID_RULE_FIELD",
      'group-by rule "g": sortGroupFn must be a function, got 5.',
    );
  });

  test("a sort rule with defaultSortDirection asc is accepted", () => {
    const finder = build([sortByRule({ id: "price", sortFn, defaultSortDirection: "asc" })])();
    expect(finder.sortBy.sortDirection).toBe("asc");
  });

  test("a multiple filter that is also boolean is refused with boolean named as true", () => {
    expectFinderError(
      build([filterRule({ id: "tags", multiple: true, boolean: true, filterFn: () => true })]),
      "INVALID_RULE_FIELD",
      'filter rule "tags": boolean must be false on a multiple filter, got true.',
    );
  });

  test("a single filter's array default is refused as not a single value", () => {
    expectFinderError(
      build([filterRule({ id: "maxPrice", defaultValue: [5], filterFn: () => true })]),
      "INVALID_RULE_FIELD",
      'filter rule "maxPrice": defaultValue must be a single value, got [5].',
    );
  });

  test("a multiple filter may have an array default", () => {
    const finder = build([
      filterRule({
        id: "color",
        multiple: true,
        options: colorOptions,
        defaultValue: ["red"],
        filterFn: () => true,
      }),
    ])();
    expect(finder.filters.get("color")).toEqual(["red"]);
  });

  test("a default is not checked against options that are not all objects; the options are refused when they load", () => {
    expectFinderError(
      build([
        filterRule({
          id: "color",
          options: wrong<never>([{ value: "red" }, "blue"]),
          defaultValue: "blue",
          filterFn: () => true,
        }),
      ]),
      "INVALID_RULE_OPTIONS",
    );
  });
});

describe("effect messages say which effect and what was wrong", () => {
  const noop = () => {};
  const build = (rules: FinderRule<Product>[], effects: unknown) => () =>
    new FinderCore<Product>(products, { rules, effects: wrong(effects) });

  test("effects that are not an array", () => {
    expectFinderError(
      build(productRules(), ruleEffect("color", noop)),
      "INVALID_EFFECT",
      "`effects` must be an array of effects.",
    );
  });

  test.each([
    ["not an object", 5],
    ["an onChange but nothing to watch", { onChange: noop }],
    ["rules to watch but no onChange", { rules: "color" }],
    [
      "a haystack to watch but an onChange that is not a function",
      { haystack: "cheap", onChange: 5 },
    ],
  ])("an effect that is %s", (_, effect) => {
    expectFinderError(
      build(productRules(), [effect]),
      "INVALID_EFFECT",
      "effect at index 0 needs an onChange function and rules or a haystack to watch.",
    );
  });

  test("an unknown rule id lists the known ids, separated by commas", () => {
    expectFinderError(
      build(productRules().slice(0, 3), [ruleEffect("size", noop)]),
      "INVALID_EFFECT",
      'Known ids: "search", "color", "inStock".',
    );
  });

  test("an unknown rule id among no rules says there are none", () => {
    expectFinderError(build([], [ruleEffect("size", noop)]), "INVALID_EFFECT", "Known ids: none.");
  });

  test("a watched rule object whose id is not a string gives the error no rule id", () => {
    const error = expectFinderError(
      build(productRules(), [ruleEffect(wrong<string>({ id: 5 }), noop)]),
      "INVALID_EFFECT",
    );
    expect(error.ruleId).toBeUndefined();
  });
});

test("blank entries of a strict multiple filter's default selection are not checked against its options", () => {
  const rule = filterRule({
    id: "color",
    multiple: true,
    options: [{ value: "red" }, { value: "blue" }],
    defaultValue: ["red", "", null],
    filterFn: (item: Product, value: string) => item.color === value,
  });
  expect(() => new FinderCore(products, { rules: [rule] })).not.toThrow();
});
