import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  searchRule,
  sortByRule,
  type FinderGroup,
  type FinderRule,
  type GroupByRule,
} from "./index";
import { productRules, products, type Product } from "./test/fixtures";

// groupByRule({ paging: "groups" }): pages of whole groups (issue 32, item 4).

interface Row {
  id: number;
  name: string;
  color: string;
  tags: (string | number)[];
  price: number;
}

const COLORS = ["red", "blue", "green", "white"];

const rowsArbitrary = fc
  .array(
    fc.record({
      name: fc.stringMatching(/^[abc ]{0,5}$/),
      color: fc.constantFrom(...COLORS),
      tags: fc.array(fc.constantFrom<string | number>(0, "", "x", 1, "y"), { maxLength: 3 }),
      price: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 40 },
  )
  .map((rows) => rows.map((row, id): Row => ({ id, ...row })));

const shapeArbitrary = fc.record({
  searchTerm: fc.constantFrom("", "a", "ab", "c"),
  colors: fc.subarray(COLORS),
  sortDirection: fc.constantFrom<"asc" | "desc">("asc", "desc"),
  groupDirection: fc.constantFrom<"asc" | "desc" | undefined>("asc", "desc", undefined),
  byTags: fc.boolean(),
  sortGroups: fc.boolean(),
  sticky: fc.constantFrom<"none" | "object" | "function">("none", "object", "function"),
  size: fc.integer({ min: 1, max: 6 }),
  page: fc.integer({ min: 1, max: 9 }),
});

type Shape = typeof shapeArbitrary extends fc.Arbitrary<infer T> ? T : never;

function groupRule(shape: Shape, paging: "items" | "groups" | undefined): GroupByRule<Row> {
  return groupByRule<Row>({
    id: "g",
    groupFn: (row) => (shape.byTags ? row.tags : row.color),
    sortGroupFn: shape.sortGroups ? (group) => group.items.length : undefined,
    sticky:
      shape.sticky === "object"
        ? { header: "x", footer: ["blue", 0] }
        : shape.sticky === "function"
          ? (groups) => ({ footer: groups[0]?.id })
          : undefined,
    paging,
  });
}

function build(rows: Row[], shape: Shape, paging: "items" | "groups" | undefined, paged: boolean) {
  const rules: FinderRule<Row>[] = [
    searchRule({ searchFn: (row: Row) => row.name }),
    filterRule({
      id: "color",
      multiple: true,
      options: COLORS.map((value) => ({ value })),
      filterFn: (row: Row, value: string) => row.color === value,
    }),
    sortByRule({ id: "price", sortFn: (row: Row) => row.price }),
    groupRule(shape, paging),
  ];
  return new FinderCore<Row>(rows, {
    rules,
    initialSearchTerm: shape.searchTerm,
    initialFilters: { color: shape.colors },
    initialSortBy: "price",
    initialSortDirection: shape.sortDirection,
    initialGroupBy: "g",
    initialGroupBySortDirection: shape.groupDirection,
    numItemsPerPage: paged ? shape.size : undefined,
    page: shape.page,
  });
}

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };

const idsOf = (groups: FinderGroup<Row>[] | undefined) =>
  (groups ?? []).map((group) => [group.id, group.items.map((row) => row.id)]);

describe("paging by groups", () => {
  test("group paging equals paging the flattened list of every match's groups", () => {
    fc.assert(
      fc.property(rowsArbitrary, shapeArbitrary, (rows, shape) => {
        // The reference: one unpaginated page of every match, grouped as today, then cut by hand.
        const reference = build(rows, shape, "items", false);
        const all = reference.matches.groups ?? [];
        const finder = build(rows, shape, "groups", true);
        const lastPage = Math.max(1, Math.ceil(all.length / shape.size));
        const page = Math.min(shape.page, lastPage);
        expect(finder.pagination.lastPage).toBe(lastPage);
        expect(finder.pagination.page).toBe(page);
        expect(finder.pagination.offset).toBe((page - 1) * shape.size);
        expect(finder.pagination.numTotalGroups).toBe(all.length);
        expect(finder.pagination.numTotalItems).toBe(reference.matches.numMatchedItems);
        expect(finder.matches.numMatchedItems).toBe(reference.matches.numMatchedItems);
        expect(finder.matches.numTotalItems).toBe(rows.length);
        expect(finder.matches.items).toBeUndefined();
        const start = (page - 1) * shape.size;
        expect(idsOf(finder.matches.groups)).toEqual(idsOf(all.slice(start, start + shape.size)));
        // Walking every page visits every group once, whole, in order.
        const walked: FinderGroup<Row>[] = [];
        for (let p = 1; p <= lastPage; p++) {
          finder.pagination.setPage(p);
          walked.push(...(finder.matches.groups ?? []));
        }
        expect(idsOf(walked)).toEqual(idsOf(all));
      }),
      RUNS,
    );
  });

  test('"items" paging, and no paging field, cut items as before', () => {
    fc.assert(
      fc.property(rowsArbitrary, shapeArbitrary, (rows, shape) => {
        const items = build(rows, shape, "items", true);
        const unset = build(rows, shape, undefined, true);
        expect(idsOf(items.matches.groups)).toEqual(idsOf(unset.matches.groups));
        expect(unset.pagination.lastPage).toBe(items.pagination.lastPage);
        // Each page holds numItemsPerPage items (the last may hold fewer), grouped; by colour
        // every item is in exactly one group.
        const byColor = build(rows, { ...shape, byTags: false }, "items", true);
        const pageItems = new Set(byColor.matches.groups?.flatMap((group) => group.items));
        const { offset } = byColor.pagination;
        expect(pageItems.size).toBe(Math.min(shape.size, byColor.matches.numMatchedItems - offset));
        expect(items.pagination.numTotalGroups).toBeUndefined();
        expect(items.pagination.lastPage).toBe(
          Math.max(1, Math.ceil(items.matches.numMatchedItems / shape.size)),
        );
      }),
      RUNS,
    );
  });
});

