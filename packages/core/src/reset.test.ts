// finder.reset() and finder.isReset (issue 40, item 15): back to the view a fresh finder with the
// same options shows, as one change, and a cheap way to ask whether anything differs from it.
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { FinderCore, filterRule, ruleEffect, searchRule, sortByRule, groupByRule } from "./index";
import type { FinderChangeEvent, FinderCoreOptions } from "./types";
import { productRules, products, type Product } from "./test/fixtures";

/** The app's defaults: a term, a filter, a sort rule and direction, a group and a page size. */
const appOptions: FinderCoreOptions<Product> = {
  rules: productRules(),
  initialSearchTerm: "cotton",
  initialFilters: { inStock: true },
  initialSortBy: "name",
  initialSortDirection: "desc",
  initialGroupBy: "byColor",
  initialGroupBySortDirection: "desc",
  numItemsPerPage: 2,
};

function changes(finder: FinderCore<Product>): FinderChangeEvent<Product>[] {
  const events: FinderChangeEvent<Product>[] = [];
  finder.events.on("change", (event) => events.push(event as FinderChangeEvent<Product>));
  return events;
}

/** Chooses something in every part of the view. */
function chooseEverything(finder: FinderCore<Product>): void {
  finder.batch(() => {
    finder.search.setSearchTerm("e");
    finder.filters.set("color", ["red", "blue"]);
    finder.filters.set("inStock", false);
    finder.sortBy.set("price", "asc");
    finder.sortBy.setByRelevance(true);
    finder.groupBy.set(undefined);
  });
}

