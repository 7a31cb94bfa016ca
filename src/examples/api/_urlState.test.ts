import { describe, expect, it } from "vitest";
import { FinderCore, filterRule, groupByRule, searchRule, sortByRule } from "@finderjs/core";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";
import { applyQuery, finderToQuery, queryToState, restoreFromQuery } from "./_urlState";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, string>({
    id: "tags",
    multiple: true,
    options: gearTags.map((tag) => ({ value: tag })),
    filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
  }),
  filterRule<GearItem>({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
  sortByRule({ id: "rating", sortFn: (item: GearItem) => item.rating }),
  groupByRule({ id: "category", groupFn: (item: GearItem) => item.category }),
];
const setup = { rules, items: gearShop };
const fromQuery = (query: string) => {
  const { options, dropped } = restoreFromQuery(query, setup);
  const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5, ...options });
  return { finder, options, dropped: dropped.map((part) => part.code) };
};

describe("keeping the state in the URL", () => {
  it("leaves the query empty for a fresh finder", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    expect(finderToQuery(finder)).toBe("");
  });

  it("restores search, filters, sort, group and page from the query", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 2 });
    finder.search.setSearchTerm("a");
    finder.filters.set("tags", ["sale", "budget"]);
    finder.sortBy.set("price", "desc");
    finder.groupBy.set("category");
    finder.pagination.setPage(2);
    const query = finderToQuery(finder);

    const { options, dropped } = restoreFromQuery(`?${query}`, setup);
    expect(dropped).toEqual([]);
    const restored = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 2, ...options });
    expect(restored.toJSON()).toEqual(finder.toJSON());
    expect(restored.matches).toEqual(finder.matches);
  });

  it("writes the sort when only the direction of the first rule differs", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.sortBy.setSortDirection("desc");
    expect(finderToQuery(finder)).toBe("sort=price&dir=desc");
  });

  it("reads the address as unchecked state", () => {
    expect(queryToState("?q=tent&page=x&filters=%7Bbroken")).toEqual({
      initialSearchTerm: "tent",
      page: NaN,
      initialFilters: "{broken",
    });
  });
});

// Each address is malformed or stale; none throws, and only its bad parts are dropped.
const addresses: [label: string, query: string, kept: object, dropped: string[]][] = [
  [
    "a sort rule that was removed",
    "?q=tent&sort=weight",
    { initialSearchTerm: "tent" },
    ["RULE_NOT_FOUND"],
  ],
  ["a filter id used as a sort", "?sort=tags", {}, ["WRONG_RULE_KIND"]],
  [
    "an unknown direction",
    "?sort=rating&dir=up",
    { initialSortBy: "rating" },
    ["INVALID_SORT_DIRECTION"],
  ],
  ["a group rule that was removed", "?group=brand&page=2", { page: 2 }, ["RULE_NOT_FOUND"]],
  [
    "broken filter JSON",
    "?filters=%7Bbroken&q=lamp",
    { initialSearchTerm: "lamp" },
    ["INVALID_STATE"],
  ],
  ["filters that are an array", "?filters=%5B1%2C2%5D", {}, ["INVALID_STATE"]],
  [
    "a filter that no longer exists",
    `?filters=${encodeURIComponent('{"colour":"red","inStock":true}')}`,
    { initialFilters: { inStock: true } },
    ["RULE_NOT_FOUND"],
  ],
  [
    "an option that no longer exists",
    `?filters=${encodeURIComponent('{"tags":["sale","clearance"]}')}`,
    { initialFilters: { tags: ["sale"] } },
    ["INVALID_FILTER_OPTION"],
  ],
  [
    "a multiple filter given one value",
    `?filters=${encodeURIComponent('{"tags":"sale"}')}`,
    { initialFilters: {} },
    ["INVALID_FILTER_VALUE"],
  ],
  [
    "a boolean filter given a string",
    `?filters=${encodeURIComponent('{"inStock":"yes"}')}`,
    { initialFilters: {} },
    ["INVALID_FILTER_VALUE"],
  ],
  ["page zero", "?page=0", {}, ["INVALID_PAGE"]],
  ["a page that is not a number", "?page=two", {}, ["INVALID_PAGE"]],
  ["a fractional page", "?page=1.5", {}, ["INVALID_PAGE"]],
  ["a negative page", "?page=-3&q=", { initialSearchTerm: "" }, ["INVALID_PAGE"]],
  [
    "a prototype key among the filters",
    `?filters=${encodeURIComponent('{"__proto__":{"x":1},"inStock":true}')}`,
    { initialFilters: { inStock: true } },
    ["RULE_NOT_FOUND"],
  ],
  [
    "parameters the recipe does not know",
    "?utm_source=mail&q=stove",
    { initialSearchTerm: "stove" },
    [],
  ],
  ["broken percent-encoding", "?q=%E0%A4%A&sort=%", {}, ["RULE_NOT_FOUND"]],
];

describe("a malformed or stale address", () => {
  it.each(addresses)(
    "with %s never throws and drops only the bad parts",
    (_, query, kept, dropped) => {
      const result = fromQuery(query);
      expect(result.options).toMatchObject(kept);
      expect(result.dropped).toEqual(dropped);
      expect(() => result.finder.matches).not.toThrow();
    },
  );

  it("past the last page is kept and shows the last page", () => {
    const { finder, dropped } = fromQuery("?page=999");
    expect(dropped).toEqual([]);
    expect(finder.pagination.page).toBe(finder.pagination.lastPage);
  });
});

describe("Back and Forward", () => {
  it("applyQuery puts a live finder into the address's state without emitting change", () => {
    const changes: string[] = [];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      numItemsPerPage: 2,
      onChange: (event) => changes.push(event.event),
    });
    finder.search.setSearchTerm("lamp");
    finder.filters.set("inStock", true);
    changes.length = 0;

    const dropped = applyQuery(finder, "?sort=rating&dir=desc&group=category&page=2&sort2=x", {
      rules,
    });
    expect(dropped).toEqual([]);
    expect(changes).toEqual([]);
    const expected = new FinderCore<GearItem>(gearShop, {
      rules,
      numItemsPerPage: 2,
      initialSortBy: "rating",
      initialSortDirection: "desc",
      initialGroupBy: "category",
      page: 2,
    });
    expect(finder.toJSON()).toEqual(expected.toJSON());
    expect(finder.matches).toEqual(expected.matches);
  });

  it("applyQuery drops the bad parts of a stale address and applies the rest", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const dropped = applyQuery(finder, "?q=tent&sort=weight", { rules });
    expect(dropped.map((part) => part.code)).toEqual(["RULE_NOT_FOUND"]);
    expect(finder.search.searchTerm).toBe("tent");
  });
});
