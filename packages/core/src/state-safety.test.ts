// Defects found by a hostile reading of the core (issue 25): each test failed before its fix.
import { describe, expect, test, vi } from "vitest";
import {
  calculateStringMatchSegments,
  FinderCore,
  filterRule,
  hasCharacterIndexMatches,
  restoreState,
  ruleEffect,
  searchRule,
  sortByRule,
  type FinderRule,
} from "./index";
import { ids, productRules, products, type Product } from "./test/fixtures";
import { codeOf } from "./test/codeOf";

const rules = productRules();
const create = (extra = {}) => new FinderCore<Product>(products, { rules, ...extra });

describe("restoreState never throws while reading the state", () => {
  const restore = (state: unknown) => restoreState(state, { rules, items: products });

  test("a getter that throws on the state is dropped as INVALID_STATE; the rest is kept", () => {
    const state = {
      initialSearchTerm: "cotton",
      get initialSortBy(): string {
        throw new Error("no");
      },
    };
    const { options, dropped } = restore(state);
    expect(options).toEqual({ initialSearchTerm: "cotton" });
    expect(dropped.map((part) => [part.option, part.code])).toEqual([
      ["initialSortBy", "INVALID_STATE"],
    ]);
  });

  test("a getter that throws inside initialFilters is dropped under its filter id", () => {
    const initialFilters = {
      inStock: true,
      get color(): string[] {
        throw new Error("no");
      },
    };
    const { options, dropped } = restore({ initialFilters });
    expect(options.initialFilters).toEqual({ inStock: true });
    expect(dropped.map((part) => [part.option, part.filterId, part.code])).toEqual([
      ["initialFilters", "color", "INVALID_STATE"],
    ]);
  });

  test("a revoked Proxy is dropped as a whole", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const { options, dropped } = restore(proxy);
    expect(options).toEqual({});
    expect(dropped.map((part) => [part.option, part.code])).toEqual([["", "INVALID_STATE"]]);
  });

  test("a Proxy whose ownKeys trap throws is dropped as a whole, and so is such initialFilters", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no");
        },
      },
    );
    expect(restore(hostile).dropped.map((part) => part.code)).toEqual(["INVALID_STATE"]);
    const { options, dropped } = restore({ initialFilters: hostile, page: 2 });
    expect(options).toEqual({ page: 2 });
    expect(dropped.map((part) => [part.option, part.code])).toEqual([
      ["initialFilters", "INVALID_STATE"],
    ]);
  });
});

describe("an id given as { id } is the rule's id everywhere", () => {
  test("initialSortBy and initialGroupBy as { id } choose that rule, and toJSON writes the string", () => {
    const finder = create({
      initialSortBy: { id: "name" },
      initialSortDirection: "desc",
      initialGroupBy: { id: "byColor" },
    });
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.groupBy.activeRule?.id).toBe("byColor");
    expect(finder.toJSON()).toMatchObject({ initialSortBy: "name", initialGroupBy: "byColor" });
  });

  test("restoreState keeps { id } as the string id", () => {
    const { options, dropped } = restoreState(
      { initialSortBy: { id: "name" }, initialGroupBy: { id: "byColor" } },
      { rules },
    );
    expect(dropped).toEqual([]);
    expect(options).toEqual({ initialSortBy: "name", initialGroupBy: "byColor" });
  });

  test("test({ sortBy: { id } }) sorts by that rule", () => {
    const finder = create();
    const byName = finder.test({ sortBy: { id: "name" } }).map((item) => item.name);
    expect(byName).toEqual(finder.test({ sortBy: "name" }).map((item) => item.name));
  });
});

