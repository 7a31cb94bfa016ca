// Every claim on the "Rules" overview page (docs/rules/index.mdx), one test per claim, each named
// after the page's sentence.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  finderRuleset,
  groupByRule,
  ruleEffect,
  searchRule,
  sortByRule,
  type FinderRule,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { inStock, inStockPlain } from "./_plainRules";

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof FinderError ? error.code : "other";
  }
  return "none";
};

const names = (items: GearItem[] | undefined) => (items ?? []).map((item) => item.name);

describe("Rules are plain objects", () => {
  it("the helpers searchRule, filterRule, sortByRule, groupByRule and finderRuleset return their argument unchanged", () => {
    const search = { searchFn: (item: GearItem) => item.name };
    const filter = { id: "f", filterFn: () => true };
    const sort = { id: "s", sortFn: (item: GearItem) => item.price };
    const group = { id: "g", groupFn: (item: GearItem) => item.category };
    const all = [search, filter, sort, group];
    expect(searchRule(search)).toBe(search);
    expect(filterRule(filter)).toBe(filter);
    expect(sortByRule(sort)).toBe(sort);
    expect(groupByRule(group)).toBe(group);
    expect(finderRuleset<GearItem>(all)).toBe(all);
  });

  it("a plain object works exactly like the helper's rule (_plainRules.ts)", () => {
    const plain = new FinderCore<GearItem>(gearShop, { rules: [inStockPlain] });
    const helped = new FinderCore<GearItem>(gearShop, { rules: [inStock] });
    plain.filters.set("inStock", true);
    helped.filters.set("inStock", true);
    expect(names(plain.matches.items)).toEqual(names(helped.matches.items));
  });

  it("a rule's kind comes from the callback it carries: exactly one of searchFn, filterFn, sortFn, groupFn", () => {
    const none = { id: "x" } as unknown as FinderRule<GearItem>;
    const two = {
      id: "x",
      filterFn: () => true,
      sortFn: () => 1,
    } as unknown as FinderRule<GearItem>;
    expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules: [none] }))).toBe(
      "INVALID_RULE",
    );
    expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules: [two] }))).toBe("INVALID_RULE");
  });
});

describe("Kinds of rules", () => {
  it("there is at most one search rule", () => {
    const rules = [
      searchRule<GearItem>({ id: "a", searchFn: (item) => item.name }),
      searchRule<GearItem>({ id: "b", searchFn: (item) => item.brand }),
    ];
    expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules }))).toBe(
      "MULTIPLE_SEARCH_RULES",
    );
  });
});

const category = filterRule<GearItem, string>({
  id: "category",
  filterFn: (item, value) => item.category === value,
});
const price = sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price });

