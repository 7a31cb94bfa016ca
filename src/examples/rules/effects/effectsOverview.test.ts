// Every claim on the "Effects" overview page (docs/rules/effects/index.mdx), one test per claim,
// each named after the page's sentence. Left out while the library changes them (issue 11,
// statements 7 and 8): "When an effect throws", "a mutator that changes nothing … no effects", and
// a listener that calls a mutator.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  groupByRule,
  ruleEffect,
  searchEffect,
  searchRule,
  sortByRule,
  type FinderEffect,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../../data/gearShop";

const rules = [
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  filterRule<GearItem, boolean>({
    id: "onSale",
    boolean: true,
    filterFn: (item) => item.tags.includes("sale"),
  }),
  sortByRule<GearItem>({ id: "name", sortFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
  groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category }),
];
const shop = (effects: FinderEffect<GearItem>[], extra: { onChange?: () => void } = {}) =>
  new FinderCore<GearItem>(gearShop, { rules, effects, numItemsPerPage: 5, ...extra });

describe("Two kinds of effect", () => {
  it("ruleEffect and searchEffect return plain objects, passed in the effects option", () => {
    const onChange = () => {};
    const rule = ruleEffect<GearItem>("inStock", onChange);
    const search = searchEffect<GearItem>("cheap", onChange);
    expect(Object.getPrototypeOf(rule)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype);
    expect(() => shop([rule, search])).not.toThrow();
  });
});