describe("any id that passes validation works everywhere", () => {
  const ruleWithId = (id: string) =>
    filterRule({
      id,
      filterFn: (item: Product, value: string) => item.color === value,
    });

  test.each(["__proto__", "constructor", "hasOwnProperty", "toString"])(
    "a filter with id %s can be set, restored and tested",
    (id) => {
      const rule = ruleWithId(id);
      const finder = new FinderCore<Product>(products, {
        rules: [rule],
        initialFilters: Object.fromEntries([[id, "red"]]),
      });
      expect(ids(finder.matches.items)).toEqual([2, 5]);
      finder.filters.set(id, "blue");
      expect(finder.filters.get(id)).toBe("blue");
      expect(Object.keys(finder.filters.values)).toEqual([id]);
      expect(ids(finder.matches.items)).toEqual([1, 6]);
      expect(ids(finder.test({ filters: Object.fromEntries([[id, "red"]]) }))).toEqual([2, 5]);
      const snapshot = JSON.parse(JSON.stringify(finder.toJSON())) as object;
      const { options, dropped } = restoreState(snapshot, { rules: [rule] });
      expect(dropped).toEqual([]);
      const twin = new FinderCore<Product>(products, { rules: [rule], ...options });
      expect(ids(twin.matches.items)).toEqual([1, 6]);
      finder.filters.delete(id);
      expect(finder.filters.isActive(id)).toBe(false);
      expect(Object.getPrototypeOf(finder.filters.values)).toBe(Object.prototype);
    },
  );
});

describe("getters return copies, never Finder's own arrays", () => {
  test("pushing into filters.get(id) changes neither the state nor the rule's default", () => {
    const tags = filterRule({
      id: "tags",
      multiple: true,
      defaultValue: ["tops"],
      filterFn: (item: Product, tag: string) => item.tags.includes(tag),
    });
    const finder = new FinderCore<Product>(products, { rules: [tags] });
    (finder.filters.get("tags") as string[]).push("winter");
    expect(tags.defaultValue).toEqual(["tops"]);
    expect(finder.filters.get("tags")).toEqual(["tops"]);
    finder.filters.set("tags", ["misc"]);
    (finder.filters.get("tags") as string[]).push("winter");
    (finder.toJSON().initialFilters.tags as string[]).push("winter");
    expect(finder.filters.get("tags")).toEqual(["misc"]);
  });

  test("a change event's values are copies too", () => {
    const finder = create();
    const seen: unknown[] = [];
    finder.events.on("change", (event) => seen.push(event.current));
    finder.filters.set("color", ["red"]);
    (seen[0] as string[]).push("blue");
    expect(finder.filters.get("color")).toEqual(["red"]);
  });

  test("the rule lists and generated options are frozen", () => {
    const generated = filterRule({
      id: "color",
      options: ({ items }: { items: Product[] }) => items.map((item) => ({ value: item.color })),
      filterFn: (item: Product, value: string) => item.color === value,
    });
    const finder = new FinderCore<Product>(products, { rules: [generated, ...rules.slice(4)] });
    expect(() => (finder.filters.rules as unknown[]).push(generated)).toThrow(TypeError);
    expect(() => (finder.sortBy.rules as unknown[]).pop()).toThrow(TypeError);
    const options = finder.filters.getRule("color").options as unknown[];
    expect(() => options.push({ value: "purple" })).toThrow(TypeError);
    expect(finder.filters.getRule("color").options).toHaveLength(products.length);
  });
});

describe("a search rule without an id is an Id", () => {
  const search = searchRule({ searchFn: (item: Product) => item.name });
  const withSearch: FinderRule<Product>[] = [search, ...rules.slice(1)];

  test("getRule(searchRule) returns it", () => {
    const finder = new FinderCore<Product>(products, { rules: withSearch });
    expect(finder.getRule(search)).toBe(search);
  });

  test("ruleEffect(searchRule, …) runs when the term changes", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<Product>(products, {
      rules: withSearch,
      effects: [ruleEffect(search, onChange)],
    });
    finder.search.setSearchTerm("cotton");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[1]).toBe(search);
  });

  test("a rule object that is not one of the finder's rules is still not found", () => {
    const finder = new FinderCore<Product>(products, { rules: withSearch });
    const stranger = searchRule({ searchFn: (item: Product) => item.color });
    expect(codeOf(() => finder.getRule(stranger))).toBe("RULE_NOT_FOUND");
  });
});

test("an additive test of another sort rule uses that rule's direction, as sortBy.set would", () => {
  const finder = create();
  finder.sortBy.set("name", "desc");
  const preview = finder.test({ sortBy: "price" }, true).map((item) => item.id);
  finder.sortBy.set("price");
  expect(preview).toEqual(ids(finder.matches.items));
  expect(finder.sortBy.sortDirection).toBe("asc");
});