const byColor = (paging?: "items" | "groups") =>
  groupByRule({ id: "byColor", groupFn: (item: Product) => item.color, paging });

function shop(paging: "items" | "groups" | undefined, extra: object = {}) {
  const rules = [...productRules().filter((rule) => rule.id !== "byColor"), byColor(paging)];
  return new FinderCore(products, {
    rules,
    initialGroupBy: "byColor",
    numItemsPerPage: 2,
    ...extra,
  });
}

const pageIds = (finder: FinderCore<Product>) =>
  finder.matches.groups?.map((group) => [group.id, group.items.map((item) => item.id)]);

describe("group paging details", () => {
  test("numItemsPerPage counts whole groups; the counts stay items", () => {
    // Item order: 4 green, 5 red, 2 red, 6 blue, 1 blue, 3 white (price, nulls last).
    const finder = shop("groups", { initialSortBy: "price" });
    expect(pageIds(finder)).toEqual([
      ["green", [4]],
      ["red", [5, 2]],
    ]);
    expect(finder.pagination.numTotalGroups).toBe(4);
    expect(finder.pagination.lastPage).toBe(2);
    expect(finder.pagination.numTotalItems).toBe(6);
    expect(finder.matches.numMatchedItems).toBe(6);
    finder.pagination.setPage(2);
    expect(finder.pagination.offset).toBe(2);
    expect(pageIds(finder)).toEqual([
      ["blue", [6, 1]],
      ["white", [3]],
    ]);
    // The same finder paging by items cuts "red" between pages 1 and 2.
    const items = shop("items", { initialSortBy: "price" });
    expect(items.pagination.lastPage).toBe(3);
    expect(pageIds(items)).toEqual([
      ["green", [4]],
      ["red", [5]],
    ]);
  });

  test("setPage clamps to the last page of groups", () => {
    const finder = shop("groups");
    finder.pagination.setPage(9);
    expect(finder.pagination.page).toBe(2);
  });

  test("sticky headers lead page 1 and sticky footers end the last page; the function sees every group", () => {
    const seen: string[][] = [];
    const rule = groupByRule({
      id: "byColor",
      groupFn: (item: Product) => item.color,
      paging: "groups",
      sticky: (groups) => {
        seen.push(groups.map((group) => group.id));
        return { header: "white", footer: "green" };
      },
    });
    const finder = new FinderCore(products, {
      rules: [rule],
      initialGroupBy: "byColor",
      numItemsPerPage: 3,
    });
    expect(pageIds(finder)?.map(([id]) => id)).toEqual(["white", "blue", "red"]);
    finder.pagination.setPage(2);
    expect(pageIds(finder)?.map(([id]) => id)).toEqual(["green"]);
    expect(seen).toEqual([["blue", "red", "white", "green"]]);
  });

  test("a page change slices the groups already made: groupFn is not called again", () => {
    let calls = 0;
    const rule = groupByRule({
      id: "g",
      groupFn: (item: Product) => (calls++, item.color),
      paging: "groups",
    });
    const finder = new FinderCore(products, {
      rules: [rule],
      initialGroupBy: "g",
      numItemsPerPage: 1,
    });
    void finder.matches;
    expect(calls).toBe(6);
    finder.pagination.setPage(3);
    expect(pageIds(finder)?.map(([id]) => id)).toEqual(["white"]);
    expect(calls).toBe(6);
  });

  test("with requireGroup the first group rule pages by groups when nothing is chosen", () => {
    const finder = shop("groups", { initialGroupBy: undefined, requireGroup: true });
    expect(finder.pagination.numTotalGroups).toBe(4);
    expect(finder.matches.groups).toHaveLength(2);
  });

  test("turning grouping off goes back to pages of items, on page 1", () => {
    const finder = shop("groups");
    finder.pagination.setPage(2);
    finder.groupBy.set(undefined);
    expect(finder.pagination.page).toBe(1);
    expect(finder.pagination.numTotalGroups).toBeUndefined();
    expect(finder.pagination.lastPage).toBe(3);
    expect(finder.matches.items).toHaveLength(2);
  });

  test("setRules switches the paging like any rule field, keeping a page that still exists", () => {
    const finder = shop("items");
    finder.pagination.setPage(3);
    const others = productRules().filter((rule) => rule.id !== "byColor");
    finder.setRules([...others, byColor("groups")]);
    expect(finder.pagination.page).toBe(2);
    expect(finder.pagination.numTotalGroups).toBe(4);
    finder.setRules([...others, byColor(undefined)]);
    expect(finder.pagination.page).toBe(2);
    expect(finder.pagination.numTotalGroups).toBeUndefined();
    expect(finder.pagination.lastPage).toBe(3);
  });

  test("a bad paging value is an INVALID_RULE_FIELD naming the rule, and setRules changes nothing", () => {
    const bad = groupByRule({
      id: "byColor",
      groupFn: (item: Product) => item.color,
      paging: "group" as "groups",
    });
    expect(() => new FinderCore(products, { rules: [bad] })).toThrow(
      expect.objectContaining({
        code: "INVALID_RULE_FIELD",
        message: expect.stringContaining(
          'group-by rule "byColor": paging must be "items" or "groups", got "group"',
        ),
      }),
    );
    const finder = shop("groups");
    finder.pagination.setPage(2);
    const before = finder.toJSON();
    const rule = finder.getRule("byColor");
    expect(() =>
      finder.setRules([...productRules().filter((r) => r.id !== "byColor"), bad]),
    ).toThrow(FinderError);
    expect(finder.toJSON()).toEqual(before);
    expect(finder.getRule("byColor")).toBe(rule);
    expect(finder.pagination.page).toBe(2);
  });

  test("the saved state and test() do not change with the paging", () => {
    const groups = shop("groups", { initialSortBy: "price" });
    const items = shop("items", { initialSortBy: "price" });
    expect(groups.toJSON()).toEqual(items.toJSON());
    expect(groups.test({ searchTerm: "cotton" })).toEqual(items.test({ searchTerm: "cotton" }));
  });
});

