import { describe, expect, it } from "vitest";
import { FinderCore, filterRule, searchRule, sortByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../../data/gearShop";
import { queryToOptions, snapshotToQuery } from "./urlState";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, string>({
    id: "tags",
    multiple: true,
    filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
  }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

describe("keeping the state in the URL", () => {
  it("leaves the query empty for a fresh finder", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    expect(snapshotToQuery(finder.toJSON())).toBe("");
  });

  it("restores search, filters, sort and page from the query", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 2 });
    finder.search.setSearchTerm("a");
    finder.filters.set("tags", ["sale", "budget"]);
    finder.sortBy.set("price", "desc");
    finder.pagination.setPage(2);
    const query = snapshotToQuery(finder.toJSON());

    const restored = new FinderCore<GearItem>(gearShop, {
      rules,
      numItemsPerPage: 2,
      ...queryToOptions(`?${query}`),
    });
    expect(restored.toJSON()).toEqual(finder.toJSON());
    expect(restored.matches.items).toEqual(finder.matches.items);
  });

  it("ignores malformed parts of a hand-edited address", () => {
    expect(queryToOptions("?filters=%7Bbroken&dir=up&page=-3&q=tent")).toEqual({
      initialSearchTerm: "tent",
    });
  });
});