describe("When effects run", () => {
  it("after a change that names a rule: the change event first, then search effects, then rule effects", () => {
    const order: string[] = [];
    const finder = shop(
      [
        ruleEffect<GearItem>("search", () => order.push("rule effect")),
        searchEffect<GearItem>("lamp", () => order.push("search effect")),
      ],
      { onChange: () => order.push("onChange") },
    );
    finder.events.on("change", () => order.push("listener"));
    finder.search.setSearchTerm("lamp");
    expect(order).toEqual(["onChange", "listener", "search effect", "rule effect"]);
  });

  it("search effects run in the order of the effects array, each only if the term contains one of its keywords", () => {
    const ran: string[] = [];
    const finder = shop([
      searchEffect<GearItem>("tent", () => ran.push("tent")),
      searchEffect<GearItem>("lamp", () => ran.push("lamp")),
      searchEffect<GearItem>("trail", () => ran.push("trail")),
    ]);
    finder.search.setSearchTerm("trail lamp");
    expect(ran).toEqual(["lamp", "trail"]);
  });

  it("rule effects run in array order, each only if it watches that rule", () => {
    const ran: string[] = [];
    const finder = shop([
      ruleEffect<GearItem>("onSale", () => ran.push("onSale")),
      ruleEffect<GearItem>(["inStock", "onSale"], () => ran.push("both")),
      ruleEffect<GearItem>("inStock", () => ran.push("inStock")),
    ]);
    finder.filters.toggle("inStock");
    expect(ran).toEqual(["both", "inStock"]);
  });

  it("function targets are called at the change, with the current items and context", () => {
    const target = vi.fn(() => "inStock");
    const finder = new FinderCore<GearItem, string>(gearShop, {
      rules,
      context: "first",
      effects: [ruleEffect<GearItem, string>(target, () => {})],
    });
    expect(target).not.toHaveBeenCalled();
    finder.setContext("second");
    finder.filters.toggle("inStock");
    expect(target).toHaveBeenCalledWith(gearShop, "second");
  });

  it("each effect runs inside finder.events.silently: its changes apply at once and are visible to the next effect", () => {
    const seen: boolean[] = [];
    const finder = shop([
      ruleEffect<GearItem>("inStock", (f) => {
        expect(f.events.isSilent()).toBe(true);
        f.filters.set("onSale", true);
      }),
      ruleEffect<GearItem>("inStock", (f) => seen.push(f.filters.isActive("onSale"))),
    ]);
    finder.filters.toggle("inStock");
    expect(seen).toEqual([true]);
    expect(finder.filters.isActive("onSale")).toBe(true);
  });

  it("an effect's change emits no change, calls no onChange and runs no further effects", () => {
    const onChange = vi.fn();
    const listener = vi.fn();
    const onSaleEffect = vi.fn();
    const finder = shop(
      [
        ruleEffect<GearItem>("inStock", (f) => f.filters.set("onSale", true)),
        ruleEffect<GearItem>("onSale", onSaleEffect),
      ],
      { onChange },
    );
    finder.events.on("change", listener);
    finder.filters.toggle("inStock");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onSaleEffect).not.toHaveBeenCalled();
  });

  it("two effects that switch each other off cannot loop", () => {
    const finder = shop([
      ruleEffect<GearItem>("inStock", (f) => f.filters.set("onSale", false)),
      ruleEffect<GearItem>("onSale", (f) => f.filters.set("inStock", false)),
    ]);
    finder.filters.toggle("onSale");
    finder.filters.toggle("inStock");
    expect(finder.filters.isActive("inStock")).toBe(true);
    expect(finder.filters.isActive("onSale")).toBe(false);
  });

  it("setPage, setNumItemsPerPage, filters.reset(), groupBy.reset() and groupBy.set() without an id run no effects", () => {
    const effect = vi.fn();
    const finder = shop([
      ruleEffect<GearItem>(["search", "inStock", "onSale", "name", "price", "category"], effect),
    ]);
    finder.filters.toggle("inStock");
    finder.groupBy.set("category");
    effect.mockClear();
    finder.pagination.setPage(2);
    finder.pagination.setNumItemsPerPage(10);
    finder.filters.reset();
    finder.groupBy.reset();
    expect(effect).not.toHaveBeenCalled();
    finder.groupBy.set("category");
    expect(effect).toHaveBeenCalledTimes(1);
    finder.groupBy.set();
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it("system changes (setItems, setIsLoading, setIsDisabled, setContext) run no effects", () => {
    const effect = vi.fn();
    const finder = shop([ruleEffect<GearItem>(["inStock"], effect)]);
    finder.setItems(gearShop.slice(0, 10));
    finder.setIsLoading(true);
    finder.setIsLoading(false);
    finder.setIsDisabled(true);
    finder.setIsDisabled(false);
    finder.setContext({});
    expect(effect).not.toHaveBeenCalled();
  });

  it("changes made inside finder.events.silently(…) run no effects", () => {
    const effect = vi.fn();
    const finder = shop([ruleEffect<GearItem>("inStock", effect)]);
    finder.events.silently(() => finder.filters.toggle("inStock"));
    expect(finder.filters.isActive("inStock")).toBe(true);
    expect(effect).not.toHaveBeenCalled();
  });

  it("with debounceMilliseconds on a rule, the effects run with the change event, once at the end of a burst", () => {
    vi.useFakeTimers();
    try {
      const effect = vi.fn();
      const onChange = vi.fn();
      const finder = new FinderCore<GearItem>(gearShop, {
        rules: [searchRule<GearItem>({ searchFn: (item) => item.name, debounceMilliseconds: 100 })],
        effects: [ruleEffect<GearItem>("search", effect)],
        onChange,
      });
      finder.search.setSearchTerm("l");
      finder.search.setSearchTerm("la");
      finder.search.setSearchTerm("lamp");
      expect(effect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(effect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Effects are read once", () => {
  it("later changes to the effects array are ignored", () => {
    const effects: FinderEffect<GearItem>[] = [];
    const finder = shop(effects);
    const added = vi.fn();
    effects.push(ruleEffect<GearItem>("inStock", added));
    finder.filters.toggle("inStock");
    expect(added).not.toHaveBeenCalled();
  });

  it("an effect without an onChange function, or with neither rules nor a haystack to watch, throws INVALID_EFFECT when the finder is created", () => {
    const bad = [
      { rules: "inStock" },
      { haystack: "cheap", onChange: "sort" },
      { onChange: () => {} },
    ] as unknown as FinderEffect<GearItem>[];
    for (const effect of bad) {
      let code: string | undefined;
      try {
        shop([effect]);
      } catch (error) {
        code = error instanceof FinderError ? error.code : "other";
      }
      expect(code).toBe("INVALID_EFFECT");
    }
  });
});