describe("finder.reset()", () => {
  test("returns the term, filters, sort, relevance and group to the app's initial options, and the page to 1", () => {
    const finder = new FinderCore(products, { ...appOptions, numItemsPerPage: 1 });
    const start = finder.toJSON();
    chooseEverything(finder);
    finder.pagination.setPage(2);
    finder.reset();
    expect(finder.toJSON()).toEqual(start);
    expect(finder.search.searchTerm).toBe("cotton");
    expect(finder.filters.values).toEqual({ inStock: true });
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.groupBy.activeRule?.id).toBe("byColor");
    expect(finder.groupBy.groupBySortDirection).toBe("desc");
    expect(finder.pagination.page).toBe(1);
  });

  test("goes back to page 1 when the page is all that changed (page 4 does not stay page 4)", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 1 });
    const events = changes(finder);
    finder.pagination.setPage(4);
    finder.reset();
    expect(finder.pagination.page).toBe(1);
    expect(events.map((event) => event.event)).toEqual(["setPage", "reset"]);
  });

  test("keeps the page size the visitor chose: it is a display preference, not a choice of view", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 2 });
    finder.pagination.setNumItemsPerPage(3);
    finder.pagination.setPage(2);
    finder.reset();
    expect(finder.pagination.numItemsPerPage).toBe(3);
    expect(finder.pagination.page).toBe(1);
  });

  test("a page option is not a default: reset() goes to page 1 of a finder created on page 2", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 2, page: 2 });
    expect(finder.pagination.page).toBe(2);
    expect(finder.isReset).toBe(false);
    finder.reset();
    expect(finder.pagination.page).toBe(1);
  });

  test("is one change: one change event named reset, from the core, holding snapshots, and subscribers told once", () => {
    const finder = new FinderCore(products, appOptions);
    chooseEverything(finder);
    const before = finder.toJSON();
    const events = changes(finder);
    const subscriber = vi.fn();
    finder.subscribe(subscriber);
    finder.reset();
    expect(events).toHaveLength(1);
    const [event] = events as [FinderChangeEvent<Product>];
    expect(event).toMatchObject({ source: "core", event: "reset", rule: undefined });
    expect(event.initial).toEqual(before);
    expect(event.current).toEqual(finder.toJSON());
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  test("emits nothing and tells no subscriber when nothing differs from the start", () => {
    const finder = new FinderCore(products, appOptions);
    const events = changes(finder);
    const subscriber = vi.fn();
    finder.subscribe(subscriber);
    const version = finder.version;
    finder.reset();
    expect(events).toEqual([]);
    expect(subscriber).not.toHaveBeenCalled();
    expect(finder.version).toBe(version);
  });

  test("emits nothing when the choices came back to the start on their own", () => {
    const finder = new FinderCore(products, appOptions);
    finder.search.setSearchTerm("mug");
    finder.search.setSearchTerm("cotton");
    const events = changes(finder);
    finder.reset();
    expect(events).toEqual([]);
  });

  test("changes nothing while the finder is disabled, as every other mutator", () => {
    const finder = new FinderCore(products, appOptions);
    chooseEverything(finder);
    const before = finder.toJSON();
    finder.setIsDisabled(true);
    const events = changes(finder);
    finder.reset();
    expect(finder.toJSON()).toEqual({ ...before, disabled: true });
    expect(events).toEqual([]);
  });

  test("while disabled, a debounced burst still pending is not reported early", () => {
    vi.useFakeTimers();
    try {
      const rules = [
        searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 300 }),
      ];
      const finder = new FinderCore(products, { rules });
      const events = changes(finder);
      finder.search.setSearchTerm("cot");
      finder.setIsDisabled(true);
      finder.reset();
      expect(events).toEqual([]);
      vi.advanceTimersByTime(300);
      expect(events.map((event) => event.event)).toEqual(["setSearchTerm"]);
      expect(finder.search.searchTerm).toBe("cot");
    } finally {
      vi.useRealTimers();
    }
  });

  test("runs the effects of every rule whose value it changed, once each", () => {
    const onColor = vi.fn();
    const onPrice = vi.fn();
    const finder = new FinderCore(products, {
      rules: productRules(),
      effects: [ruleEffect("color", onColor), ruleEffect("maxPrice", onPrice)],
    });
    finder.filters.set("color", ["red"]);
    onColor.mockClear();
    finder.reset();
    expect(onColor).toHaveBeenCalledTimes(1);
    expect(onPrice).not.toHaveBeenCalled();
  });

  test("is a user action: the first one calls onFirstUserInteraction and onChange", () => {
    const onFirstUserInteraction = vi.fn();
    const onChange = vi.fn();
    const finder = new FinderCore(products, {
      rules: productRules(),
      onFirstUserInteraction,
      onChange,
      numItemsPerPage: 1,
      page: 3,
    });
    finder.reset();
    expect(onFirstUserInteraction).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls.map(([event]) => event.event)).toEqual(["reset"]);
  });

  test("inside a batch, it is one of the batch's actions", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    finder.filters.set("color", ["red"]);
    const events = changes(finder);
    finder.batch(() => {
      finder.reset();
      finder.search.setSearchTerm("coat");
    });
    expect(events.map((event) => event.event)).toEqual(["batch"]);
    expect(finder.filters.values).toEqual({});
    expect(finder.search.searchTerm).toBe("coat");
  });

  test("a debounced term typed just before is reported first, then the reset", () => {
    vi.useFakeTimers();
    try {
      const rules = [
        searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 300 }),
      ];
      const finder = new FinderCore(products, { rules });
      const events = changes(finder);
      finder.search.setSearchTerm("cot");
      finder.reset();
      vi.runAllTimers();
      expect(events.map((event) => [event.event, event.current])).toEqual([
        ["setSearchTerm", "cot"],
        ["reset", finder.toJSON()],
      ]);
      expect(finder.search.searchTerm).toBe("");
    } finally {
      vi.useRealTimers();
    }
  });

  test("returns to the relevance choice the finder was created with (initialByRelevance)", () => {
    const finder = new FinderCore(products, {
      rules: productRules(),
      initialByRelevance: true,
    });
    finder.sortBy.set("price");
    expect(finder.sortBy.byRelevance).toBe(false);
    finder.reset();
    expect(finder.sortBy.byRelevance).toBe(true);
  });

  test("after setRules, leaves out the initial options the rules no longer accept, as restoreState would", () => {
    const finder = new FinderCore(products, appOptions);
    // No search rule, no "name" sort rule, no group rule left: their initial options are dropped,
    // and the sort direction goes with its rule. (A group direction needs no rule: it is kept.)
    const kept = productRules().filter(
      (rule) => !("searchFn" in rule) && rule.id !== "name" && !("groupFn" in rule),
    );
    finder.setRules(kept);
    finder.filters.set("color", ["red"]);
    finder.reset();
    const fresh = new FinderCore(products, {
      rules: kept,
      initialFilters: { inStock: true },
      initialGroupBySortDirection: "desc",
      numItemsPerPage: 2,
    });
    expect(finder.toJSON()).toEqual(fresh.toJSON());
    expect(finder.isReset).toBe(true);
  });

  test("returns a required group to the first group rule", () => {
    const rules = [
      groupByRule({ id: "a", groupFn: (item: Product) => item.color }),
      groupByRule({ id: "b", groupFn: (item: Product) => String(item.inStock) }),
    ];
    const finder = new FinderCore(products, { rules, requireGroup: true });
    finder.groupBy.set("b");
    finder.reset();
    expect(finder.groupBy.activeRule?.id).toBe("a");
  });
});

