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
import { referenceFold as fold } from "./test/reference";

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

// Runs are reproducible: a fixed seed by default, another one with FC_SEED=<n>. On a failure
// fast-check prints the seed and the shrunk counterexample's path to replay it.
const SEED = Number(process.env.FC_SEED ?? 20261123);
fc.configureGlobal({ seed: SEED });

// ---- an independent, naive reference: no caches, no indices, no bit tricks ----------------

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A regular expression for the term: characters in order, quoted parts contiguous. */
function termPattern(term: string): RegExp | undefined {
  const parts = term
    .split('"')
    .map((segment, index) => ({ text: fold(segment), quoted: index % 2 === 1 }))
    .filter((part) => part.text !== "")
    .map((part) => (part.quoted ? escape(part.text) : [...part.text].map(escape).join(".*")));
  return parts.length === 0 ? undefined : new RegExp(parts.join(".*"), "u");
}

interface ReferenceState {
  searchTerm: string;
  colors: string[];
  flag: boolean;
  sortBy: string;
  sortDirection: "asc" | "desc";
}

function compareBy(state: Pick<ReferenceState, "sortBy" | "sortDirection">) {
  const sign = state.sortDirection === "desc" ? -1 : 1;
  const key = (row: Row) => (state.sortBy === "price" ? row.price : row.name);
  return (a: Row, b: Row) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return sign * (typeof x === "number" ? x - (y as number) : collator.compare(x, y as string));
  };
}

/** The rows a state keeps, in item order (search matches and every active filter). */
function referenceMatches(rows: Row[], state: ReferenceState): Row[] {
  const pattern = termPattern(state.searchTerm);
  return rows.filter(
    (row) =>
      (!pattern || pattern.test(fold(row.name))) &&
      (state.colors.length === 0 || state.colors.includes(row.color)) &&
      (!state.flag || row.flag),
  );
}

/**
 * Checks results against the reference: exactly the kept rows, ordered by the sort key (ties
 * are the ranking's business while a term is active, else item order).
 */
function expectReferenceResults(actual: readonly Row[], rows: Row[], state: ReferenceState) {
  const expected = referenceMatches(rows, state);
  const byId = (a: Row, b: Row) => a.id - b.id;
  expect([...actual].sort(byId)).toEqual([...expected].sort(byId));
  const compare = compareBy(state);
  if (termPattern(state.searchTerm) === undefined) {
    expect(actual.map((row) => row.id)).toEqual([...expected].sort(compare).map((row) => row.id));
  } else {
    for (let k = 1; k < actual.length; k++) {
      expect(compare(actual[k - 1] as Row, actual[k] as Row)).toBeLessThanOrEqual(0);
    }
  }
}

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

// FC_RUNS lowers the count where speed matters more (the mutation-testing run sets 40).
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };

describe("pipeline properties", () => {
  test("results are exactly the rows a naive reference keeps, in sort-key order", () => {
    fc.assert(
      fc.property(rowsArbitrary, stateArbitrary, (rows, state) => {
        const finder = build(rows, { ...state, numItemsPerPage: undefined, grouped: false });
        expectReferenceResults(finder.matches.items ?? [], rows, state);
        expect(finder.matches.numMatchedItems).toBe(referenceMatches(rows, state).length);
      }),
      RUNS,
    );
  });

  test("search matches are the rows whose folded name holds the term's letters in order", () => {
    const term = fc.stringMatching(/^[abcdéÉD0 "-]{0,6}$/);
    fc.assert(
      fc.property(rowsArbitrary, term, (rows, searchTerm) => {
        const finder = new FinderCore<Row>(rows, { rules, initialSearchTerm: searchTerm });
        const state = {
          searchTerm,
          colors: [],
          flag: false,
          sortBy: "price",
          sortDirection: "asc" as const,
        };
        expectReferenceResults(finder.matches.items ?? [], rows, state);
      }),
      RUNS,
    );
  });

  test("without a search term, sorting is the stable sort by the comparator with nulls last", () => {
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
          expectReferenceResults(pages, rows, state);
          expect(finder.pagination.lastPage).toBe(
            Math.max(1, Math.ceil(referenceMatches(rows, state).length / size)),
          );
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
        // And the restored state means what the snapshot says, by the reference.
        const filters = json.initialFilters as { color?: string[]; flag?: boolean };
        const restoredState: ReferenceState = {
          searchTerm: json.initialSearchTerm ?? "",
          colors: filters.color ?? [],
          flag: filters.flag === true,
          sortBy: json.initialSortBy ?? "price",
          sortDirection: json.initialSortDirection ?? "asc",
        };
        const unpaged = new FinderCore<Row>(rows, { rules, ...json, numItemsPerPage: undefined });
        expectReferenceResults(unpaged.test({}, true), rows, restoredState);
        expect(restored.matches.numMatchedItems).toBe(referenceMatches(rows, restoredState).length);
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
        expectReferenceResults(predicted, rows, state);
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
