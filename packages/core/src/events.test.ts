import { afterEach, describe, expect, test, vi } from "vitest";
import { FinderCore, ruleEffect, searchEffect, searchRule, type FinderChangeEvent } from "./index";
import { productRules, products, type Product } from "./test/fixtures";

afterEach(() => {
  vi.useRealTimers();
});

const create = (extra = {}) =>
  new FinderCore<Product>(products, { rules: productRules(), ...extra });

describe("change events", () => {
  test("fire once per user action with the action name, values, rule and instance", () => {
    const finder = create({ numItemsPerPage: 2 });
    const events: FinderChangeEvent<Product>[] = [];
    finder.events.on("change", (event) => events.push(event));
    finder.search.setSearchTerm("cot");
    finder.search.reset();
    finder.filters.set("color", ["red"]);
    finder.filters.reset();
    finder.sortBy.set("name");
    finder.sortBy.setSortDirection("desc");
    finder.groupBy.set("byColor");
    finder.groupBy.setGroupSortDirection("desc");
    finder.pagination.setPage(2);
    finder.pagination.setNumItemsPerPage(3);
    expect(events.map((event) => event.event)).toEqual([
      "setSearchTerm",
      "resetSearchTerm",
      "setFilter",
      "resetFilters",
      "setSortBy",
      "setSortDirection",
      "setGroupBy",
      "setGroupBySortDirection",
      "setPage",
      "setNumItemsPerPage",
    ]);
    const [search, , filter] = events;
    expect(search).toMatchObject({
      source: "search",
      initial: "",
      current: "cot",
      instance: finder,
    });
    expect(search?.rule).toBe(finder.search.rule);
    expect(filter).toMatchObject({ source: "filters", initial: undefined, current: ["red"] });
    expect(filter?.rule?.id).toBe("color");
    expect(typeof search?.timestamp).toBe("number");
  });

  test("an action that changes nothing emits nothing", () => {
    const onChange = vi.fn();
    const finder = create({ onChange });
    finder.search.setSearchTerm("");
    finder.filters.reset();
    expect(onChange).not.toHaveBeenCalled();
  });

  test("firstUserInteraction fires once, before the first change", () => {
    const order: string[] = [];
    const finder = create({
      onFirstUserInteraction: () => order.push("first"),
      onChange: (event: FinderChangeEvent<Product>) => order.push(event.event),
    });
    finder.events.on("firstUserInteraction", () => order.push("first listener"));
    finder.search.setSearchTerm("a");
    finder.search.setSearchTerm("b");
    expect(order).toEqual(["first", "first listener", "setSearchTerm", "setSearchTerm"]);
  });

  test("off removes one listener or all of a channel", () => {
    const finder = create();
    const a = vi.fn();
    const b = vi.fn();
    finder.events.on("change", a);
    finder.events.on("change", b);
    finder.events.off("change", a);
    finder.search.setSearchTerm("x");
    finder.events.off("change");
    finder.search.setSearchTerm("y");
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  test("debounced rules update state at once and emit one change per burst", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const finder = new FinderCore(products, {
      rules: [searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 100 })],
      onChange,
    });
    finder.search.setSearchTerm("c");
    finder.search.setSearchTerm("co");
    finder.search.setSearchTerm("cot");
    expect(finder.search.searchTerm).toBe("cot");
    expect(finder.matches.numMatchedItems).toBe(3);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ initial: "", current: "cot" });
  });
});

