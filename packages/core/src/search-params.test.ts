// The view in the address (issue 26, item 2): toSearchParams writes what differs from a fresh
// finder, fromSearchParams reads it back through restoreState. Reachable states of every rule
// kind are also checked by round-trip.test.ts (its fourth check).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  applySearchParams,
  FinderCore,
  filterRule,
  fromSearchParams,
  groupByRule,
  searchRule,
  sortByRule,
  toSearchParams,
  type FinderRule,
} from "./index";
import { codeOf } from "./test/codeOf";

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  tags: string[];
  vegetarian: boolean;
  minutes: number;
  added: Date;
  price: { min: number; max: number };
}

const recipes: Recipe[] = [
  {
    id: 1,
    name: 'Soup, "hot"',
    cuisine: "thai",
    tags: ["quick"],
    vegetarian: true,
    minutes: 20,
    added: new Date("2026-01-05"),
    price: { min: 0, max: 10 },
  },
  {
    id: 2,
    name: "Stew",
    cuisine: "french",
    tags: ["slow"],
    vegetarian: false,
    minutes: 90,
    added: new Date("2026-03-01"),
    price: { min: 10, max: 30 },
  },
  {
    id: 3,
    name: "Salad",
    cuisine: "thai",
    tags: ["quick", "raw"],
    vegetarian: true,
    minutes: 10,
    added: new Date("2026-06-10"),
    price: { min: 0, max: 10 },
  },
  {
    id: 4,
    name: "Curry, red",
    cuisine: "indian",
    tags: [],
    vegetarian: false,
    minutes: 45,
    added: new Date("2026-03-01"),
    price: { min: 10, max: 30 },
  },
];

const cheap = { min: 0, max: 10 };
const mid = { min: 10, max: 30 };

const minutes = (value: unknown): number => {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number <= 0) {
    throw new Error("must be a whole number above 0");
  }
  return number;
};
const day = (value: unknown): Date => {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error("not a date");
  return date;
};

const rules: FinderRule<Recipe>[] = [
  searchRule({ searchFn: (recipe: Recipe) => recipe.name }),
  filterRule({
    id: "cuisine",
    options: ({ items }: { items: Recipe[] }) =>
      [...new Set(items.map((recipe) => recipe.cuisine))].map((value) => ({ value })),
    filterFn: (recipe: Recipe, cuisine) => recipe.cuisine === cuisine,
  }),
  filterRule({
    id: "tags",
    multiple: true,
    options: ["quick", "slow", "raw", "a,b", 'say "hi"'].map((value) => ({ value })),
    filterFn: (recipe: Recipe, tag) => recipe.tags.includes(tag),
  }),
  filterRule({ id: "vegetarian", boolean: true, filterFn: (recipe: Recipe) => recipe.vegetarian }),
  filterRule({
    id: "maxMinutes",
    parse: minutes,
    filterFn: (recipe: Recipe, max) => recipe.minutes <= max,
  }),
  filterRule({
    id: "addedOn",
    multiple: true,
    parse: day,
    filterFn: (recipe: Recipe, date) => recipe.added.getTime() === date.getTime(),
  }),
  filterRule({
    id: "price",
    options: [
      { value: cheap, label: "Cheap" },
      { value: mid, label: "Mid" },
    ],
    filterFn: (recipe: Recipe, band) => recipe.price.min === band.min,
  }),
  filterRule({
    id: "band",
    options: [
      { value: cheap, key: "cheap" },
      { value: mid, key: "mid" },
    ],
    filterFn: (recipe: Recipe, band) => recipe.price.min === band.min,
  }),
  filterRule({
    id: "note",
    filterFn: (recipe: Recipe, note: string) => recipe.name.includes(note),
  }),
  sortByRule({ id: "name", sortFn: (recipe: Recipe) => recipe.name }),
  sortByRule({
    id: "time",
    sortFn: (recipe: Recipe) => recipe.minutes,
    defaultSortDirection: "desc",
  }),
  groupByRule({ id: "byCuisine", groupFn: (recipe: Recipe) => recipe.cuisine }),
];

