// Checks the claims docs/api/sort-by-api.mdx makes about finder.sortBy.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, sortByRule } from "@finderjs/core";
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
