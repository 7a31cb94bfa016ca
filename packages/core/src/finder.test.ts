import { describe, expect, test, vi } from "vitest";
import {
  FinderCore,
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  sortByRule,
  transformFilterToBoolean,
  transformFilterToMultiple,
  transformFilterToSingleValue,
} from "./index";
import { ids, productRules, products, type Product } from "./test/fixtures";

describe("rule helpers", () => {
  test("return their argument unchanged", () => {
    const rule = filterRule({
      id: "f",
      filterFn: (item: Product, value: string) => item.color === value,
    });
    expect(filterRule(rule)).toBe(rule);
    const rules = [rule];
    expect(finderRuleset(rules)).toBe(rules);
    const search = searchRule({ searchFn: (item: Product) => item.name });
    expect(searchRule(search)).toBe(search);
    const sort = sortByRule({ id: "s", sortFn: (item: Product) => item.price });
    expect(sortByRule(sort)).toBe(sort);
    const group = groupByRule({ id: "g", groupFn: (item: Product) => item.color });
    expect(groupByRule(group)).toBe(group);
  });

  test("transformFilterToMultiple turns a boolean filter into a multiple one that is not boolean", () => {
    const rule = filterRule({ id: "f", boolean: true, filterFn: () => true });
    expect(transformFilterToMultiple(rule)).toMatchObject({ multiple: true, boolean: false });
  });

  test("transforms return copies of another kind", () => {
    const rule = filterRule({
      id: "f",
      filterFn: (item: Product, value: string) => item.color === value,
    });
    const multiple = transformFilterToMultiple(rule);
    expect(multiple).not.toBe(rule);
    expect(multiple.multiple).toBe(true);
    expect(transformFilterToBoolean(multiple)).toMatchObject({ boolean: true, multiple: false });
    expect(transformFilterToSingleValue(multiple)).toMatchObject({
      boolean: false,
      multiple: false,
    });
    expect(rule.multiple).toBeUndefined();
  });
});

describe("FinderCore members", () => {
  test("state follows loading > empty > groups > items > noMatches", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules(), isLoading: true });
    expect(finder.state).toBe("loading");
    finder.setIsLoading(false);
    expect(finder.state).toBe("items");
    finder.search.setSearchTerm("zzz");
    expect(finder.state).toBe("noMatches");
    expect(finder.hasMatches).toBe(false);
    finder.search.reset();
    finder.groupBy.set("byColor");
    expect(finder.state).toBe("groups");
    finder.setItems([]);
    expect(finder.state).toBe("empty");
    expect(finder.isEmpty).toBe(true);
  });

  test("namespaces are stable objects with live members", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    const { filters, search } = finder;
    search.setSearchTerm("coat");
    expect(finder.search).toBe(search);
    expect(finder.filters).toBe(filters);
    expect(search.searchTerm).toBe("coat");
    expect(finder.matches.numMatchedItems).toBe(1);
  });

  test("subscribe is told about every change and version increases", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    const listener = vi.fn();
    const unsubscribe = finder.subscribe(listener);
    const version = finder.version;
    const updatedAt = finder.updatedAt;
    finder.search.setSearchTerm("a");
    finder.setContext({ x: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(finder.version).toBe(version + 2);
    expect(finder.updatedAt).toBeGreaterThanOrEqual(updatedAt);
    unsubscribe();
    finder.search.setSearchTerm("b");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test("subscribe works when passed on without its instance, as useSyncExternalStore takes it", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    const { subscribe } = finder;
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    finder.search.setSearchTerm("a");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    finder.search.setSearchTerm("b");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test("matches keeps its identity until something changes", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    expect(finder.matches).toBe(finder.matches);
  });

  test("test() runs a hypothetical state without changing anything", () => {
    const finder = new FinderCore<Product>(products, {
      rules: productRules(),
      initialFilters: { inStock: true },
    });
    expect(ids(finder.test({ searchTerm: "cotton", sortBy: "name" }))).toEqual([1, 6]);
    expect(ids(finder.test({ searchTerm: "cotton" }, true))).toEqual([1]);
    expect(ids(finder.test({ filters: { color: ["red"] }, sortDirection: "desc" }, true))).toEqual([
      5,
    ]);
    expect(finder.search.searchTerm).toBe("");
  });

  test("getRule finds rules of any kind, by id or object", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    expect(finder.getRule("search")).toBe(finder.search.rule);
    expect(finder.getRule({ id: "price" })).toBe(finder.sortBy.rules[0]);
  });

  test("toJSON has exactly the documented keys and restores the state", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules(), numItemsPerPage: 2 });
    finder.search.setSearchTerm("o");
    finder.filters.set("inStock", true);
    finder.sortBy.set("name", "desc");
    finder.groupBy.set("byColor");
    finder.groupBy.setGroupSortDirection("desc");
    finder.pagination.setPage(2);
    const json = finder.toJSON();
    expect(Object.keys(json).sort()).toEqual(
      [
        "disabled",
        "initialSearchTerm",
        "initialFilters",
        "page",
        "numItemsPerPage",
        "initialSortBy",
        "initialSortDirection",
        "ignoreSortByRulesWhileSearchRuleIsActive",
        "initialGroupBy",
        "initialGroupBySortDirection",
        "requireGroup",
      ].sort(),
    );
    const restored = new FinderCore<Product>(products, { rules: productRules(), ...json });
    expect(restored.toJSON()).toEqual(json);
    expect(restored.matches).toEqual(finder.matches);
  });

  test("setRules keeps values of rules that still exist and drops the rest", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.filters.set("color", ["red"]);
    finder.filters.set("maxPrice", 10);
    finder.sortBy.set("name");
    finder.setRules(productRules().filter((rule) => rule.id !== "maxPrice" && rule.id !== "name"));
    expect(finder.filters.raw).toEqual({ color: ["red"] });
    expect(finder.sortBy.activeRule?.id).toBe("price");
    expect(ids(finder.matches.items)).toEqual([5, 2]);
  });

  test("setItems and setContext re-run the pipeline", () => {
    const rule = filterRule({
      id: "min",
      boolean: true,
      filterFn: (item: Product, _: boolean, context: { min: number }) => item.rating >= context.min,
    });
    const finder = new FinderCore(products, {
      rules: [rule],
      context: { min: 4 },
      initialFilters: { min: true },
    });
    expect(finder.matches.numMatchedItems).toBe(3);
    finder.setContext({ min: 5 });
    expect(finder.matches.numMatchedItems).toBe(1);
    finder.setItems(products.slice(0, 1));
    expect(finder.matches.numMatchedItems).toBe(0);
    expect(finder.matches.numTotalItems).toBe(1);
  });
});