const defaults = { numItemsPerPage: 2 };
const create = (extra = {}) => new FinderCore(recipes, { rules, ...defaults, ...extra });
const written = (finder: FinderCore<Recipe>, options = {}) =>
  toSearchParams(finder, { defaults, ...options }).toString();
const read = (params: string, extra = {}) =>
  fromSearchParams(params, { rules, items: recipes, defaults, ...extra });

/** What a visitor sees. */
function view(finder: FinderCore<Recipe>) {
  return {
    items: finder.matches.items?.map((recipe) => recipe.id),
    groups: finder.matches.groups?.map((group) => [group.id, group.items.map((r) => r.id)]),
    page: finder.pagination.page,
    numItemsPerPage: finder.pagination.numItemsPerPage,
    filters: finder.filters.rules.map((rule) => [
      rule.id,
      finder.filters.get(rule.id),
      finder.filters.isActive(rule.id),
    ]),
    term: finder.search.searchTerm,
    sortBy: finder.sortBy.activeRule?.id,
    sortDirection: finder.sortBy.sortDirection,
    groupBy: finder.groupBy.activeRule?.id,
  };
}

/** The finder an address gives. */
const fromAddress = (params: string) => create(read(params).options);

describe("toSearchParams writes only what differs from a fresh finder", () => {
  test("a view with nothing chosen writes nothing", () => {
    expect(written(create())).toBe("");
  });

  test("a switch or a selection turned back off leaves no key (the recipe's first defect)", () => {
    const finder = create();
    finder.filters.set("vegetarian", true);
    finder.filters.set("tags", ["quick"]);
    expect(written(finder)).toBe("tags=quick&vegetarian=true");
    finder.filters.set("vegetarian", false);
    finder.filters.delete("tags", "quick");
    expect(written(finder)).toBe("");
  });

  test("resetting every part, grouping included, gives the plain address (the recipe's third defect)", () => {
    const finder = create();
    finder.batch(() => {
      finder.search.setSearchTerm("soup");
      finder.groupBy.set("byCuisine");
      finder.sortBy.set("name", "desc");
      finder.pagination.setPage(2);
    });
    expect(written(finder)).not.toBe("");
    finder.batch(() => {
      finder.search.reset();
      finder.filters.reset();
      finder.sortBy.reset();
      finder.groupBy.reset();
      finder.pagination.setPage(1);
    });
    expect(written(finder)).toBe("");
  });

  test("each part has its short key, in a stable order, and the app's defaults are not written", () => {
    const finder = create();
    finder.batch(() => {
      finder.search.setSearchTerm("s");
      finder.sortBy.set("time", "asc");
      finder.groupBy.set("byCuisine");
      finder.groupBy.setGroupSortDirection("desc");
      finder.pagination.setNumItemsPerPage(1);
      finder.pagination.setPage(2);
    });
    expect(written(finder)).toBe(
      "q=s&sort=time&dir=asc&group=byCuisine&groupDir=desc&page=2&perPage=1",
    );
    finder.pagination.setNumItemsPerPage(2);
    expect(written(finder)).not.toContain("perPage");
  });

  test("a sort rule's own default direction needs no key", () => {
    const finder = create();
    finder.sortBy.set("time");
    expect(written(finder)).toBe("sort=time");
  });

  test("keys the app owns are kept, in their order; the finder's own old keys are replaced", () => {
    const finder = create();
    finder.search.setSearchTerm("stew");
    expect(written(finder, { params: "?utm=mail&q=old&page=3&tab=2" })).toBe(
      "utm=mail&tab=2&q=stew",
    );
  });

  test("a default cleared by the visitor is written as an empty value", () => {
    const finder = create({ initialFilters: { cuisine: "thai" }, initialGroupBy: "byCuisine" });
    const appDefaults = {
      ...defaults,
      initialFilters: { cuisine: "thai" },
      initialGroupBy: "byCuisine",
    };
    expect(written(finder, { defaults: appDefaults })).toBe("");
    finder.filters.delete("cuisine");
    finder.groupBy.set(undefined);
    expect(written(finder, { defaults: appDefaults })).toBe("group=&cuisine=");
    const { options } = fromSearchParams("group=&cuisine=", {
      rules,
      items: recipes,
      defaults: appDefaults,
    });
    expect(options).toEqual({
      ...defaults,
      initialGroupBy: undefined,
      initialFilters: { cuisine: null },
    });
    const twin = create({
      initialFilters: { cuisine: "thai" },
      initialGroupBy: "byCuisine",
      ...options,
    });
    expect(view(twin)).toEqual(view(finder));
  });

  test("pagination turned off against a default page size is written as perPage=", () => {
    const finder = create();
    finder.pagination.setNumItemsPerPage(undefined);
    expect(written(finder)).toBe("perPage=");
    expect(view(fromAddress("perPage="))).toEqual(view(finder));
  });

  test("a prefix lets two finders share one address", () => {
    const a = create();
    const b = create();
    a.search.setSearchTerm("soup");
    b.filters.set("cuisine", "thai");
    const both = toSearchParams(b, {
      params: toSearchParams(a, { prefix: "a.", defaults }),
      prefix: "b.",
      defaults,
    });
    expect(both.toString()).toBe("a.q=soup&b.cuisine=thai");
    expect(read(both.toString(), { prefix: "a." }).options.initialSearchTerm).toBe("soup");
    expect(read(both.toString(), { prefix: "b." }).options.initialFilters).toEqual({
      cuisine: "thai",
    });
  });
});