describe("groupsPerPage: pages of whole groups have their own page size (issue 40, item 22)", () => {
  const rulesWith = (groupsPerPage?: number): FinderRule<Product>[] => [
    sortByRule<Product>({ id: "name", sortFn: (product) => product.name }),
    groupByRule<Product>({
      id: "byColor",
      groupFn: (product) => product.color,
      paging: "groups",
      groupsPerPage,
    }),
  ];

  test("while the rule groups, a page holds groupsPerPage whole groups; the flat list keeps numItemsPerPage items", () => {
    const finder = new FinderCore(products, { rules: rulesWith(1), numItemsPerPage: 3 });
    expect(finder.matches.items).toHaveLength(Math.min(3, products.length));
    finder.groupBy.set("byColor");
    expect(finder.matches.groups).toHaveLength(1);
    const colors = new Set(products.map((product) => product.color));
    expect(finder.pagination.lastPage).toBe(colors.size);
    expect(finder.pagination.numItemsPerPage).toBe(3);
    finder.groupBy.set(undefined);
    expect(finder.pagination.lastPage).toBe(Math.ceil(products.length / 3));
  });

  test("without pagination, groupsPerPage does not paginate", () => {
    const finder = new FinderCore(products, { rules: rulesWith(1), initialGroupBy: "byColor" });
    expect(finder.pagination.lastPage).toBe(1);
    expect(finder.matches.groups?.length).toBe(new Set(products.map((p) => p.color)).size);
  });

  test("without groupsPerPage, numItemsPerPage counts groups, as before", () => {
    const finder = new FinderCore(products, {
      rules: rulesWith(),
      numItemsPerPage: 2,
      initialGroupBy: "byColor",
    });
    expect(finder.matches.groups).toHaveLength(2);
  });

  test('groupsPerPage that is not a positive integer, or without paging: "groups", throws INVALID_RULE_FIELD naming the rule', () => {
    for (const bad of [0, 1.5, "2", -1]) {
      expect(
        () =>
          new FinderCore(products, {
            rules: [
              groupByRule<Product>({
                id: "byColor",
                groupFn: (product) => product.color,
                paging: "groups",
                groupsPerPage: bad as number,
              }),
            ],
          }),
      ).toThrow(/groupsPerPage must be a positive integer, got/);
    }
    expect(
      () =>
        new FinderCore(products, {
          rules: [groupByRule<Product>({ id: "g", groupFn: (p) => p.color, groupsPerPage: 2 })],
        }),
    ).toThrow(/group-by rule "g": groupsPerPage must be given only with paging: "groups"/i);
  });
});