test("a required boolean filter with defaultValue false receives false", () => {
  const received: unknown[] = [];
  const stocked = filterRule({
    id: "stocked",
    boolean: true,
    required: true,
    defaultValue: false,
    filterFn: (item: Product, value: boolean) => {
      received.push(value);
      return item.inStock === value;
    },
  });
  const finder = new FinderCore<Product>(products, { rules: [stocked] });
  expect(ids(finder.matches.items)).toEqual([2, 6]);
  expect(new Set(received)).toEqual(new Set([false]));
});

describe("groupBy.reset() says what changed, and a call that changes nothing emits nothing", () => {
  test("with only a group direction chosen, it reports the direction", () => {
    const finder = create();
    finder.groupBy.setGroupSortDirection("desc");
    const events: unknown[] = [];
    finder.events.on("change", (event) => events.push([event.event, event.initial, event.current]));
    finder.groupBy.reset();
    expect(events).toEqual([["setGroupBySortDirection", "desc", undefined]]);
    finder.groupBy.reset();
    expect(events).toHaveLength(1);
  });
});

describe("search compares whole characters outside the Basic Multilingual Plane", () => {
  // "𐐨" is U+10428; "𐐩𐀨" is U+10429 U+10028, whose halves include both halves of "𐐨".
  const finder = () =>
    new FinderCore<{ id: number; name: string }>(
      [
        { id: 1, name: "𐐩𐀨" },
        { id: 2, name: "x 𐐨 y" },
        { id: 3, name: "𐐨𐐩 𐀨" },
      ],
      { rules: [searchRule({ searchFn: (item: { name: string }) => item.name })] },
    );

  test("matching: a character never matches the halves of two others", () => {
    const instance = finder();
    instance.search.setSearchTerm("𐐨");
    expect(ids(instance.matches.items)).toEqual([3, 2]);
    expect(hasCharacterIndexMatches("𐐩𐀨", "𐐨")).toBe(false);
  });

  test("ranking: an acronym of astral initials ranks as an acronym", () => {
    const instance = finder();
    instance.search.setSearchTerm("𐐨𐀨");
    expect(ids(instance.matches.items)).toEqual([3]);
  });

  test("highlighting covers whole characters", () => {
    expect(calculateStringMatchSegments("𐐩𐀨", "𐐨")).toBeUndefined();
    const segments = calculateStringMatchSegments("a𐐨b𐐩", "𐐨𐐩");
    expect(segments?.filter((segment) => segment.isMatch).map((segment) => segment.value)).toEqual([
      "𐐨",
      "𐐩",
    ]);
    const acronym = calculateStringMatchSegments("𐐨x 𐀨y", "𐐨𐀨");
    expect(acronym?.filter((segment) => segment.isMatch).map((segment) => segment.value)).toEqual([
      "𐐨",
      "𐀨",
    ]);
  });
});

test("toggle with a value on a boolean filter throws TOGGLE_NOT_SUPPORTED and changes nothing", () => {
  const finder = create();
  expect(codeOf(() => finder.filters.toggle("inStock", true))).toBe("TOGGLE_NOT_SUPPORTED");
  expect(finder.filters.get("inStock")).toBe(false);
  expect(finder.version).toBe(0);
  finder.filters.toggle("inStock");
  expect(finder.filters.get("inStock")).toBe(true);
});

describe("toJSON keeps the requested page while nothing is shown yet", () => {
  test("with items null", () => {
    const finder = new FinderCore<Product>(null, { rules, page: 3, numItemsPerPage: 2 });
    expect(finder.toJSON().page).toBe(3);
    finder.setItems(products);
    expect(finder.toJSON().page).toBe(3);
  });

  test("while loading", () => {
    const finder = new FinderCore<Product>([], { rules, isLoading: true, numItemsPerPage: 2 });
    finder.pagination.setPage(2);
    expect(finder.toJSON().page).toBe(2);
  });
});

test("a sort direction chosen without sort rules is kept by toJSON", () => {
  const finder = new FinderCore<Product>(products, { rules: rules.slice(0, 4) });
  finder.sortBy.setSortDirection("desc");
  expect(finder.toJSON().initialSortDirection).toBe("desc");
  const rating = sortByRule({ id: "rating", sortFn: (item: Product) => item.rating });
  finder.setRules([...rules.slice(0, 4), rating]);
  expect(finder.sortBy.sortDirection).toBe("desc");
});