describe("values of every kind round-trip", () => {
  const roundTrip = (change: (finder: FinderCore<Recipe>) => void) => {
    const finder = create();
    change(finder);
    const address = written(finder);
    const { dropped } = read(address);
    expect(dropped).toEqual([]);
    expect(view(fromAddress(address))).toEqual(view(finder));
    return address;
  };

  test("strings with commas and quotes, as the term, a multiple filter's entries and a free-form value", () => {
    expect(
      roundTrip((finder) => {
        finder.search.setSearchTerm('soup, "hot"');
        finder.filters.set("tags", ["a,b", 'say "hi"']);
        finder.filters.set("note", "Curry, red");
      }),
    ).toBe("q=soup%2C+%22hot%22&tags=a%2Cb&tags=say+%22hi%22&note=Curry%2C+red");
  });

  test("numbers and dates through parse, booleans as true or false", () => {
    expect(
      roundTrip((finder) => {
        finder.filters.set("maxMinutes", 45);
        finder.filters.set("addedOn", [new Date("2026-03-01")]);
        finder.filters.set("vegetarian", true);
      }),
    ).toBe("vegetarian=true&maxMinutes=45&addedOn=2026-03-01T00%3A00%3A00.000Z");
  });

  test("object option values by their index, or by the key the option declares", () => {
    expect(
      roundTrip((finder) => {
        finder.filters.set("price", mid);
        finder.filters.set("band", cheap);
      }),
    ).toBe("price=1&band=cheap");
  });

  test("a term spelled true or false stays text: only a switch's text is read as true or false", () => {
    expect(roundTrip((finder) => finder.search.setSearchTerm("false"))).toBe("q=false");
    expect(read("q=true").options.initialSearchTerm).toBe("true");
  });

  test("generated options by their value", () => {
    expect(roundTrip((finder) => finder.filters.set("cuisine", "indian"))).toBe("cuisine=indian");
  });
});

