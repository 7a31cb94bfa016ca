// Edge cases across the core, one behaviour each: search matching and ranking, effects in a
// batch, single actions, the store's caches, the instance, normalisation, rule validation, the
// filters API, the rule helpers and filter masks. (Each was first found by a mutant that no
// other test noticed; see mutation-survivors.md.)
import { describe, expect, test, vi } from "vitest";
import {
  calculateStringMatchSegments,
  FinderCore,
  filterRule,
  groupByRule,
  restoreState,
  ruleEffect,
  searchEffect,
  searchRule,
  sortByRule,
} from "./index";
import { productRules, products, type Product } from "./test/fixtures";

interface Named {
  id: number;
  name: string;
}

/** The ids the search for `term` returns over `names`, in result order. */
function ranked(names: string[], term: string): number[] {
  const items = names.map((name, id) => ({ id, name }));
  const finder = new FinderCore(items, {
    rules: [searchRule({ searchFn: (item: Named) => item.name })],
  });
  finder.search.setSearchTerm(term);
  return (finder.matches.items ?? []).map((item) => (item as Named).id);
}

describe("search matching and ranking", () => {
  test("a quoted term with a letter outside ASCII matches no ASCII haystack", () => {
    expect(ranked(["alpha", "beta", "α"], '"α"')).toEqual([2]);
  });

  test("an exact match outranks a prefix match whose coverage rounds to full", () => {
    const term = "a".repeat(8191);
    expect(ranked([`${term}b`, term], term)).toEqual([1, 0]);
  });

  test("fuzzy matches of equal length rank by the position of the term's first letter", () => {
    expect(ranked(["zzaxbxc", "azbzzcz"], "abc")).toEqual([1, 0]);
  });

  test("match positions 1023 and 1024 tie, so item order decides", () => {
    const at = (before: number) => `${"x".repeat(before)}abc${"x".repeat(1100 - before)}`;
    expect(ranked([at(1024), at(1023)], "abc")).toEqual([0, 1]);
  });

  test("coverages that both round to the least coverage tie, so item order decides", () => {
    const text = (length: number) => `xa${"x".repeat(length - 2)}`;
    expect(ranked([text(9000), text(8191)], "a")).toEqual([0, 1]);
  });

  test("an acronym of a long text outranks a fuzzy match with higher coverage", () => {
    const long = "alpha beta gamma delta epsilon zeta eta theta";
    expect(ranked(["axbxg", long], "abg")).toEqual([1, 0]);
  });
});

function withEffect(ruleIds: string[]) {
  const ran: string[] = [];
  const finder = new FinderCore<Product>(products, {
    rules: productRules(),
    effects: [ruleEffect(ruleIds, (_instance, rule) => ran.push(rule.id as string))],
  });
  return { finder, ran };
}

