// Every claim on the "Rule effects" page (docs/rules/effects/rule-effects.mdx), one test per
// claim, named after the page's sentence. The recipes are checked by RuleEffectsDemo.test.tsx,
// _savedView.test.ts and _issueEffects.test.ts. Left out while the library changes it (issue 11,
// statement 7): where an error thrown by the callback goes.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  ruleEffect,
  searchRule,
  sortByRule,
  type FinderEffect,
  type FinderRule,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../../data/gearShop";

const search = searchRule<GearItem>({ searchFn: (item) => item.name });
const inStock = filterRule<GearItem, boolean>({
  id: "inStock",
  boolean: true,
  filterFn: (item) => item.inStock,
});
const category = filterRule<GearItem, string>({
  id: "category",
  filterFn: (item, value) => item.category === value,
});
const tags = filterRule<GearItem, string>({
  id: "tags",
  multiple: true,
  filterFn: (item, value) => item.tags.some((tag) => tag === value),
});
const name = sortByRule<GearItem>({ id: "name", sortFn: (item) => item.name });
const price = sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price });
const group = groupByRule<GearItem>({ id: "group", groupFn: (item) => item.category });
const rules: FinderRule<GearItem>[] = [search, inStock, category, tags, name, price, group];

/** A finder whose one effect records the id of every rule it is called with. */
function watching(target: Parameters<typeof ruleEffect<GearItem>>[0]) {
  const seen: string[] = [];
  const finder = new FinderCore<GearItem>(gearShop, {
    rules,
    numItemsPerPage: 5,
    effects: [ruleEffect<GearItem>(target, (_finder, rule) => seen.push(rule.id ?? "search"))],
  });
  return { finder, seen };
}

describe("Signature", () => {
  it("ruleEffect returns { rules, onChange }, a plain object", () => {
    const onChange = () => {};
    expect(ruleEffect<GearItem>("inStock", onChange)).toEqual({ rules: "inStock", onChange });
  });

  it("the rules to watch: ids, rule objects, or a mix; an object is matched by its id", () => {
    const { finder, seen } = watching(["inStock", { id: "category" }]);
    finder.filters.toggle("inStock");
    finder.filters.set("category", "Lighting");
    finder.sortBy.set("price");
    expect(seen).toEqual(["inStock", "category"]);
  });

  it("a function target is called at each change that names a rule, with the current items and context", () => {
    const target = vi.fn((items: GearItem[], context: unknown) =>
      items.length > 0 && context === "watch stock" ? "inStock" : [],
    );
    const seen: string[] = [];
    const finder = new FinderCore<GearItem, string>(gearShop, {
      rules,
      context: "ignore",
      effects: [ruleEffect<GearItem, string>(target, (_f, rule) => seen.push(rule.id ?? ""))],
    });
    finder.filters.toggle("inStock");
    finder.setContext("watch stock");
    finder.filters.toggle("inStock");
    expect(target).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(["inStock"]);
  });

  it("onChange receives the instance and the rule object that changed", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      effects: [ruleEffect<GearItem>(["inStock", "category"], onChange)],
    });
    finder.filters.set("category", "Lighting");
    expect(onChange).toHaveBeenCalledWith(finder, category);
  });

  it("throws INVALID_EFFECT at construction when onChange is not a function or rules is missing", () => {
    for (const effect of [{ rules: "inStock", onChange: 1 }, { onChange: () => {} }]) {
      let code: string | undefined;
      try {
        new FinderCore<GearItem>(gearShop, {
          rules,
          effects: [effect as unknown as FinderEffect<GearItem>],
        });
      } catch (error) {
        code = error instanceof FinderError ? error.code : "other";
      }
      expect(code).toBe("INVALID_EFFECT");
    }
  });
});