describe("The pipeline", () => {
  it("1. Search keeps all items when there is no term or no search rule (and a term needs a search rule)", () => {
    const withRule = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule<GearItem>({ searchFn: (item) => item.name })],
    });
    expect(withRule.matches.numMatchedItems).toBe(gearShop.length);
    const withoutRule = new FinderCore<GearItem>(gearShop, { rules: [category] });
    expect(withoutRule.matches.numMatchedItems).toBe(gearShop.length);
    expect(
      () => new FinderCore<GearItem>(gearShop, { rules: [category], initialSearchTerm: "lamp" }),
    ).toThrow(expect.objectContaining({ code: "NO_SEARCH_RULE" }));
  });

  it("1. Search keeps the items whose text matches the term", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule<GearItem>({ searchFn: (item) => item.name })],
      initialSearchTerm: "lamp",
    });
    expect(names(finder.matches.items).every((name) => /lamp/i.test(name))).toBe(true);
    expect(finder.matches.numMatchedItems).toBeGreaterThan(0);
  });

  it("2. Filters keep the items that pass every active filter; inactive filters are skipped", () => {
    const skipped = vi.fn(() => false);
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        category,
        filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (i) => i.inStock }),
        filterRule<GearItem, string>({ id: "unused", filterFn: skipped }),
      ],
      initialFilters: { category: "Lighting", inStock: true },
    });
    const expected = gearShop.filter((item) => item.category === "Lighting" && item.inStock);
    expect(names(finder.matches.items)).toEqual(names(expected));
    expect(skipped).not.toHaveBeenCalled();
  });

  it("3. Sort orders by the active sort rule, with relevance breaking ties", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule<GearItem>({ searchFn: (item) => item.name }), price],
      initialSearchTerm: "lamp",
    });
    const prices = (finder.matches.items ?? []).map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("3. Sort: without a sort rule, or with ignoreSortByRulesWhileSearchRuleIsActive while searching, by relevance", () => {
    const search = searchRule<GearItem>({ searchFn: (item) => item.name });
    const byRelevance = new FinderCore<GearItem>(gearShop, {
      rules: [search],
      initialSearchTerm: "lamp",
    });
    const suspended = new FinderCore<GearItem>(gearShop, {
      rules: [search, price],
      initialSearchTerm: "lamp",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(names(suspended.matches.items)).toEqual(names(byRelevance.matches.items));
    expect(names(byRelevance.matches.items)).toEqual(names(byRelevance.search.test("lamp")));
  });

  it("3. Sort: with no sort rule and no search, items keep their order", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [category] });
    expect(names(finder.matches.items)).toEqual(names(gearShop));
  });

  it("3. matches.numMatchedItems is counted after sorting, before pagination", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [price], numItemsPerPage: 5 });
    expect(finder.matches.numMatchedItems).toBe(gearShop.length);
    expect(finder.matches.items).toHaveLength(5);
  });

  it("4. Paginate cuts out the current page when numItemsPerPage is set", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [price],
      numItemsPerPage: 5,
      page: 2,
    });
    const sorted = [...gearShop].sort((a, b) => a.price - b.price);
    expect((finder.matches.items ?? []).map((item) => item.price)).toEqual(
      sorted.slice(5, 10).map((item) => item.price),
    );
  });

  it("5. Group splits that page into groups; matches.groups replaces matches.items", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [price, groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category })],
      initialGroupBy: "category",
      numItemsPerPage: 5,
    });
    expect(finder.matches.items).toBeUndefined();
    const grouped = (finder.matches.groups ?? []).flatMap((group) => group.items);
    expect(grouped).toHaveLength(5);
  });

  it("because grouping comes last, groups only ever contain the items of the current page", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [price, groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category })],
      initialGroupBy: "category",
      numItemsPerPage: 5,
      page: 3,
    });
    const flat = new FinderCore<GearItem>(gearShop, {
      rules: [price],
      numItemsPerPage: 5,
      page: 3,
    });
    const grouped = (finder.matches.groups ?? []).flatMap((group) => group.items);
    expect(names(grouped).sort()).toEqual(names(flat.matches.items).sort());
  });

  it("changing the page re-slices the sorted matches without filtering or sorting again", () => {
    const filterFn = vi.fn((item: GearItem, value: string) => item.category === value);
    const sortFn = vi.fn((item: GearItem) => item.price);
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        filterRule<GearItem, string>({ id: "category", filterFn }),
        sortByRule<GearItem>({ id: "price", sortFn }),
      ],
      initialFilters: { category: "Lighting" },
      numItemsPerPage: 2,
    });
    void finder.matches;
    filterFn.mockClear();
    sortFn.mockClear();
    finder.pagination.setPage(2);
    void finder.matches;
    expect(filterFn).not.toHaveBeenCalled();
    expect(sortFn).not.toHaveBeenCalled();
  });

  it("changing a filter does not normalise the search text again", () => {
    const searchFn = vi.fn((item: GearItem) => item.name);
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule<GearItem>({ searchFn }), category],
      initialSearchTerm: "lamp",
    });
    void finder.matches;
    searchFn.mockClear();
    finder.filters.set("category", "Lighting");
    void finder.matches;
    expect(searchFn).not.toHaveBeenCalled();
  });

  it("changing the sort reuses the search and filter results", () => {
    const searchFn = vi.fn((item: GearItem) => item.name);
    const filterFn = vi.fn((item: GearItem, value: string) => item.category === value);
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        searchRule<GearItem>({ searchFn }),
        filterRule<GearItem, string>({ id: "category", filterFn }),
        price,
        sortByRule<GearItem>({ id: "name", sortFn: (item) => item.name }),
      ],
      initialSearchTerm: "a",
      initialFilters: { category: "Lighting" },
    });
    void finder.matches;
    searchFn.mockClear();
    filterFn.mockClear();
    finder.sortBy.set("name");
    void finder.matches;
    expect(searchFn).not.toHaveBeenCalled();
    expect(filterFn).not.toHaveBeenCalled();
  });

  it("each change a visitor makes (a new term, a filter, a sort, a grouping) moves back to page 1", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        searchRule<GearItem>({ searchFn: (item) => item.name }),
        category,
        price,
        groupByRule<GearItem>({ id: "group", groupFn: (item) => item.category }),
      ],
      numItemsPerPage: 2,
    });
    const changes: (() => void)[] = [
      () => finder.search.setSearchTerm("a"),
      () => finder.filters.set("category", "Lighting"),
      () => finder.sortBy.toggle("price"),
      () => finder.groupBy.set("group"),
    ];
    for (const change of changes) {
      finder.pagination.setPage(2);
      expect(finder.pagination.page).toBe(2);
      change();
      expect(finder.pagination.page).toBe(1);
    }
  });
});

