// Details of the public API, one each: the filters and pagination APIs, the instance, search
// effects and ranking. (Each was found unchecked by a mutant `npm run test:mutation` left alive.)
import { describe, expect, test, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  searchEffect,
  searchRule,
  sortByRule,
  type FinderChangeEvent,
} from "./index";
import { ids, productRules, products, type Product } from "./test/fixtures";

const create = (extra = {}) =>
  new FinderCore<Product>(products, { rules: productRules(), ...extra });

const changes = (finder: FinderCore<Product>) => {
  const seen: FinderChangeEvent<Product, unknown>[] = [];
  finder.events.on("change", (event) => seen.push(event));
  return seen;
};

describe("filters API details", () => {
  test("has() without an option tells whether the filter is active, with one whether it is chosen", () => {
    const finder = create();
    expect(finder.filters.has("color")).toBe(false);
    finder.filters.set("color", ["red"]);
    expect(finder.filters.has("color")).toBe(true);
    expect(finder.filters.has("color", "red")).toBe(true);
    expect(finder.filters.has("color", "blue")).toBe(false);
    expect(finder.filters.has("maxPrice")).toBe(false);
  });

  test("values lists only the filters that have a value", () => {
    const finder = create();
    finder.filters.set("color", ["red"]);
    expect(Object.keys(finder.filters.values)).toEqual(["color"]);
    expect(Object.keys(create({ initialFilters: { color: undefined } }).filters.raw)).toEqual([]);
  });

  test("add() and delete() with an option refuse a single-value filter; add never repeats an option of a multiple one", () => {
    const finder = create();
    finder.filters.set("maxPrice", 10);
    const code = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return error instanceof FinderError ? error.code : "other";
      }
      return "none";
    };
    expect(code(() => finder.filters.add("maxPrice", 20))).toBe("OPTION_OPERATION_NOT_SUPPORTED");
    expect(code(() => finder.filters.delete("maxPrice", 10))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
    expect(finder.filters.get("maxPrice")).toBe(10);
    finder.filters.delete("maxPrice");
    expect(finder.filters.get("maxPrice")).toBeUndefined();
    const seen = changes(finder);
    finder.filters.add("color", "red");
    finder.filters.add("color", "red");
    expect(finder.filters.get("color")).toEqual(["red"]);
    expect(seen).toHaveLength(1);
  });

  test("setting a filter to the value it has changes nothing and emits nothing", () => {
    const finder = create();
    finder.filters.set("color", ["red"]);
    const version = finder.version;
    const seen = changes(finder);
    finder.filters.set("color", ["red"]);
    expect(finder.version).toBe(version);
    expect(seen).toEqual([]);
  });

  test("reset() reports the filters before and after", () => {
    const finder = create();
    finder.filters.set("color", ["red"]);
    const seen = changes(finder);
    finder.filters.reset();
    expect(seen.map((e) => [e.source, e.event, e.initial, e.current])).toEqual([
      ["filters", "resetFilters", { color: ["red"] }, {}],
    ]);
  });

  test("errors name the problem", () => {
    const finder = create();
    expect(() => finder.filters.toggle("maxPrice", 5)).toThrow(/cannot be toggled/);
    expect(() => finder.filters.toggle("color")).toThrow(/needs the option to add or remove/);
  });
});

describe("pagination API details", () => {
  test("reports numItemsPerPage and isPaginated, and its change events", () => {
    const finder = create({ numItemsPerPage: 2 });
    expect(finder.pagination.numItemsPerPage).toBe(2);
    expect(finder.pagination.isPaginated).toBe(true);
    const seen = changes(finder);
    finder.pagination.setPage(2);
    finder.pagination.setNumItemsPerPage(3);
    expect(seen.map((e) => [e.source, e.event, e.initial, e.current])).toEqual([
      ["pagination", "setPage", 1, 2],
      ["pagination", "setNumItemsPerPage", 2, 3],
    ]);
  });

  test("rejects pages and page sizes that are not integers of at least 1", () => {
    const finder = create({ numItemsPerPage: 2 });
    for (const bad of [0, -1, 1.5, Number.NaN, "2"]) {
      expect(() => finder.pagination.setPage(bad as number)).toThrow(FinderError);
      expect(() => finder.pagination.setNumItemsPerPage(bad as number)).toThrow(FinderError);
    }
    expect(() => finder.pagination.setPage(0)).toThrow("page must be an integer ≥ 1, got 0.");
    expect(() => finder.pagination.setNumItemsPerPage(0)).toThrow(
      "numItemsPerPage must be undefined (no pagination) or an integer ≥ 1, got 0.",
    );
  });
});

