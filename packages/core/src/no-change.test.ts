// No change, no event: an action that leaves the visitor's view as it was writes nothing, keeps
// the page, notifies nobody and emits nothing; a debounced burst that ends where it began emits nothing.
import { afterEach, describe, expect, test, vi } from "vitest";
import { FinderCore, filterRule, ruleEffect, searchRule } from "./index";
import { productRules, products, type Product } from "./test/fixtures";

afterEach(() => {
  vi.useRealTimers();
});

function create(extra = {}) {
  const finder = new FinderCore<Product>(products, {
    rules: [
      ...productRules(),
      filterRule({
        id: "tags",
        multiple: true,
        filterFn: (item: Product, tag: string) => item.tags.includes(tag),
      }),
    ],
    ...extra,
  });
  const onChange = vi.fn();
  const subscriber = vi.fn();
  finder.events.on("change", onChange);
  finder.subscribe(subscriber);
  return { finder, onChange, subscriber };
}

describe("actions that change nothing", () => {
  test('filters.delete("tags", "b") on unset tags emits nothing and writes nothing', () => {
    const { finder, onChange, subscriber } = create();
    finder.filters.delete("tags", "b");
    expect(onChange).not.toHaveBeenCalled();
    expect(subscriber).not.toHaveBeenCalled();
    expect(finder.filters.raw).toEqual({});
    expect(finder.toJSON().initialFilters).toEqual({});
  });

  test("an empty selection and false on unset filters are no change", () => {
    const { finder, onChange } = create();
    finder.filters.set("tags", []);
    finder.filters.set("inStock", false);
    finder.filters.delete("inStock");
    finder.filters.reset();
    expect(onChange).not.toHaveBeenCalled();
    expect(finder.filters.raw).toEqual({});
  });

  test("setting the value a filter already has, on page 2, keeps page 2 and emits nothing", () => {
    const { finder, onChange } = create({ numItemsPerPage: 2 });
    finder.filters.set("color", ["red", "blue"]);
    finder.sortBy.set("name", "desc");
    finder.pagination.setPage(2);
    onChange.mockClear();
    finder.filters.set("color", ["red", "blue"]);
    finder.filters.add("color", "blue");
    finder.sortBy.set("name");
    finder.search.setSearchTerm("");
    finder.groupBy.reset();
    expect(finder.pagination.page).toBe(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a filter's default value set again is no change, and raw stays empty", () => {
    const { finder, onChange } = create({
      rules: [
        filterRule({
          id: "color",
          options: [{ value: "red" }, { value: "blue" }],
          defaultValue: "red",
          filterFn: (item: Product, value: string) => item.color === value,
        }),
      ],
    });
    finder.filters.set("color", "red");
    expect(onChange).not.toHaveBeenCalled();
    expect(finder.filters.raw).toEqual({});
  });

  test("setPage(1) on page 1 is a no-op", () => {
    const { finder, onChange, subscriber } = create({ numItemsPerPage: 2 });
    finder.pagination.setPage(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(subscriber).not.toHaveBeenCalled();
  });

  test("setPage(1) from onChange after a filter change emits no second event", () => {
    const seen: string[] = [];
    const finder = new FinderCore<Product>(products, {
      rules: productRules(),
      numItemsPerPage: 2,
      page: 3,
      onChange: (event) => {
        seen.push(event.event);
        event.instance.pagination.setPage(1);
      },
    });
    finder.filters.set("inStock", true);
    expect(seen).toEqual(["setFilter"]);
  });

  test("an action that changes nothing runs no effect", () => {
    const effect = vi.fn();
    const { finder } = create({ effects: [ruleEffect("tags", effect)] });
    finder.filters.delete("tags", "b");
    finder.filters.toggle("tags", "b");
    finder.filters.toggle("tags", "b");
    expect(effect).toHaveBeenCalledTimes(2);
  });
});

describe("debounced bursts", () => {
  const debounced = (extra = {}) => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const effect = vi.fn();
    const finder = new FinderCore<Product>(products, {
      rules: [
        searchRule({ searchFn: (item: Product) => item.name, debounceMilliseconds: 100 }),
        filterRule({
          id: "color",
          multiple: true,
          debounceMilliseconds: 100,
          filterFn: (item: Product, value: string) => item.color === value,
        }),
      ],
      effects: [ruleEffect(["search", "color"], effect)],
      onChange,
      ...extra,
    });
    return { finder, onChange, effect };
  };

  test('"caf" → "x" → "caf" emits nothing and runs no effect', () => {
    const { finder, onChange, effect } = debounced({ initialSearchTerm: "caf" });
    finder.search.setSearchTerm("x");
    finder.search.setSearchTerm("caf");
    vi.advanceTimersByTime(100);
    expect(onChange).not.toHaveBeenCalled();
    expect(effect).not.toHaveBeenCalled();
  });

  test("a tag toggled on and off within the burst emits nothing", () => {
    const { finder, onChange } = debounced();
    finder.filters.toggle("color", "red");
    finder.filters.toggle("color", "red");
    vi.advanceTimersByTime(100);
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a burst reports the name of its last action", () => {
    const { finder, onChange } = debounced({ initialSearchTerm: "x" });
    finder.search.setSearchTerm("cot");
    finder.search.reset();
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      event: "resetSearchTerm",
      initial: "x",
      current: "",
    });
  });

  test("set and reset of the same rule are one burst, reported from its first to its last value", () => {
    const { finder, onChange } = debounced();
    finder.search.setSearchTerm("cot");
    vi.advanceTimersByTime(50);
    finder.search.reset();
    finder.search.setSearchTerm("coat");
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      event: "setSearchTerm",
      initial: "",
      current: "coat",
    });
  });
});
