// Checks docs/api/filters-api.mdx: the kind × method matrix, values vs raw, clearing, the testers
// and the counts.
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
  it("single: set takes a value or an option object, toggle throws", () => {
    const finder = shop();
    finder.filters.set("category", categoryOptions[1]);
    expect(finder.filters.get("category")).toBe("Lighting");
    expect(finder.filters.has("category", "Lighting")).toBe(true);
    expect(finder.filters.has("category", categoryOptions[1])).toBe(true);
    finder.filters.add("category", "Shelter");
    expect(finder.filters.get("category")).toBe("Shelter");
    finder.filters.delete("category", "Lighting");
    expect(finder.filters.get("category")).toBe("Shelter");
    finder.filters.delete("category", "Shelter");
    expect(finder.filters.isActive("category")).toBe(false);
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

  it("boolean: toggle flips, false means not applied", () => {
    const finder = shop();
    finder.filters.toggle("inStock");
    expect(finder.filters.get("inStock")).toBe(true);
    expect(finder.filters.isActive("inStock")).toBe(true);
    finder.filters.set("inStock", false);
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(
      gearShop.filter((item) => item.price <= 200).length,
    );
    finder.filters.add("inStock", true);
    expect(finder.filters.get("inStock")).toBe(true);
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
      const expected = gearShop.filter((item) => item.category === option.value);
      expect(lists.get(option)).toEqual(expected);
      expect(counts.get(option)).toBe(expected.length);
    }
  });

  it("keys a boolean rule's counts by true and false", () => {
    const finder = shop();
    const counts = finder.filters.countRuleOptions("inStock");
    expect([...counts.keys()]).toEqual([true, false]);
    expect(counts.get(true)).toBe(gearShop.filter((item) => item.inStock).length);
    expect(counts.get(false)).toBe(gearShop.length);
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
