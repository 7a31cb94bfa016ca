// Checks the claims docs/api/index.mdx makes about the instance as a whole, one test per claim.
// "The view in the address" is checked by api/_urlState.test.tsx and api/_UrlSyncedShop.test.tsx, the error catalogue by
// errorCatalogue.test.ts. Left out while the library changes them: the toJSON shape and
// "an action that changes nothing emits nothing".
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  restoreState,
  ruleEffect,
  searchRule,
  sortByRule,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
  groupByRule({ id: "category", groupFn: (item: GearItem) => item.category }),
];

describe("the FinderCore instance", () => {
  it("decides state in the order loading, empty, noMatches, groups/items", () => {
    const finder = new FinderCore<GearItem>([], { rules, isLoading: true });
    expect(finder.state).toBe("loading");
    finder.setIsLoading(false);
    expect(finder.state).toBe("empty");
    finder.setItems(gearShop);
    expect(finder.state).toBe("items");
    finder.groupBy.set("category");
    expect(finder.state).toBe("groups");
    finder.search.setSearchTerm("zzzzzz");
    expect(finder.state).toBe("noMatches");
    finder.setIsLoading(true);
    expect(finder.state).toBe("loading");
  });

  it("becomes ready once it has an items array while not loading, and stays ready", () => {
    const onReady = vi.fn();
    const finder = new FinderCore<GearItem>(null, { rules, onReady });
    expect(finder.isReady).toBe(false);
    finder.setItems([]);
    expect(finder.isReady).toBe(true);
    finder.setIsLoading(true);
    expect(finder.isReady).toBe(true);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it("ignores a system setter given the same reference, even if the array was mutated", () => {
    const items = [...gearShop];
    const finder = new FinderCore<GearItem>(items, { rules });
    const version = finder.version;
    items.pop();
    finder.setItems(items);
    expect(finder.version).toBe(version);
    finder.setItems([...items]);
    expect(finder.version).toBeGreaterThan(version);
    expect(finder.matches.numTotalItems).toBe(gearShop.length - 1);
  });

  it("turns user mutators into no-ops while disabled, but still rejects bad input", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, disabled: true, onChange });
    finder.search.setSearchTerm("tent");
    finder.filters.toggle("inStock");
    expect(finder.search.searchTerm).toBe("");
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(() => finder.filters.set("nope", 1)).toThrow(FinderError);
  });

  it("leaves the state unchanged when a mutator throws", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.search.setSearchTerm("lamp");
    const before = finder.toJSON();
    expect(() => finder.sortBy.set("price", "up" as "asc")).toThrow(FinderError);
    expect(finder.toJSON()).toEqual(before);
  });

  it("calls subscribers with no argument and bumps version on every change", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const listener = vi.fn();
    const unsubscribe = finder.subscribe(listener);
    const version = finder.version;
    finder.search.setSearchTerm("tent");
    expect(listener).toHaveBeenCalledWith();
    expect(finder.version).toBeGreaterThan(version);
    unsubscribe();
    finder.search.reset();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("emits no event for setRules, and one for each other system setter", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const seen: string[] = [];
    for (const name of ["setItems", "setIsLoading", "setIsDisabled", "setContext"] as const) {
      finder.events.on(name, (event) => seen.push(event.event));
    }
    finder.setRules([...rules]);
    finder.setItems([...gearShop]);
    finder.setIsLoading(true);
    finder.setIsDisabled(true);
    finder.setContext({ currency: "EUR" });
    expect(seen).toEqual(["setItems", "setIsLoading", "setIsDisabled", "setContext"]);
  });

  it("finds the search rule under the id search", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(finder.getRule("search")).toBe(rules[0]);
    expect(finder.getRule(rules[2] as { id: string })).toBe(rules[2]);
  });

  it("serialises to exactly the documented keys, and restores by spreading them", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    expect(finder.toJSON()).toEqual({
      disabled: false,
      initialSearchTerm: "",
      initialFilters: {},
      page: 1,
      numItemsPerPage: 5,
      initialSortBy: "price",
      initialSortDirection: "asc",
      ignoreSortByRulesWhileSearchRuleIsActive: undefined,
      initialGroupBy: undefined,
      initialGroupBySortDirection: undefined,
      requireGroup: false,
    });
    // toEqual skips undefined values: the keys themselves, in the table's order.
    expect(Object.keys(finder.toJSON())).toEqual([
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
    ]);
    finder.search.setSearchTerm("a");
    finder.filters.set("inStock", true);
    finder.sortBy.set("price", "desc");
    finder.groupBy.set("category");
    finder.sortBy.setByRelevance(true);
    finder.pagination.setPage(2);
    expect(finder.toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBe(true);
    const restored = new FinderCore<GearItem>(gearShop, { rules, ...finder.toJSON() });
    expect(restored.toJSON()).toEqual(finder.toJSON());
    expect(restored.matches).toEqual(finder.matches);
    expect(JSON.parse(JSON.stringify(finder))).toEqual(JSON.parse(JSON.stringify(finder.toJSON())));
  });

  it("toJSON keeps the requested page while nothing is shown yet, and copies filter arrays", () => {
    const waiting = new FinderCore<GearItem>(null, { rules, page: 3, numItemsPerPage: 2 });
    expect(waiting.toJSON().page).toBe(3);
    const tags = filterRule<GearItem, GearItem["tags"][number]>({
      id: "tags",
      multiple: true,
      filterFn: (item, tag) => item.tags.includes(tag),
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [tags] });
    finder.filters.set("tags", ["sale"]);
    (finder.toJSON().initialFilters.tags as string[]).push("budget");
    expect(finder.filters.get("tags")).toEqual(["sale"]);
  });

  it("an additive test() of another sort rule previews what sortBy.set would show", () => {
    const byName = sortByRule({ id: "name", sortFn: (item: GearItem) => item.name });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [...rules, byName] });
    finder.sortBy.set("name", "desc");
    const preview = finder.test({ sortBy: "price" }, true);
    finder.sortBy.set("price");
    expect(preview).toEqual(finder.matches.groups ? undefined : finder.matches.items);
  });

  it("getRule and ruleEffect take a search rule without an id as itself", () => {
    const search = rules[0] as (typeof rules)[0];
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      effects: [ruleEffect(search, onChange)],
    });
    expect(finder.getRule(search)).toBe(search);
    finder.search.setSearchTerm("lamp");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("runs search, filters and sort in test() without changing anything", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 3 });
    const version = finder.version;
    const preview = finder.test({ filters: { inStock: true }, sortBy: "price" });
    expect(preview.length).toBe(gearShop.filter((item) => item.inStock).length);
    expect(preview.map((item) => item.price)).toEqual(
      [...preview.map((item) => item.price)].sort((a, b) => a - b),
    );
    expect(finder.version).toBe(version);
  });

  it("resets the page to 1 on every user action but setPage", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    finder.pagination.setPage(3);
    finder.sortBy.set("price");
    expect(finder.pagination.page).toBe(1);
  });
});

