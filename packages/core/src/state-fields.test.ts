import { describe, expect, test } from "vitest";
import { FinderCore, restoreState } from "./index";
import { isDefaultPart, STATE_PARTS, type StateOption } from "./state-fields";
import { FinderStore } from "./store";
import type { Flags } from "./valid-state";
import { productRules, products } from "./test/fixtures";

const rules = productRules();
const flags: Flags = {
  disabled: false,
  isLoading: false,
  requireGroup: false,
  ignoreSortByRulesWhileSearchRuleIsActive: false,
};
const store = new FinderStore<unknown, unknown>(products, undefined, rules, flags);
const options = Object.keys(STATE_PARTS) as StateOption[];

/** The parts of a snapshot that differ from what a finder with these rules saves by default. */
const changedParts = (snapshot: object) =>
  Object.entries(snapshot)
    .filter(([option, value]) => !isDefaultPart(store, option as StateOption, value))
    .map(([option]) => option);

describe("the state parts table", () => {
  test("toJSON() writes every part of the table, in its order", () => {
    const finder = new FinderCore(products, { rules });
    expect(Object.keys(finder.toJSON())).toEqual(options);
  });

  test("restoreState() takes exactly the table's parts", () => {
    const given = Object.fromEntries(options.map((option) => [option, undefined]));
    const { dropped } = restoreState({ ...given, isLoading: false }, { rules });
    expect(dropped.map((part) => part.option)).toEqual(["isLoading"]);
  });

  test("a fresh finder saves only parts at their defaults", () => {
    const finder = new FinderCore(products, { rules });
    expect(changedParts(finder.toJSON())).toEqual([]);
  });

  test("each part changed from its default is reported, and only those", () => {
    const finder = new FinderCore(products, { rules, numItemsPerPage: 2, disabled: false });
    finder.search.setSearchTerm("o");
    finder.filters.set("color", ["blue", "red"]);
    finder.sortBy.set("price", "desc");
    finder.pagination.setPage(2);
    expect(changedParts(finder.toJSON())).toEqual([
      "initialSearchTerm",
      "initialFilters",
      "page",
      "numItemsPerPage",
      "initialSortDirection",
    ]);
  });

  test("the first sort rule with its default direction is the default sort; another is not", () => {
    expect(isDefaultPart(store, "initialSortBy", "price")).toBe(true);
    expect(isDefaultPart(store, "initialSortBy", "name")).toBe(false);
    expect(isDefaultPart(store, "initialSortDirection", "asc")).toBe(true);
    expect(isDefaultPart(store, "initialSortDirection", "desc")).toBe(false);
    expect(isDefaultPart(store, "initialGroupBy", undefined)).toBe(true);
    expect(isDefaultPart(store, "initialGroupBy", "byColor")).toBe(false);
  });

  test("a switch is at its default unless it is true", () => {
    for (const option of ["disabled", "requireGroup", "ignoreSortByRulesWhileSearchRuleIsActive"]) {
      expect(isDefaultPart(store, option as StateOption, undefined)).toBe(true);
      expect(isDefaultPart(store, option as StateOption, false)).toBe(true);
      expect(isDefaultPart(store, option as StateOption, true)).toBe(false);
    }
  });

  test("an explicit clear of a filter and an empty page size differ from the defaults", () => {
    expect(isDefaultPart(store, "initialFilters", {})).toBe(true);
    expect(isDefaultPart(store, "initialFilters", { color: null })).toBe(false);
    expect(isDefaultPart(store, "numItemsPerPage", undefined)).toBe(true);
    expect(isDefaultPart(store, "page", 1)).toBe(true);
    expect(isDefaultPart(store, "initialSearchTerm", "")).toBe(true);
  });
});