describe("fromSearchParams never throws for an address, keeps its valid parts and reports the rest", () => {
  test("a typed free-form filter refuses text that is not its kind (the recipe's second defect)", () => {
    const { options, dropped } = read("maxMinutes=abc&q=soup");
    expect(options.initialFilters).toEqual({});
    expect(options.initialSearchTerm).toBe("soup");
    expect(dropped.map((part) => [part.filterId, part.value, part.code])).toEqual([
      ["maxMinutes", "abc", "INVALID_FILTER_VALUE"],
    ]);
  });

  test("a stale or garbled address: unknown rules and options, bad numbers and directions", () => {
    const { options, dropped } = read(
      "sort=gone&dir=up&page=abc&perPage=-2&group=name&tags=quick&tags=nope&cuisine=greek&vegetarian=maybe",
    );
    expect(options).toEqual({ ...defaults, initialFilters: { tags: ["quick"] } });
    expect(dropped.map((part) => part.code)).toEqual([
      "INVALID_FILTER_OPTION",
      "INVALID_FILTER_OPTION",
      "INVALID_FILTER_VALUE",
      "RULE_NOT_FOUND",
      "INVALID_SORT_DIRECTION",
      "WRONG_RULE_KIND",
      "INVALID_PAGE",
      "INVALID_NUM_ITEMS_PER_PAGE",
    ]);
  });

  test("a repeated key: the first value is read and the others reported", () => {
    const { options, dropped } = read("page=2&page=3&cuisine=thai&cuisine=french");
    expect(options.page).toBe(2);
    expect(options.initialFilters).toEqual({ cuisine: "thai" });
    expect(dropped.map((part) => [part.option, part.filterId, part.value, part.code])).toEqual([
      ["page", undefined, "3", "INVALID_STATE"],
      ["initialFilters", "cuisine", "french", "INVALID_STATE"],
    ]);
    expect(dropped[0]?.message).toBe(
      'Finder: "page" is in the address 2 times; its first value is read.',
    );
  });

  test("keys of the app, and keys like __proto__, are ignored without a prefix", () => {
    const { options, dropped } = read("__proto__=x&constructor=y&utm=z");
    expect(options).toEqual({ ...defaults, initialFilters: {} });
    expect(dropped).toEqual([]);
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
  });

  test("with a prefix, a key under it that names nothing is reported", () => {
    const { dropped } = read("a.q=x&a.gone=1&b.q=y", { prefix: "a." });
    expect(dropped.map((part) => [part.option, part.value, part.code])).toEqual([
      ["a.gone", "1", "INVALID_STATE"],
    ]);
  });

  test("a filter whose id is __proto__ is a key like any other", () => {
    const proto = filterRule({
      id: "__proto__",
      filterFn: (recipe: Recipe, v) => recipe.name === v,
    });
    const finder = new FinderCore(recipes, { rules: [proto] });
    finder.filters.set("__proto__", "Stew");
    const address = toSearchParams(finder).toString();
    expect(address).toBe("__proto__=Stew");
    const { options } = fromSearchParams(address, { rules: [proto], items: recipes });
    expect(Object.entries(options.initialFilters ?? {})).toEqual([["__proto__", "Stew"]]);
  });

  test("an address of 100 KB is read quickly", () => {
    const huge = Array.from({ length: 8000 }, (_, i) => `tags=t${i % 3000}&x${i}=1`).join("&");
    expect(huge.length).toBeGreaterThan(100_000);
    const started = performance.now();
    const { dropped } = read(huge);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(dropped).toHaveLength(3000);
  });

  test("a Next.js searchParams record reads like the query string", () => {
    expect(read("").options).toEqual(read("?").options);
    const record = { q: "soup", tags: ["quick", "raw"], other: undefined };
    expect(fromSearchParams(record, { rules, items: recipes }).options).toEqual(
      fromSearchParams("q=soup&tags=quick&tags=raw", { rules, items: recipes }).options,
    );
  });

  test("an empty value of a part is none, overriding the default", () => {
    const { options } = read("q=&sort=&perPage=");
    expect(options).toEqual({
      numItemsPerPage: undefined,
      initialSearchTerm: undefined,
      initialSortBy: undefined,
      initialFilters: {},
    });
  });

  test("a multiple filter given only empty values is cleared", () => {
    expect(read("tags=&tags=").options.initialFilters).toEqual({ tags: null });
  });
});

