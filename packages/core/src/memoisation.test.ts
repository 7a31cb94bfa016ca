// The specification promises that every pipeline stage is memoised on its inputs: changing
// the page does not re-filter, changing a filter does not re-normalise search text, and so on.
// These tests count calls of the rules' own functions, so they hold whatever the internals.
import { describe, expect, test } from "vitest";
import { FinderCore, filterRule, groupByRule, searchRule, sortByRule } from "./index";
import type { FinderRule } from "./types";
import { colorOptions, ids, products, type Product } from "./test/fixtures";

type Counter = "search" | "color" | "inStock" | "price" | "name" | "group";

function countingFinder(options: { numItemsPerPage?: number } = {}) {
  const calls: Record<Counter, number> = {
    search: 0,
    color: 0,
    inStock: 0,
    price: 0,
    name: 0,
    group: 0,
  };
  const rules: FinderRule<Product>[] = [
    searchRule({
      searchFn: (item: Product) => {
        calls.search += 1;
        return item.name;
      },
    }),
    filterRule({
      id: "color",
      multiple: true,
      options: colorOptions,
      filterFn: (item: Product, value: string) => {
        calls.color += 1;
        return item.color === value;
      },
    }),
    filterRule({
      id: "inStock",
      boolean: true,
      filterFn: (item: Product) => {
        calls.inStock += 1;
        return item.inStock;
      },
    }),
    sortByRule({
      id: "price",
      sortFn: (item: Product) => {
        calls.price += 1;
        return item.price;
      },
    }),
    sortByRule({
      id: "name",
      sortFn: (item: Product) => {
        calls.name += 1;
        return item.name;
      },
    }),
    groupByRule({
      id: "byColor",
      groupFn: (item: Product) => {
        calls.group += 1;
        return item.color;
      },
    }),
  ];
  const finder = new FinderCore<Product>(products, { rules, ...options });
  /** Reads the results, then returns the calls made so far and resets the counters. */
  const callsAfterRead = () => {
    void finder.matches;
    void finder.pagination.lastPage;
    const made = { ...calls };
    for (const key of Object.keys(calls) as Counter[]) calls[key] = 0;
    return made;
  };
  return { finder, callsAfterRead };
}

const NONE: Record<Counter, number> = {
  search: 0,
  color: 0,
  inStock: 0,
  price: 0,
  name: 0,
  group: 0,
};

describe("memoisation: what a change does not recompute", () => {
  test("the counting rules do count (first read searches, filters and sorts every item)", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.search.setSearchTerm("o");
    finder.filters.set("color", ["blue", "red"]);
    finder.filters.set("inStock", true);
    const made = callsAfterRead();
    expect(made.search).toBe(products.length);
    expect(made.color).toBeGreaterThanOrEqual(products.length);
    expect(made.inStock).toBe(products.length);
    expect(made.price).toBe(products.length);
  });

  test("reading the results again computes nothing and returns the same object", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.search.setSearchTerm("o");
    callsAfterRead();
    const first = finder.matches;
    expect(finder.matches).toBe(first);
    expect(callsAfterRead()).toEqual(NONE);
  });

  test("a page change does not re-search, re-filter or re-sort", () => {
    const { finder, callsAfterRead } = countingFinder({ numItemsPerPage: 2 });
    finder.search.setSearchTerm("o");
    finder.filters.set("inStock", true);
    callsAfterRead();
    finder.pagination.setPage(2);
    expect(callsAfterRead()).toEqual(NONE);
    finder.pagination.setNumItemsPerPage(1);
    expect(callsAfterRead()).toEqual(NONE);
  });

  test("a filter change does not re-normalise search text, re-sort or re-run other filters", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.search.setSearchTerm("o");
    finder.filters.set("inStock", true);
    callsAfterRead();
    finder.filters.set("color", ["blue"]);
    const made = callsAfterRead();
    expect(made).toEqual({ ...NONE, color: products.length });
    expect(ids(finder.matches.items)).toEqual([1]);
  });

  test("a search term change does not re-run filters or sort keys", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.filters.set("color", ["blue", "red"]);
    finder.search.setSearchTerm("co");
    callsAfterRead();
    finder.search.setSearchTerm("cot");
    finder.search.setSearchTerm("c");
    expect(callsAfterRead()).toEqual(NONE);
  });

  test("each sort key is read once per item, whatever the direction or how often it is chosen", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.filters.set("inStock", true);
    callsAfterRead();
    finder.sortBy.set("name");
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.set("price");
    finder.sortBy.toggleSortDirection();
    finder.sortBy.set("name", "asc");
    const made = callsAfterRead();
    expect(made).toEqual({ ...NONE, name: products.length });
  });

  test("a group change does not re-search, re-filter or re-sort", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.search.setSearchTerm("o");
    finder.filters.set("inStock", true);
    callsAfterRead();
    finder.groupBy.set("byColor");
    const made = callsAfterRead();
    expect(made).toEqual({ ...NONE, group: finder.matches.numMatchedItems });
    finder.groupBy.setGroupSortDirection("desc");
    expect(callsAfterRead()).toMatchObject({ search: 0, color: 0, inStock: 0, price: 0 });
  });

  test("new items are normalised, filtered and sorted again, once each", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.search.setSearchTerm("o");
    finder.filters.set("inStock", true);
    callsAfterRead();
    const fewer = products.slice(0, 4);
    finder.setItems(fewer);
    expect(callsAfterRead()).toEqual({
      ...NONE,
      search: fewer.length,
      inStock: fewer.length,
      price: fewer.length,
    });
  });

  test("test() answers without discarding what the live results remembered", () => {
    const { finder, callsAfterRead } = countingFinder();
    finder.search.setSearchTerm("o");
    finder.filters.set("inStock", true);
    callsAfterRead();
    finder.test({ filters: { inStock: false } });
    finder.filters.test({ rules: ["color"], values: [["red"]] });
    callsAfterRead();
    void finder.matches;
    expect(callsAfterRead()).toEqual(NONE);
  });
});
