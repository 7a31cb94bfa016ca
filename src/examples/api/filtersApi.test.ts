// Checks docs/api/filters-api.mdx, one test per claim: the kind × method matrix, values vs raw,
// clearing, the testers and the counts. The worked facet example is checked by
// api/_facetCounts.test.ts, free-form values by rules/_maxPriceInput.test.ts. Left out
// while the library changes them: what get() and values return for a filter nobody set.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, FinderError, filterRule, type FilterOption } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const categoryOptions: FilterOption<string>[] = [
  { label: "Shelter", value: "Shelter" },
  { label: "Lighting", value: "Lighting" },
  { label: "Cooking", value: "Cooking" },
];
const rules = [
  filterRule<GearItem, string>({
    id: "category",
    filterFn: (item, category) => item.category === category,
    options: categoryOptions,
  }),
  filterRule<GearItem, string>({
    id: "tags",
    multiple: true,
    filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
    options: [{ value: "sale" }, { value: "budget" }, { value: "winter" }],
  }),
  filterRule<GearItem, boolean>({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  filterRule<GearItem, number>({
    id: "maxPrice",
    filterFn: (item, max) => item.price <= max,
    defaultValue: 200,
  }),
];
const shop = () => new FinderCore<GearItem>(gearShop, { rules });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof FinderError ? error.code : "other";
  }
  return "none";
};