describe("Ids and validation", () => {
  it("every filter, sort-by and group-by rule needs an id (MISSING_RULE_ID)", () => {
    for (const rule of [
      { filterFn: () => true },
      { sortFn: () => 1 },
      { groupFn: () => "a" },
      { id: "", filterFn: () => true },
    ]) {
      expect(
        codeOf(
          () => new FinderCore(gearShop, { rules: [rule as unknown as FinderRule<GearItem>] }),
        ),
      ).toBe("MISSING_RULE_ID");
    }
  });

  it("ids are unique across all the rules of a finder, whatever their kind (DUPLICATE_RULE_ID)", () => {
    const rules = [filterRule<GearItem, string>({ id: "price", filterFn: () => true }), price];
    expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules }))).toBe("DUPLICATE_RULE_ID");
  });

  it('the search rule\'s id is optional and defaults to "search", which counts for duplicates', () => {
    const search = searchRule<GearItem>({ searchFn: (item) => item.name });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [search] });
    expect(finder.getRule("search")).toBe(search);
    const clash = filterRule<GearItem, string>({ id: "search", filterFn: () => true });
    expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules: [search, clash] }))).toBe(
      "DUPLICATE_RULE_ID",
    );
  });

  it("INVALID_RULES: rules is not an array of objects", () => {
    const bad = [undefined, "rules", [1]] as unknown as FinderRule<GearItem>[][];
    for (const rules of bad) {
      expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules }))).toBe("INVALID_RULES");
    }
  });

  it("INVALID_RULE: a callback that is not a function, or an empty sortFn array", () => {
    for (const rule of [
      { id: "x", filterFn: "yes" },
      { id: "x", sortFn: [] },
    ]) {
      expect(
        codeOf(
          () => new FinderCore(gearShop, { rules: [rule as unknown as FinderRule<GearItem>] }),
        ),
      ).toBe("INVALID_RULE");
    }
  });

  it("INVALID_RULE_OPTIONS: a filter's options, or its generator's result, is not an array of { value } objects, or an option's value is undefined", () => {
    const literal = { id: "x", filterFn: () => true, options: [{ label: "no value" }] };
    const generated = { id: "x", filterFn: () => true, options: () => "nope" };
    const undefinedValue = { id: "x", filterFn: () => true, options: [{ value: undefined }] };
    const generatedUndefined = {
      ...undefinedValue,
      options: () => [{ value: 1 }, { value: undefined }],
    };
    for (const rule of [literal, generated, undefinedValue, generatedUndefined]) {
      expect(
        codeOf(
          () => new FinderCore(gearShop, { rules: [rule as unknown as FinderRule<GearItem>] }),
        ),
      ).toBe("INVALID_RULE_OPTIONS");
    }
  });

  it("INVALID_RULE_FIELD: an optional field has a wrong value, and the message names the rule and the field", () => {
    const rule = { id: "x", filterFn: () => true, multiple: "yes" };
    let message = "";
    try {
      new FinderCore(gearShop, { rules: [rule as unknown as FinderRule<GearItem>] });
    } catch (error) {
      expect((error as FinderError).code).toBe("INVALID_RULE_FIELD");
      message = (error as FinderError).message;
    }
    expect(message).toContain('"x"');
    expect(message).toContain("multiple");
  });

  it("INVALID_EFFECT: an effect watches a rule id the rules do not have, or setRules drops a watched rule", () => {
    const effects = [ruleEffect<GearItem>("category", () => {})];
    expect(codeOf(() => new FinderCore<GearItem>(gearShop, { rules: [price], effects }))).toBe(
      "INVALID_EFFECT",
    );
    const finder = new FinderCore<GearItem>(gearShop, { rules: [category, price], effects });
    expect(codeOf(() => finder.setRules([price]))).toBe("INVALID_EFFECT");
    expect(finder.getRule("category")).toBe(category);
  });

  it("the rule list is validated on every setRules, before storing anything", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [category, price] });
    finder.filters.set("category", "Lighting");
    expect(codeOf(() => finder.setRules([category, category]))).toBe("DUPLICATE_RULE_ID");
    expect(finder.getRule("price")).toBe(price);
    expect(finder.filters.get("category")).toBe("Lighting");
  });

  it("methods that take an id throw RULE_NOT_FOUND for an unknown id and WRONG_RULE_KIND for another kind", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [category, price] });
    expect(codeOf(() => finder.filters.set("colour", "red"))).toBe("RULE_NOT_FOUND");
    expect(codeOf(() => finder.sortBy.set("category"))).toBe("WRONG_RULE_KIND");
  });
});