describe("finder.isReset", () => {
  test("is true for a fresh finder, whatever its initial options", () => {
    expect(new FinderCore(products, appOptions).isReset).toBe(true);
    expect(new FinderCore(products, { rules: productRules() }).isReset).toBe(true);
    expect(new FinderCore(null, { ...appOptions, isLoading: true }).isReset).toBe(true);
  });

  test("is false once anything the view shows differs from the start, and true again after reset()", () => {
    const steps: ((finder: FinderCore<Product>) => void)[] = [
      (finder) => finder.search.setSearchTerm("wool"),
      (finder) => finder.filters.toggle("color", "red"),
      (finder) => finder.filters.set("inStock", false),
      (finder) => finder.sortBy.set("price"),
      (finder) => finder.sortBy.setSortDirection("asc"),
      (finder) => finder.sortBy.setByRelevance(true),
      (finder) => finder.groupBy.set(undefined),
      (finder) => finder.groupBy.setGroupSortDirection("asc"),
      (finder) => finder.pagination.setPage(2),
    ];
    for (const step of steps) {
      const finder = new FinderCore(products, { ...appOptions, initialSearchTerm: "" });
      step(finder);
      expect(finder.isReset).toBe(false);
      finder.reset();
      expect(finder.isReset).toBe(true);
    }
  });

  test("stays true when the visitor changes only the page size", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 2 });
    finder.pagination.setNumItemsPerPage(4);
    expect(finder.isReset).toBe(true);
  });

  test("reads the rules, items and context in force", () => {
    const generated = filterRule({
      id: "color",
      options: ({ items }: { items: Product[] }) => items.map((item) => ({ value: item.color })),
      filterFn: (item: Product, value: string) => item.color === value,
    });
    const finder = new FinderCore(products, {
      rules: [generated, sortByRule({ id: "price", sortFn: (item: Product) => item.price })],
      initialFilters: { color: "green" },
    });
    expect(finder.isReset).toBe(true);
    // Without green items, the initial "green" is no longer a value the filter accepts.
    finder.setItems(products.filter((item) => item.color !== "green"));
    expect(finder.filters.values).toEqual({});
    expect(finder.isReset).toBe(true);
  });
});