describe("finder.filters, kind by kind", () => {
  it("single: set takes a value or an option object; add, delete with an option and toggle throw", () => {
    const finder = shop();
    finder.filters.set("category", categoryOptions[1]);
    expect(finder.filters.get("category")).toBe("Lighting");
    expect(finder.filters.has("category", "Lighting")).toBe(true);
    expect(finder.filters.has("category", categoryOptions[1])).toBe(true);
    expect(codeOf(() => finder.filters.add("category", "Shelter"))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
    expect(codeOf(() => finder.filters.delete("category", "Lighting"))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
    expect(finder.filters.get("category")).toBe("Lighting");
    finder.filters.delete("category");
    expect(finder.filters.isActive("category")).toBe(false);
    expect(finder.filters.get("category")).toBeUndefined();
    expect(codeOf(() => finder.filters.toggle("category", "Shelter"))).toBe("TOGGLE_NOT_SUPPORTED");
    expect(codeOf(() => finder.filters.set("category", ["Shelter"]))).toBe("INVALID_FILTER_VALUE");
    expect(codeOf(() => finder.filters.set("category", "Boats"))).toBe("INVALID_FILTER_OPTION");
  });

  it("multiple: set takes an array, add/delete/toggle change one option", () => {
    const finder = shop();
    finder.filters.set("tags", ["sale"]);
    finder.filters.add("tags", "budget");
    finder.filters.add("tags", "budget");
    expect(finder.filters.get("tags")).toEqual(["sale", "budget"]);
    finder.filters.toggle("tags", "sale");
    expect(finder.filters.get("tags")).toEqual(["budget"]);
    finder.filters.delete("tags", "budget");
    expect(finder.filters.isActive("tags")).toBe(false);
    expect(codeOf(() => finder.filters.set("tags", "sale"))).toBe("INVALID_FILTER_VALUE");
    expect(codeOf(() => finder.filters.toggle("tags"))).toBe("INVALID_FILTER_VALUE");
    expect(codeOf(() => finder.filters.add("tags", "kids"))).toBe("INVALID_FILTER_OPTION");
  });

  it("boolean: toggle flips, false means not applied, unset reads as false", () => {
    const finder = shop();
    expect(finder.filters.get("inStock")).toBe(false);
    finder.filters.toggle("inStock");
    expect(finder.filters.get("inStock")).toBe(true);
    expect(finder.filters.isActive("inStock")).toBe(true);
    finder.filters.set("inStock", false);
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(
      gearShop.filter((item) => item.price <= 200).length,
    );
    expect(codeOf(() => finder.filters.add("inStock", true))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
    expect(codeOf(() => finder.filters.toggle("inStock", true))).toBe("TOGGLE_NOT_SUPPORTED");
    expect(finder.filters.get("inStock")).toBe(false);
    finder.filters.set("inStock", true);
    finder.filters.delete("inStock");
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(codeOf(() => finder.filters.set("inStock", "yes"))).toBe("INVALID_FILTER_VALUE");
  });

  it("treats undefined, null and blank strings as clearing", () => {
    const finder = shop();
    finder.filters.set("category", "Shelter");
    finder.filters.set("category", "   ");
    expect(finder.filters.isActive("category")).toBe(false);
    finder.filters.set("tags", ["sale"]);
    finder.filters.set("tags", null);
    expect(finder.filters.isActive("tags")).toBe(false);
  });

  it("separates effective values from raw ones, and keeps a cleared default cleared", () => {
    const finder = shop();
    expect(finder.filters.values).toEqual({ maxPrice: 200 });
    expect(finder.filters.raw).toEqual({});
    finder.filters.set("maxPrice", undefined);
    expect(finder.filters.values).toEqual({});
    expect(finder.filters.raw).toEqual({ maxPrice: null });
    finder.filters.reset();
    expect(finder.filters.values).toEqual({ maxPrice: 200 });
    expect(finder.filters.activeRules.map((rule) => rule.id)).toEqual(["maxPrice"]);
  });

  it("raw and values are fresh copies, a multiple filter's array included: changing them changes nothing", () => {
    const finder = shop();
    finder.filters.set("tags", ["sale"]);
    const { raw, values } = finder.filters;
    (raw.tags as string[]).push("budget");
    (values.tags as string[]).push("winter");
    raw.maxPrice = 1;
    expect(finder.filters.get("tags")).toEqual(["sale"]);
    expect(finder.filters.raw).toEqual({ tags: ["sale"] });
  });

  it("emits setFilter with the rule, and resetFilters", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.filters.toggle("tags", "sale");
    finder.filters.reset();
    const events = onChange.mock.calls.map(([event]) => event);
    expect(events.map((event) => [event.event, event.source, event.rule?.id])).toEqual([
      ["setFilter", "filters", "tags"],
      ["resetFilters", "filters", undefined],
    ]);
    expect(events[0]).toMatchObject({ initial: undefined, current: ["sale"] });
  });

  it("does nothing while disabled", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, disabled: true });
    finder.filters.toggle("inStock");
    expect(finder.filters.isActive("inStock")).toBe(false);
  });

  it("keys testRuleOptions and countRuleOptions by the rule's own option objects", () => {
    const finder = shop();
    finder.filters.set("maxPrice", 10_000);
    const counts = finder.filters.countRuleOptions("category");
    expect([...counts.keys()]).toEqual(categoryOptions);
    const lists = finder.filters.testRuleOptions("category");
    for (const option of categoryOptions) {
      // Fresh: the visitor's maxPrice is left out, its default of 200 applies.
      const expected = gearShop.filter(
        (item) => item.category === option.value && item.price <= 200,
      );
      expect(lists.get(option)).toEqual(expected);
      expect(counts.get(option)).toBe(expected.length);
    }
  });

  it("keys a boolean rule's counts by true and false", () => {
    const finder = shop();
    const counts = finder.filters.countRuleOptions("inStock");
    expect([...counts.keys()]).toEqual([true, false]);
    const fresh = gearShop.filter((item) => item.price <= 200);
    expect(counts.get(true)).toBe(fresh.filter((item) => item.inStock).length);
    expect(counts.get(false)).toBe(fresh.length);
  });

  it("a switch's false is not applied, except on a required switch: there it counts what the filter then applies, as testRule with false", () => {
    const archived = (extra: object) =>
      new FinderCore<GearItem>(gearShop, {
        rules: [
          filterRule<GearItem, boolean>({
            id: "inStock",
            boolean: true,
            required: true,
            filterFn: (item, on) => item.inStock === on,
            ...extra,
          }),
        ],
      });
    const inStock = gearShop.filter((item) => item.inStock);
    const offDefault = archived({ defaultValue: false });
    const lists = offDefault.filters.testRuleOptions("inStock");
    expect(lists.get(false)).toEqual(gearShop.filter((item) => !item.inStock));
    expect(lists.get(false)).toEqual(
      offDefault.filters.testRule({ rule: "inStock", value: false }),
    );
    expect(lists.get(true)).toEqual(inStock);
    // Without a default a required switch stays on: false counts the same as true.
    const counts = archived({}).filters.countRuleOptions("inStock");
    expect([counts.get(true), counts.get(false)]).toEqual([inStock.length, inStock.length]);
  });

  it("the first count runs filterFn once for every candidate and option; later ones ask only items that passed several options, until the items change", () => {
    const filterFn = vi.fn((item: GearItem, tag: string) => item.tags.includes(tag as never));
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        filterRule<GearItem, string>({
          id: "tags",
          multiple: true,
          filterFn,
          options: [{ value: "sale" }, { value: "budget" }, { value: "winter" }],
        }),
      ],
    });
    const first = finder.filters.countRuleOptions("tags");
    expect(filterFn).toHaveBeenCalledTimes(gearShop.length * 3);
    const several = gearShop.filter(
      (item) =>
        ["sale", "budget", "winter"].filter((tag) => item.tags.includes(tag as never)).length > 1,
    ).length;
    expect(several).toBeGreaterThan(0);
    expect(finder.filters.countRuleOptions("tags")).toEqual(first);
    finder.filters.getFacet("tags");
    expect(filterFn).toHaveBeenCalledTimes(gearShop.length * 3 + 2 * several * 3);
    finder.setItems([...gearShop]);
    filterFn.mockClear();
    finder.filters.countRuleOptions("tags");
    expect(filterFn).toHaveBeenCalledTimes(gearShop.length * 3);
  });

  it("without isAdditive, option counts look at the items a fresh finder shows: defaults and required filters apply", () => {
    const finder = shop();
    finder.filters.set("maxPrice", 50);
    finder.filters.set("inStock", true);
    const counts = finder.filters.countRuleOptions("category");
    for (const option of categoryOptions) {
      const once = finder.filters.testRule({ rule: "category", value: option.value });
      expect(counts.get(option)).toBe(once.length);
    }
    expect(counts.get(categoryOptions[0] as FilterOption)).toBe(
      gearShop.filter((item) => item.category === "Shelter" && item.price <= 200).length,
    );
  });

  it("counts additively: the other rules stay in force, the rule itself does not", () => {
    const finder = shop();
    finder.filters.set("tags", ["sale"]);
    finder.filters.set("category", "Shelter");
    const counts = finder.filters.countRuleOptions("tags", true);
    const inForce = gearShop.filter((item) => item.category === "Shelter" && item.price <= 200);
    const budget = [...counts.keys()][1];
    expect(budget).toEqual({ value: "budget" });
    expect(counts.get(budget as FilterOption)).toBe(
      inForce.filter((item) => item.tags.includes("budget")).length,
    );
  });

  it("tests values of several rules at once without changing anything", () => {
    const finder = shop();
    const version = finder.version;
    const items = finder.filters.test({
      rules: ["category", "inStock"],
      values: ["Lighting", true],
    });
    expect(items).toEqual(
      gearShop.filter((item) => item.category === "Lighting" && item.inStock && item.price <= 200),
    );
    const one = finder.filters.testRule({ rule: "category", value: "Cooking" });
    const cooking = gearShop.filter((item) => item.category === "Cooking");
    expect(cooking.length).toBeGreaterThan(0);
    expect(new Set(one)).toEqual(new Set(cooking));
    expect(one).toHaveLength(cooking.length);
    expect(finder.version).toBe(version);
  });
});

