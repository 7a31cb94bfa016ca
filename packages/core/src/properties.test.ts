import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  FinderCore,
  filterRule,
  groupByRule,
  searchRule,
  sortByRule,
  type FinderRule,
} from "./index";

interface Row {
  id: number;
  name: string;
  color: string;
  price: number | null;
  tags: (string | number)[];
  flag: boolean;
}

const COLORS = ["red", "blue", "green", "white"];

const rowsArbitrary = fc
  .array(
    fc.record({
      name: fc.stringMatching(/^[abcé ÉDd0-9-]{0,8}$/),
      color: fc.constantFrom(...COLORS),
      price: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      tags: fc.array(fc.constantFrom<string | number>(0, "", "x", 1), { maxLength: 3 }),
      flag: fc.boolean(),
    }),
    { maxLength: 40 },
  )
  .map((rows) => rows.map((row, id): Row => ({ id, ...row })));

const stateArbitrary = fc.record({
  searchTerm: fc.constantFrom("", "a", "ab", "c", "é", '"ab"', "d0", "bd"),
  colors: fc.subarray(COLORS),
  flag: fc.boolean(),
  sortBy: fc.constantFrom("price", "name"),
  sortDirection: fc.constantFrom<"asc" | "desc">("asc", "desc"),
  numItemsPerPage: fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }),
  page: fc.integer({ min: 1, max: 8 }),
  grouped: fc.boolean(),
});

const rules: FinderRule<Row>[] = [
  searchRule({ searchFn: (row: Row) => row.name }),
  filterRule({
    id: "color",
    multiple: true,
    options: COLORS.map((value) => ({ value })),
    filterFn: (row: Row, value: string) => row.color === value,
  }),
  filterRule({ id: "flag", boolean: true, filterFn: (row: Row) => row.flag }),
  sortByRule({ id: "price", sortFn: (row: Row) => row.price }),
  sortByRule({ id: "name", sortFn: (row: Row) => row.name }),
  groupByRule({ id: "tags", groupFn: (row: Row) => row.tags }),
];

type State = typeof stateArbitrary extends fc.Arbitrary<infer T> ? T : never;

function build(rows: Row[], state: State) {
  return new FinderCore<Row>(rows, {
    rules,
    initialSearchTerm: state.searchTerm,
    initialFilters: { color: state.colors, flag: state.flag },
    initialSortBy: state.sortBy,
    initialSortDirection: state.sortDirection,
    initialGroupBy: state.grouped ? "tags" : undefined,
    numItemsPerPage: state.numItemsPerPage,
    page: state.page,
  });
}

const RUNS = { numRuns: 150 };

