import { FinderCore, filterRule, groupByRule, searchRule, sortByRule } from "../dist/index.js";
import { BRANDS, INITIAL_TERM, SELECTED_COLORS, TOGGLED_COLOR } from "./data.mjs";

const COLOR_OPTIONS = [
  "black",
  "white",
  "grey",
  "navy",
  "blue",
  "green",
  "olive",
  "red",
  "burgundy",
  "pink",
  "yellow",
  "orange",
  "brown",
  "beige",
  "purple",
].map((value) => ({ value, label: value }));

const rules = [
  searchRule({ searchFn: (item) => item.name }),
  filterRule({
    id: "color",
    multiple: true,
    options: COLOR_OPTIONS,
    filterFn: (item, value) => item.color === value,
  }),
  filterRule({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  filterRule({
    id: "brand",
    multiple: true,
    // Generated from the items, as a real facet would be: runs once per items change.
    options: ({ items }) =>
      [...new Set(items.map((item) => item.brand))].sort().map((value) => ({ value })),
    filterFn: (item, value) => item.brand === value,
  }),
  sortByRule({ id: "price", sortFn: (item) => item.price }),
  sortByRule({ id: "rating", sortFn: (item) => item.rating }),
  sortByRule({ id: "name", sortFn: (item) => item.name }),
  groupByRule({ id: "byBrand", groupFn: (item) => item.brand }),
  // Pages of whole groups (issue 32): every match grouped by brand, numItemsPerPage brands a page.
  groupByRule({ id: "brandPages", groupFn: (item) => item.brand, paging: "groups" }),
];

// The same rules with a match threshold: scattered letters no longer count (issue 32, item 1).
const thresholdRules = [
  searchRule({ searchFn: (item) => item.name, threshold: "contains" }),
  ...rules.slice(1),
];

// Whether this build lets the visitor choose relevance order (issue 32, item 2), so the bench
// still runs against a build from before it.
const choosesRelevance = "setByRelevance" in new FinderCore([], { rules }).sortBy;

function create(items, searchTerm, withRules = rules) {
  return new FinderCore(items, {
    rules: withRules,
    initialSearchTerm: searchTerm,
    initialFilters: { color: SELECTED_COLORS, inStock: true },
    initialSortBy: "price",
    initialGroupBy: "byBrand",
    page: 2,
    numItemsPerPage: 50,
  });
}

function read(finder) {
  return finder.matches.groups.length;
}

export function finderImplementation(items) {
  let shared;
  const searched = () => {
    if (!shared) {
      shared = create(items);
      shared.search.setSearchTerm("co");
      read(shared);
      shared.search.setSearchTerm("cot");
      read(shared);
    }
    return shared;
  };
  void BRANDS;
  return {
    name: "Finder",
    scenarios: {
      S0: { setup: () => undefined, run: () => read(create(items, INITIAL_TERM)) },
      S1: { setup: () => undefined, run: () => read(create(items)) },
      S2: {
        // A fresh instance each run, so the keystroke is never a cache hit.
        setup: () => {
          const finder = create(items);
          finder.search.setSearchTerm("co");
          read(finder);
          return finder;
        },
        run: (finder) => {
          finder.search.setSearchTerm("cot");
          return read(finder);
        },
      },
      S3: {
        setup: searched,
        run: (finder) => (finder.filters.toggle("color", TOGGLED_COLOR), read(finder)),
      },
      S4: {
        // Counts right after a state change (results read, untimed), as a facet panel would.
        setup: () => {
          const finder = searched();
          finder.filters.toggle("color", TOGGLED_COLOR);
          read(finder);
          return finder;
        },
        run: (finder) => finder.filters.countRuleOptions("brand", true).size,
      },
      S5: {
        setup: (i) => {
          const finder = searched();
          finder.sortBy.set("price", "asc");
          read(finder);
          return i;
        },
        run: () => (shared.sortBy.set("rating", "desc"), read(shared)),
      },
      S7: {
        // The same state as S4: the counts by value, after the results were read.
        setup: () => {
          const finder = searched();
          finder.filters.toggle("color", TOGGLED_COLOR);
          read(finder);
          return finder;
        },
        run: (finder) => finder.filters.getFacet("brand", true).options.length,
      },
      S6: {
        setup: (i) => {
          const finder = searched();
          finder.pagination.setPage(2);
          read(finder);
          return i;
        },
        run: () => (shared.pagination.setPage(3), read(shared)),
      },
    },
    extra: {
      S2: () => {
        const finder = create(items);
        const start = performance.now();
        finder.search.setSearchTerm("c");
        read(finder);
        return performance.now() - start;
      },
      S5: () => {
        const finder = create(items);
        finder.search.setSearchTerm("cot");
        read(finder);
        const start = performance.now();
        finder.sortBy.set("rating", "desc");
        read(finder);
        return performance.now() - start;
      },
    },
    // The steps of the one-million-item run, each on the instance the previous one left.
    large: {
      fresh: () => {
        const finder = create(items);
        read(finder);
        return finder;
      },
      keystroke: (finder, term) => (finder.search.setSearchTerm(term), read(finder)),
      toggle: (finder) => (finder.filters.toggle("color", TOGGLED_COLOR), read(finder)),
      counts: (finder) => finder.filters.countRuleOptions("brand", true).size,
      sortByName: (finder) => (finder.sortBy.set("name"), read(finder)),
      sortByRating: (finder) => (finder.sortBy.set("rating", "desc"), read(finder)),
      snapshot: (finder) => finder.toJSON(),
      restore: (snapshot) => read(new FinderCore(items, { rules, ...snapshot })),
      thresholdFresh: () => {
        const finder = create(items, undefined, thresholdRules);
        read(finder);
        return finder;
      },
      relevance: choosesRelevance
        ? (finder) => (finder.sortBy.setByRelevance(true), read(finder))
        : undefined,
      wholeGroups: () => {
        const finder = create(items, "cot");
        finder.pagination.setNumItemsPerPage(10);
        read(finder);
        return finder;
      },
      groupWhole: (finder) => (finder.groupBy.set("brandPages"), read(finder)),
      nextGroupPage: (finder) => (finder.pagination.setPage(2), read(finder)),
    },
    exercise: (list) => {
      const finder = create(list);
      finder.search.setSearchTerm("co");
      read(finder);
      finder.search.setSearchTerm("cot");
      read(finder);
      finder.filters.toggle("color", TOGGLED_COLOR);
      read(finder);
      finder.filters.countRuleOptions("brand", true);
      finder.sortBy.set("name");
      read(finder);
      finder.sortBy.set("rating", "desc");
      read(finder);
      finder.pagination.setPage(3);
      read(finder);
      return finder;
    },
    keepAlive: (finder) => finder.version,
  };
}