describe("instance details", () => {
  test("hasMatches is true while something matches", () => {
    const finder = create();
    expect(finder.hasMatches).toBe(true);
  });

  test("bad constructor input and listeners throw FinderErrors that say what is wrong", () => {
    expect(() => new FinderCore(products, null as never)).toThrow(/options object/);
    expect(() => new FinderCore({} as never, { rules: [] })).toThrow(/items must be an array/);
    expect(() => create({ initialGroupBy: "nope" })).toThrow(FinderError);
    expect(() => create({ initialSortDirection: "up" })).toThrow(/initialSortDirection/);
    expect(() => create({ initialGroupBySortDirection: "up" })).toThrow(
      /initialGroupBySortDirection/,
    );
    expect(() => create().subscribe("nope" as never)).toThrow(FinderError);
    expect(() => create().test({ sortBy: "nope" })).toThrow(FinderError);
    expect(() => create().test({ sortDirection: "up" as never })).toThrow(/sortDirection/);
  });

  test("setRules with the same rules in a new array is no change; other rules are", () => {
    const rules = productRules();
    const finder = new FinderCore<Product>(products, { rules });
    const version = finder.version;
    finder.setRules([...rules]);
    expect(finder.version).toBe(version);
    const swapped = [...rules];
    swapped[0] = searchRule({ searchFn: (item: Product) => item.color });
    finder.setRules(swapped);
    expect(finder.version).toBe(version + 1);
    finder.setRules(swapped.slice(0, 3));
    expect(finder.version).toBe(version + 2);
  });

  test("setRules keeps a chosen sort rule that still exists", () => {
    const rules = productRules();
    const finder = new FinderCore<Product>(products, { rules, initialSortBy: "name" });
    finder.setRules(rules.slice(1));
    expect(finder.toJSON().initialSortBy).toBe("name");
  });

  test("system events carry the values before and after, and stay quiet inside silently()", () => {
    const finder = create();
    const seen: unknown[] = [];
    finder.events.on("setIsDisabled", (event) => seen.push([event.initial, event.current]));
    finder.events.on("setItems", (event) => seen.push([event.initial, event.current]));
    finder.setIsDisabled(true);
    finder.events.silently(() => finder.setItems(products.slice(1)));
    expect(seen).toEqual([[false, true]]);
  });

  test("ready fires once, named ready", () => {
    const onReady = vi.fn();
    const finder = new FinderCore<Product>(null, { rules: productRules(), onReady });
    const names: string[] = [];
    finder.events.on("ready", (event) => names.push(event.event));
    finder.setItems(products);
    finder.setItems(products.slice(1));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(names).toEqual(["ready"]);
  });

  test("sortDirection is ascending when there is no sort rule at all", () => {
    const finder = new FinderCore<Product>(products, {
      rules: [searchRule({ searchFn: (item: Product) => item.color })],
    });
    expect(finder.sortBy.sortDirection).toBe("asc");
    finder.search.setSearchTerm("zzz");
    expect(finder.matches.numMatchedItems).toBe(0);
    finder.search.setSearchTerm("");
    expect(finder.matches.numMatchedItems).toBe(products.length);
  });
});

describe("search effects", () => {
  test("fire when the term contains any keyword, and only after a search change", () => {
    const onChange = vi.fn();
    const finder = create({ effects: [searchEffect(["tent", "Wool"], onChange)] });
    finder.search.setSearchTerm("red");
    expect(onChange).not.toHaveBeenCalled();
    finder.search.setSearchTerm("red wool");
    expect(onChange).toHaveBeenCalledTimes(1);
    finder.filters.set("inStock", true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("ranking details", () => {
  const rank = (names: string[], term: string) =>
    ids(
      new FinderCore(
        names.map((name, id) => ({ id, name })),
        {
          rules: [searchRule({ searchFn: (item: { name: string }) => item.name })],
          initialSearchTerm: term,
        },
      ).matches.items,
    );

  test("a word start beats a better-covered match inside a word", () => {
    expect(rank(["xlamp", "big lamp"], "lamp")).toEqual([1, 0]);
  });

  test("between equal rungs, coverage comes before position, and then the earlier position", () => {
    expect(rank(["xlampxxxxxxxxx", "xxxlampx"], "lamp")).toEqual([1, 0]);
    expect(rank(["xxlampx", "xlampxx"], "lamp")).toEqual([1, 0]);
  });

  test("a quoted phrase may start the haystack, and later pieces must follow it", () => {
    expect(rank(["lamp post", "a lamp"], '"lamp"')).toEqual([0, 1]);
    expect(rank(["ab", "abb"], '"ab"b')).toEqual([1]);
  });

  test("a sort rule orders search results, ranking breaks ties", () => {
    const finder = new FinderCore<Product>(products, {
      rules: [
        searchRule({ searchFn: (item: Product) => item.name }),
        sortByRule({ id: "stock", sortFn: (item: Product) => item.inStock }),
      ],
      initialSearchTerm: "cotton",
    });
    // Out of stock first (false < true): Cotton Socks, then Blue Cotton Shirt.
    expect(ids(finder.matches.items)).toEqual([6, 1]);
  });
});
