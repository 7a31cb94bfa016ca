// finder.batch(fn): several mutations as one change — one change event, one notification to
// subscribers, effects once per rule whose value changed, one page reset.
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  ruleEffect,
  searchEffect,
  searchRule,
  type FinderChangeEvent,
  type FinderSnapshot,
} from "./index";
import { productRules, products, type Product } from "./test/fixtures";

afterEach(() => {
  vi.useRealTimers();
});

function create(extra = {}) {
  const finder = new FinderCore<Product>(products, {
    rules: productRules(),
    numItemsPerPage: 2,
    ...extra,
  });
  const events: FinderChangeEvent<Product>[] = [];
  const subscriber = vi.fn();
  finder.events.on("change", (event) => events.push(event));
  finder.subscribe(subscriber);
  return { finder, events, subscriber };
}

const resetAll = (finder: FinderCore<Product>) =>
  finder.batch(() => {
    finder.search.reset();
    finder.filters.reset();
    finder.sortBy.reset();
  });

describe("finder.batch", () => {
  test("a reset of search, filters and sort is one change event and one notification", () => {
    const { finder, events, subscriber } = create();
    finder.search.setSearchTerm("o");
    finder.filters.set("color", ["red", "blue"]);
    finder.sortBy.set("name", "desc");
    finder.pagination.setPage(2);
    events.length = 0;
    subscriber.mockClear();
    const before = finder.toJSON();

    resetAll(finder);

    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ source: "core", event: "batch", rule: undefined });
    expect(event?.initial).toEqual(before);
    expect(event?.current).toEqual(finder.toJSON());
    expect((event?.current as FinderSnapshot).page).toBe(1);
    expect(finder.search.searchTerm).toBe("");
    expect(finder.filters.raw).toEqual({});
    expect(finder.sortBy.activeRule?.id).toBe("price");
  });

  test("the batch event's initial snapshot holds the flags and sort rule from before the batch", () => {
    const { finder, events } = create();
    finder.batch(() => {
      finder.search.setSearchTerm("o");
      finder.filters.set("inStock", true);
      finder.setRules(productRules().filter((rule) => !("sortFn" in rule && rule.id === "price")));
      finder.setIsDisabled(true);
    });
    const [event] = events;
    expect(event?.event).toBe("batch");
    expect(event?.initial).toMatchObject({ disabled: false, initialSortBy: "price" });
    expect(event?.current).toMatchObject({ disabled: true, initialSortBy: "name" });
  });

  test("mutations apply at once inside the batch; reports wait for its end", () => {
    const { finder, events, subscriber } = create();
    const version = finder.version;
    finder.batch(() => {
      finder.filters.set("inStock", true);
      expect(finder.matches.numMatchedItems).toBe(4);
      expect(finder.version).toBe(version + 1);
      expect(events).toHaveLength(0);
      expect(subscriber).not.toHaveBeenCalled();
      finder.search.setSearchTerm("cot");
    });
    expect(events).toHaveLength(1);
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  test("a batch with one change emits that action's own event", () => {
    const { finder, events } = create();
    finder.batch(() => {
      finder.filters.set("color", ["red"]);
      finder.search.reset();
    });
    expect(events.map((event) => [event.event, event.initial, event.current])).toEqual([
      ["setFilter", undefined, ["red"]],
    ]);
    expect(events[0]?.rule?.id).toBe("color");
  });

  test("a batch that ends where it began emits nothing and runs no effect", () => {
    const effect = vi.fn();
    const { finder, events, subscriber } = create({ effects: [ruleEffect("color", effect)] });
    finder.batch(() => {
      finder.filters.toggle("color", "red");
      finder.search.setSearchTerm("x");
      finder.filters.toggle("color", "red");
      finder.search.reset();
    });
    expect(events).toHaveLength(0);
    expect(effect).not.toHaveBeenCalled();
    // The state did change in between, and the version with it: subscribers re-read once.
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  test("a sort change undone in the same batch by removing its rule emits no change", () => {
    const { finder, events } = create();
    finder.batch(() => {
      finder.sortBy.set("price", "desc");
      finder.setRules(productRules().filter((rule) => rule.id !== "price"));
    });
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(events).toHaveLength(0);
  });

  test("an empty batch or one of no-ops notifies nobody", () => {
    const { finder, events, subscriber } = create();
    expect(finder.batch(() => 42)).toBe(42);
    finder.batch(() => finder.filters.reset());
    expect(events).toHaveLength(0);
    expect(subscriber).not.toHaveBeenCalled();
  });

  test("effects run once per rule whose value changed, after the event, search effects first", () => {
    const ran: string[] = [];
    const { finder, events } = create({
      effects: [
        ruleEffect(["color", "inStock", "search"], (_finder: FinderCore<Product>, rule) =>
          ran.push(`rule:${rule.id ?? "search"}`),
        ),
        searchEffect("cheap", () => ran.push("search effect")),
        ruleEffect("name", () => ran.push("sort")),
      ],
    });
    finder.events.on("change", () => ran.push("change"));
    finder.batch(() => {
      finder.filters.set("color", ["red"]);
      finder.filters.set("color", ["red", "blue"]);
      finder.filters.set("inStock", true);
      finder.filters.set("inStock", false);
      finder.search.setSearchTerm("cheap");
      finder.sortBy.set("name");
    });
    expect(events).toHaveLength(1);
    expect(ran).toEqual(["change", "search effect", "rule:search", "rule:color", "sort"]);
  });

  test("effects' own changes inside a batch stay silent and are in the one notification", () => {
    const { finder, events, subscriber } = create({
      effects: [
        ruleEffect("color", (instance: FinderCore<Product>) => instance.sortBy.set("name")),
      ],
    });
    finder.batch(() => {
      finder.filters.set("color", ["red"]);
      finder.search.setSearchTerm("o");
    });
    expect(events).toHaveLength(1);
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  test("the page goes back to 1 once, and a setPage inside the batch wins", () => {
    const { finder, events } = create();
    finder.pagination.setPage(3);
    finder.batch(() => {
      finder.search.setSearchTerm("o");
      finder.pagination.setPage(2);
    });
    expect(finder.pagination.page).toBe(2);
    expect(events.at(-1)?.event).toBe("batch");
    expect((events.at(-1)?.initial as FinderSnapshot).page).toBe(3);
    expect((events.at(-1)?.current as FinderSnapshot).page).toBe(2);
  });

  test("nested batches are part of the outermost one", () => {
    const { finder, events, subscriber } = create();
    const inner = finder.batch(() => {
      finder.search.setSearchTerm("o");
      const value = finder.batch(() => {
        finder.filters.set("inStock", true);
        return "inner";
      });
      expect(events).toHaveLength(0);
      finder.sortBy.set("name");
      return value;
    });
    expect(inner).toBe("inner");
    expect(events.map((event) => event.event)).toEqual(["batch"]);
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  test("when fn throws, the changes made before the throw are reported, then the error propagates", () => {
    const { finder, events, subscriber } = create();
    expect(() =>
      finder.batch(() => {
        finder.filters.set("inStock", true);
        finder.filters.set("color", "red");
      }),
    ).toThrow(FinderError);
    expect(finder.filters.get("inStock")).toBe(true);
    expect(events.map((event) => event.event)).toEqual(["setFilter"]);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(finder.events.isSilent()).toBe(false);
    finder.filters.set("color", ["red"]);
    expect(events).toHaveLength(2);
  });

  test("when fn and a listener both throw, fn's error comes first in an AggregateError", () => {
    const { finder } = create();
    finder.events.on("change", () => {
      throw new Error("listener");
    });
    let error: unknown;
    try {
      finder.batch(() => {
        finder.search.setSearchTerm("o");
        throw new Error("fn");
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AggregateError);
    expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual([
      "fn",
      "listener",
    ]);
  });

  test("an inner batch's error reaches the outer fn, which may catch it and go on", () => {
    const { finder, events } = create();
    finder.batch(() => {
      try {
        finder.batch(() => {
          finder.search.setSearchTerm("o");
          throw new Error("inner");
        });
      } catch {
        finder.filters.set("inStock", true);
      }
    });
    expect(events.map((event) => event.event)).toEqual(["batch"]);
  });

  test("inside silently, a batch applies its changes and emits nothing", () => {
    const effect = vi.fn();
    const { finder, events, subscriber } = create({ effects: [ruleEffect("color", effect)] });
    finder.events.silently(() =>
      finder.batch(() => {
        finder.filters.set("color", ["red"]);
        finder.search.setSearchTerm("o");
      }),
    );
    expect(events).toHaveLength(0);
    expect(effect).not.toHaveBeenCalled();
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(finder.filters.get("color")).toEqual(["red"]);
  });

  test("silent changes inside a batch are applied and not reported", () => {
    const { finder, events } = create();
    finder.batch(() => {
      finder.events.silently(() => finder.sortBy.set("name"));
      finder.search.setSearchTerm("o");
    });
    expect(events.map((event) => event.event)).toEqual(["setSearchTerm"]);
    expect(finder.sortBy.activeRule?.id).toBe("name");
  });

  test("system changes in a batch: one event per channel, before the change event, one notification", () => {
    const { finder, events, subscriber } = create();
    const seen: string[] = [];
    finder.events.on("setItems", (event) =>
      seen.push(`setItems ${String(event.current === products)}`),
    );
    finder.events.on("setIsLoading", () => seen.push("setIsLoading"));
    finder.events.on("change", (event) => seen.push(event.event));
    finder.batch(() => {
      finder.setItems(products.slice(0, 2));
      finder.setIsLoading(true);
      finder.setItems(products.slice(0, 3));
      finder.setIsLoading(false);
      finder.search.setSearchTerm("o");
    });
    expect(seen).toEqual(["setItems false", "setSearchTerm"]);
    expect(events).toHaveLength(1);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(finder.items).toHaveLength(3);
  });

  test("a debounced rule inside a batch is reported with the batch, not after a delay", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const finder = new FinderCore<Product>(products, {
      rules: [searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 100 })],
      onChange,
    });
    finder.batch(() => finder.search.setSearchTerm("cot"));
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test("a burst that began before the batch is reported first, on its own", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const finder = new FinderCore<Product>(products, {
      rules: [
        ...productRules().filter((rule) => !("searchFn" in rule)),
        searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 100 }),
      ],
      onChange,
    });
    finder.search.setSearchTerm("co");
    finder.search.setSearchTerm("cot");
    finder.batch(() => {
      finder.search.reset();
      finder.filters.set("inStock", true);
    });
    expect(
      onChange.mock.calls.map(([event]) => [event.event, event.initial, event.current]),
    ).toEqual([
      ["setSearchTerm", "", "cot"],
      ["batch", expect.anything(), expect.anything()],
    ]);
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test("while disabled, mutators in a batch do nothing and nothing is reported", () => {
    const { finder, events, subscriber } = create({ disabled: true });
    resetAll(finder);
    finder.batch(() => finder.search.setSearchTerm("o"));
    expect(events).toHaveLength(0);
    expect(subscriber).not.toHaveBeenCalled();
  });

  test("a batch whose only change is filters.reset() runs no effect, as the reset alone", () => {
    const effect = vi.fn();
    const { finder, events } = create({ effects: [ruleEffect("color", effect)] });
    finder.filters.set("color", ["red"]);
    effect.mockClear();
    finder.batch(() => {
      finder.filters.reset();
      finder.search.setSearchTerm("");
    });
    expect(events.at(-1)?.event).toBe("resetFilters");
    expect(effect).not.toHaveBeenCalled();
  });

  test("changes made after an await inside fn are not part of the batch", async () => {
    const { finder, events } = create();
    await finder.batch(async () => {
      finder.search.setSearchTerm("o");
      finder.sortBy.set("name");
      await Promise.resolve();
      finder.filters.set("inStock", true);
    });
    expect(events.map((event) => event.event)).toEqual(["batch", "setFilter"]);
  });

  test("batch needs a function", () => {
    const { finder } = create();
    expect(() => finder.batch(42 as unknown as () => void)).toThrow(
      expect.objectContaining({ code: "INVALID_LISTENER" }),
    );
  });

  test("firstUserInteraction fires once, before the batch's change event", () => {
    const order: string[] = [];
    const finder = new FinderCore<Product>(products, {
      rules: productRules(),
      onFirstUserInteraction: (event) => order.push(`first:${event.event}`),
      onChange: (event) => order.push(event.event),
    });
    resetAll(finder);
    finder.batch(() => {
      finder.search.setSearchTerm("o");
      finder.sortBy.set("name");
    });
    expect(order).toEqual(["first:batch", "batch"]);
  });
});
