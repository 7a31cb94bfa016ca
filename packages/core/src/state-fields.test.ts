import { describe, expect, test } from "vitest";
import { FinderCore, restoreState } from "./index";
import { sameReading } from "./equality";
import { EMPTY_STATE } from "./state";
import { STATE_PARTS, written, type StatePart, type StateOption } from "./state-fields";
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

/**
 * Whether `value` is what a finder with these rules and no state options saves for `option`.
 * A switch is at its default when it is not true.
 */
function isDefaultPart(option: StateOption, value: unknown): boolean {
  const part: StatePart = STATE_PARTS[option];
  if (!part.field) return value !== true;
  return sameReading(value, written(part, EMPTY_STATE, store));
}
const options = Object.keys(STATE_PARTS) as StateOption[];

/** The parts of a snapshot that differ from what a finder with these rules saves by default. */
const changedParts = (snapshot: object) =>
  Object.entries(snapshot)
    .filter(([option, value]) => !isDefaultPart(option as StateOption, value))
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
    expect(isDefaultPart("initialSortBy", "price")).toBe(true);
    expect(isDefaultPart("initialSortBy", "name")).toBe(false);
    expect(isDefaultPart("initialSortDirection", "asc")).toBe(true);
    expect(isDefaultPart("initialSortDirection", "desc")).toBe(false);
    expect(isDefaultPart("initialGroupBy", undefined)).toBe(true);
    expect(isDefaultPart("initialGroupBy", "byColor")).toBe(false);
  });

  test("a switch is at its default unless it is true", () => {
    for (const option of ["disabled", "requireGroup", "ignoreSortByRulesWhileSearchRuleIsActive"]) {
      expect(isDefaultPart(option as StateOption, undefined)).toBe(true);
      expect(isDefaultPart(option as StateOption, false)).toBe(true);
      expect(isDefaultPart(option as StateOption, true)).toBe(false);
    }
  });

  test("an explicit clear of a filter and an empty page size differ from the defaults", () => {
    expect(isDefaultPart("initialFilters", {})).toBe(true);
    expect(isDefaultPart("initialFilters", { color: null })).toBe(false);
    expect(isDefaultPart("numItemsPerPage", undefined)).toBe(true);
    expect(isDefaultPart("page", 1)).toBe(true);
    expect(isDefaultPart("initialSearchTerm", "")).toBe(true);
  });
});
