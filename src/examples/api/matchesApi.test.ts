// Checks the claims docs/api/matches-api.mdx makes about finder.matches.
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