describe("applySearchParams puts a live finder into an address's view", () => {
  test("every part the address gives, and the defaults for the rest, in one change", () => {
    const finder = create();
    finder.batch(() => {
      finder.search.setSearchTerm("stew");
      finder.filters.set("vegetarian", true);
      finder.groupBy.set("byCuisine");
      finder.pagination.setNumItemsPerPage(1);
    });
    const target = create();
    target.batch(() => {
      target.filters.set("tags", ["quick"]);
      target.sortBy.set("time", "asc");
      target.pagination.setPage(2);
    });
    const changes: string[] = [];
    finder.events.on("change", (event) => changes.push(event.event));
    expect(applySearchParams(finder, written(target), { defaults })).toEqual([]);
    expect(view(finder)).toEqual(view(target));
    expect(changes).toEqual(["batch"]);
  });

  test("the address it came from is what it writes, and applying it again changes nothing", () => {
    const finder = create();
    const address = "q=soup&tags=quick&page=1&utm=x";
    applySearchParams(finder, address, { defaults });
    expect(written(finder)).toBe("q=soup&tags=quick");
    const changes: unknown[] = [];
    finder.events.on("change", (event) => changes.push(event));
    applySearchParams(finder, address, { defaults });
    expect(changes).toEqual([]);
  });

  test("without a search rule, and with a garbled address, it reports and does not throw", () => {
    const plain = new FinderCore(recipes, { rules: [rules[3] as FinderRule<Recipe>] });
    expect(applySearchParams(plain, "q=x&vegetarian=maybe").map((part) => part.code)).toEqual([
      "NO_SEARCH_RULE",
      "INVALID_FILTER_VALUE",
    ]);
  });

  test("the page size goes back to the defaults' when the address gives none, as a reload does", () => {
    const finder = create();
    finder.pagination.setNumItemsPerPage(3);
    applySearchParams(finder, "", { defaults });
    expect(finder.pagination.numItemsPerPage).toBe(2);
    // Defaults without a page size: a fresh finder's, no pagination (give the finder's own).
    applySearchParams(finder, "");
    expect(finder.pagination.numItemsPerPage).toBeUndefined();
  });
});

describe("misuse throws INVALID_OPTIONS", () => {
  test("toSearchParams given something other than a finder", () => {
    expect(codeOf(() => toSearchParams({} as FinderCore<Recipe>))).toBe("INVALID_OPTIONS");
  });

  test("a prefix that is not a string", () => {
    expect(codeOf(() => written(create(), { prefix: 1 }))).toBe("INVALID_OPTIONS");
    expect(codeOf(() => read("", { prefix: 1 }))).toBe("INVALID_OPTIONS");
  });

  test("a filter whose id is another part's key", () => {
    const page = filterRule({ id: "page", filterFn: () => true });
    expect(() => toSearchParams(new FinderCore(recipes, { rules: [page] }))).toThrow(
      'Finder: filter rule "page" would share the key "page" with another part of the view in the address; rename the rule.',
    );
  });
});