describe("finder.filters: the rest of the page", () => {
  it("wherever a method takes an id, it takes the rule id or any object with an id", () => {
    const finder = shop();
    finder.filters.set({ id: "category" }, "Lighting");
    expect(finder.filters.get(rules[0]!)).toBe("Lighting");
    expect(finder.filters.isActive({ id: "category" })).toBe(true);
  });

  it("rules lists every filter rule in declaration order; activeRules the ones that apply now", () => {
    const finder = shop();
    expect(finder.filters.rules).toEqual(rules);
    finder.filters.toggle("inStock");
    expect(finder.filters.activeRules.map((rule) => rule.id)).toEqual(["inStock", "maxPrice"]);
  });

  it("get returns a copy of a multiple filter's array: changing it changes neither the filter nor the default", () => {
    const finder = shop();
    finder.filters.set("tags", ["sale"]);
    (finder.filters.get("tags") as string[]).push("budget");
    expect(finder.filters.get("tags")).toEqual(["sale"]);
  });

  it("values is not the list of active filters: a boolean switched off again or a multiple emptied is in it", () => {
    const finder = shop();
    // Never on: setting false or [] is no change, so neither is in values.
    finder.filters.set("inStock", false);
    finder.filters.set("tags", []);
    expect(finder.filters.values).toEqual({ maxPrice: 200 });
    expect(finder.version).toBe(0);
    finder.filters.set("inStock", true);
    finder.filters.set("inStock", false);
    finder.filters.set("tags", ["sale"]);
    finder.filters.set("tags", []);
    expect(finder.filters.values).toMatchObject({ inStock: false, tags: [] });
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(finder.filters.isActive("tags")).toBe(false);
  });

  it("a required filter falls back to defaultValue, else the first enabled option's value", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [
        filterRule<GearItem, string>({
          id: "category",
          required: true,
          filterFn: (item, category) => item.category === category,
          options: [
            { value: "Shelter", disabled: true },
            { value: "Lighting" },
            { value: "Cooking" },
          ],
        }),
      ],
    });
    expect(finder.filters.get("category")).toBe("Lighting");
    finder.filters.set("category", undefined);
    expect(finder.filters.get("category")).toBe("Lighting");
  });

  it("has(id) without an option is the same as isActive", () => {
    const finder = shop();
    expect(finder.filters.has("maxPrice")).toBe(finder.filters.isActive("maxPrice"));
    expect(finder.filters.has("inStock")).toBe(false);
  });

  it("add on a multiple filter adds one option, with no duplicates", () => {
    const finder = shop();
    finder.filters.add("tags", "sale");
    finder.filters.add("tags", "sale");
    expect(finder.filters.get("tags")).toEqual(["sale"]);
  });

  it("delete(id, option) on a single filter always throws OPTION_OPERATION_NOT_SUPPORTED; delete(id) clears it", () => {
    const finder = shop();
    finder.filters.set("category", "Lighting");
    expect(codeOf(() => finder.filters.delete("category", "Lighting"))).toBe(
      "OPTION_OPERATION_NOT_SUPPORTED",
    );
    expect(finder.filters.get("category")).toBe("Lighting");
    finder.filters.delete("category");
    expect(finder.filters.isActive("category")).toBe(false);
  });

  it("reset clears every value the visitor set; defaults and required filters apply again", () => {
    const finder = shop();
    finder.filters.set("maxPrice", 50);
    finder.filters.set("tags", ["sale"]);
    finder.filters.reset();
    expect(finder.filters.raw).toEqual({});
    expect(finder.filters.get("maxPrice")).toBe(200);
    expect(finder.filters.isActive("tags")).toBe(false);
  });

  it("when no filter's value would change, reset does nothing: raw keeps those entries and no event fires", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.filters.set("tags", ["sale"]);
    finder.filters.set("tags", []);
    finder.filters.set("inStock", true);
    finder.filters.set("inStock", false);
    onChange.mockClear();
    finder.filters.reset();
    expect(onChange).not.toHaveBeenCalled();
    expect(finder.filters.raw).toEqual({ tags: [], inStock: false });
  });

  it("test: a missing value means the current one", () => {
    const finder = shop();
    finder.filters.set("category", "Lighting");
    const current = finder.filters.test({ rules: ["category"], isAdditive: true });
    expect(current.length).toBe(finder.matches.numMatchedItems);
  });

  it("isActive, get, has, getRule, testRuleOptions and countRuleOptions never throw for a known filter rule", () => {
    const finder = shop();
    for (const rule of rules) {
      expect(() => {
        finder.filters.isActive(rule.id);
        finder.filters.get(rule.id);
        finder.filters.has(rule.id, "anything");
        finder.filters.getRule(rule.id);
        finder.filters.testRuleOptions(rule.id, true);
        finder.filters.countRuleOptions(rule.id);
      }).not.toThrow();
    }
  });

  it("setItems drops a selected value its regenerated options no longer list; add and toggle check the option they add", () => {
    const brands = filterRule<GearItem, string>({
      id: "brands",
      multiple: true,
      filterFn: (item, brand) => item.brand === brand,
      options: ({ items }) =>
        [...new Set(items.map((item) => item.brand))].map((value) => ({ value })),
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [brands] });
    const [gone, kept, other] = [...new Set(gearShop.map((item) => item.brand))] as string[];
    finder.filters.set("brands", [gone, kept]);
    // The generated options no longer list `gone`, so it is no longer selected.
    finder.setItems(gearShop.filter((item) => item.brand !== gone));
    expect(finder.filters.get("brands")).toEqual([kept]);
    finder.filters.delete("brands", kept);
    finder.filters.delete("brands", gone);
    finder.filters.toggle("brands", other);
    expect(finder.filters.get("brands")).toEqual([other]);
    expect(codeOf(() => finder.filters.add("brands", gone))).toBe("INVALID_FILTER_OPTION");
  });

  it("add throws INVALID_FILTER_OPTION for a value that is not an option (strict)", () => {
    expect(codeOf(() => shop().filters.add("tags", "rain"))).toBe("INVALID_FILTER_OPTION");
  });

  it("every change moves to page 1", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 3 });
    for (const change of [
      () => finder.filters.set("category", "Lighting"),
      () => finder.filters.toggle("inStock"),
      () => finder.filters.add("tags", "sale"),
      () => finder.filters.delete("tags", "sale"),
      () => finder.filters.reset(),
    ]) {
      finder.pagination.setPage(2);
      change();
      expect(finder.pagination.page).toBe(1);
    }
  });

  it("with debounceMilliseconds on the rule, the value applies at once and one change fires at the end of a burst", () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      const finder = new FinderCore<GearItem>(gearShop, {
        rules: [
          filterRule<GearItem, number>({
            id: "maxPrice",
            filterFn: (item, max) => item.price <= max,
            debounceMilliseconds: 150,
          }),
        ],
        onChange,
      });
      finder.filters.set("maxPrice", 100);
      finder.filters.set("maxPrice", 50);
      expect(finder.filters.get("maxPrice")).toBe(50);
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(150);
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the example: toggle, add and delete on tags; toggle and set false on inStock; set and clear category", () => {
    const finder = shop();
    finder.filters.toggle("tags", "sale");
    expect(finder.filters.get("tags")).toEqual(["sale"]);
    finder.filters.add("tags", "budget");
    expect(finder.filters.get("tags")).toEqual(["sale", "budget"]);
    finder.filters.delete("tags", "sale");
    expect(finder.filters.get("tags")).toEqual(["budget"]);
    finder.filters.toggle("inStock");
    expect(finder.filters.isActive("inStock")).toBe(true);
    finder.filters.set("inStock", false);
    expect(finder.filters.isActive("inStock")).toBe(false);
    finder.filters.set("category", "Lighting");
    finder.filters.set("category", undefined);
    expect(finder.filters.isActive("category")).toBe(false);
  });
});

describe("get and getRule, as the members table states them", () => {
  it("get gives [] for an unset multiple filter, false for a boolean one and undefined for a single one", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: rules.slice(0, 3) });
    expect(finder.filters.get("tags")).toEqual([]);
    expect(finder.filters.get("inStock")).toBe(false);
    expect(finder.filters.get("category")).toBeUndefined();
  });

  it("getRule gives a generator's options as the array it generated for the current items", () => {
    const brands = filterRule<GearItem, string>({
      id: "brand",
      multiple: true,
      filterFn: (item, brand) => item.brand === brand,
      options: ({ items }) =>
        [...new Set(items.map((item) => item.brand))].map((value) => ({ value })),
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [brands] });
    const options = finder.filters.getRule("brand").options;
    expect(Array.isArray(options)).toBe(true);
    expect(options?.map((option) => option.value)).toEqual([
      ...new Set(gearShop.map((item) => item.brand)),
    ]);
  });
});
