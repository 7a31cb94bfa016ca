// Checks the claims docs/api/sort-by-api.mdx makes about finder.sortBy, one test per claim. The
// aria-sort advice is checked by SortableTableDemo.test.tsx and _customHooks.test.tsx.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  applySearchParams,
  filterRule,
  fromSearchParams,
  ruleEffect,
  searchRule,
  sortByRule,
  toSearchParams,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  sortByRule({ id: "name", sortFn: (item: GearItem) => item.name }),
  sortByRule({
    id: "rating",
    sortFn: (item: GearItem) => item.rating,
    defaultSortDirection: "desc",
  }),
];
const shop = (onChange = vi.fn()) => new FinderCore<GearItem>(gearShop, { rules, onChange });
const searching = [searchRule({ searchFn: (item: GearItem) => item.name }), ...rules];
const names = (finder: FinderCore<GearItem>) => finder.matches.items?.map((item) => item.name);

describe("finder.sortBy", () => {
  it("starts with the first rule in its default direction", () => {
    const finder = shop();
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
    expect(finder.sortBy.isRuleActive("name")).toBe(true);
  });

  it("toggles: activates another rule in its default direction, flips the active one", () => {
    const onChange = vi.fn();
    const finder = shop(onChange);
    finder.sortBy.toggle("rating");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
    finder.sortBy.toggle("rating");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(true);
    expect(onChange.mock.calls.map(([event]) => event.event)).toEqual([
      "setSortBy",
      "setSortDirection",
    ]);
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({
      source: "sortBy",
      initial: { sortBy: "rating", sortDirection: undefined },
      current: { sortBy: "rating", sortDirection: "asc" },
    });
  });

  it("cycles the direction: unset, the opposite of the rule's default, its default, unset", () => {
    const finder = shop();
    finder.sortBy.set("rating");
    const seen: [string, boolean][] = [];
    for (let step = 0; step < 4; step++) {
      seen.push([finder.sortBy.sortDirection, finder.sortBy.userHasSetSortDirection]);
      finder.sortBy.cycleSortDirection();
    }
    expect(seen).toEqual([
      ["desc", false],
      ["asc", true],
      ["desc", true],
      ["desc", false],
    ]);
  });

  it("keeps a chosen direction when set() names the active rule again, drops it for another", () => {
    const finder = shop();
    finder.sortBy.set("name", "desc");
    finder.sortBy.set("name");
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.set("rating");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  it("goes back to the first rule with set() and reset()", () => {
    const finder = shop();
    finder.sortBy.set("rating", "asc");
    finder.sortBy.set();
    expect(finder.sortBy.activeRule?.id).toBe("name");
    finder.sortBy.set("rating", "asc");
    finder.sortBy.reset();
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  it("sorts nulls last in both directions", () => {
    const finder = shop();
    finder.sortBy.set("rating", "asc");
    expect(finder.matches.items?.at(-1)?.rating).toBeNull();
    finder.sortBy.set("rating", "desc");
    expect(finder.matches.items?.at(-1)?.rating).toBeNull();
  });

  it("has no active rule without sort rules", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [] });
    expect(finder.sortBy.activeRule).toBeUndefined();
    expect(finder.sortBy.sortDirection).toBe("asc");
  });
});

describe("finder.sortBy: the rest of the page", () => {
  it("the example: name first, toggle price, flip, rating desc, back to default, reset", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        searching[0]!,
        rules[0]!,
        sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
        rules[1]!,
      ],
    });
    const state = () => [finder.sortBy.activeRule?.id, finder.sortBy.sortDirection];
    expect(state()).toEqual(["name", "asc"]);
    finder.sortBy.toggle("price");
    expect(state()).toEqual(["price", "asc"]);
    finder.sortBy.toggle("price");
    expect(state()).toEqual(["price", "desc"]);
    finder.sortBy.set("rating", "desc");
    expect(state()).toEqual(["rating", "desc"]);
    finder.sortBy.setSortDirection();
    expect([...state(), finder.sortBy.userHasSetSortDirection]).toEqual(["rating", "desc", false]);
    finder.sortBy.setByRelevance(true);
    expect([...state(), finder.sortBy.byRelevance]).toEqual(["rating", "desc", true]);
    finder.sortBy.set("price");
    expect([...state(), finder.sortBy.byRelevance]).toEqual(["price", "asc", false]);
    finder.sortBy.reset();
    expect(state()).toEqual(["name", "asc"]);
  });

  it("isRuleActive is true for the first rule while none is set", () => {
    const finder = shop();
    expect(finder.sortBy.isRuleActive("name")).toBe(true);
    expect(finder.sortBy.isRuleActive("rating")).toBe(false);
  });

  it("toggleSortDirection flips the direction in force", () => {
    const finder = shop();
    finder.sortBy.set("rating");
    finder.sortBy.toggleSortDirection();
    expect(finder.sortBy.sortDirection).toBe("asc");
  });

  it("while a search term is set, the active sort rule orders the results and relevance breaks ties", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name }), ...rules],
      initialSearchTerm: "trail",
    });
    expect(finder.matches.items?.map((item) => item.name)).toEqual([
      "Trail Lamp 2",
      "Trail Lamp 10",
      "Trail Runner Vest",
      "Trail Socks 3-Pack",
    ]);
  });

  it('setSortDirection("up") throws INVALID_SORT_DIRECTION: Finder: the sort direction must be "asc" or "desc", got "up".', () => {
    const finder = shop();
    expect(() => finder.sortBy.setSortDirection("up" as "asc")).toThrow(
      expect.objectContaining({
        code: "INVALID_SORT_DIRECTION",
        message: 'Finder: the sort direction must be "asc" or "desc", got "up".',
      }),
    );
  });

  it("an unknown id throws RULE_NOT_FOUND, the id of another kind WRONG_RULE_KIND", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        ...rules,
        filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (i) => i.inStock }),
      ],
    });
    expect(() => finder.sortBy.set("price")).toThrow(
      expect.objectContaining({ code: "RULE_NOT_FOUND" }),
    );
    expect(() => finder.sortBy.toggle("inStock")).toThrow(
      expect.objectContaining({ code: "WRONG_RULE_KIND" }),
    );
  });

  it("while disabled, every mutator does nothing", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, disabled: true });
    finder.sortBy.set("rating");
    finder.sortBy.toggle("rating");
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggleSortDirection();
    finder.sortBy.cycleSortDirection();
    expect([finder.sortBy.activeRule?.id, finder.sortBy.userHasSetSortDirection]).toEqual([
      "name",
      false,
    ]);
  });

  it("every change moves to page 1", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    for (const change of [
      () => finder.sortBy.set("rating"),
      () => finder.sortBy.toggleSortDirection(),
      () => finder.sortBy.reset(),
    ]) {
      finder.pagination.setPage(3);
      change();
      expect(finder.pagination.page).toBe(1);
    }
  });

  it("events: rule is the rule in force after the change; initial/current are the visitor's choices, undefined for defaults", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules: searching, onChange });
    finder.sortBy.set("rating");
    finder.sortBy.toggle("rating");
    finder.sortBy.reset();
    finder.sortBy.setByRelevance(true);
    expect(
      onChange.mock.calls.map(([event]) => [
        event.event,
        event.rule.id,
        event.initial,
        event.current,
      ]),
    ).toEqual([
      [
        "setSortBy",
        "rating",
        { sortBy: undefined, sortDirection: undefined },
        { sortBy: "rating", sortDirection: undefined },
      ],
      [
        "setSortDirection",
        "rating",
        { sortBy: "rating", sortDirection: undefined },
        { sortBy: "rating", sortDirection: "asc" },
      ],
      [
        "setSortBy",
        "name",
        { sortBy: "rating", sortDirection: "asc" },
        { sortBy: undefined, sortDirection: undefined },
      ],
      [
        "setByRelevance",
        "name",
        { sortBy: undefined, sortDirection: undefined, byRelevance: undefined },
        { sortBy: undefined, sortDirection: undefined, byRelevance: true },
      ],
    ]);
    // toEqual skips undefined keys: byRelevance is there in every one of them.
    expect(onChange.mock.calls.every(([event]) => "byRelevance" in event.current)).toBe(true);
    expect(onChange.mock.calls.map(([event]) => event.source)).toEqual(Array(4).fill("sortBy"));
  });

  it("choosing what is already in force changes nothing and emits nothing", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules: searching, onChange });
    finder.sortBy.setByRelevance(false);
    finder.sortBy.setByRelevance();
    finder.sortBy.setByRelevance(true);
    finder.sortBy.setByRelevance(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    const byDefault = new FinderCore<GearItem>(gearShop, {
      rules: searching,
      onChange,
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    byDefault.sortBy.setByRelevance(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("finder.sortBy: relevance as a choice", () => {
  // "tent": by name, Trail Lamp 2 first; by relevance, the names that start with "tent", then
  // the others, in item order within a rung.
  const tent = (options: { ignore?: boolean } = {}) =>
    new FinderCore<GearItem>(gearShop, {
      rules: searching,
      initialSearchTerm: "tent",
      ignoreSortByRulesWhileSearchRuleIsActive: options.ignore,
    });
  const ranked = () =>
    new FinderCore<GearItem>(gearShop, {
      rules: [searching[0]!],
      initialSearchTerm: "tent",
    });

  it("setByRelevance(true): while a term is active, the ranking alone orders the matches, whatever rule is active", () => {
    const finder = tent();
    finder.sortBy.set("rating", "asc");
    expect(names(finder)).not.toEqual(names(ranked()));
    finder.sortBy.setByRelevance(true);
    expect(names(finder)).toEqual(names(ranked()));
    expect(finder.sortBy.isRelevanceActive).toBe(true);
  });

  it("set, toggle and setByRelevance(false) switch it off; the direction calls leave it", () => {
    const finder = tent();
    for (const switchOff of [
      () => finder.sortBy.set("rating"),
      () => finder.sortBy.toggle("name"),
      () => finder.sortBy.setByRelevance(false),
    ]) {
      finder.sortBy.setByRelevance(true);
      finder.sortBy.setSortDirection("desc");
      finder.sortBy.toggleSortDirection();
      finder.sortBy.cycleSortDirection();
      expect(finder.sortBy.byRelevance).toBe(true);
      switchOff();
      expect(finder.sortBy.byRelevance).toBe(false);
    }
  });

  it("isRelevanceActive: a term to rank, and byRelevance or no sort rule; true at the start with a term and relevance chosen; setByRelevance(false) without sort rules leaves relevance ordering", () => {
    expect(tent().sortBy.isRelevanceActive).toBe(false);
    expect(tent({ ignore: true }).sortBy.isRelevanceActive).toBe(true);
    const unsorted = ranked();
    expect(unsorted.sortBy.isRelevanceActive).toBe(true);
    unsorted.sortBy.setByRelevance(false);
    expect(unsorted.sortBy.isRelevanceActive).toBe(true);
    unsorted.search.setSearchTerm("!!");
    expect(unsorted.sortBy.isRelevanceActive).toBe(false);
  });

  it("isRelevanceActive's default: true at the start with a term to rank and no sort rule, relevance not chosen", () => {
    const start = (initialSearchTerm: string) =>
      new FinderCore<GearItem>(gearShop, { rules: [searching[0]!], initialSearchTerm });
    expect(start("tent").sortBy.byRelevance).toBe(false);
    expect(start("tent").sortBy.isRelevanceActive).toBe(true);
    expect(start("!!").sortBy.isRelevanceActive).toBe(false);
  });

  it("after setRules takes the search rule away, setByRelevance(true) of the choice in force does not throw; a finder with the switch and no search rule reports byRelevance true", () => {
    const finder = tent();
    finder.sortBy.setByRelevance(true);
    finder.setRules(rules);
    expect(() => finder.sortBy.setByRelevance(true)).not.toThrow();
    expect(finder.sortBy.byRelevance).toBe(true);
    const switched = new FinderCore<GearItem>(gearShop, {
      rules,
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(switched.sortBy.byRelevance).toBe(true);
  });

  it("while relevance orders, a direction call records the direction, emits setSortDirection and moves to page 1, the order unchanged; so does setByRelevance without a term", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: searching,
      initialSearchTerm: "t",
      numItemsPerPage: 2,
      onChange,
    });
    finder.sortBy.setByRelevance(true);
    finder.pagination.setPage(2);
    const before = names(finder);
    onChange.mockClear();
    finder.sortBy.toggleSortDirection();
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ event: "setSortDirection" });
    expect(finder.sortBy.userHasSetSortDirection).toBe(true);
    expect(finder.pagination.page).toBe(1);
    finder.pagination.setPage(2);
    expect(names(finder)).toEqual(before);
    const untyped = new FinderCore<GearItem>(gearShop, { rules: searching, numItemsPerPage: 2 });
    untyped.pagination.setPage(2);
    const order = untyped.test({});
    untyped.sortBy.setByRelevance(true);
    expect(untyped.pagination.page).toBe(1);
    expect(untyped.test({}, true)).toEqual(order);
  });

  it("a setByRelevance event names the sort rule chosen, also while relevance orders, and runs that rule's effects; byRelevance undefined is the default, which may be on", () => {
    const effect = vi.fn();
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: searching,
      initialSearchTerm: "tent",
      initialSortBy: "rating",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
      effects: [ruleEffect("rating", effect)],
      onChange,
    });
    finder.sortBy.setByRelevance(false);
    finder.sortBy.setByRelevance();
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({
      event: "setByRelevance",
      rule: { id: "rating" },
      current: { byRelevance: undefined },
    });
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    expect(effect).toHaveBeenCalledTimes(2);
  });

  it("while relevance orders, activeRule, sortDirection and isRuleActive keep naming the sort rule", () => {
    const finder = tent();
    finder.sortBy.set("rating");
    finder.sortBy.setByRelevance(true);
    expect(finder.sortBy.activeRule?.id).toBe("rating");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.sortBy.isRuleActive("rating")).toBe(true);
  });

  it("toggle of the active rule while relevance orders starts it in its default direction", () => {
    const finder = tent();
    finder.sortBy.set("rating", "asc");
    finder.sortBy.setByRelevance(true);
    finder.sortBy.toggle("rating");
    expect([finder.sortBy.sortDirection, finder.sortBy.byRelevance]).toEqual(["desc", false]);
  });

  it("when the term is cleared, the choice is kept and the sort rule orders; typing a term ranks again; a term without letters ranks nothing", () => {
    const finder = tent();
    finder.sortBy.setByRelevance(true);
    finder.search.reset();
    expect([finder.sortBy.byRelevance, finder.sortBy.isRelevanceActive]).toEqual([true, false]);
    expect(names(finder)).toEqual(names(shop()));
    finder.search.setSearchTerm("!!");
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    finder.search.setSearchTerm("tent");
    expect(names(finder)).toEqual(names(ranked()));
  });

  it("the choice can be made before any term is typed", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: searching });
    finder.sortBy.setByRelevance(true);
    finder.search.setSearchTerm("tent");
    expect(names(finder)).toEqual(names(ranked()));
  });

  it("the default is ignoreSortByRulesWhileSearchRuleIsActive; setByRelevance() and reset() go back to it", () => {
    const finder = tent({ ignore: true });
    expect(finder.sortBy.byRelevance).toBe(true);
    finder.sortBy.setByRelevance(false);
    finder.sortBy.setByRelevance();
    expect(finder.sortBy.byRelevance).toBe(true);
    finder.sortBy.set("name");
    finder.sortBy.reset();
    expect(finder.sortBy.byRelevance).toBe(true);
  });

  it("without a search rule setByRelevance(true) throws NO_SEARCH_RULE and changes nothing; false and undefined pass; other values throw INVALID_BOOLEAN", () => {
    const finder = shop();
    expect(() => finder.sortBy.setByRelevance(true)).toThrow(
      expect.objectContaining({ code: "NO_SEARCH_RULE" }),
    );
    expect(finder.sortBy.byRelevance).toBe(false);
    finder.sortBy.setByRelevance(false);
    finder.sortBy.setByRelevance();
    expect(() => tent().sortBy.setByRelevance("yes" as unknown as boolean)).toThrow(
      expect.objectContaining({ code: "INVALID_BOOLEAN" }),
    );
  });

  it("setRules without the search rule keeps the choice, with nothing to rank until a search rule is back", () => {
    const finder = tent();
    finder.sortBy.setByRelevance(true);
    finder.setRules(rules);
    expect([finder.sortBy.byRelevance, finder.sortBy.isRelevanceActive]).toEqual([true, false]);
    finder.setRules(searching);
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    finder.search.setSearchTerm("tent");
    expect(names(finder)).toEqual(names(ranked()));
  });

  it("toJSON() saves the choice in force as ignoreSortByRulesWhileSearchRuleIsActive (as given while the visitor has not chosen), which a restored finder starts with", () => {
    const finder = tent({ ignore: true });
    expect(finder.toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBe(true);
    expect(tent().toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBeUndefined();
    finder.sortBy.setByRelevance(false);
    const json = finder.toJSON();
    expect(json.ignoreSortByRulesWhileSearchRuleIsActive).toBe(false);
    const restored = new FinderCore<GearItem>(gearShop, { rules: searching, ...json });
    expect(names(restored)).toEqual(names(finder));
  });

  it("toSearchParams writes relevance=true or relevance=false only when it differs from a fresh finder with the defaults; a rule called relevance is sort=relevance", () => {
    const finder = tent();
    expect(toSearchParams(finder).has("relevance")).toBe(false);
    finder.sortBy.setByRelevance(true);
    expect(toSearchParams(finder).get("relevance")).toBe("true");
    const defaults = { ignoreSortByRulesWhileSearchRuleIsActive: true };
    const byDefault = tent({ ignore: true });
    expect(toSearchParams(byDefault, { defaults }).has("relevance")).toBe(false);
    byDefault.sortBy.set("name");
    expect(toSearchParams(byDefault, { defaults }).get("relevance")).toBe("false");
    const named = new FinderCore<GearItem>(gearShop, {
      rules: [
        ...searching,
        sortByRule({ id: "relevance", sortFn: (item: GearItem) => item.price }),
      ],
      initialSearchTerm: "tent",
    });
    named.sortBy.set("relevance");
    expect(toSearchParams(named).toString()).toBe("q=tent&sort=relevance");
  });

  it("toSearchParams leaves the choice out while it orders nothing: no term, or no search rule after setRules", () => {
    const defaults = { ignoreSortByRulesWhileSearchRuleIsActive: true };
    const noTerm = new FinderCore<GearItem>(gearShop, { rules: searching, ...defaults });
    noTerm.sortBy.set("rating");
    expect(noTerm.sortBy.byRelevance).toBe(false);
    expect(toSearchParams(noTerm, { defaults }).toString()).toBe("sort=rating");
    const finder = tent();
    finder.sortBy.setByRelevance(true);
    finder.setRules(rules);
    expect(finder.sortBy.byRelevance).toBe(true);
    const address = toSearchParams(finder);
    expect(address.has("relevance")).toBe(false);
    expect(fromSearchParams(address, { rules }).dropped).toEqual([]);
  });

  it("fromSearchParams reads relevance back as initialByRelevance, not as the switch: reset() and Back go to your default; relevance=true without a search rule is dropped as NO_SEARCH_RULE", () => {
    const read = fromSearchParams("q=tent&relevance=true", { rules: searching });
    expect(read.options).toMatchObject({ initialByRelevance: true });
    expect(read.options).not.toHaveProperty("ignoreSortByRulesWhileSearchRuleIsActive");
    const finder = new FinderCore<GearItem>(gearShop, { rules: searching, ...read.options });
    expect(names(finder)).toEqual(names(ranked()));
    finder.sortBy.reset();
    expect(finder.sortBy.byRelevance).toBe(false);
    const back = new FinderCore<GearItem>(gearShop, { rules: searching, ...read.options });
    applySearchParams(back, "q=tent");
    expect(back.sortBy.byRelevance).toBe(false);
    // The option itself needs a search rule, as setByRelevance(true) does.
    expect(() => new FinderCore<GearItem>(gearShop, { rules, initialByRelevance: true })).toThrow(
      expect.objectContaining({ code: "NO_SEARCH_RULE" }),
    );
    expect(fromSearchParams("relevance=true", { rules }).dropped).toMatchObject([
      { code: "NO_SEARCH_RULE" },
    ]);
  });

  it("test({ byRelevance }) runs a hypothetical choice", () => {
    const finder = tent();
    expect(finder.test({ searchTerm: "tent", byRelevance: true }).map((item) => item.name)).toEqual(
      names(ranked()),
    );
    expect(names(finder)).not.toEqual(names(ranked()));
  });
});
