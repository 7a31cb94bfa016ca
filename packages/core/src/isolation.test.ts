// Failure isolation: a callback that throws never keeps the others from running. Every listener,
// option callback, subscriber and effect of a change runs; then the errors are rethrown to the
// caller, the error itself when there is one, an AggregateError when there are several.
import { afterEach, describe, expect, test, vi } from "vitest";
import { FinderCore, ruleEffect, searchEffect, searchRule, type FinderChangeEvent } from "./index";
import { productRules, products, type Product } from "./test/fixtures";

afterEach(() => {
  vi.useRealTimers();
});

const create = (extra = {}) =>
  new FinderCore<Product>(products, { rules: productRules(), ...extra });

const boom = (message: string) => () => {
  throw new Error(message);
};

/** The error a call throws (fails the test when it throws nothing). */
function thrownBy(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("a throwing callback does not silence the others", () => {
  test("when the first change listener throws, the second listener and the effect still run", () => {
    const effect = vi.fn();
    const finder = create({ effects: [ruleEffect("color", effect)] });
    const second = vi.fn();
    finder.events.on("change", boom("first listener"));
    finder.events.on("change", second);
    expect(() => finder.filters.set("color", ["red"])).toThrow("first listener");
    expect(second).toHaveBeenCalledTimes(1);
    expect(effect).toHaveBeenCalledTimes(1);
    expect(finder.filters.get("color")).toEqual(["red"]);
    expect(finder.matches.numMatchedItems).toBe(2);
  });

  test("a throwing onChange option does not keep listeners or subscribers from running", () => {
    const finder = create({ onChange: boom("onChange") });
    const listener = vi.fn();
    const subscriber = vi.fn();
    finder.events.on("change", listener);
    finder.subscribe(subscriber);
    expect(() => finder.search.setSearchTerm("cot")).toThrow("onChange");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  test("a throwing subscriber does not starve the next subscriber (the React binding's)", () => {
    const finder = create();
    const second = vi.fn();
    const listener = vi.fn();
    finder.subscribe(boom("analytics subscriber"));
    finder.subscribe(second);
    finder.events.on("change", listener);
    expect(() => finder.sortBy.set("name")).toThrow("analytics subscriber");
    expect(second).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test("a throwing onFirstUserInteraction still lets the change through", () => {
    const onChange = vi.fn();
    const finder = create({ onFirstUserInteraction: boom("first"), onChange });
    expect(() => finder.search.setSearchTerm("a")).toThrow("first");
    expect(onChange).toHaveBeenCalledTimes(1);
    finder.search.setSearchTerm("b");
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test("every effect runs when an earlier one throws, search effects included", () => {
    const ran: string[] = [];
    const finder = create({
      effects: [
        searchEffect("cheap", () => {
          ran.push("search effect");
          throw new Error("search effect");
        }),
        ruleEffect("search", () => {
          ran.push("rule effect 1");
          throw new Error("rule effect");
        }),
        ruleEffect("search", () => ran.push("rule effect 2")),
      ],
    });
    const error = thrownBy(() => finder.search.setSearchTerm("cheap shirt"));
    expect(ran).toEqual(["search effect", "rule effect 1", "rule effect 2"]);
    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual([
      "search effect",
      "rule effect",
    ]);
    expect(finder.events.isSilent()).toBe(false);
  });

  test("an effect's changes made before it threw stay applied, and the next effect sees them", () => {
    let seen: string | undefined;
    const finder = create({
      effects: [
        ruleEffect("color", (instance: FinderCore<Product>) => {
          instance.sortBy.set("name", "desc");
          throw new Error("half done");
        }),
        ruleEffect("color", (instance: FinderCore<Product>) => {
          seen = instance.sortBy.activeRule?.id;
        }),
      ],
    });
    expect(() => finder.filters.set("color", ["blue"])).toThrow("half done");
    expect(seen).toBe("name");
    expect(finder.sortBy.sortDirection).toBe("desc");
  });
});

describe("how the errors come back", () => {
  test("several errors arrive as one AggregateError, in the order they were thrown", () => {
    const finder = create({ onChange: boom("onChange") });
    finder.events.on("change", boom("listener"));
    finder.subscribe(boom("subscriber"));
    const error = thrownBy(() => finder.search.setSearchTerm("x"));
    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).message).toBe(
      "Finder: 3 errors were thrown while one change was processed; see `errors`.",
    );
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual([
      "onChange",
      "listener",
      "subscriber",
    ]);
  });

  test("one error arrives unchanged, the same object the callback threw", () => {
    const thrown = new TypeError("mine");
    const finder = create();
    finder.events.on("change", () => {
      throw thrown;
    });
    expect(thrownBy(() => finder.search.setSearchTerm("x"))).toBe(thrown);
  });

  test("the instance stays consistent and loud after callbacks threw", () => {
    const finder = create({ numItemsPerPage: 2 });
    const events: string[] = [];
    finder.events.on("change", (event) => {
      events.push(event.event);
      throw new Error("always");
    });
    const version = finder.version;
    expect(() => finder.filters.set("inStock", true)).toThrow("always");
    expect(() => finder.pagination.setPage(2)).toThrow("always");
    expect(finder.version).toBe(version + 2);
    expect(finder.events.isSilent()).toBe(false);
    expect(finder.pagination.page).toBe(2);
    expect(events).toEqual(["setFilter", "setPage"]);
  });

  test("a listener's mutator call is its own change; its errors come back from the outer call", () => {
    const finder = create();
    const seen: string[] = [];
    finder.events.on("change", (event: FinderChangeEvent<Product>) => {
      seen.push(event.event);
      if (event.event === "setSearchTerm") finder.sortBy.set("name");
      if (event.event === "setSortBy") throw new Error("from the nested change");
    });
    expect(() => finder.search.setSearchTerm("cot")).toThrow("from the nested change");
    expect(seen).toEqual(["setSearchTerm", "setSortBy"]);
    expect(finder.sortBy.activeRule?.id).toBe("name");
  });

  test("system events isolate their listeners too", () => {
    const finder = create();
    const second = vi.fn();
    finder.events.on("setItems", boom("setItems listener"));
    finder.events.on("setItems", second);
    expect(() => finder.setItems(products.slice(0, 2))).toThrow("setItems listener");
    expect(second).toHaveBeenCalledTimes(1);
    expect(finder.items).toHaveLength(2);
  });

  test("a throwing onInit does not keep onReady from running; the constructor then throws", () => {
    const onReady = vi.fn();
    expect(() => create({ onInit: boom("onInit"), onReady })).toThrow("onInit");
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  test("a throwing option generator in setItems changes nothing", () => {
    let fail = false;
    const rules = productRules().map((rule) =>
      rule.id === "color" && "filterFn" in rule
        ? {
            ...rule,
            options: () => {
              if (fail) throw new Error("generator");
              return [{ value: "red" }];
            },
          }
        : rule,
    );
    const finder = new FinderCore<Product>(products, { rules });
    const subscriber = vi.fn();
    finder.subscribe(subscriber);
    fail = true;
    expect(() => finder.setItems(products.slice(0, 1))).toThrow("generator");
    expect(finder.items).toBe(products);
    expect(finder.matches.numTotalItems).toBe(products.length);
    expect(subscriber).not.toHaveBeenCalled();
  });
});

describe("debounced changes", () => {
  test("errors from a debounced change are rethrown from its timer, after every callback ran", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const finder = new FinderCore<Product>(products, {
      rules: [searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 100 })],
      effects: [
        ruleEffect("search", () => {
          ran.push("effect 1");
          throw new Error("effect 1");
        }),
        ruleEffect("search", () => ran.push("effect 2")),
      ],
    });
    finder.events.on("change", () => {
      ran.push("listener");
      throw new Error("listener");
    });
    finder.search.setSearchTerm("cot");
    expect(ran).toEqual([]);
    const error = thrownBy(() => vi.advanceTimersByTime(100));
    expect(ran).toEqual(["listener", "effect 1", "effect 2"]);
    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual([
      "listener",
      "effect 1",
    ]);
  });
});