describe("Which changes trigger it", () => {
  const all = ["search", "inStock", "category", "tags", "name", "price", "group"];

  it("filters.set, toggle, add, delete name the filter rule", () => {
    const { finder, seen } = watching(all);
    finder.filters.set("category", "Lighting");
    finder.filters.toggle("inStock");
    finder.filters.add("tags", "sale");
    finder.filters.delete("tags", "sale");
    finder.filters.delete("category");
    expect(seen).toEqual(["category", "inStock", "tags", "tags", "category"]);
  });

  it("search.setSearchTerm and search.reset name the search rule", () => {
    const { finder, seen } = watching(all);
    finder.search.setSearchTerm("lamp");
    finder.search.reset();
    expect(seen).toEqual(["search", "search"]);
  });

  it("sortBy.set(id), toggle and direction changes name the sort rule that applies after the change", () => {
    const { finder, seen } = watching(all);
    finder.sortBy.set("price");
    finder.sortBy.toggle("price");
    finder.sortBy.toggle("name");
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggleSortDirection();
    finder.sortBy.cycleSortDirection();
    expect(seen).toEqual(["price", "price", "name", "name", "name", "name"]);
  });

  it("sortBy.set() without an id and sortBy.reset() name the first sort rule", () => {
    const { finder, seen } = watching(all);
    finder.sortBy.set("price");
    finder.sortBy.set();
    finder.sortBy.set("price");
    finder.sortBy.reset();
    expect(seen).toEqual(["price", "name", "price", "name"]);
  });

  it("groupBy.set(id), toggle (turning on) and setGroupSortDirection name the group rule that is set", () => {
    const { finder, seen } = watching(all);
    finder.groupBy.set("group");
    finder.groupBy.setGroupSortDirection("desc");
    finder.groupBy.reset();
    finder.groupBy.toggle("group");
    expect(seen).toEqual(["group", "group", "group"]);
  });

  it("groupBy.set(), groupBy.reset() and turning a group off name no rule", () => {
    const { finder, seen } = watching(all);
    finder.groupBy.set("group");
    seen.length = 0;
    finder.groupBy.toggle("group");
    finder.groupBy.set("group");
    seen.length = 0;
    finder.groupBy.set();
    finder.groupBy.set("group");
    seen.length = 0;
    finder.groupBy.reset();
    expect(seen).toEqual([]);
  });

  it("filters.reset(), setPage and setNumItemsPerPage name no rule: page changes never trigger it", () => {
    const { finder, seen } = watching(all);
    finder.filters.toggle("inStock");
    seen.length = 0;
    finder.pagination.setPage(2);
    finder.pagination.setNumItemsPerPage(10);
    finder.filters.reset();
    expect(seen).toEqual([]);
  });

  it("a batch event of several actions carries no rule but runs the effects of every rule whose value it changed", () => {
    const { finder, seen } = watching(["inStock", "category"]);
    const events: unknown[] = [];
    finder.events.on("change", (event) => events.push([event.event, event.rule]));
    finder.batch(() => {
      finder.filters.set("category", "Shelter");
      finder.filters.toggle("inStock");
      finder.pagination.setPage(2);
    });
    expect(events).toEqual([["batch", undefined]]);
    expect(seen).toEqual(["inStock", "category"]);
  });

  it("setItems, setContext, setIsLoading and setIsDisabled are not change events", () => {
    const { finder, seen } = watching(all);
    finder.setItems(gearShop.slice(0, 5));
    finder.setContext("new");
    finder.setIsLoading(true);
    finder.setIsDisabled(true);
    expect(seen).toEqual([]);
  });

  it("the effect runs whether the change turned a filter on or off; read the new state from finder", () => {
    const states: boolean[] = [];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      effects: [ruleEffect<GearItem>(inStock, (f) => states.push(f.filters.isActive(inStock)))],
    });
    finder.filters.toggle("inStock");
    finder.filters.toggle("inStock");
    expect(states).toEqual([true, false]);
  });
});

describe("The callback", () => {
  it("runs inside finder.events.silently: mutators apply at once but emit no event and trigger no other effect, including this one", () => {
    const listener = vi.fn();
    const self = vi.fn((f: FinderCore<GearItem>) => f.filters.set("category", "Lighting"));
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      effects: [ruleEffect<GearItem>(["inStock", "category"], self)],
    });
    finder.events.on("change", listener);
    finder.filters.toggle("inStock");
    expect(finder.filters.get("category")).toBe("Lighting");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(self).toHaveBeenCalledTimes(1);
  });

  it("the next effect in the array sees your changes", () => {
    const seen: unknown[] = [];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      effects: [
        ruleEffect<GearItem>("inStock", (f) => f.filters.set("category", "Packs")),
        ruleEffect<GearItem>("inStock", (f) => seen.push(f.filters.get("category"))),
      ],
    });
    finder.filters.toggle("inStock");
    expect(seen).toEqual(["Packs"]);
  });
});
