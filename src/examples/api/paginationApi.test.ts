// Checks the claims docs/api/pagination-api.mdx makes about finder.pagination, one test per claim.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  searchRule,
  type FinderChangeEvent,
} from "@finderjs/core";
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

  it("Showing a–b of n items from offset, numItemsPerPage and numTotalItems, grouped or not, or n of N items while one page holds every match; the sum of the groups' lengths over-counts an item in several groups", () => {
    const tagged = groupByRule({
      id: "twice",
      groupFn: (item: InventoryItem) => ["all", item.name.length % 2 ? "odd" : "even"],
    });
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules: [...rules, tagged],
      initialGroupBy: "twice",
      numItemsPerPage: 25,
      page: 40,
    });
    const line = () => {
      const { offset, numItemsPerPage, numTotalItems } = finder.pagination;
      const shown = Math.min(numItemsPerPage ?? numTotalItems, numTotalItems - offset);
      return shown < numTotalItems
        ? `Showing ${offset + 1}–${offset + shown} of ${numTotalItems} items`
        : `${numTotalItems} of ${finder.matches.numTotalItems} items`;
    };
    expect(line()).toBe("Showing 976–1000 of 1000 items");
    const summed = (finder.matches.groups ?? []).reduce((n, group) => n + group.items.length, 0);
    expect(summed).toBe(50);
    finder.search.setSearchTerm("brass valve");
    const matched = finder.matches.numMatchedItems;
    // One page holds every match.
    expect(matched).toBeLessThan(25);
    expect(line()).toBe(`${matched} of 1000 items`);
    finder.search.setSearchTerm("no such part anywhere");
    expect(line()).toBe("0 of 1000 items");
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