describe("properties", () => {
  const term = fc.oneof(fc.string(), fc.constantFrom("a, b", '"quoted"', "  ", "100%", "&=?#"));
  const change = fc.oneof(
    term.map((t) => (f: FinderCore<Recipe>) => f.search.setSearchTerm(t)),
    fc
      .subarray(["quick", "slow", "raw", "a,b", 'say "hi"'])
      .map((tags) => (f: FinderCore<Recipe>) => f.filters.set("tags", tags)),
    fc
      .constantFrom("thai", "french", "indian", undefined)
      .map((c) => (f: FinderCore<Recipe>) => f.filters.set("cuisine", c)),
    fc.boolean().map((on) => (f: FinderCore<Recipe>) => f.filters.set("vegetarian", on)),
    fc
      .integer({ min: 1, max: 200 })
      .map((n) => (f: FinderCore<Recipe>) => f.filters.set("maxMinutes", n)),
    fc.subarray(["2026-01-05", "2026-03-01", "2026-06-10"]).map(
      (days) => (f: FinderCore<Recipe>) =>
        f.filters.set(
          "addedOn",
          days.map((d) => new Date(d)),
        ),
    ),
    fc.constantFrom(cheap, mid, undefined).map((band) => (f: FinderCore<Recipe>) => {
      f.filters.set("price", band);
      f.filters.set("band", band);
    }),
    fc.string().map((note) => (f: FinderCore<Recipe>) => f.filters.set("note", note)),
    fc
      .tuple(fc.constantFrom("name", "time", undefined), fc.constantFrom("asc", "desc", undefined))
      .map(
        ([id, dir]) =>
          (f: FinderCore<Recipe>) =>
            f.sortBy.set(id, dir as "asc" | undefined),
      ),
    fc
      .constantFrom("byCuisine", undefined)
      .map((id) => (f: FinderCore<Recipe>) => f.groupBy.set(id)),
    fc
      .constantFrom("asc", "desc")
      .map((dir) => (f: FinderCore<Recipe>) => f.groupBy.setGroupSortDirection(dir as "asc")),
    fc
      .integer({ min: 1, max: 4 })
      .map((page) => (f: FinderCore<Recipe>) => f.pagination.setPage(page)),
    fc
      .constantFrom(1, 2, 3, undefined)
      .map((n) => (f: FinderCore<Recipe>) => f.pagination.setNumItemsPerPage(n)),
  );

  test("write → read → construct gives the same view, and reads back without drops", () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 10 }), (changes) => {
        const finder = create();
        for (const apply of changes) apply(finder);
        const address = written(finder);
        const { options, dropped } = read(address);
        expect(dropped).toEqual([]);
        const twin = create(options);
        expect(view(twin)).toEqual(view(finder));
        // Written again, the twin's address is the same.
        expect(written(twin)).toBe(address);
      }),
      { seed: 26, numRuns: 300 },
    );
  });

  test("reading any string never throws", () => {
    const key = fc.constantFrom(
      "q",
      "sort",
      "dir",
      "group",
      "groupDir",
      "page",
      "perPage",
      "tags",
      "cuisine",
      "vegetarian",
      "maxMinutes",
      "addedOn",
      "price",
      "band",
      "note",
      "__proto__",
      "x",
    );
    const pair = fc.tuple(key, fc.string()).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pair).map((pairs) => pairs.join("&")),
        ),
        (address) => {
          const { options } = read(address);
          // What it keeps, the constructor accepts.
          expect(() => create(options)).not.toThrow();
        },
      ),
      { seed: 2026, numRuns: 500 },
    );
  });
});

