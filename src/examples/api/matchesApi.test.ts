// Checks the claims docs/api/matches-api.mdx makes about finder.matches, one test per claim.
import { describe, expect, it } from "vitest";
import { FinderCore, groupByRule, searchRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  groupByRule({ id: "category", groupFn: (item: GearItem) => item.category }),
];

describe("finder.matches", () => {
  it("is the same object until an input changes", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    const first = finder.matches;
    expect(finder.matches).toBe(first);
    finder.pagination.setPage(2);
    expect(finder.matches).not.toBe(first);
  });

  it("relates to hasMatches, isEmpty and state", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.search.setSearchTerm("zzzzzz");
    expect(finder.matches).toMatchObject({ items: [], numMatchedItems: 0 });
    expect(finder.hasMatches).toBe(false);
    expect(finder.isEmpty).toBe(false);
    expect(finder.state).toBe("noMatches");
    const empty = new FinderCore<GearItem>([], { rules });
    expect(empty.matches).toMatchObject({ items: [], numMatchedItems: 0, numTotalItems: 0 });
    expect(empty.state).toBe("empty");
  });

  it("has groups and no items while a group rule is active, even with no matches", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialGroupBy: "category" });
    expect(finder.matches.items).toBeUndefined();
    expect(finder.matches.hasGroupByRule).toBe(true);
    finder.search.setSearchTerm("zzzzzz");
    expect(finder.matches.groups).toEqual([]);
  });
});

describe("finder.matches: the rest of the page", () => {
  it("without a group rule, items is an array (possibly empty) and groups is undefined", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialSearchTerm: "zzzzzz" });
    expect(finder.matches.items).toEqual([]);
    expect(finder.matches.groups).toBeUndefined();
    expect(finder.matches.hasGroupByRule).toBe(false);
  });

  it("numMatchedItems counts the matches across all pages; numTotalItems counts every item", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      initialSearchTerm: "a",
      numItemsPerPage: 3,
    });
    expect(finder.matches.items).toHaveLength(3);
    expect(finder.matches.numMatchedItems).toBe(finder.search.test("a").length);
    expect(finder.matches.numMatchedItems).toBe(finder.pagination.numTotalItems);
    expect(finder.matches.numTotalItems).toBe(gearShop.length);
  });

  it('group ids are always strings, even when groupFn returns numbers; 0 and "" are valid ids', () => {
    const finder = new FinderCore<number>([0, 1, 2, 10], {
      rules: [groupByRule<number>({ id: "mod", groupFn: (n) => (n === 10 ? "" : n % 2) })],
      initialGroupBy: "mod",
    });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual(["0", "1", ""]);
  });

  it("an item that groupFn puts in several groups appears in each of them", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [groupByRule<GearItem>({ id: "tags", groupFn: (item) => item.tags })],
      initialGroupBy: "tags",
      numItemsPerPage: 5,
    });
    const placed = (finder.matches.groups ?? []).reduce(
      (sum, group) => sum + group.items.length,
      0,
    );
    const onPage =
      new FinderCore<GearItem>(gearShop, { rules: [], numItemsPerPage: 5 }).matches.items ?? [];
    expect(placed).toBe(onPage.reduce((sum, item) => sum + item.tags.length, 0));
    expect(placed).toBeGreaterThan(5);
  });

  it("while isLoading, state is loading and the previous results stay readable", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialSearchTerm: "lamp" });
    const before = finder.matches;
    finder.setIsLoading(true);
    expect(finder.state).toBe("loading");
    expect(finder.matches.items).toEqual(before.items);
  });

  it("matches is a read-only property, and Finder throws nothing from it", () => {
    const finder = new FinderCore<GearItem>(null, { rules });
    expect(() => finder.matches).not.toThrow();
    expect(Object.getOwnPropertyDescriptor(FinderCore.prototype, "matches")?.set).toBeUndefined();
  });

  it("reading matches runs the pipeline, so an error thrown by a rule callback surfaces there", () => {
    const broken = new Error("groupFn failed");
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        groupByRule({
          id: "broken",
          groupFn: () => {
            throw broken;
          },
        }),
      ],
      initialGroupBy: "broken",
    });
    expect(() => finder.matches).toThrow(broken);
  });
});