describe("the FinderCore instance: the rest of the page", () => {
  it("the five boolean options, initialByRelevance among them, take only true, false or undefined", () => {
    for (const option of [
      "disabled",
      "isLoading",
      "requireGroup",
      "ignoreSortByRulesWhileSearchRuleIsActive",
      "initialByRelevance",
    ]) {
      expect(() => new FinderCore(gearShop, { rules, [option]: "false" })).toThrow(
        expect.objectContaining({ code: "INVALID_BOOLEAN" }),
      );
      expect(() => new FinderCore(gearShop, { rules, [option]: false })).not.toThrow();
    }
  });

  it("FinderRestoredOptions: restoreState returns initialByRelevance beside the snapshot's keys", () => {
    expect(restoreState({ initialByRelevance: true, page: 2 }, { rules }).options).toEqual({
      initialByRelevance: true,
      page: 2,
    });
  });

  it("items may be null or undefined; both count as empty", () => {
    for (const items of [null, undefined]) {
      const finder = new FinderCore<GearItem>(items, { rules });
      expect(finder.isEmpty).toBe(true);
      expect(finder.state).toBe("empty");
    }
  });

  it("all properties are live, and the namespace objects are stable", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const { filters, search, sortBy, groupBy, pagination, events } = finder;
    finder.setIsLoading(true);
    expect(finder.isLoading).toBe(true);
    expect([
      finder.filters,
      finder.search,
      finder.sortBy,
      finder.groupBy,
      finder.pagination,
      finder.events,
    ]).toEqual([filters, search, sortBy, groupBy, pagination, events]);
    expect(finder.filters).toBe(filters);
  });

  it("setItems and setContext re-run option generators and recompute the results", () => {
    const generator = vi.fn(({ items }: { items: GearItem[] }) =>
      [...new Set(items.map((item) => item.brand))].map((value) => ({ value })),
    );
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        filterRule<GearItem, string>({
          id: "brand",
          filterFn: (i, b) => i.brand === b,
          options: generator,
        }),
      ],
    });
    const calls = generator.mock.calls.length;
    finder.setItems(gearShop.slice(0, 5));
    finder.setContext("new");
    expect(generator.mock.calls.length).toBe(calls + 2);
    expect(finder.matches.numTotalItems).toBe(5);
  });

  it("setRules drops the visitor's choices that name rules which no longer exist", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.filters.set("inStock", true);
    finder.sortBy.set("price", "desc");
    finder.setRules(rules.filter((rule) => rule.id !== "inStock"));
    expect(finder.filters.raw).toEqual({});
    expect(finder.sortBy.sortDirection).toBe("desc");
  });

  it("setRules drops a term without a search rule and a value that no longer fits the rule's kind; no change is emitted", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.search.setSearchTerm("lamp");
    finder.filters.set("inStock", true);
    onChange.mockClear();
    const listener = vi.fn();
    finder.subscribe(listener);
    const single = filterRule<GearItem, string>({
      id: "inStock",
      options: [{ value: "yes" }],
      filterFn: (item, value) => item.inStock === (value === "yes"),
    });
    const withoutSearch = [single, ...rules.slice(2)];
    finder.setRules(withoutSearch);
    expect(finder.search.searchTerm).toBe("");
    expect(finder.filters.raw).toEqual({});
    expect(onChange).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
    const { dropped } = restoreState(finder.toJSON(), { rules: withoutSearch, items: gearShop });
    expect(dropped).toEqual([]);
    finder.setRules(rules);
    expect(finder.matches.numMatchedItems).toBe(gearShop.length);
  });

  it("setItems drops a value that regenerated options no longer list, each multiple entry on its own", () => {
    const categories = filterRule<GearItem, string>({
      id: "categories",
      multiple: true,
      options: ({ items }) =>
        [...new Set(items.map((item) => item.category))].map((value) => ({ value })),
      filterFn: (item, category) => item.category === category,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [categories] });
    const [first, second] = [...new Set(gearShop.map((item) => item.category))] as string[];
    finder.filters.set("categories", [first, second]);
    finder.setItems(gearShop.filter((item) => item.category !== first));
    expect(finder.filters.get("categories")).toEqual([second]);
  });

  it("setContext drops a selected option that the regenerated options no longer list", () => {
    const band = filterRule<GearItem, string, { hidden: string }>({
      id: "band",
      options: ({ context }) =>
        ["cheap", "dear"].filter((value) => value !== context.hidden).map((value) => ({ value })),
      filterFn: (item, value) => (value === "cheap" ? item.price < 100 : item.price >= 100),
    });
    const finder = new FinderCore<GearItem, { hidden: string }>(gearShop, {
      rules: [band],
      context: { hidden: "none" },
    });
    finder.filters.set("band", "cheap");
    finder.setContext({ hidden: "dear" });
    expect(finder.filters.get("band")).toBe("cheap");
    finder.setContext({ hidden: "cheap" });
    expect(finder.filters.get("band")).toBeUndefined();
  });

  it("inside a batch of several actions, a choice a system mutator drops is part of the one change", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.filters.set("inStock", true);
    onChange.mockClear();
    finder.batch(() => {
      finder.search.setSearchTerm("lamp");
      finder.sortBy.set("price", "desc");
      finder.setRules(rules.filter((rule) => rule.id !== "inStock"));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    const event = onChange.mock.calls[0]?.[0] as {
      event: string;
      initial: { initialFilters: object };
      current: { initialFilters: object };
    };
    expect(event.event).toBe("batch");
    expect(event.initial.initialFilters).toEqual({ inStock: true });
    expect(event.current.initialFilters).toEqual({});
  });

  it("the resetFilters event holds a copy of the values", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.filters.set("inStock", true);
    finder.filters.reset();
    const { current } = onChange.mock.calls[1]?.[0] as { current: Record<string, unknown> };
    current.inStock = true;
    expect(finder.filters.raw).toEqual({});
    expect(finder.filters.isActive("inStock")).toBe(false);
  });

  it("system mutators work while disabled is on", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, disabled: true });
    finder.setItems(gearShop.slice(0, 2));
    finder.setIsLoading(true);
    expect([finder.matches.numTotalItems, finder.isLoading]).toEqual([2, true]);
  });

  it("subscribe returns a function that unsubscribes", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const listener = vi.fn();
    const unsubscribe = finder.subscribe(listener);
    finder.search.setSearchTerm("a");
    unsubscribe();
    finder.search.setSearchTerm("b");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("getRule takes the id string or any object with an id, and throws RULE_NOT_FOUND for an unknown id", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(finder.getRule({ id: "price" })).toBe(rules[2]);
    const group = finder.groupBy.rules[0]!;
    expect(finder.getRule(group)).toBe(group);
    expect(() => finder.getRule("colour")).toThrow(
      expect.objectContaining({ code: "RULE_NOT_FOUND" }),
    );
  });

  it("invalid options throw while the instance is being created", () => {
    expect(() => new FinderCore<GearItem>(gearShop, { rules, page: 0 })).toThrow(FinderError);
    expect(() => new FinderCore<GearItem>("items" as never, { rules })).toThrow(
      expect.objectContaining({ code: "INVALID_ITEMS" }),
    );
  });

  it("setItems and setContext throw INVALID_RULE_OPTIONS when an option generator returns something else", () => {
    const byBrand = filterRule<GearItem, string, string>({
      id: "brand",
      filterFn: (item, brand) => item.brand === brand,
      options: ({ items, context }) =>
        items.length === 1 || context === "broken"
          ? ("not options" as never)
          : [{ value: "Northpeak" }],
    });
    const finder = new FinderCore<GearItem, string>(gearShop, { rules: [byBrand], context: "" });
    const code = expect.objectContaining({ code: "INVALID_RULE_OPTIONS" });
    expect(() => finder.setItems(gearShop.slice(0, 1))).toThrow(code);
    expect(() => finder.setContext("broken")).toThrow(code);
    expect([finder.items, finder.context]).toEqual([gearShop, ""]);
  });

  it("setPage to the page already stored is a no-op; while loading, that is the page kept for the items", () => {
    const finder = new FinderCore<GearItem>([], {
      rules,
      isLoading: true,
      numItemsPerPage: 5,
      page: 3,
    });
    const onChange = vi.fn();
    finder.events.on("change", onChange);
    finder.pagination.setPage(3);
    expect(onChange).not.toHaveBeenCalled();
    finder.pagination.setPage(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("subscribers are told of a debounced action at once; its change event follows when the burst ends", () => {
    vi.useFakeTimers();
    try {
      const finder = new FinderCore<GearItem>(gearShop, {
        rules: [searchRule({ searchFn: (item: GearItem) => item.name, debounceMilliseconds: 300 })],
      });
      const order: string[] = [];
      finder.subscribe(() => order.push("subscriber"));
      finder.events.on("change", () => order.push("change"));
      finder.search.setSearchTerm("tent");
      expect(order).toEqual(["subscriber"]);
      vi.advanceTimersByTime(300);
      expect(order).toEqual(["subscriber", "change"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("updatedAt is when the instance last changed, whether or not the results did", () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const finder = new FinderCore<GearItem>(gearShop, { rules });
      const matches = finder.matches;
      vi.setSystemTime(5_000);
      finder.setIsDisabled(true);
      expect(finder.matches).toBe(matches);
      expect(finder.updatedAt).toBe(5_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("testRuleOptions runs search and filters only and lists items in their original order", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      initialSortBy: "price",
      initialSortDirection: "desc",
    });
    const inStock = finder.filters.testRuleOptions("inStock").get(true) ?? [];
    expect(inStock).toEqual(gearShop.filter((item) => item.inStock));
    expect(finder.test({ filters: { inStock: true } })).not.toEqual(inStock);
  });

  it("the option previews (getFacet too) run the filters only, and search too when additive", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialSearchTerm: "lamp" });
    const lamps = finder.matches.items ?? [];
    const inStock = (items: GearItem[]) => items.filter((item) => item.inStock);
    expect(lamps.length).toBeLessThan(gearShop.length);
    expect(finder.filters.testRuleOptions("inStock").get(true)).toEqual(inStock(gearShop));
    expect(finder.filters.getFacet("inStock").get(true)?.count).toBe(inStock(gearShop).length);
    expect(finder.filters.countRuleOptions("inStock", true).get(true)).toBe(inStock(lamps).length);
    expect(finder.filters.getFacet("inStock", true).get(true)?.count).toBe(inStock(lamps).length);
  });
});