describe("reset() and isReset, as properties", () => {
  const action = fc.oneof(
    fc
      .constantFrom("", "c", "cotton", "zz")
      .map((term) => (f: FinderCore<Product>) => f.search.setSearchTerm(term)),
    fc
      .constantFrom("red", "blue", "white")
      .map((color) => (f: FinderCore<Product>) => f.filters.toggle("color", color)),
    fc.boolean().map((on) => (f: FinderCore<Product>) => f.filters.set("inStock", on)),
    fc
      .constantFrom(undefined, 10, 100)
      .map((max) => (f: FinderCore<Product>) => f.filters.set("maxPrice", max)),
    fc
      .constantFrom(undefined, "price", "name")
      .map((id) => (f: FinderCore<Product>) => f.sortBy.set(id)),
    fc
      .constantFrom<"asc" | "desc">("asc", "desc")
      .map((dir) => (f: FinderCore<Product>) => f.sortBy.setSortDirection(dir)),
    fc
      .constantFrom(undefined, true, false)
      .map((on) => (f: FinderCore<Product>) => f.sortBy.setByRelevance(on)),
    fc
      .constantFrom(undefined, "byColor")
      .map((id) => (f: FinderCore<Product>) => f.groupBy.set(id)),
    fc
      .constantFrom<"asc" | "desc" | undefined>("asc", "desc", undefined)
      .map((dir) => (f: FinderCore<Product>) => f.groupBy.setGroupSortDirection(dir)),
    fc
      .integer({ min: 1, max: 4 })
      .map((page) => (f: FinderCore<Product>) => f.pagination.setPage(page)),
    fc
      .constantFrom(undefined, 1, 2, 3)
      .map((size) => (f: FinderCore<Product>) => f.pagination.setNumItemsPerPage(size)),
  );
  const start = fc.record({
    initialSearchTerm: fc.constantFrom(undefined, "", "co"),
    initialFilters: fc.constantFrom(
      undefined,
      {},
      { color: ["red"] },
      { inStock: true, maxPrice: 50 },
    ),
    initialSortBy: fc.constantFrom(undefined, "price", "name"),
    initialSortDirection: fc.constantFrom<"asc" | "desc" | undefined>(undefined, "asc", "desc"),
    initialGroupBy: fc.constantFrom(undefined, "byColor"),
    initialByRelevance: fc.constantFrom(undefined, true, false),
    ignoreSortByRulesWhileSearchRuleIsActive: fc.boolean(),
    numItemsPerPage: fc.constantFrom(undefined, 2),
  });

  test("after any actions, reset() gives the toJSON() of a fresh finder with the same options and the page size in force", () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 8 }), (initial, actions) => {
        const options = { rules: productRules(), ...initial };
        const finder = new FinderCore(products, options);
        for (const act of actions) act(finder);
        finder.reset();
        const { numItemsPerPage } = finder.pagination;
        const fresh = new FinderCore(products, { ...options, numItemsPerPage });
        expect(finder.toJSON()).toEqual(fresh.toJSON());
        expect(finder.isReset).toBe(true);
      }),
    );
  });

  test("isReset is false exactly when reset() would emit a change", () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 8 }), (initial, actions) => {
        const finder = new FinderCore(products, { rules: productRules(), ...initial });
        for (const act of actions) act(finder);
        const isReset = finder.isReset;
        const events = changes(finder);
        finder.reset();
        expect(events.length === 0).toBe(isReset);
      }),
    );
  });
});

describe("resetTo: where reset() returns when the start came from elsewhere (issue 40, item 15)", () => {
  test("a finder started from an address's view resets to the app's own options, not to the address", () => {
    const { initialSearchTerm: _term, ...appStart } = appOptions;
    const finder = new FinderCore(products, {
      ...appOptions,
      // The view a shared link gave, over the app's options.
      initialSearchTerm: "wool",
      initialFilters: { color: ["red"] },
      resetTo: { ...appStart, initialSearchTerm: "cotton" },
    });
    expect(finder.isReset).toBe(false);
    finder.reset();
    expect(finder.search.searchTerm).toBe("cotton");
    expect(finder.filters.raw).toEqual({ inStock: true });
    expect(finder.isReset).toBe(true);
  });

  test("without resetTo, the state options given are the start", () => {
    const finder = new FinderCore(products, { ...appOptions, initialSearchTerm: "wool" });
    expect(finder.isReset).toBe(true);
  });

  test("resetTo is checked as the constructor checks its own options: INVALID_OPTIONS or the part's code", () => {
    const create = (resetTo: unknown) => () =>
      new FinderCore(products, { rules: productRules(), resetTo } as FinderCoreOptions<Product>);
    expect(create("all")).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    expect(create("all")).toThrow('resetTo must be an object of state options, got "all".');
    expect(create({ initialSortBy: "nope" })).toThrow(
      expect.objectContaining({ code: "RULE_NOT_FOUND" }),
    );
    expect(create({ ignoreSortByRulesWhileSearchRuleIsActive: "yes" })).toThrow(
      expect.objectContaining({ code: "INVALID_BOOLEAN" }),
    );
    expect(create({ initialSortBy: "name" })).not.toThrow();
  });
});