describe("a batch runs effects only for the rules whose value changed", () => {
  test("a batch that leaves the search term alone runs no search effect", () => {
    const { finder, ran } = withEffect(["search"]);
    finder.search.setSearchTerm("item");
    ran.length = 0;
    finder.batch(() => {
      finder.filters.set("color", ["red"]);
      finder.sortBy.set("price", "desc");
    });
    expect(ran).toEqual([]);
  });

  test("a batch that leaves the sort alone runs no effect of the active sort rule", () => {
    const { finder, ran } = withEffect(["price"]);
    finder.sortBy.set("price", "desc");
    ran.length = 0;
    finder.batch(() => {
      finder.filters.set("color", ["red"]);
      finder.search.setSearchTerm("item");
    });
    expect(ran).toEqual([]);
  });

  test("a batch that leaves the grouping alone runs no effect of the active group rule", () => {
    const { finder, ran } = withEffect(["byColor"]);
    finder.groupBy.set("byColor");
    ran.length = 0;
    finder.batch(() => {
      finder.filters.set("color", ["red"]);
      finder.search.setSearchTerm("item");
    });
    expect(ran).toEqual([]);
  });

  test("a batch that sets the grouping runs the group rule's effect once", () => {
    const { finder, ran } = withEffect(["byColor"]);
    finder.batch(() => {
      finder.groupBy.set("byColor");
      finder.filters.set("color", ["red"]);
    });
    expect(ran).toEqual(["byColor"]);
  });

  test("a batch that only flips the group sort direction runs the group rule's effect once", () => {
    const { finder, ran } = withEffect(["byColor"]);
    finder.groupBy.set("byColor");
    ran.length = 0;
    finder.batch(() => {
      finder.groupBy.setGroupSortDirection("desc");
      finder.filters.set("color", ["red"]);
    });
    expect(ran).toEqual(["byColor"]);
  });

  test("a batch that clears the grouping reports one change and runs no group effect", () => {
    const { finder, ran } = withEffect(["byColor", "color"]);
    finder.groupBy.set("byColor");
    ran.length = 0;
    const changes: string[] = [];
    finder.events.on("change", (event) => changes.push(event.event));
    finder.batch(() => {
      finder.groupBy.reset();
      finder.filters.set("color", ["red"]);
    });
    expect(changes).toEqual(["batch"]);
    expect(ran).toEqual(["color"]);
  });

  test("a search effect whose keywords are all empty never runs", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<Product>(products, {
      rules: productRules(),
      effects: [searchEffect(["", "!!"], onChange)],
    });
    finder.search.setSearchTerm("item");
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a batch that sets a sort direction on an instance without sort rules reports one change", () => {
    const finder = new FinderCore<Product>(products, {
      rules: productRules().filter((rule) => !("sortFn" in rule)),
    });
    const changes: string[] = [];
    finder.events.on("change", (event) => changes.push(event.event));
    finder.batch(() => {
      finder.sortBy.setSortDirection("desc");
      finder.filters.set("color", ["red"]);
    });
    expect(changes).toEqual(["batch"]);
  });

  test("turning the page runs no rule effect, not even the search rule's", () => {
    const ran: string[] = [];
    const finder = new FinderCore<Product>(products, {
      rules: productRules(),
      numItemsPerPage: 2,
      effects: [ruleEffect(["search"], () => ran.push("search"))],
    });
    finder.pagination.setPage(2);
    expect(ran).toEqual([]);
  });
});

describe("single actions", () => {
  test("resetting the grouping reports the direction when only the group sort direction was set", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.groupBy.setGroupSortDirection("desc");
    const changes: unknown[] = [];
    finder.events.on("change", (event) =>
      changes.push([event.event, event.initial, event.current]),
    );
    finder.groupBy.reset();
    expect(changes).toEqual([["setGroupBySortDirection", "desc", undefined]]);
  });
});