describe("details", () => {
  test("the development messages of misuse and of a stray prefixed key", () => {
    expect(() => written(create(), { prefix: 1 })).toThrow(
      "Finder: prefix must be a string, got 1.",
    );
    expect(() => toSearchParams("finder" as never)).toThrow(
      'Finder: toSearchParams() needs a FinderCore, got "finder".',
    );
    expect(read("a.x=1", { prefix: "a." }).dropped[0]?.message).toBe(
      'Finder: "a.x" names no part of this finder\'s view.',
    );
  });

  test("a filter's old key is removed from the params given when the filter is back at its default", () => {
    expect(written(create(), { params: "cuisine=thai&tags=quick&utm=1" })).toBe("utm=1");
  });

  test("free-form values: an object as JSON, an invalid date as empty", () => {
    const finder = create();
    finder.filters.set("note", { a: 1 });
    expect(written(finder)).toBe("note=%7B%22a%22%3A1%7D");
    finder.filters.set("note", new Date(Number.NaN));
    expect(written(finder)).toBe("note=");
  });

  test("a switch on by default and turned off is written false, and read back off", () => {
    const on = filterRule({
      id: "veg",
      boolean: true,
      defaultValue: true,
      filterFn: (recipe: Recipe) => recipe.vegetarian,
    });
    const finder = new FinderCore(recipes, { rules: [on] });
    finder.filters.set("veg", false);
    const address = toSearchParams(finder).toString();
    expect(address).toBe("veg=false");
    const { options } = fromSearchParams(address, { rules: [on] });
    expect(new FinderCore(recipes, { rules: [on], ...options }).filters.isActive("veg")).toBe(
      false,
    );
  });

  test("numbers: digits only, more than one digit too; anything else is dropped as given", () => {
    expect(read("page=12").options.page).toBe(12);
    expect(read("page=5a&perPage=a5").dropped.map((part) => part.value)).toEqual(["5a", "a5"]);
  });

  test("a dropped part of the address has no filterId key", () => {
    const [part] = read("page=2&page=3").dropped;
    expect(part !== undefined && "filterId" in part).toBe(false);
  });

  test("a record value that is undefined is no key, and a record that cannot be read is reported", () => {
    expect(fromSearchParams({ q: undefined }, { rules }).options).toEqual({ initialFilters: {} });
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no");
        },
      },
    );
    const { dropped } = fromSearchParams(hostile, { rules });
    expect(dropped.map((part) => [part.option, part.code, part.message])).toEqual([
      ["", "INVALID_STATE", "Finder: the address cannot be read."],
    ]);
  });
});

describe("the review of issue 26", () => {
  const asyncTag = filterRule({
    id: "tag",
    parse: {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: async (value: unknown) => ({ value: String(value) }),
      },
    },
    filterFn: () => true,
  });

  test("an address holding a filter with an asynchronous parse is reported, not thrown", () => {
    const { options, dropped } = fromSearchParams("tag=x&q=soup", {
      rules: [searchRule({ searchFn: (recipe: Recipe) => recipe.name }), asyncTag],
    });
    expect(options.initialSearchTerm).toBe("soup");
    expect(options.initialFilters).toEqual({});
    expect(dropped.map((part) => [part.filterId, part.value, part.code])).toEqual([
      ["tag", "x", "INVALID_RULE_FIELD"],
    ]);
  });

  test("applySearchParams reports it too, and applies the rest", () => {
    const finder = new FinderCore(recipes, {
      rules: [searchRule({ searchFn: (recipe: Recipe) => recipe.name }), asyncTag],
    });
    const dropped = applySearchParams(finder, "tag=x&q=soup");
    expect(dropped.map((part) => part.code)).toEqual(["INVALID_RULE_FIELD"]);
    expect(finder.search.searchTerm).toBe("soup");
  });
});

