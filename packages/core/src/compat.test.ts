// The calls a user of the earlier @hitgrab/finder makes, behaving as they did there (issue 12).
import { describe, expect, test } from "vitest";
import { FinderCore, filterRule, sortByRule, type FinderRule } from "./index";
import { colorOptions, productRules, products, type Product } from "./test/fixtures";
import { codeOf } from "./test/codeOf";

const create = (extra = {}) => new FinderCore(products, { rules: productRules(), ...extra });
const withoutSearch = () => productRules().filter((rule) => !("searchFn" in rule));

describe("a search term without a search rule", () => {
  const finder = () => new FinderCore(products, { rules: withoutSearch() });

  test("search.setSearchTerm throws NO_SEARCH_RULE and changes nothing", () => {
    const instance = finder();
    expect(codeOf(() => instance.search.setSearchTerm("x"))).toBe("NO_SEARCH_RULE");
    expect(instance.search.searchTerm).toBe("");
    expect(instance.version).toBe(0);
  });

  test("search.test throws NO_SEARCH_RULE", () => {
    expect(codeOf(() => finder().search.test("x"))).toBe("NO_SEARCH_RULE");
  });

  test("a non-empty initialSearchTerm throws NO_SEARCH_RULE", () => {
    expect(
      codeOf(() => new FinderCore(products, { rules: withoutSearch(), initialSearchTerm: "x" })),
    ).toBe("NO_SEARCH_RULE");
  });

  test("test() with a non-empty term throws NO_SEARCH_RULE", () => {
    expect(codeOf(() => finder().test({ searchTerm: "x" }))).toBe("NO_SEARCH_RULE");
  });

  test("an empty initialSearchTerm and search.reset() are accepted, so toJSON() restores", () => {
    const instance = finder();
    instance.search.reset();
    expect(
      () => new FinderCore(products, { rules: withoutSearch(), ...instance.toJSON() }),
    ).not.toThrow();
  });

  test("the message names the call and the missing rule", () => {
    expect(() => finder().search.setSearchTerm("x")).toThrow(
      'Finder: search.setSearchTerm() got the term "x", but there is no search rule.',
    );
  });
});