describe("the store", () => {
  test("a first search for a term that starts with the word undefined finds its matches", () => {
    expect(ranked(["undefined value", "defined value"], "undefined")).toEqual([0]);
  });

  test("a subscriber added in onInit is not notified when construction ends", () => {
    const listener = vi.fn();
    new FinderCore<Product>(products, {
      rules: productRules(),
      onInit: (instance) => {
        instance.subscribe(listener);
      },
    });
    expect(listener).not.toHaveBeenCalled();
  });

  test("restoreState keeps an explicit null filter value, so the filter stays cleared", () => {
    const { options, dropped } = restoreState(
      { initialFilters: { color: null } },
      { rules: productRules(), items: products },
    );
    expect(dropped).toEqual([]);
    expect(options).toEqual({ initialFilters: { color: null } });
  });

  test("a search term left over after the search rule is removed is ignored", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.search.setSearchTerm("item 1");
    finder.setRules(productRules().filter((rule) => !("searchFn" in rule)));
    expect(finder.matches.items).toHaveLength(products.length);
  });

  test("test() with another filter value leaves the live filter mask cached", () => {
    const filterFn = vi.fn((item: Product, value: number) => (item.price ?? 0) <= value);
    const finder = new FinderCore<Product>(products, {
      rules: [
        searchRule({ searchFn: (item: Product) => item.name }),
        filterRule({ id: "maxPrice", filterFn }),
      ],
    });
    finder.filters.set("maxPrice", 10);
    void finder.matches.items;
    finder.test({ filters: { maxPrice: 5 } });
    filterFn.mockClear();
    finder.search.setSearchTerm("item");
    void finder.matches.items;
    expect(filterFn).not.toHaveBeenCalled();
  });

  test("a facet count between two reads with the same results keeps the same items array", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.filters.set("color", ["red", "blue"]);
    const before = finder.matches.items;
    finder.filters.countRuleOptions("color", true);
    finder.sortBy.set("price", "asc");
    expect(finder.matches.items).toBe(before);
  });

  test("a facet count over a fresh state leaves the live filter mask cached", () => {
    const filterFn = vi.fn((item: Product, value: number) => (item.price ?? 0) <= value);
    const finder = new FinderCore<Product>(products, {
      rules: [...productRules(), filterRule({ id: "cheap", defaultValue: 10, filterFn })],
    });
    finder.filters.set("cheap", 5);
    void finder.matches.items;
    finder.filters.countRuleOptions("color");
    filterFn.mockClear();
    finder.search.setSearchTerm("item");
    void finder.matches.items;
    expect(filterFn).not.toHaveBeenCalled();
  });

  test("a live facet count computes each other filter's mask once for the next read too", () => {
    const filterFn = vi.fn((item: Product, value: number) => (item.price ?? 0) <= value);
    const finder = new FinderCore<Product>(products, {
      rules: [...productRules(), filterRule({ id: "cheap", filterFn })],
    });
    finder.filters.set("cheap", 5);
    filterFn.mockClear();
    finder.filters.countRuleOptions("color", true);
    void finder.matches.items;
    expect(filterFn).toHaveBeenCalledTimes(products.length);
  });

  test("constructing a paginated finder runs no filter until results are read", () => {
    const filterFn = vi.fn((item: Product, value: number) => (item.price ?? 0) <= value);
    new FinderCore<Product>(products, {
      rules: [filterRule({ id: "cheap", filterFn })],
      numItemsPerPage: 2,
      initialFilters: { cheap: 5 },
    });
    expect(filterFn).not.toHaveBeenCalled();
  });

  test("constructing an unpaginated finder on a later page runs no filter", () => {
    const filterFn = vi.fn((item: Product, value: number) => (item.price ?? 0) <= value);
    const finder = new FinderCore<Product>(products, {
      rules: [filterRule({ id: "cheap", filterFn })],
      page: 3,
      initialFilters: { cheap: 5 },
    });
    expect(filterFn).not.toHaveBeenCalled();
    expect(finder.pagination.page).toBe(1);
  });
});

/** The code and message of what `fn` throws. */
function thrown(fn: () => unknown): [string, string] | undefined {
  try {
    fn();
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return [code, message];
  }
  return undefined;
}

describe("the instance", () => {
  test("finder.context is the context it was given", () => {
    const context = { currency: "EUR" };
    const finder = new FinderCore<Product, typeof context>(products, {
      rules: productRules() as never,
      context,
    });
    expect(finder.context).toBe(context);
  });

  test("subscribe() with something other than a function names the method", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    expect(thrown(() => finder.subscribe(1 as never))).toEqual([
      "INVALID_LISTENER",
      "Finder: subscribe() needs a function.",
    ]);
  });

  test("batch() with something other than a function names the method", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    expect(thrown(() => finder.batch(1 as never))).toEqual([
      "INVALID_LISTENER",
      "Finder: batch() needs a function.",
    ]);
  });

  test("test() with a search term but no search rule names test() and the term", () => {
    const finder = new FinderCore<Product>(products, {
      rules: productRules().filter((rule) => !("searchFn" in rule)),
    });
    expect(thrown(() => finder.test({ searchTerm: "a" }))).toEqual([
      "NO_SEARCH_RULE",
      'Finder: test() got the term "a", but there is no search rule.',
    ]);
  });

  test("test() with the id of a filter rule as sortBy says it is not a sort rule", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    expect(thrown(() => finder.test({ sortBy: "color" }))).toEqual([
      "WRONG_RULE_KIND",
      'Finder: rule "color" is a filter rule, not a sort-by rule.',
    ]);
  });
});

describe("search normalisation", () => {
  test("the old Cyrillic letter variants match their plain letters", () => {
    expect(ranked(["ᲀᲁᲂᲃᲄᲅᲆᲇᲈ", "вдосттъѣ"], '"вдосттъѣꙋ"')).toEqual([0]);
  });
});

