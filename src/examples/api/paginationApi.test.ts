// Checks the claims docs/api/pagination-api.mdx makes about finder.pagination.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, searchRule } from "@finderjs/core";
import { makeInventory, type InventoryItem } from "../data/inventory";

const inventory = makeInventory(1_000);
const rules = [searchRule({ searchFn: (item: InventoryItem) => item.name })];

describe("finder.pagination", () => {
  it("counts pages from the matched items", () => {
    const finder = new FinderCore<InventoryItem>(inventory, { rules, numItemsPerPage: 25 });
    expect(finder.pagination.isPaginated).toBe(true);
    expect(finder.pagination.numTotalItems).toBe(1_000);
    expect(finder.pagination.lastPage).toBe(40);
    finder.search.setSearchTerm("brass valve");
    const matched = finder.matches.numMatchedItems;
    expect(finder.pagination.numTotalItems).toBe(matched);
    expect(finder.matches.numTotalItems).toBe(1_000);
    expect(finder.pagination.lastPage).toBe(Math.ceil(matched / 25));
  });

  it("exposes the offset of the page and slices matches.items", () => {
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 25,
      page: 3,
    });
    expect(finder.pagination.page).toBe(3);
    expect(finder.pagination.offset).toBe(50);
    expect(finder.matches.items).toEqual(inventory.slice(50, 75));
  });

  it("clamps a page past the end to the last page", () => {
    const finder = new FinderCore<InventoryItem>(inventory, { rules, numItemsPerPage: 25 });
    finder.pagination.setPage(999);
    expect(finder.pagination.page).toBe(40);
    expect(finder.matches.items).toHaveLength(25);
  });

  it("clamps the page when the matches shrink", () => {
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 25,
      page: 40,
    });
    finder.setItems(inventory.slice(0, 100));
    expect(finder.pagination.page).toBe(4);
    expect(finder.pagination.lastPage).toBe(4);
  });

  it("has one page without pagination and with no matches", () => {
    const finder = new FinderCore<InventoryItem>(inventory, { rules });
    expect(finder.pagination.isPaginated).toBe(false);
    expect(finder.pagination.numItemsPerPage).toBeUndefined();
    expect(finder.pagination.lastPage).toBe(1);
    expect(finder.matches.items).toHaveLength(1_000);
    finder.pagination.setNumItemsPerPage(10);
    finder.search.setSearchTerm("zzzzzzzz");
    expect(finder.pagination.lastPage).toBe(1);
    expect(finder.pagination.page).toBe(1);
  });

  it("returns to page 1 when the page size changes", () => {
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 10,
      page: 5,
    });
    finder.pagination.setNumItemsPerPage(50);
    expect(finder.pagination.page).toBe(1);
    finder.pagination.setNumItemsPerPage(undefined);
    expect(finder.pagination.isPaginated).toBe(false);
  });

  it("emits setPage and setNumItemsPerPage without a rule", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 10,
      onChange,
    });
    finder.pagination.setPage(2);
    finder.pagination.setNumItemsPerPage(20);
    expect(
      onChange.mock.calls.map(([event]) => [
        event.event,
        event.source,
        event.initial,
        event.current,
        event.rule,
      ]),
    ).toEqual([
      ["setPage", "pagination", 1, 2, undefined],
      ["setNumItemsPerPage", "pagination", 10, 20, undefined],
    ]);
  });

  it("rejects pages and sizes that are not positive integers", () => {
    const finder = new FinderCore<InventoryItem>(inventory, { rules, numItemsPerPage: 10 });
    expect(() => finder.pagination.setPage(1.5)).toThrow(/integer ≥ 1, got 1.5/);
    expect(() => finder.pagination.setNumItemsPerPage(0)).toThrow(/numItemsPerPage/);
  });
});