describe("operations of the wrong kind on single-value filters", () => {
  test("add on a single filter throws OPTION_OPERATION_NOT_SUPPORTED and changes nothing", () => {
    const finder = create();
    expect(codeOf(() => finder.filters.add("maxPrice", 5))).toBe("OPTION_OPERATION_NOT_SUPPORTED");
    expect(finder.filters.isActive("maxPrice")).toBe(false);
  });

  test("add on a boolean filter throws OPTION_OPERATION_NOT_SUPPORTED", () => {
    expect(codeOf(() => create().filters.add("inStock", true))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
  });

  test("delete with an option on a single filter throws and keeps the value", () => {
    const finder = create({ initialFilters: { maxPrice: 5 } });
    expect(codeOf(() => finder.filters.delete("maxPrice", 5))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
    expect(finder.filters.get("maxPrice")).toBe(5);
  });

  test("delete without an option still clears a single filter", () => {
    const finder = create({ initialFilters: { maxPrice: 5 } });
    finder.filters.delete("maxPrice");
    expect(finder.filters.isActive("maxPrice")).toBe(false);
  });

  test("toggle with an option on a single filter throws TOGGLE_NOT_SUPPORTED", () => {
    expect(codeOf(() => create().filters.toggle("maxPrice", 5))).toBe("TOGGLE_NOT_SUPPORTED");
  });

  test("toggle with a value on a boolean filter throws TOGGLE_NOT_SUPPORTED; toggle(id) flips it", () => {
    const finder = create();
    expect(codeOf(() => finder.filters.toggle("inStock", true))).toBe("TOGGLE_NOT_SUPPORTED");
    finder.filters.toggle("inStock");
    expect(finder.filters.get("inStock")).toBe(true);
  });

  test("the message names the rule, its kind and what to call instead", () => {
    expect(() => create().filters.add("maxPrice", 5)).toThrow(
      'Finder: filter rule "maxPrice" is a single filter; add() needs a multiple filter. Use set() or delete(id).',
    );
  });
});

describe("filters.get on an unset filter", () => {
  test("returns false for a boolean filter", () => {
    expect(create().filters.get("inStock")).toBe(false);
  });

  test("returns an empty array for a multiple filter", () => {
    expect(create().filters.get("color")).toEqual([]);
  });

  test("returns undefined for a single filter", () => {
    expect(create().filters.get("maxPrice")).toBeUndefined();
  });

  test("leaves isActive and has as they were", () => {
    const finder = create();
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(finder.filters.has("color")).toBe(false);
  });
});

describe("filters.getRule returns the hydrated rule", () => {
  const generated = () => [
    filterRule({
      id: "color",
      options: ({ items }: { items: Product[] }) =>
        [...new Set(items.map((item) => item.color))].map((value) => ({ value })),
      filterFn: (item: Product, value: string) => item.color === value,
    }),
  ];

  test("a generated options function comes back as the generated array", () => {
    const finder = new FinderCore(products, { rules: generated() });
    expect(finder.filters.getRule("color").options).toEqual([
      { value: "blue" },
      { value: "red" },
      { value: "white" },
      { value: "green" },
    ]);
  });

  test("the generated options are the keys of countRuleOptions and work with has()", () => {
    const finder = new FinderCore(products, { rules: generated() });
    const options = finder.filters.getRule("color").options ?? [];
    expect([...finder.filters.countRuleOptions("color").keys()]).toEqual(options);
    finder.filters.set("color", options[1]);
    expect(finder.filters.has("color", options[1])).toBe(true);
  });

  test("is the same object until the options are generated again", () => {
    const finder = new FinderCore(products, { rules: generated() });
    const first = finder.filters.getRule("color");
    expect(finder.filters.getRule("color")).toBe(first);
    finder.setItems(products.slice(0, 2));
    expect(finder.filters.getRule("color")).not.toBe(first);
    expect(finder.filters.getRule("color").options).toEqual([{ value: "blue" }, { value: "red" }]);
  });

  test("finder.getRule returns a filter rule hydrated too", () => {
    const finder = new FinderCore(products, { rules: generated() });
    expect(finder.getRule("color")).toBe(finder.filters.getRule("color"));
  });

  test("a rule with static options is returned as written", () => {
    const rules = productRules();
    const finder = new FinderCore(products, { rules });
    expect(finder.filters.getRule("color")).toBe(rules[1]);
    expect(finder.filters.getRule("color").options).toBe(colorOptions);
  });
});

describe("toJSON matches the earlier shape", () => {
  test("reports the active sort rule and its direction before the user picks one", () => {
    const json = create().toJSON();
    expect(json.initialSortBy).toBe("price");
    expect(json.initialSortDirection).toBe("asc");
  });

  test("reports a rule's default direction", () => {
    const rules: FinderRule<Product>[] = [
      sortByRule({
        id: "rating",
        sortFn: (item: Product) => item.rating,
        defaultSortDirection: "desc",
      }),
    ];
    const json = new FinderCore(products, { rules }).toJSON();
    expect([json.initialSortBy, json.initialSortDirection]).toEqual(["rating", "desc"]);
  });

  test("reports no sort without sort rules", () => {
    const json = new FinderCore(products, { rules: [] }).toJSON();
    expect([json.initialSortBy, json.initialSortDirection]).toEqual([undefined, undefined]);
  });

  test("gives ignoreSortByRulesWhileSearchRuleIsActive as it was given", () => {
    expect(create().toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBeUndefined();
    expect(
      create({ ignoreSortByRulesWhileSearchRuleIsActive: false }).toJSON()
        .ignoreSortByRulesWhileSearchRuleIsActive,
    ).toBe(false);
    expect(
      create({ ignoreSortByRulesWhileSearchRuleIsActive: true }).toJSON()
        .ignoreSortByRulesWhileSearchRuleIsActive,
    ).toBe(true);
  });

  test("spreading it back restores the same state and results", () => {
    const finder = create({ numItemsPerPage: 2 });
    finder.search.setSearchTerm("o");
    finder.filters.set("color", ["blue", "red"]);
    finder.sortBy.set("name", "desc");
    finder.groupBy.set("byColor");
    finder.pagination.setPage(2);
    const restored = create(JSON.parse(JSON.stringify(finder.toJSON())) as object);
    expect(restored.toJSON()).toEqual(finder.toJSON());
    expect(restored.matches).toEqual(finder.matches);
  });

  test("spreading a fresh finder's snapshot back keeps the default sort order", () => {
    const finder = create();
    const restored = create(finder.toJSON());
    expect(restored.matches.items).toEqual(finder.matches.items);
    expect(restored.sortBy.activeRule?.id).toBe(finder.sortBy.activeRule?.id);
  });
});