describe("Where to define rules", () => {
  it("the same rule objects in the same order are no change; a new rule object re-runs option generators", () => {
    const generator = vi.fn(({ items }: { items: GearItem[] }) =>
      [...new Set(items.map((item) => item.brand))].map((value) => ({ value })),
    );
    const brand = filterRule<GearItem, string>({
      id: "brand",
      filterFn: (item, value) => item.brand === value,
      options: generator,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [brand, price] });
    const calls = generator.mock.calls.length;
    const version = finder.version;
    finder.setRules([brand, price]);
    expect(generator.mock.calls.length).toBe(calls);
    expect(finder.version).toBe(version);
    finder.setRules([{ ...brand }, price]);
    expect(generator.mock.calls.length).toBe(calls + 1);
  });
});

describe("label and hidden", () => {
  it("Finder never reads label or hidden: they are there for your controls", () => {
    const reads = vi.fn();
    const rule = {
      id: "inStock",
      boolean: true,
      filterFn: (item: GearItem) => item.inStock,
      get label() {
        reads("label");
        return "In stock";
      },
      get hidden() {
        reads("hidden");
        return true;
      },
    };
    const finder = new FinderCore<GearItem>(gearShop, { rules: [rule] });
    finder.filters.set("inStock", true);
    expect(finder.matches.numMatchedItems).toBe(gearShop.filter((item) => item.inStock).length);
    expect(finder.filters.activeRules).toEqual([rule]);
    expect(reads).not.toHaveBeenCalled();
  });
});
