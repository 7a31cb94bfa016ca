// A filter rule's `parse` (issue 26, item 1): one place that says what a valid value is, asked by
// filters.set, add, toggle, delete, the constructor, restoreState, test() and the rule's default.
import { describe, expect, expectTypeOf, test } from "vitest";
import { z } from "zod";
import {
  FinderCore,
  FinderError,
  filterRule,
  fromSearchParams,
  restoreState,
  toSearchParams,
  type FinderStandardSchema,
} from "../index";
import { codeOf } from "../test/codeOf";

interface Recipe {
  name: string;
  minutes: number;
  tags: string[];
  added: Date;
}

const recipes: Recipe[] = [
  { name: "Soup", minutes: 20, tags: ["quick"], added: new Date("2026-01-05") },
  { name: "Stew", minutes: 90, tags: ["slow"], added: new Date("2026-03-01") },
  { name: "Salad", minutes: 10, tags: ["quick", "raw"], added: new Date("2026-06-10") },
];

/** A whole number of minutes, from a number or from its text (an address gives text). */
const minutes = (value: unknown): number => {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number <= 0) {
    throw new Error("must be a whole number of minutes above 0");
  }
  return number;
};

const maxMinutes = filterRule({
  id: "maxMinutes",
  parse: minutes,
  filterFn: (recipe: Recipe, max) => recipe.minutes <= max,
});

const create = (options: { initialFilters?: Record<string, unknown> } = {}) =>
  new FinderCore(recipes, { rules: [maxMinutes], ...options });

