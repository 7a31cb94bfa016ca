import { describe, expect, test, vi } from "vitest";
import {
  FINDER_ERROR_CODES,
  FinderCore,
  FinderError,
  filterRule,
  searchRule,
  sortByRule,
  type FinderErrorCode,
} from "./index";
import { productRules, products, type Product } from "./test/fixtures";

const create = (extra = {}) =>
  new FinderCore<Product>(products, { rules: productRules(), numItemsPerPage: 2, ...extra });

function expectCode(fn: () => unknown, code: FinderErrorCode, mention?: string) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FinderError);
    expect(error).toBeInstanceOf(Error);
    expect((error as FinderError).name).toBe("FinderError");
    expect((error as FinderError).code).toBe(code);
    if (mention) expect((error as FinderError).message).toContain(mention);
    return;
  }
  throw new Error(`expected ${code} to be thrown`);
}

describe("FinderError", () => {
  test("every code has a one-line meaning in the frozen catalogue", () => {
    expect(Object.isFrozen(FINDER_ERROR_CODES)).toBe(true);
    for (const [code, meaning] of Object.entries(FINDER_ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(meaning.length).toBeGreaterThan(10);
      expect(meaning).not.toContain("\n");
    }
  });

  test("rule validation at construction names the problem", () => {
    const filter = filterRule({ id: "a", filterFn: () => true });
    expectCode(
      () => new FinderCore([], { rules: [filter, { ...filter }] }),
      "DUPLICATE_RULE_ID",
      '"a"',
    );
    expectCode(
      () => new FinderCore([], { rules: [{ filterFn: () => true } as never] }),
      "MISSING_RULE_ID",
    );
    expectCode(() => new FinderCore([], { rules: [{ id: "x" } as never] }), "INVALID_RULE", "none");
    expectCode(
      () =>
        new FinderCore([], {
          rules: [{ id: "x", filterFn: () => true, sortFn: () => 1 } as never],
        }),
      "INVALID_RULE",
    );
    expectCode(
      () =>
        new FinderCore([], {
          rules: [searchRule({ searchFn: () => "" }), searchRule({ id: "s2", searchFn: () => "" })],
        }),
      "MULTIPLE_SEARCH_RULES",
    );
    expectCode(() => new FinderCore([], { rules: "nope" as never }), "INVALID_RULES");
    expectCode(() => new FinderCore({} as never, { rules: [] }), "INVALID_ITEMS");
    expectCode(() => new FinderCore([], undefined as never), "INVALID_OPTIONS");
    expectCode(() => new FinderCore([], { rules: [], effects: [{} as never] }), "INVALID_EFFECT");
    expectCode(
      () =>
        new FinderCore([], {
          rules: [filterRule({ id: "o", options: "x" as never, filterFn: () => true })],
        }),
      "INVALID_RULE_OPTIONS",
      '"o"',
    );
  });

  test("initial options are validated", () => {
    expectCode(() => create({ initialFilters: { nope: 1 } }), "RULE_NOT_FOUND", '"nope"');
    expectCode(() => create({ initialSortBy: "byColor" }), "WRONG_RULE_KIND", "group-by rule");
    expectCode(() => create({ page: 0 }), "INVALID_PAGE");
    expectCode(() => create({ numItemsPerPage: 1.5 }), "INVALID_NUM_ITEMS_PER_PAGE");
    expectCode(() => create({ initialSortDirection: "up" }), "INVALID_SORT_DIRECTION");
    expectCode(() => create({ initialSearchTerm: 5 }), "INVALID_SEARCH_TERM");
  });
});

describe("bad input leaves the state exactly as it was", () => {
  const cases: [string, (finder: FinderCore<Product>) => unknown, FinderErrorCode][] = [
    ["unknown filter id", (f) => f.filters.set("nope", 1), "RULE_NOT_FOUND"],
    ["filter id of a sort rule", (f) => f.filters.set("price", 1), "WRONG_RULE_KIND"],
    [
      "non-array for a multiple filter",
      (f) => f.filters.set("color", "red"),
      "INVALID_FILTER_VALUE",
    ],
    [
      "non-boolean for a boolean filter",
      (f) => f.filters.set("inStock", "yes"),
      "INVALID_FILTER_VALUE",
    ],
    ["array for a single filter", (f) => f.filters.set("maxPrice", [1]), "INVALID_FILTER_VALUE"],
    [
      "value outside strict options",
      (f) => f.filters.set("color", ["purple"]),
      "INVALID_FILTER_OPTION",
    ],
    ["toggle on a single filter", (f) => f.filters.toggle("maxPrice", 3), "TOGGLE_NOT_SUPPORTED"],
    [
      "toggle a multiple filter without option",
      (f) => f.filters.toggle("color"),
      "INVALID_FILTER_VALUE",
    ],
    ["add to an unknown filter", (f) => f.filters.add("nope", 1), "RULE_NOT_FOUND"],
    [
      "count options of an unknown filter",
      (f) => f.filters.countRuleOptions("nope"),
      "RULE_NOT_FOUND",
    ],
    ["non-string search term", (f) => f.search.setSearchTerm(3 as never), "INVALID_SEARCH_TERM"],
    ["unknown sort rule", (f) => f.sortBy.set("nope"), "RULE_NOT_FOUND"],
    ["sort by a filter rule", (f) => f.sortBy.toggle("color"), "WRONG_RULE_KIND"],
    [
      "invalid sort direction",
      (f) => f.sortBy.set("name", "up" as never),
      "INVALID_SORT_DIRECTION",
    ],
    ["group by a sort rule", (f) => f.groupBy.set("price"), "WRONG_RULE_KIND"],
    [
      "invalid group direction",
      (f) => f.groupBy.setGroupSortDirection("x" as never),
      "INVALID_SORT_DIRECTION",
    ],
    ["page 0", (f) => f.pagination.setPage(0), "INVALID_PAGE"],
    ["fractional page", (f) => f.pagination.setPage(1.5), "INVALID_PAGE"],
    [
      "negative page size",
      (f) => f.pagination.setNumItemsPerPage(-1),
      "INVALID_NUM_ITEMS_PER_PAGE",
    ],
    ["unknown rule id", (f) => f.getRule("nope"), "RULE_NOT_FOUND"],
    ["bad rules", (f) => f.setRules([{ id: "x" } as never]), "INVALID_RULE"],
    ["bad items", (f) => f.setItems(5 as never), "INVALID_ITEMS"],
    ["unknown event", (f) => f.events.on("nope" as never, () => {}), "INVALID_EVENT_NAME"],
    ["listener not a function", (f) => f.events.on("change", 1 as never), "INVALID_LISTENER"],
    ["test with an unknown filter", (f) => f.test({ filters: { nope: 1 } }), "RULE_NOT_FOUND"],
  ];
  test.each(cases)("%s throws and changes nothing", (_, act, code) => {
    const finder = create({ initialFilters: { color: ["red", "blue"] }, initialSearchTerm: "o" });
    const listener = vi.fn();
    finder.subscribe(listener);
    const json = JSON.stringify(finder.toJSON());
    const matches = finder.matches;
    const version = finder.version;
    expectCode(() => act(finder), code);
    expect(JSON.stringify(finder.toJSON())).toBe(json);
    expect(finder.matches).toBe(matches);
    expect(finder.version).toBe(version);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("robustness", () => {
  test("null and undefined items behave as empty", () => {
    for (const items of [null, undefined]) {
      const finder = new FinderCore<Product>(items, { rules: productRules() });
      expect(finder.items).toEqual([]);
      expect(finder.state).toBe("empty");
      expect(finder.matches).toMatchObject({ items: [], numMatchedItems: 0, numTotalItems: 0 });
    }
  });

  test("user mutators are no-ops while disabled", () => {
    const finder = create({ disabled: true });
    const onChange = vi.fn();
    finder.events.on("change", onChange);
    finder.search.setSearchTerm("x");
    finder.filters.set("color", ["red"]);
    finder.sortBy.set("name");
    finder.groupBy.set("byColor");
    finder.pagination.setPage(2);
    expect(finder.toJSON()).toEqual(create({ disabled: true }).toJSON());
    expect(onChange).not.toHaveBeenCalled();
    finder.setIsDisabled(false);
    finder.search.setSearchTerm("x");
    expect(finder.search.searchTerm).toBe("x");
  });

  test("a throwing filterFn propagates and the instance still works", () => {
    let fail = true;
    const rule = filterRule({
      id: "f",
      boolean: true,
      filterFn: (item: Product) => {
        if (fail) throw new Error("filter failed");
        return item.inStock;
      },
    });
    const finder = new FinderCore(products, {
      rules: [rule, sortByRule({ id: "p", sortFn: (item: Product) => item.price })],
    });
    finder.filters.set("f", true);
    expect(() => finder.matches).toThrow("filter failed");
    fail = false;
    expect(finder.matches.numMatchedItems).toBe(4);
  });
});

describe("how a message shows the wrong value", () => {
  const messageFor = (direction: unknown) => {
    try {
      create().sortBy.setSortDirection(direction as never);
    } catch (error) {
      expect(error).toBeInstanceOf(FinderError);
      return (error as FinderError).message;
    }
    throw new Error("expected INVALID_SORT_DIRECTION to be thrown");
  };

  test("a string is quoted", () => {
    expect(messageFor("up")).toContain('got "up".');
  });

  test("a function shows as 'a function', not its source", () => {
    expect(messageFor(() => "asc")).toContain("got a function.");
  });

  test("an array shows its first 20 entries, separated by commas", () => {
    const entries = Array.from({ length: 25 }, () => 1);
    expect(messageFor(entries)).toContain(`got [${entries.slice(0, 20).join(",")}].`);
  });

  test("an object that JSON cannot write shows as String() gives it", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(messageFor(circular)).toContain("got [object Object].");
  });

  test("a value of 60 characters is shown whole", () => {
    const text = "a".repeat(58);
    expect(messageFor(text)).toContain(`got "${text}".`);
  });

  test("a longer value is cut to 59 characters and an ellipsis", () => {
    expect(messageFor("a".repeat(100))).toContain(`got "${"a".repeat(58)}….`);
  });
});