describe("finder.pagination: the rest of the page", () => {
  it("the example: 20,000 rows at 25 a page is 800 pages; page 3 starts at offset 50; 9,999 clamps to 800", () => {
    const finder = new FinderCore<InventoryItem>(makeInventory(20_000), {
      rules,
      numItemsPerPage: 25,
    });
    expect(finder.pagination.lastPage).toBe(800);
    finder.pagination.setPage(3);
    expect(finder.pagination.offset).toBe(50);
    expect(finder.matches.items).toHaveLength(25);
    finder.pagination.setPage(9_999);
    expect(finder.pagination.page).toBe(800);
    finder.pagination.setNumItemsPerPage(undefined);
    expect(finder.matches.items).toHaveLength(20_000);
  });

  it("with grouping active, the page is cut first and then grouped: a page holds numItemsPerPage items", () => {
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules: [
        ...rules,
        groupByRule<InventoryItem>({ id: "warehouse", groupFn: (item) => item.warehouse }),
      ],
      initialGroupBy: "warehouse",
      numItemsPerPage: 7,
      page: 2,
    });
    const onPage = (finder.matches.groups ?? []).reduce(
      (sum, group) => sum + group.items.length,
      0,
    );
    expect(onPage).toBe(7);
  });

  it("with paging: groups, pages hold numItemsPerPage whole groups; numTotalGroups, lastPage, offset and setPage count groups; numTotalItems counts items", () => {
    const byCategory = groupByRule<InventoryItem>({
      id: "category",
      groupFn: (item) => item.category,
      paging: "groups",
    });
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules: [...rules, byCategory],
      initialGroupBy: "category",
      numItemsPerPage: 3,
    });
    const numGroups = new Set(inventory.map((item) => item.category)).size;
    expect(numGroups).toBeGreaterThan(3);
    expect(finder.pagination.numTotalGroups).toBe(numGroups);
    expect(finder.pagination.lastPage).toBe(Math.ceil(numGroups / 3));
    expect(finder.pagination.numTotalItems).toBe(1_000);
    finder.pagination.setPage(99);
    const last = finder.pagination.lastPage;
    expect(finder.pagination.page).toBe(last);
    expect(finder.pagination.offset).toBe((last - 1) * 3);
    // Whole groups: each group on the page holds every matched item of its category.
    for (const group of finder.matches.groups ?? []) {
      expect(group.items).toHaveLength(
        inventory.filter((item) => item.category === group.id).length,
      );
    }
    // The "Showing a–b of n groups" line.
    const { offset, numTotalGroups = 0 } = finder.pagination;
    const shown = finder.matches.groups?.length ?? 0;
    const text =
      shown < numTotalGroups
        ? `Showing ${offset + 1}–${offset + shown} of ${numTotalGroups} groups`
        : `${numTotalGroups} groups`;
    expect(text).toBe(`Showing ${offset + 1}–${numGroups} of ${numGroups} groups`);
  });

  it("with any other group rule, or none, numTotalGroups is undefined", () => {
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules: [
        ...rules,
        groupByRule<InventoryItem>({ id: "warehouse", groupFn: (item) => item.warehouse }),
      ],
      initialGroupBy: "warehouse",
      numItemsPerPage: 7,
    });
    expect(finder.pagination.numTotalGroups).toBeUndefined();
    finder.groupBy.set(undefined);
    expect(finder.pagination.numTotalGroups).toBeUndefined();
  });

  it("while loading, or before the items arrive, the requested page (the page option or a setPage) is kept for them, not clamped", () => {
    const fromOption = new FinderCore<InventoryItem>(null, { rules, numItemsPerPage: 25, page: 7 });
    const fromSetPage = new FinderCore<InventoryItem>([], {
      rules,
      numItemsPerPage: 25,
      isLoading: true,
    });
    fromSetPage.pagination.setPage(7);
    fromOption.setItems(inventory);
    fromSetPage.setItems(inventory);
    fromSetPage.setIsLoading(false);
    expect([fromOption.pagination.page, fromSetPage.pagination.page]).toEqual([7, 7]);
  });

  it("new items that move the page back emit no change event, but a subscribe listener sees the new page", () => {
    const changes: number[] = [];
    const seen: number[] = [];
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 25,
      onChange: (event: FinderChangeEvent<InventoryItem>) =>
        changes.push(event.instance.pagination.page),
    });
    finder.pagination.setPage(30);
    finder.subscribe(() => seen.push(finder.pagination.page));
    finder.setItems(inventory.slice(0, 100));
    expect([changes, seen]).toEqual([[30], [4]]);
  });

  it("setNumItemsPerPage with the current size does nothing: no page 1, no event", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 25,
      page: 3,
    });
    finder.events.on("change", onChange);
    finder.pagination.setNumItemsPerPage(25);
    expect([finder.pagination.page, onChange.mock.calls.length]).toEqual([3, 0]);
  });

  it("setPage(0) throws INVALID_PAGE: Finder: page must be an integer ≥ 1, got 0.", () => {
    const finder = new FinderCore<InventoryItem>(inventory, { rules, numItemsPerPage: 10 });
    expect(() => finder.pagination.setPage(0)).toThrow(
      expect.objectContaining({
        code: "INVALID_PAGE",
        message: "Finder: page must be an integer ≥ 1, got 0.",
      }),
    );
  });

  it("while disabled, setPage and setNumItemsPerPage do nothing; bad input still throws", () => {
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules,
      numItemsPerPage: 10,
      disabled: true,
    });
    finder.pagination.setPage(3);
    finder.pagination.setNumItemsPerPage(50);
    expect([finder.pagination.page, finder.pagination.numItemsPerPage]).toEqual([1, 10]);
    expect(() => finder.pagination.setPage(-1)).toThrow(FinderError);
  });

  it("every other user action moves back to page 1 under its own event name, so sync the page on every change", () => {
    const pages: [string, number][] = [];
    const finder = new FinderCore<InventoryItem>(inventory, {
      rules: [
        ...rules,
        filterRule<InventoryItem, string>({
          id: "warehouse",
          filterFn: (item, warehouse) => item.warehouse === warehouse,
        }),
      ],
      numItemsPerPage: 10,
      onChange: (event: FinderChangeEvent<InventoryItem>) =>
        pages.push([event.event, event.instance.pagination.page]),
    });
    finder.pagination.setPage(4);
    finder.search.setSearchTerm("a");
    finder.pagination.setPage(2);
    finder.filters.set("warehouse", "Lima");
    expect(pages).toEqual([
      ["setPage", 4],
      ["setSearchTerm", 1],
      ["setPage", 2],
      ["setFilter", 1],
    ]);
  });
});