describe("the app decides what an address may set (issue 40, item 17)", () => {
  test("a part left out of `parts` is not read: its keys are dropped, with their key, and the defaults stay", () => {
    const { options, dropped } = read("q=soup&perPage=5000&group=byCuisine&vegetarian=true", {
      parts: ["search", "filters"],
    });
    expect(options.initialSearchTerm).toBe("soup");
    expect(options.initialFilters).toEqual({ vegetarian: true });
    expect(options.numItemsPerPage).toBe(2);
    expect(options.initialGroupBy).toBeUndefined();
    expect(dropped).toMatchObject([
      { option: "initialGroupBy", key: "group", value: "byCuisine", code: "INVALID_STATE" },
      { option: "numItemsPerPage", key: "perPage", value: "5000", code: "INVALID_STATE" },
    ]);
    expect(dropped[0]?.message).toContain("groupBy");
  });

  test("a part left out of `parts` is not written, and applySearchParams leaves it as it is", () => {
    const finder = create();
    finder.batch(() => {
      finder.search.setSearchTerm("soup");
      finder.groupBy.set("byCuisine");
      finder.pagination.setNumItemsPerPage(3);
    });
    const parts = ["search", "filters", "sortBy", "page"] as const;
    expect(written(finder, { parts })).toBe("q=soup");
    applySearchParams(finder, "q=stew&perPage=1&group=", { defaults, parts });
    expect(finder.search.searchTerm).toBe("stew");
    expect(finder.groupBy.activeRule?.id).toBe("byCuisine");
    expect(finder.pagination.numItemsPerPage).toBe(3);
  });

  test("sortBy left out: the choice of relevance is not written either (a review's finding)", () => {
    const finder = create();
    finder.search.setSearchTerm("soup");
    finder.sortBy.setByRelevance(true);
    expect(written(finder)).toContain("relevance=true");
    expect(written(finder, { parts: ["search"] })).toBe("q=soup");
  });

  test("filters left out: no filter key is read or written", () => {
    const finder = create();
    finder.filters.set("vegetarian", true);
    expect(written(finder, { parts: ["search"] })).toBe("");
    expect(read("vegetarian=true&tags=quick", { parts: ["search"] }).dropped).toMatchObject([
      { option: "initialFilters", filterId: "tags", key: "tags", value: "quick" },
      { option: "initialFilters", filterId: "vegetarian", key: "vegetarian", value: "true" },
    ]);
  });

  test("pageSizes: a page size the app does not offer is dropped as INVALID_NUM_ITEMS_PER_PAGE, the others read", () => {
    const pageSizes = [10, 20, 50];
    expect(read("perPage=5000", { pageSizes }).dropped).toMatchObject([
      {
        option: "numItemsPerPage",
        key: "perPage",
        value: 5000,
        code: "INVALID_NUM_ITEMS_PER_PAGE",
      },
    ]);
    expect(read("perPage=5000", { pageSizes }).options.numItemsPerPage).toBe(2);
    expect(read("perPage=20", { pageSizes }).options.numItemsPerPage).toBe(20);
    // No pagination is not a size a page-size menu offers either (a second review's finding).
    expect(read("perPage=", { pageSizes }).options.numItemsPerPage).toBe(2);
    expect(read("perPage=", { pageSizes }).dropped).toMatchObject([
      { key: "perPage", value: "", code: "INVALID_NUM_ITEMS_PER_PAGE" },
    ]);
    expect(read("perPage=").options.numItemsPerPage).toBeUndefined();
  });

  test("misused parts or pageSizes throw INVALID_OPTIONS, naming the option", () => {
    expect(codeOf(() => read("", { parts: ["sort"] }))).toBe("INVALID_OPTIONS");
    expect(codeOf(() => read("", { parts: "search" }))).toBe("INVALID_OPTIONS");
    expect(codeOf(() => read("", { pageSizes: [0] }))).toBe("INVALID_OPTIONS");
    expect(codeOf(() => written(create(), { pageSizes: [2.5] }))).toBe("INVALID_OPTIONS");
    expect(() => read("", { parts: ["sort"] })).toThrow(
      'parts must be an array of "search", "filters", "sortBy", "groupBy", "page", "numItemsPerPage", got ["sort"].',
    );
    expect(() => read("", { pageSizes: [0] })).toThrow(
      "pageSizes must be an array of positive integers, got [0].",
    );
  });
});

describe("a part left out of an address names its key (issue 40, item 19)", () => {
  test("every dropped part read from an address carries the key it was under, with the prefix", () => {
    const { dropped } = read(
      "a.sort=weight&a.page=0&a.tags=nope&a.zzz=1&a.q=x&a.q=y&a.relevance=maybe",
      {
        prefix: "a.",
      },
    );
    expect(dropped.map((part) => [part.option, part.key])).toEqual(
      expect.arrayContaining([
        ["initialSortBy", "a.sort"],
        ["page", "a.page"],
        ["initialFilters", "a.tags"],
        ["a.zzz", "a.zzz"],
        ["initialSearchTerm", "a.q"],
        ["ignoreSortByRulesWhileSearchRuleIsActive", "a.relevance"],
      ]),
    );
    expect(dropped.every((part) => part.key !== undefined)).toBe(true);
  });
});
