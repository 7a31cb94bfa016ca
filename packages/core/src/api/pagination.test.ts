import { describe, expect, test } from "vitest";
import { FinderCore } from "../index";
import { ids, productRules, products } from "../test/fixtures";

describe("pagination", () => {
  test("without numItemsPerPage every match is on page 1", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    expect(finder.pagination.isPaginated).toBe(false);
    expect(finder.pagination.lastPage).toBe(1);
    expect(finder.matches.items).toHaveLength(6);
  });

  test("pages slice the sorted matches", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 4, page: 2 });
    expect(ids(finder.matches.items)).toEqual([2, 3]);
    expect(finder.pagination.offset).toBe(4);
    expect(finder.pagination.lastPage).toBe(2);
    expect(finder.pagination.numTotalItems).toBe(6);
    expect(finder.matches.numMatchedItems).toBe(6);
  });

  test("lastPage and the clamped page follow the matched count", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 2, page: 3 });
    expect(finder.pagination.page).toBe(3);
    finder.filters.set("inStock", true);
    expect(finder.pagination.lastPage).toBe(2);
    expect(finder.pagination.page).toBe(1);
    finder.pagination.setPage(9);
    expect(finder.pagination.page).toBe(2);
    expect(ids(finder.matches.items)).toEqual([1, 3]);
  });

  test("setNumItemsPerPage changes the page size and can turn pagination off", () => {
    const finder = new FinderCore(products, { rules: productRules(), numItemsPerPage: 2 });
    finder.setIsDisabled(false);
    finder.pagination.setNumItemsPerPage(5);
    expect(finder.matches.items).toHaveLength(5);
    finder.pagination.setNumItemsPerPage(undefined);
    expect(finder.pagination.isPaginated).toBe(false);
    expect(finder.matches.items).toHaveLength(6);
  });

  test("a page change reuses the sorted list", () => {
    let calls = 0;
    const rules = productRules().map((rule) =>
      rule.id === "price" && "sortFn" in rule
        ? { ...rule, sortFn: (item: (typeof products)[number]) => (calls++, item.price) }
        : rule,
    );
    const finder = new FinderCore(products, { rules, numItemsPerPage: 2 });
    void finder.matches;
    const before = calls;
    finder.pagination.setPage(2);
    void finder.matches;
    finder.pagination.setPage(3);
    void finder.matches;
    expect(calls).toBe(before);
  });
});