describe("pipeline properties", () => {
  test("results are a subset of the items without duplicates, passing every active filter", () => {
    fc.assert(
      fc.property(rowsArbitrary, stateArbitrary, (rows, state) => {
        const finder = build(rows, { ...state, numItemsPerPage: undefined, grouped: false });
        const items = finder.matches.items ?? [];
        expect(new Set(items).size).toBe(items.length);
        for (const item of items) {
          expect(rows).toContain(item);
          if (state.colors.length > 0) expect(state.colors).toContain(item.color);
          if (state.flag) expect(item.flag).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test("without a search term, sorting is the stable sort by the comparator with nulls last", () => {
    const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
    fc.assert(
      fc.property(rowsArbitrary, stateArbitrary, (rows, state) => {
        const finder = build(rows, {
          ...state,
          searchTerm: "",
          colors: [],
          flag: false,
          numItemsPerPage: undefined,
          grouped: false,
        });
        const sign = state.sortDirection === "desc" ? -1 : 1;
        const key = (row: Row) => (state.sortBy === "price" ? row.price : row.name);
        const expected = [...rows].sort((a, b) => {
          const x = key(a);
          const y = key(b);
          if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
          return (
            sign * (typeof x === "number" ? x - (y as number) : collator.compare(x, y as string))
          );
        });
        expect(finder.matches.items?.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      }),
      RUNS,
    );
  });

  test("pages partition the matches and agree with lastPage", () => {
    fc.assert(
      fc.property(
        rowsArbitrary,
        stateArbitrary,
        fc.integer({ min: 1, max: 7 }),
        (rows, state, size) => {
          const all =
            build(rows, { ...state, numItemsPerPage: undefined, grouped: false }).matches.items ??
            [];
          const finder = build(rows, { ...state, numItemsPerPage: size, page: 1, grouped: false });
          const pages = [];
          for (let page = 1; page <= finder.pagination.lastPage; page++) {
            finder.pagination.setPage(page);
            expect(finder.pagination.page).toBe(page);
            pages.push(...(finder.matches.items ?? []));
          }
          expect(pages).toEqual(all);
          expect(finder.pagination.lastPage).toBe(Math.max(1, Math.ceil(all.length / size)));
        },
      ),
      RUNS,
    );
  });

  test("groups contain exactly the page's items, once per distinct key", () => {
    fc.assert(
      fc.property(rowsArbitrary, stateArbitrary, (rows, state) => {
        const page = build(rows, { ...state, grouped: false }).matches.items ?? [];
        const groups = build(rows, { ...state, grouped: true }).matches.groups ?? [];
        const expected = page.flatMap((row) =>
          [...new Set(row.tags.map(String))].map((key) => `${key}:${row.id}`),
        );
        const actual = groups.flatMap((group) => group.items.map((row) => `${group.id}:${row.id}`));
        expect(actual.sort()).toEqual(expected.sort());
        for (const group of groups) expect(typeof group.id).toBe("string");
        expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
      }),
      RUNS,
    );
  });

  test("countRuleOptions equals a brute-force recount", () => {
    fc.assert(
      fc.property(rowsArbitrary, stateArbitrary, fc.boolean(), (rows, state, isAdditive) => {
        const finder = build(rows, state);
        const counts = finder.filters.countRuleOptions("color", isAdditive);
        for (const [option, count] of counts) {
          const value = (option as { value: string }).value;
          const expected = finder.filters.testRule({
            rule: "color",
            value: [value],
            isAdditive,
          }).length;
          expect(count).toBe(expected);
        }
        const candidates = isAdditive ? finder.test({ filters: { color: [] } }, true) : rows;
        for (const [option, count] of counts) {
          const value = (option as { value: string }).value;
          expect(count).toBe(candidates.filter((row) => row.color === value).length);
        }
      }),
      RUNS,
    );
  });

  test("toJSON round-trips after any sequence of actions", () => {
    const action = fc.oneof(
      fc
        .constantFrom("a", "ab", "", "d")
        .map((term) => (f: FinderCore<Row>) => f.search.setSearchTerm(term)),
      fc
        .constantFrom(...COLORS)
        .map((color) => (f: FinderCore<Row>) => f.filters.toggle("color", color)),
      fc.constant((f: FinderCore<Row>) => f.filters.toggle("flag")),
      fc.constantFrom("price", "name").map((id) => (f: FinderCore<Row>) => f.sortBy.toggle(id)),
      fc.constant((f: FinderCore<Row>) => f.sortBy.cycleSortDirection()),
      fc.constant((f: FinderCore<Row>) => f.groupBy.toggle("tags")),
      fc
        .integer({ min: 1, max: 5 })
        .map((page) => (f: FinderCore<Row>) => f.pagination.setPage(page)),
      fc
        .option(fc.integer({ min: 1, max: 5 }), { nil: undefined })
        .map((n) => (f: FinderCore<Row>) => f.pagination.setNumItemsPerPage(n)),
    );
    fc.assert(
      fc.property(rowsArbitrary, fc.array(action, { maxLength: 12 }), (rows, actions) => {
        const finder = new FinderCore<Row>(rows, { rules });
        for (const act of actions) act(finder);
        const json = finder.toJSON();
        const restored = new FinderCore<Row>(rows, { rules, ...json });
        expect(restored.toJSON()).toEqual(json);
        expect(restored.matches).toEqual(finder.matches);
      }),
      RUNS,
    );
  });

  test("test() equals applying the state and reading matches", () => {
    fc.assert(
      fc.property(rowsArbitrary, stateArbitrary, (rows, state) => {
        const probe = new FinderCore<Row>(rows, { rules });
        const predicted = probe.test({
          searchTerm: state.searchTerm,
          filters: { color: state.colors, flag: state.flag },
          sortBy: state.sortBy,
          sortDirection: state.sortDirection,
        });
        probe.search.setSearchTerm(state.searchTerm);
        probe.filters.set("color", state.colors);
        probe.filters.set("flag", state.flag);
        probe.sortBy.set(state.sortBy, state.sortDirection);
        expect(probe.matches.items).toEqual(predicted);
      }),
      RUNS,
    );
  });

  test("typing a term character by character gives the same results as searching it at once", () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.stringMatching(/^[abcdé"0 ]{1,5}$/), (rows, term) => {
        const typed = new FinderCore<Row>(rows, { rules });
        for (let length = 1; length <= term.length; length++) {
          typed.search.setSearchTerm(term.slice(0, length));
          void typed.matches;
        }
        const fresh = new FinderCore<Row>(rows, { rules, initialSearchTerm: term });
        expect(typed.matches.items).toEqual(fresh.matches.items);
      }),
      RUNS,
    );
  });
});