/** The FinderError `fn` throws. */
function errorOf(fn: () => unknown): FinderError {
  try {
    fn();
  } catch (error) {
    if (error instanceof FinderError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("a parse function", () => {
  test("gives the rule its value type", () => {
    expectTypeOf(maxMinutes.filterFn).parameter(1).toEqualTypeOf<number>();
  });

  test("converts what it is given and the filter stores the result", () => {
    const finder = create();
    finder.filters.set("maxMinutes", "30");
    expect(finder.filters.get("maxMinutes")).toBe(30);
    expect(finder.matches.items?.map((recipe) => recipe.name)).toEqual(["Soup", "Salad"]);
  });

  test("a value it refuses throws INVALID_FILTER_VALUE naming the rule and the problem, and changes nothing", () => {
    const finder = create();
    finder.filters.set("maxMinutes", 30);
    const error = errorOf(() => finder.filters.set("maxMinutes", "abc"));
    expect(error.code).toBe("INVALID_FILTER_VALUE");
    expect(error.ruleId).toBe("maxMinutes");
    expect(error.message).toBe(
      'Finder: filter rule "maxMinutes" refused "abc": must be a whole number of minutes above 0.',
    );
    expect(finder.filters.get("maxMinutes")).toBe(30);
  });

  test("returning undefined refuses the value too", () => {
    const rule = filterRule({
      id: "even",
      parse: (value: unknown) => (value === 2 || value === 4 ? value : undefined),
      filterFn: (recipe: Recipe, value) => recipe.minutes % value === 0,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(codeOf(() => finder.filters.set("even", 3))).toBe("INVALID_FILTER_VALUE");
    finder.filters.set("even", 4);
    expect(finder.filters.get("even")).toBe(4);
  });

  test("blank values clear the filter without reaching parse", () => {
    const finder = create({ initialFilters: { maxMinutes: 30 } });
    finder.filters.set("maxMinutes", "  ");
    expect(finder.filters.isActive("maxMinutes")).toBe(false);
  });

  test("the constructor throws for an initial value it refuses", () => {
    expect(codeOf(() => create({ initialFilters: { maxMinutes: "abc" } }))).toBe(
      "INVALID_FILTER_VALUE",
    );
    expect(create({ initialFilters: { maxMinutes: "20" } }).filters.get("maxMinutes")).toBe(20);
  });

  test("restoreState drops a value it refuses and reports it, keeping the rest", () => {
    const { options, dropped } = restoreState(
      { initialFilters: { maxMinutes: "abc" }, page: 2 },
      { rules: [maxMinutes] },
    );
    expect(options).toEqual({ initialFilters: {}, page: 2 });
    expect(dropped).toEqual([
      {
        option: "initialFilters",
        filterId: "maxMinutes",
        value: "abc",
        code: "INVALID_FILTER_VALUE",
        message:
          'Finder: filter rule "maxMinutes" refused "abc": must be a whole number of minutes above 0.',
      },
    ]);
  });

  test("restoreState keeps what parse makes of a value", () => {
    const { options } = restoreState(
      { initialFilters: { maxMinutes: "45" } },
      { rules: [maxMinutes] },
    );
    expect(options.initialFilters).toEqual({ maxMinutes: 45 });
  });

  test("toJSON() restores through parse, which gives its own result back", () => {
    const finder = create({ initialFilters: { maxMinutes: "45" } });
    const copy = new FinderCore(recipes, { rules: [maxMinutes], ...finder.toJSON() });
    expect(copy.filters.get("maxMinutes")).toBe(45);
  });

  test("test() and filters.test() check their values with it", () => {
    const finder = create();
    expect(codeOf(() => finder.test({ filters: { maxMinutes: "x" } }))).toBe(
      "INVALID_FILTER_VALUE",
    );
    expect(finder.filters.test({ rules: ["maxMinutes"], values: ["15"] })).toHaveLength(1);
  });

  test("a thrown value that is not an Error is shown as the problem", () => {
    const rule = filterRule({
      id: "odd",
      parse: (): number => {
        throw "no";
      },
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("odd", 1)).message).toBe(
      'Finder: filter rule "odd" refused 1: no.',
    );
  });
});

describe("a multiple filter with parse", () => {
  const day = (value: unknown): Date => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new Error("not a date");
    return date;
  };
  const addedOn = filterRule({
    id: "addedOn",
    multiple: true,
    parse: day,
    filterFn: (recipe: Recipe, date) => recipe.added.getTime() === date.getTime(),
  });

  test("parses each entry", () => {
    const finder = new FinderCore(recipes, { rules: [addedOn] });
    finder.filters.set("addedOn", ["2026-01-05", new Date("2026-03-01")]);
    expect(finder.filters.get("addedOn")).toEqual([new Date("2026-01-05"), new Date("2026-03-01")]);
    expect(finder.matches.numMatchedItems).toBe(2);
  });

  test("refuses the whole value when one entry is refused", () => {
    const finder = new FinderCore(recipes, { rules: [addedOn] });
    expect(codeOf(() => finder.filters.set("addedOn", ["2026-01-05", "soon"]))).toBe(
      "INVALID_FILTER_VALUE",
    );
    expect(finder.filters.get("addedOn")).toEqual([]);
  });

  test("add, toggle and delete take what parse makes of their option", () => {
    const numbers = filterRule({
      id: "minutes",
      multiple: true,
      parse: minutes,
      filterFn: (recipe: Recipe, value) => recipe.minutes === value,
    });
    const finder = new FinderCore(recipes, { rules: [numbers] });
    finder.filters.add("minutes", "20");
    finder.filters.toggle("minutes", "90");
    expect(finder.filters.get("minutes")).toEqual([20, 90]);
    finder.filters.toggle("minutes", "20");
    expect(finder.filters.get("minutes")).toEqual([90]);
    finder.filters.delete("minutes", "90");
    expect(finder.filters.get("minutes")).toEqual([]);
    expect(codeOf(() => finder.filters.add("minutes", "abc"))).toBe("INVALID_FILTER_VALUE");
  });

  test("restoreState keeps the entries parse accepts and reports each other one", () => {
    const { options, dropped } = restoreState(
      { initialFilters: { addedOn: ["2026-01-05", "soon"] } },
      { rules: [addedOn] },
    );
    expect(options.initialFilters).toEqual({ addedOn: [new Date("2026-01-05")] });
    expect(dropped.map((part) => [part.value, part.code])).toEqual([
      ["soon", "INVALID_FILTER_VALUE"],
    ]);
  });
});

describe("parse with options", () => {
  test("an option object stands for its value, which parse then reads", () => {
    const options = [{ value: 10 }, { value: 20 }];
    const rule = filterRule({
      id: "limit",
      options,
      parse: minutes,
      filterFn: (recipe: Recipe, max) => recipe.minutes <= max,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    finder.filters.set("limit", options[1]);
    expect(finder.filters.get("limit")).toBe(20);
    finder.filters.set("limit", "10");
    expect(finder.filters.get("limit")).toBe(10);
    // Parsed, then checked against the options.
    expect(codeOf(() => finder.filters.set("limit", "15"))).toBe("INVALID_FILTER_OPTION");
  });
});

describe("a Standard Schema", () => {
  test("from Zod gives the rule its value type, converts and refuses", () => {
    const rule = filterRule({
      id: "maxMinutes",
      parse: z.coerce.number().int().positive(),
      filterFn: (recipe: Recipe, max) => recipe.minutes <= max,
    });
    expectTypeOf(rule.filterFn).parameter(1).toEqualTypeOf<number>();
    const finder = new FinderCore(recipes, { rules: [rule] });
    finder.filters.set("maxMinutes", "25");
    expect(finder.filters.get("maxMinutes")).toBe(25);
    const error = errorOf(() => finder.filters.set("maxMinutes", "-3"));
    expect(error.code).toBe("INVALID_FILTER_VALUE");
    expect(error.message).toMatch(/^Finder: filter rule "maxMinutes" refused "-3": .+\.$/);
  });

  /** A schema written by hand against the interface, as any library implementing it would be. */
  const schema = (
    validate: FinderStandardSchema<string>["~standard"]["validate"],
  ): FinderStandardSchema<string> => ({ "~standard": { version: 1, vendor: "test", validate } });

  test("its first issue's message is the problem", () => {
    const rule = filterRule({
      id: "tag",
      parse: schema((value) =>
        typeof value === "string" && /^[a-z]+$/.test(value)
          ? { value }
          : { issues: [{ message: "lower-case letters only" }, { message: "second" }] },
      ),
      filterFn: (recipe: Recipe, tag) => recipe.tags.includes(tag),
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("tag", "A1")).message).toBe(
      'Finder: filter rule "tag" refused "A1": lower-case letters only.',
    );
    finder.filters.set("tag", "raw");
    expect(finder.matches.numMatchedItems).toBe(1);
  });

  test("issues without a message still refuse", () => {
    const rule = filterRule({
      id: "tag",
      parse: schema(() => ({ issues: [] })),
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("tag", "x")).message).toBe(
      'Finder: filter rule "tag" refused "x": refused.',
    );
  });

  test("a schema that throws refuses the value, and nothing crashes", () => {
    const rule = filterRule({
      id: "tag",
      parse: schema(() => {
        throw new TypeError("schema bug");
      }),
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("tag", "x")).message).toBe(
      'Finder: filter rule "tag" refused "x": schema bug.',
    );
    expect(restoreState({ initialFilters: { tag: "x" } }, { rules: [rule] }).dropped).toHaveLength(
      1,
    );
  });

  test("an asynchronous schema is a clear error: INVALID_RULE_FIELD, thrown by restoreState too", () => {
    const rule = filterRule({
      id: "tag",
      parse: schema(async (value) => ({ value: String(value) })),
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    const error = errorOf(() => finder.filters.set("tag", "x"));
    expect(error.code).toBe("INVALID_RULE_FIELD");
    expect(error.message).toBe(
      'Finder: filter rule "tag" has an asynchronous schema as parse; filter values are checked synchronously.',
    );
    expect(codeOf(() => restoreState({ initialFilters: { tag: "x" } }, { rules: [rule] }))).toBe(
      "INVALID_RULE_FIELD",
    );
  });
});

describe("the rule itself", () => {
  test("parse must be a function or a Standard Schema", () => {
    for (const parse of ["number", 5, null, {}, { "~standard": {} }]) {
      const rule = { id: "x", parse, filterFn: () => true } as never;
      expect(errorOf(() => new FinderCore([], { rules: [rule] })).message).toBe(
        `Finder: filter rule "x": parse must be a function or a Standard Schema, got ${parse === null ? "null" : JSON.stringify(parse)}.`,
      );
    }
  });

  test("a defaultValue that parse refuses throws INVALID_RULE_FIELD", () => {
    const rule = filterRule({
      id: "maxMinutes",
      parse: minutes,
      defaultValue: -1,
      filterFn: () => true,
    });
    const error = errorOf(() => new FinderCore(recipes, { rules: [rule] }));
    expect(error.code).toBe("INVALID_RULE_FIELD");
    expect(error.message).toBe(
      'Finder: filter rule "maxMinutes" refused defaultValue -1: must be a whole number of minutes above 0.',
    );
  });

  test("a defaultValue that parse accepts applies", () => {
    const rule = filterRule({
      id: "maxMinutes",
      parse: minutes,
      defaultValue: 30,
      filterFn: (recipe: Recipe, max) => recipe.minutes <= max,
    });
    expect(new FinderCore(recipes, { rules: [rule] }).matches.numMatchedItems).toBe(2);
  });
});

describe("a boolean filter", () => {
  test("never reaches parse: its value is true or false", () => {
    let calls = 0;
    const rule = filterRule({
      id: "veg",
      boolean: true,
      parse: (value: unknown) => {
        calls += 1;
        return value;
      },
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    finder.filters.toggle("veg");
    finder.filters.set("veg", false);
    expect(calls).toBe(0);
  });
});

describe("what parse throws or answers", () => {
  test("a thrown null is the problem as shown", () => {
    const rule = filterRule({
      id: "odd",
      parse: (): number => {
        throw null;
      },
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("odd", 1)).message).toBe(
      'Finder: filter rule "odd" refused 1: null.',
    );
  });

  test("a thrown undefined is a refusal with no problem to show", () => {
    const rule = filterRule({
      id: "odd",
      parse: (): number => {
        throw undefined;
      },
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("odd", 1)).message).toBe(
      'Finder: filter rule "odd" refused 1.',
    );
  });

  test("issues refuse a value even when the schema also gives one", () => {
    const rule = filterRule({
      id: "tag",
      parse: {
        "~standard": {
          version: 1,
          vendor: "test",
          validate: (value: unknown) =>
            ({ value, issues: [{ message: "no" }] }) as unknown as { value: string },
        },
      },
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(errorOf(() => finder.filters.set("tag", "x")).message).toBe(
      'Finder: filter rule "tag" refused "x": no.',
    );
  });
});

describe("the review of issue 26", () => {
  test("a defaultValue is kept as parse returns it: filterFn sees the number, not the text", () => {
    const seen: unknown[] = [];
    const rule = filterRule({
      id: "maxMinutes",
      parse: minutes,
      defaultValue: "30" as unknown as number,
      filterFn: (recipe: Recipe, max) => {
        seen.push(max);
        return recipe.minutes <= max;
      },
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(finder.matches.numMatchedItems).toBe(2);
    expect(new Set(seen)).toEqual(new Set([30]));
    expect(finder.filters.get("maxMinutes")).toBe(30);
    expect(finder.filters.has("maxMinutes", 30)).toBe(true);
  });

  test("a multiple filter's default is kept as parse returns each entry", () => {
    const rule = filterRule({
      id: "minutes",
      multiple: true,
      parse: minutes,
      defaultValue: ["20", "90"] as unknown as number[],
      filterFn: (recipe: Recipe, value) => recipe.minutes === value,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    expect(finder.filters.get("minutes")).toEqual([20, 90]);
    expect(finder.matches.numMatchedItems).toBe(2);
  });

  test("an asynchronous parse function is refused like an asynchronous schema: INVALID_RULE_FIELD", () => {
    const rule = filterRule({
      id: "tag",
      parse: async (value: unknown) => String(value),
      filterFn: () => true,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    const error = errorOf(() => finder.filters.set("tag", "x"));
    expect(error.code).toBe("INVALID_RULE_FIELD");
    expect(error.message).toBe(
      'Finder: filter rule "tag" has an asynchronous function as parse; filter values are checked synchronously.',
    );
    expect(finder.filters.get("tag")).toBeUndefined();
    expect(
      codeOf(() => new FinderCore(recipes, { rules: [rule], initialFilters: { tag: "x" } })),
    ).toBe("INVALID_RULE_FIELD");
  });

  test("has() reads its option through parse, as set, toggle and delete do", () => {
    const finder = create();
    finder.filters.set("maxMinutes", "30");
    expect(finder.filters.has("maxMinutes", "30")).toBe(true);
    expect(finder.filters.has("maxMinutes", 30)).toBe(true);
    expect(finder.filters.has("maxMinutes", "20")).toBe(false);
    expect(codeOf(() => finder.filters.has("maxMinutes", "abc"))).toBe("INVALID_FILTER_VALUE");
  });

  test("a single-value filter refuses an array before parse sees it", () => {
    let calls = 0;
    const rule = filterRule({
      id: "maxMinutes",
      parse: (value: unknown) => {
        calls += 1;
        return minutes(Array.isArray(value) ? value[0] : value);
      },
      filterFn: (recipe: Recipe, max) => recipe.minutes <= max,
    });
    const finder = new FinderCore(recipes, { rules: [rule] });
    const error = errorOf(() => finder.filters.set("maxMinutes", [20]));
    expect(error.code).toBe("INVALID_FILTER_VALUE");
    expect(error.message).toBe(
      'Finder: filter rule "maxMinutes" takes a single value, got an array; use multiple: true for several values.',
    );
    expect(calls).toBe(0);
    expect(finder.filters.get("maxMinutes")).toBeUndefined();
  });
});

describe("what parse throws cannot be read (issue 40, item 7)", () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const unreadable = () =>
    Object.defineProperty({}, "message", {
      get() {
        throw new Error("no message");
      },
    });
  const throwing = (thrown: () => unknown) =>
    filterRule({
      id: "odd",
      parse: (value: unknown): number => {
        if (value === 1) return 1;
        throw thrown();
      },
      filterFn: () => true,
    });

  test.each([
    ["a revoked Proxy", revoked],
    ["an object whose message getter throws", unreadable],
  ])(
    "%s is a refusal: filters.set throws INVALID_FILTER_VALUE and changes nothing",
    (_, thrown) => {
      const finder = new FinderCore(recipes, { rules: [throwing(thrown)] });
      finder.filters.set("odd", 1);
      const error = errorOf(() => finder.filters.set("odd", 2));
      expect(error.code).toBe("INVALID_FILTER_VALUE");
      // What was thrown cannot be shown, so the problem is "refused".
      expect(error.message).toBe('Finder: filter rule "odd" refused 2: refused.');
      expect(finder.filters.get("odd")).toBe(1);
    },
  );

  test.each([
    ["a revoked Proxy", revoked],
    ["an object whose message getter throws", unreadable],
  ])(
    "%s is a dropped part for fromSearchParams and restoreState, which never throw",
    (_, thrown) => {
      const rules = [throwing(thrown)];
      const fromAddress = fromSearchParams("odd=2&page=2", { rules });
      expect(fromAddress.options).toMatchObject({ initialFilters: {}, page: 2 });
      expect(fromAddress.dropped.map((part) => [part.filterId, part.code])).toEqual([
        ["odd", "INVALID_FILTER_VALUE"],
      ]);
      const restored = restoreState({ initialFilters: { odd: 2 } }, { rules });
      expect(restored.dropped.map((part) => part.code)).toEqual(["INVALID_FILTER_VALUE"]);
    },
  );
});

describe("null from parse in a multiple filter (issue 40, item 9)", () => {
  // "none" means no tag: parse answers null, which is a blank value, as for a single filter.
  const tags = filterRule({
    id: "tag",
    multiple: true,
    parse: (value: unknown) => (value === "none" ? null : String(value)),
    // parse's type says null may come; a multiple filter never applies it.
    filterFn: (recipe: Recipe, tag) => tag !== null && recipe.tags.includes(tag),
  });
  const create = (initialFilters?: Record<string, unknown>) =>
    new FinderCore(recipes, { rules: [tags], initialFilters });

  test("an entry parse returns as null is left out", () => {
    const finder = create();
    finder.filters.set("tag", ["quick", "none", "raw"]);
    expect(finder.filters.get("tag")).toEqual(["quick", "raw"]);
  });

  test("a value whose every entry is null clears the filter, as null clears a single filter", () => {
    const finder = create({ tag: ["slow"] });
    finder.filters.set("tag", ["none", "none"]);
    expect(finder.filters.isActive("tag")).toBe(false);
    expect(finder.filters.get("tag")).toEqual([]);
    expect(finder.matches.numMatchedItems).toBe(recipes.length);
  });

  test("a filter with a default is cleared, not returned to its default", () => {
    const withDefault = filterRule({ ...tags, defaultValue: ["quick"] });
    const finder = new FinderCore(recipes, { rules: [withDefault] });
    finder.filters.set("tag", ["none"]);
    expect(finder.filters.isActive("tag")).toBe(false);
  });

  test("add and toggle of an entry parse returns as null select nothing and emit nothing", () => {
    const finder = create({ tag: ["slow"] });
    const events: unknown[] = [];
    finder.events.on("change", (event) => events.push(event));
    finder.filters.add("tag", "none");
    finder.filters.toggle("tag", "none");
    finder.filters.delete("tag", "none");
    expect(finder.filters.get("tag")).toEqual(["slow"]);
    expect(events).toEqual([]);
    expect(finder.filters.has("tag", "none")).toBe(false);
  });

  test("restoreState and an address leave such an entry out without reporting it, and the address never writes null", () => {
    expect(restoreState({ initialFilters: { tag: ["quick", "none"] } }, { rules: [tags] })).toEqual(
      {
        options: { initialFilters: { tag: ["quick"] } },
        dropped: [],
      },
    );
    const { options, dropped } = fromSearchParams("tag=quick&tag=none", { rules: [tags] });
    expect(options.initialFilters).toEqual({ tag: ["quick"] });
    expect(dropped).toEqual([]);
    const finder = new FinderCore(recipes, { rules: [tags], ...options });
    expect(toSearchParams(finder).toString()).toBe("tag=quick");
  });
});