describe("system events and lifecycle", () => {
  test("system setters fire on their own channels, not on change", () => {
    const finder = create();
    const seen: string[] = [];
    for (const name of [
      "setItems",
      "setIsLoading",
      "setIsDisabled",
      "setContext",
      "change",
    ] as const) {
      finder.events.on(name, (event) => seen.push(event.event));
    }
    finder.setItems(products.slice(0, 2));
    finder.setIsLoading(true);
    finder.setIsDisabled(true);
    finder.setContext({ currency: "EUR" });
    expect(seen).toEqual(["setItems", "setIsLoading", "setIsDisabled", "setContext"]);
  });

  test("system setters are no-ops for the same reference", () => {
    const finder = create();
    const listener = vi.fn();
    finder.subscribe(listener);
    finder.setItems(products);
    finder.setIsLoading(false);
    finder.setContext(undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  test("onInit and onReady receive a usable instance; ready fires once", () => {
    const onInit = vi.fn((finder: FinderCore<Product>) => finder.matches.numMatchedItems);
    const onReady = vi.fn();
    const finder = new FinderCore<Product>(null, {
      rules: productRules(),
      isLoading: true,
      onInit,
      onReady,
    });
    expect(onInit).toHaveReturnedWith(0);
    expect(finder.isReady).toBe(false);
    const ready = vi.fn();
    finder.events.on("ready", ready);
    finder.setItems(products);
    expect(ready).not.toHaveBeenCalled();
    finder.setIsLoading(false);
    finder.setIsLoading(true);
    finder.setIsLoading(false);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(finder);
    expect(finder.isReady).toBe(true);
  });

  test("ready fires during construction when items are there and nothing is loading", () => {
    const onReady = vi.fn();
    const finder = create({ onReady });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(finder.isReady).toBe(true);
  });
});

describe("effects and silence", () => {
  test("rule effects run silently after a change that names their rule", () => {
    const onChange = vi.fn();
    const finder = create({
      onChange,
      effects: [
        ruleEffect("color", (instance: FinderCore<Product>) => instance.sortBy.set("name", "desc")),
      ],
    });
    finder.filters.set("color", ["red"]);
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test("search effects run when the term contains a keyword, before rule effects", () => {
    const order: string[] = [];
    const finder = create({
      effects: [
        ruleEffect(["search"], () => order.push("rule")),
        searchEffect(["cheap"], (instance: FinderCore<Product>, term: string) => {
          order.push(`search:${term}`);
          instance.sortBy.set("price", "asc");
        }),
      ],
    });
    finder.search.setSearchTerm("shirt");
    finder.search.setSearchTerm("CHEAP shirt");
    expect(order).toEqual(["rule", "search:CHEAP shirt", "rule"]);
  });

  test("effects given as functions of items and context are resolved at run time", () => {
    const effect = vi.fn();
    const finder = create({ effects: [ruleEffect(() => ["inStock"], effect)] });
    finder.filters.toggle("inStock");
    expect(effect).toHaveBeenCalledWith(finder, finder.filters.getRule("inStock"));
  });

  test("a throwing effect propagates and leaves the instance neither silent nor stale", () => {
    const finder = create({
      effects: [
        ruleEffect("color", () => {
          throw new Error("effect failed");
        }),
      ],
    });
    expect(() => finder.filters.set("color", ["red"])).toThrow("effect failed");
    expect(finder.events.isSilent()).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(2);
    expect(() => finder.filters.set("color", ["white"])).toThrow("effect failed");
    expect(finder.matches.numMatchedItems).toBe(1);
    finder.sortBy.set("name");
    expect(finder.matches.items?.[0]?.id).toBe(3);
  });

  test("silently is re-entrant and exception-safe", () => {
    const finder = create();
    const onChange = vi.fn();
    finder.events.on("change", onChange);
    const result = finder.events.silently(() => {
      finder.events.silently(() => finder.search.setSearchTerm("x"));
      expect(finder.events.isSilent()).toBe(true);
      return 42;
    });
    expect(result).toBe(42);
    expect(() =>
      finder.events.silently(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(finder.events.isSilent()).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(finder.search.searchTerm).toBe("x");
  });

  test("a throwing listener propagates and the instance still works", () => {
    const finder = create();
    finder.events.on("change", () => {
      throw new Error("listener failed");
    });
    expect(() => finder.search.setSearchTerm("cot")).toThrow("listener failed");
    expect(finder.matches.numMatchedItems).toBe(3);
    finder.events.off("change");
    finder.search.setSearchTerm("coat");
    expect(finder.matches.numMatchedItems).toBe(1);
  });
});

describe("subscribing", () => {
  test("off for a channel nobody listens to does nothing", () => {
    const finder = create();
    expect(() => finder.events.off("ready", () => {})).not.toThrow();
  });

  test("an unknown event name is named in the message", () => {
    expect(() => create().events.on("chnage" as never, () => {})).toThrow(
      'Finder: "chnage" is not an event name.',
    );
  });

  test("a listener that is not a function is named by its event in the message", () => {
    expect(() => create().events.on("change", "log" as never)).toThrow(
      'Finder: the listener for "change" is not a function.',
    );
  });
});

describe("effects with computed targets", () => {
  test("a rule effect whose function returns rule objects runs when one of them changes", () => {
    const onChange = vi.fn();
    const finder = create({
      effects: [ruleEffect((): { id: string }[] => [{ id: "color" }], onChange)],
    });
    finder.filters.set("color", ["red"]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
