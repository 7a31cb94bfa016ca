// Details of the instance's behaviour, one each: ignoreSortByRulesWhileSearchRuleIsActive,
// setRules forgetting removed rules, the stored page, sticky groups, debounced events, ranking on
// long haystacks, filters.test, updatedAt and composed sort rules. (Each was written by asking
// "if this line of the core changed, which test would fail?".)
import { afterEach, describe, expect, test, vi } from "vitest";
import { FinderCore, filterRule, groupByRule, searchRule, sortByRule } from "./index";
import type { FinderChangeEvent } from "./types";
import { ids, productRules, products, type Product } from "./test/fixtures";

afterEach(() => {
  vi.useRealTimers();
});

describe("ignoreSortByRulesWhileSearchRuleIsActive", () => {
  test("keeps the sort rule's order while the search term is empty", () => {
    const finder = new FinderCore<Product>(products, {
      rules: productRules(),
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    // The first sort rule (price, ascending; null last) applies: no term, no suspension.
    expect(ids(finder.matches.items)).toEqual([4, 5, 6, 1, 2, 3]);
    finder.search.setSearchTerm("  ");
    expect(ids(finder.matches.items)).toEqual([4, 5, 6, 1, 2, 3]);
    finder.search.setSearchTerm("cotton");
    // Now the search ranks: "Cotton Socks" starts with the term, "Blue Cotton Shirt" has it at a word start.
    expect(ids(finder.matches.items)).toEqual([6, 1]);
  });
});

describe("setRules forgets choices that name removed rules", () => {
  test("a removed sort or group rule leaves toJSON() and restoring from it clean", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.sortBy.set("name", "desc");
    finder.groupBy.set("byColor");
    const kept = productRules().filter((rule) => rule.id !== "name" && rule.id !== "byColor");
    finder.setRules(kept);
    const snapshot = finder.toJSON();
    // toJSON() names the sort in force: the first remaining sort rule, at its default direction.
    expect(snapshot.initialSortBy).toBe("price");
    expect(snapshot.initialSortDirection).toBe("asc");
    expect(snapshot.initialGroupBy).toBeUndefined();
    expect(finder.matches.hasGroupByRule).toBe(false);
    const restored = new FinderCore<Product>(products, { rules: kept, ...snapshot });
    expect(ids(restored.matches.items)).toEqual(ids(finder.matches.items));
  });
});

describe("pagination stores the clamped page", () => {
  test("a page past the end, once clamped, stays clamped when more items arrive", () => {
    const finder = new FinderCore<Product>(products.slice(0, 2), {
      rules: productRules(),
      numItemsPerPage: 1,
    });
    finder.pagination.setPage(5);
    expect(finder.pagination.page).toBe(2);
    finder.setItems(products);
    expect(finder.pagination.page).toBe(2);
    expect(finder.toJSON().page).toBe(2);
    // Price order: 4, 5, 6, 1, 2, 3 — page 2 of one item each is item 5.
    expect(ids(finder.matches.items)).toEqual([5]);
  });
});

describe("sticky groups", () => {
  test("a group listed as both sticky header and footer appears once, as a header", () => {
    const finder = new FinderCore<Product>(products, {
      rules: [
        groupByRule({
          id: "byColor",
          groupFn: (item: Product) => item.color,
          sticky: { header: "red", footer: ["red", "blue"] },
        }),
      ],
      requireGroup: true,
    });
    const groups = finder.matches.groups ?? [];
    expect(groups.map((group) => group.id)).toEqual(["red", "white", "green", "blue"]);
  });
});

describe("debounced change events", () => {
  test("two debounced filters changed in one burst each report their own change", () => {
    vi.useFakeTimers();
    const finder = new FinderCore<Product>(products, {
      rules: [
        filterRule({
          id: "color",
          debounceMilliseconds: 100,
          filterFn: (item: Product, value: string) => item.color === value,
        }),
        filterRule({
          id: "maxPrice",
          debounceMilliseconds: 100,
          filterFn: (item: Product, value: number) => item.price !== null && item.price <= value,
        }),
      ],
    });
    const events: FinderChangeEvent<Product, unknown>[] = [];
    finder.events.on("change", (event) => events.push(event));
    finder.filters.set("color", "red");
    finder.filters.set("maxPrice", 50);
    finder.filters.set("color", "blue");
    expect(events).toHaveLength(0);
    vi.advanceTimersByTime(100);
    const reported = events.map((event) => [event.rule?.id, event.initial, event.current]);
    expect(reported).toEqual(
      expect.arrayContaining([
        ["color", undefined, "blue"],
        ["maxPrice", undefined, 50],
      ]),
    );
    expect(reported).toHaveLength(2);
  });
});

describe("search ranking on long haystacks", () => {
  test("a term at a word start beyond the 30th letter still ranks as a word start", () => {
    interface Thing {
      id: number;
      name: string;
    }
    const things: Thing[] = [
      // Contains "lamp" inside a word, and with better coverage than item 2.
      { id: 1, name: "xlampx" },
      // 40 letters before "lamp", which starts a word.
      { id: 2, name: "abcdefghij abcdefghij abcdefghij abcdefghij lamp" },
    ];
    const finder = new FinderCore<Thing>(things, {
      rules: [searchRule({ searchFn: (thing: Thing) => thing.name })],
      initialSearchTerm: "lamp",
    });
    expect(ids(finder.matches.items)).toEqual([2, 1]);
  });
});

describe("filters.test", () => {
  test("without values tests each listed filter at its current value", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.filters.set("color", ["red"]);
    finder.filters.set("maxPrice", 10);
    // Only color is listed: its current value applies, maxPrice (not listed) does not.
    expect(ids(finder.filters.test({ rules: ["color"] }))).toEqual([5, 2]);
    expect(ids(finder.filters.test({ rules: ["color", "maxPrice"] }))).toEqual([5]);
  });
});

describe("updatedAt", () => {
  test("is the time of the latest change", () => {
    vi.useFakeTimers({ now: 1_000 });
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    expect(finder.updatedAt).toBe(1_000);
    vi.setSystemTime(5_000);
    finder.search.setSearchTerm("red");
    expect(finder.updatedAt).toBe(5_000);
    vi.setSystemTime(9_000);
    finder.setItems(products.slice(1));
    expect(finder.updatedAt).toBe(9_000);
  });
});

describe("sort rules compose", () => {
  test("a sort rule with two keys breaks ties of the first with the second", () => {
    const finder = new FinderCore<Product>(products, {
      rules: [
        sortByRule({
          id: "priceThenName",
          sortFn: [(item: Product) => item.price, (item: Product) => item.name],
        }),
      ],
    });
    // Items 4 ("item 10") and 5 ("item 2") share price 5: numeric collation puts "item 2" first.
    expect(ids(finder.matches.items)).toEqual([5, 4, 6, 1, 2, 3]);
  });
});