describe("rule validation", () => {
  const create = (rules: unknown[]) => () =>
    new FinderCore<Product>(products, { rules: rules as never });
  const byPrice = (item: Product) => item.price;

  test("a null rule is reported as not an object", () => {
    expect(thrown(create([null]))).toEqual([
      "INVALID_RULES",
      "Finder: rule at index 0 is not an object.",
    ]);
  });

  test("a sort rule carrying a filter-only field such as an array defaultValue is accepted", () => {
    expect(
      thrown(create([{ ...sortByRule({ id: "s", sortFn: byPrice }), defaultValue: [1] }])),
    ).toBe(undefined);
  });

  test("a bad defaultSortDirection names the two allowed directions", () => {
    const rule = sortByRule({ id: "s", sortFn: byPrice, defaultSortDirection: "up" as never });
    expect(thrown(create([rule]))).toEqual([
      "INVALID_RULE_FIELD",
      'Finder: sort-by rule "s": defaultSortDirection must be "asc" or "desc", got "up".',
    ]);
  });

  test("a negative debounceMilliseconds asks for a finite number of at least 0", () => {
    const rule = { ...filterRule({ id: "f", filterFn: () => true }), debounceMilliseconds: -1 };
    expect(thrown(create([rule]))).toEqual([
      "INVALID_RULE_FIELD",
      'Finder: filter rule "f": debounceMilliseconds must be a finite number ≥ 0, got -1.',
    ]);
  });

  test("a sticky that is neither an object nor a function is rejected with what it must be", () => {
    const rule = { ...groupByRule({ id: "g", groupFn: (item: Product) => item.id }), sticky: 3 };
    expect(thrown(create([rule]))).toEqual([
      "INVALID_RULE_FIELD",
      'Finder: group-by rule "g": sticky must be an object or a function, got 3.',
    ]);
  });
});

describe("the filters api", () => {
  const create = (extra: unknown[] = []) =>
    new FinderCore<Product>(products, { rules: [...productRules(), ...(extra as never[])] });
  const ids = (list: readonly Product[]) => list.map((item) => item.id);

  test("countRuleOptions of a filter without options is an empty map", () => {
    expect([...create().filters.countRuleOptions("maxPrice")]).toEqual([]);
  });

  test("testRuleOptions gives an empty list for an option nothing matches", () => {
    const finder = create();
    finder.search.setSearchTerm("item 10");
    const lists = finder.filters.testRuleOptions("color", true);
    expect([...lists.values()].map(ids)).toEqual([[], [], [], [4]]);
  });

  test("countRuleOptions of a boolean filter counts the items with it on and all items with it off", () => {
    const counts = create().filters.countRuleOptions("inStock");
    expect([...counts]).toEqual([
      [true, 4],
      [false, 6],
    ]);
  });

  test("clearing a filter without a default removes it from the raw values", () => {
    const finder = create();
    finder.filters.set("maxPrice", 5);
    finder.filters.delete("maxPrice");
    expect(Object.keys(finder.filters.raw)).toEqual([]);
  });

  test("clearing a filter with a default keeps it cleared instead of returning to the default", () => {
    const cheap = filterRule({
      id: "cheap",
      defaultValue: 10,
      filterFn: (item: Product, value: number) => (item.price ?? 0) <= value,
    });
    const finder = create([cheap]);
    finder.filters.set("cheap", 5);
    finder.filters.delete("cheap");
    expect(finder.filters.raw).toEqual({ cheap: null });
    expect(finder.matches.items).toHaveLength(products.length);
  });

  test("adding an option that is already selected keeps the selection order", () => {
    const finder = create();
    finder.filters.set("color", ["red", "blue"]);
    finder.filters.add("color", "red");
    expect(finder.filters.raw).toEqual({ color: ["red", "blue"] });
  });

  test("delete() with an option on a single-value filter names delete() with an option", () => {
    const finder = create();
    expect(thrown(() => finder.filters.delete("maxPrice", 5))).toEqual([
      "OPTION_OPERATION_NOT_SUPPORTED",
      'Finder: filter rule "maxPrice" is a single filter; delete() with an option needs a multiple filter. Use set() or delete(id).',
    ]);
  });

  test("filters.test() with fewer values than rules tests the others at their current value", () => {
    const finder = create();
    finder.filters.set("maxPrice", 5);
    const result = finder.filters.test({ rules: ["color", "maxPrice"], values: [["red"]] });
    expect(ids(result)).toEqual([5]);
  });

  test("countRuleOptions passes true to a boolean filter's function for its on option", () => {
    const stocked = filterRule({
      id: "stocked",
      boolean: true,
      filterFn: (item: Product, value: unknown) => value === true && item.inStock,
    });
    expect(create([stocked]).filters.countRuleOptions("stocked").get(true)).toBe(4);
  });
});

