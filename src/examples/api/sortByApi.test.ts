// Checks the claims docs/api/sort-by-api.mdx makes about finder.sortBy, one test per claim. The
// aria-sort advice is checked by SortableTableDemo.test.tsx and _customHooks.test.tsx.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, filterRule, searchRule, sortByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  sortByRule({ id: "name", sortFn: (item: GearItem) => item.name }),
  sortByRule({
    id: "rating",
    sortFn: (item: GearItem) => item.rating,
    defaultSortDirection: "desc",
  }),
];
const shop = (onChange = vi.fn()) => new FinderCore<GearItem>(gearShop, { rules, onChange });

describe("finder.sortBy", () => {
  it("starts with the first rule in its default direction", () => {
    const finder = shop();
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
    expect(finder.sortBy.isRuleActive("name")).toBe(true);
  });

  it("toggles: activates another rule in its default direction, flips the active one", () => {
    const onChange = vi.fn();
    const finder = shop(onChange);
    finder.sortBy.toggle("rating");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
    finder.sortBy.toggle("rating");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(true);
    expect(onChange.mock.calls.map(([event]) => event.event)).toEqual([
      "setSortBy",
      "setSortDirection",
    ]);
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({
      source: "sortBy",
      initial: { sortBy: "rating", sortDirection: undefined },
      current: { sortBy: "rating", sortDirection: "asc" },
    });
  });

  it("cycles the direction: unset, the opposite of the rule's default, its default, unset", () => {
    const finder = shop();
    finder.sortBy.set("rating");
    const seen: [string, boolean][] = [];
    for (let step = 0; step < 4; step++) {
      seen.push([finder.sortBy.sortDirection, finder.sortBy.userHasSetSortDirection]);
      finder.sortBy.cycleSortDirection();
    }
    expect(seen).toEqual([
      ["desc", false],
      ["asc", true],
      ["desc", true],
      ["desc", false],
    ]);
  });

  it("keeps a chosen direction when set() names the active rule again, drops it for another", () => {
    const finder = shop();
    finder.sortBy.set("name", "desc");
    finder.sortBy.set("name");
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.set("rating");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  it("goes back to the first rule with set() and reset()", () => {
    const finder = shop();
    finder.sortBy.set("rating", "asc");
    finder.sortBy.set();
    expect(finder.sortBy.activeRule?.id).toBe("name");
    finder.sortBy.set("rating", "asc");
    finder.sortBy.reset();
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  it("sorts nulls last in both directions", () => {
    const finder = shop();
    finder.sortBy.set("rating", "asc");
    expect(finder.matches.items?.at(-1)?.rating).toBeNull();
    finder.sortBy.set("rating", "desc");
    expect(finder.matches.items?.at(-1)?.rating).toBeNull();
  });

  it("has no active rule without sort rules", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [] });
    expect(finder.sortBy.activeRule).toBeUndefined();
    expect(finder.sortBy.sortDirection).toBe("asc");
  });
});

describe("finder.sortBy: the rest of the page", () => {
  it("the example: name first, toggle price, flip, rating desc, back to default, reset", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        rules[0]!,
        sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
        rules[1]!,
      ],
    });
    const state = () => [finder.sortBy.activeRule?.id, finder.sortBy.sortDirection];
    expect(state()).toEqual(["name", "asc"]);
    finder.sortBy.toggle("price");
    expect(state()).toEqual(["price", "asc"]);
    finder.sortBy.toggle("price");
    expect(state()).toEqual(["price", "desc"]);
    finder.sortBy.set("rating", "desc");
    expect(state()).toEqual(["rating", "desc"]);
    finder.sortBy.setSortDirection();
    expect([...state(), finder.sortBy.userHasSetSortDirection]).toEqual(["rating", "desc", false]);
    finder.sortBy.reset();
    expect(state()).toEqual(["name", "asc"]);
  });

  it("isRuleActive is true for the first rule while none is set", () => {
    const finder = shop();
    expect(finder.sortBy.isRuleActive("name")).toBe(true);
    expect(finder.sortBy.isRuleActive("rating")).toBe(false);
  });

  it("toggleSortDirection flips the direction in force", () => {
    const finder = shop();
    finder.sortBy.set("rating");
    finder.sortBy.toggleSortDirection();
    expect(finder.sortBy.sortDirection).toBe("asc");
  });

  it("while a search term is set, the active sort rule orders the results and relevance breaks ties", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name }), ...rules],
      initialSearchTerm: "trail",
    });
    expect(finder.matches.items?.map((item) => item.name)).toEqual([
      "Trail Lamp 2",
      "Trail Lamp 10",
      "Trail Runner Vest",
      "Trail Socks 3-Pack",
    ]);
  });

  it('setSortDirection("up") throws INVALID_SORT_DIRECTION: Finder: the sort direction must be "asc" or "desc", got "up".', () => {
    const finder = shop();
    expect(() => finder.sortBy.setSortDirection("up" as "asc")).toThrow(
      expect.objectContaining({
        code: "INVALID_SORT_DIRECTION",
        message: 'Finder: the sort direction must be "asc" or "desc", got "up".',
      }),
    );
  });

  it("an unknown id throws RULE_NOT_FOUND, the id of another kind WRONG_RULE_KIND", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        ...rules,
        filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (i) => i.inStock }),
      ],
    });
    expect(() => finder.sortBy.set("price")).toThrow(
      expect.objectContaining({ code: "RULE_NOT_FOUND" }),
    );
    expect(() => finder.sortBy.toggle("inStock")).toThrow(
      expect.objectContaining({ code: "WRONG_RULE_KIND" }),
    );
  });

  it("while disabled, every mutator does nothing", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, disabled: true });
    finder.sortBy.set("rating");
    finder.sortBy.toggle("rating");
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggleSortDirection();
    finder.sortBy.cycleSortDirection();
    expect([finder.sortBy.activeRule?.id, finder.sortBy.userHasSetSortDirection]).toEqual([
      "name",
      false,
    ]);
  });

  it("every change moves to page 1", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    for (const change of [
      () => finder.sortBy.set("rating"),
      () => finder.sortBy.toggleSortDirection(),
      () => finder.sortBy.reset(),
    ]) {
      finder.pagination.setPage(3);
      change();
      expect(finder.pagination.page).toBe(1);
    }
  });

  it("events: rule is the rule in force after the change; initial/current are the visitor's choices, undefined for defaults", () => {
    const onChange = vi.fn();
    const finder = shop(onChange);
    finder.sortBy.set("rating");
    finder.sortBy.toggle("rating");
    finder.sortBy.reset();
    expect(
      onChange.mock.calls.map(([event]) => [
        event.event,
        event.rule.id,
        event.initial,
        event.current,
      ]),
    ).toEqual([
      [
        "setSortBy",
        "rating",
        { sortBy: undefined, sortDirection: undefined },
        { sortBy: "rating", sortDirection: undefined },
      ],
      [
        "setSortDirection",
        "rating",
        { sortBy: "rating", sortDirection: undefined },
        { sortBy: "rating", sortDirection: "asc" },
      ],
      [
        "setSortBy",
        "name",
        { sortBy: "rating", sortDirection: "asc" },
        { sortBy: undefined, sortDirection: undefined },
      ],
    ]);
  });
});