describe("the remaining helpers", () => {
  test("a term mixing a plain and a quoted part keeps the quoted part contiguous", () => {
    expect(ranked(["axbyc", "abc"], 'a "bc"')).toEqual([1]);
  });

  test("match segments of any non-empty haystack are calculated", () => {
    expect(calculateStringMatchSegments("Stryker was here!", "was")).toEqual([
      { index: 0, length: 8, value: "Stryker ", isMatch: false },
      { index: 8, length: 3, value: "was", isMatch: true },
      { index: 11, length: 6, value: " here!", isMatch: false },
    ]);
  });

  test("a null entry in a filter's options is reported as invalid options", () => {
    const rule = filterRule({ id: "f", options: [null as never], filterFn: () => true });
    expect(thrown(() => new FinderCore<Product>(products, { rules: [rule] }))?.[0]).toBe(
      "INVALID_RULE_OPTIONS",
    );
  });

  test("restoreState drops a non-boolean flag and an unknown key with messages naming them", () => {
    const { dropped } = restoreState(
      { disabled: "yes", bogus: 1 },
      { rules: productRules(), items: products },
    );
    expect(dropped.map((part) => [part.option, part.code, part.message])).toEqual([
      ["disabled", "INVALID_STATE", "Finder: disabled must be true or false."],
      ["bogus", "INVALID_STATE", 'Finder: "bogus" is not a state option.'],
    ]);
  });

  test("without a sticky option no group is pinned, whatever its id", () => {
    const items = [
      { id: 1, group: "a" },
      { id: 2, group: "Stryker was here" },
    ];
    const finder = new FinderCore(items, {
      rules: [groupByRule({ id: "g", groupFn: (item: { group: string }) => item.group })],
      initialGroupBy: "g",
    });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual(["a", "Stryker was here"]);
  });
});

describe("filter masks", () => {
  const withColorSpy = () => {
    const filterFn = vi.fn((item: Product, value: string) => item.color === value);
    const finder = new FinderCore<Product>(products, {
      rules: [filterRule({ id: "color", multiple: true, filterFn })],
    });
    return { finder, filterFn };
  };

  test("adding a value to a multiple filter tests only the items that failed, with that value", () => {
    const { finder, filterFn } = withColorSpy();
    finder.filters.set("color", ["red", "blue"]);
    void finder.matches.items;
    filterFn.mockClear();
    finder.filters.set("color", ["red", "blue", "green"]);
    expect((finder.matches.items ?? []).map((item) => item.id)).toEqual([1, 2, 4, 5, 6]);
    expect(filterFn).toHaveBeenCalledTimes(2);
  });

  test("removing a value from a multiple filter retests only the items that passed", () => {
    const { finder, filterFn } = withColorSpy();
    finder.filters.set("color", ["red", "blue"]);
    void finder.matches.items;
    filterFn.mockClear();
    finder.filters.set("color", ["red"]);
    expect((finder.matches.items ?? []).map((item) => item.id)).toEqual([2, 5]);
    expect(filterFn).toHaveBeenCalledTimes(4);
  });

  test("an active boolean filter calls its function with true", () => {
    const stocked = filterRule({
      id: "stocked",
      boolean: true,
      filterFn: (item: Product, value: unknown) => value === true && item.inStock,
    });
    const finder = new FinderCore<Product>(products, { rules: [stocked] });
    finder.filters.set("stocked", true);
    expect((finder.matches.items ?? []).map((item) => item.id)).toEqual([1, 3, 4, 5]);
  });

  test("a required boolean filter with a false default is applied with false, the value in force", () => {
    const received = new Set<unknown>();
    const stocked = filterRule({
      id: "stocked",
      boolean: true,
      required: true,
      defaultValue: false,
      filterFn: (item: Product, value: unknown) => {
        received.add(value);
        return item.inStock === value;
      },
    });
    const finder = new FinderCore<Product>(products, { rules: [stocked] });
    expect((finder.matches.items ?? []).map((item) => item.id)).toEqual([2, 6]);
    expect([...received]).toEqual([false]);
    finder.filters.set("stocked", true);
    expect((finder.matches.items ?? []).map((item) => item.id)).toEqual([1, 3, 4, 5]);
  });
});
