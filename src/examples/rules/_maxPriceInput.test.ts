// The free-form value claims on docs/rules/filter-rule.mdx ("Free-form values: parse") and
// docs/api/filters-api.mdx, and the number-input example both pages show.
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  FinderCore,
  filterRule,
  fromSearchParams,
  restoreState,
  toSearchParams,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { applyMaxPrice, maxPrice } from "./_maxPriceInput";

const shop = () => new FinderCore<GearItem>(gearShop, { rules: [maxPrice] });

describe("free-form filter values", () => {
  it("without parse, a filter without options accepts any value, even a string for filterRule<GearItem, number>", () => {
    const loose = filterRule<GearItem, number>({
      id: "maxPrice",
      filterFn: (item, max) => item.price <= max,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [loose] });
    expect(() => finder.filters.set("maxPrice", "cheap")).not.toThrow();
    expect(finder.filters.get("maxPrice")).toBe("cheap");
    // filterFn then compares a number with a string: no item passes.
    expect(finder.matches.numMatchedItems).toBe(0);
  });

  it("FValue is inferred from parse", () => {
    expectTypeOf(maxPrice.filterFn).parameter(1).toEqualTypeOf<number>();
  });

  it("with parse, set stores what parse returns", () => {
    const finder = shop();
    finder.filters.set("maxPrice", " 50 ");
    expect(finder.filters.get("maxPrice")).toBe(50);
  });

  it("with parse, a refused value throws INVALID_FILTER_VALUE naming the rule and what parse said", () => {
    const finder = shop();
    expect(() => finder.filters.set("maxPrice", "cheap")).toThrow(
      'Finder: filter rule "maxPrice" refused "cheap": must be a price of 0 or more.',
    );
  });

  it("restoreState drops a refused value and reports it; the constructor throws", () => {
    const { options, dropped } = restoreState(
      { initialFilters: { maxPrice: "abc" } },
      { rules: [maxPrice] },
    );
    expect(options.initialFilters).toEqual({});
    expect(dropped[0]?.code).toBe("INVALID_FILTER_VALUE");
    expect(
      () => new FinderCore(gearShop, { rules: [maxPrice], initialFilters: { maxPrice: "abc" } }),
    ).toThrow(/INVALID_FILTER_VALUE|refused "abc"/);
  });

  it("applyMaxPrice sets a number from the field's text", () => {
    const finder = shop();
    expect(applyMaxPrice(finder, " 50 ")).toBe(true);
    expect(finder.filters.get("maxPrice")).toBe(50);
    expect(finder.matches.items?.every((item) => item.price <= 50)).toBe(true);
  });

  it("applyMaxPrice refuses text that is not a non-negative number and leaves the filter as it was", () => {
    const finder = shop();
    applyMaxPrice(finder, "80");
    expect(applyMaxPrice(finder, "cheap")).toBe(false);
    expect(applyMaxPrice(finder, "-5")).toBe(false);
    expect(finder.filters.get("maxPrice")).toBe(80);
  });

  it("applyMaxPrice clears the filter for a blank field", () => {
    const finder = shop();
    applyMaxPrice(finder, "80");
    applyMaxPrice(finder, "  ");
    expect(finder.filters.isActive("maxPrice")).toBe(false);
  });
});

describe("parse, in detail (filter-rule.mdx and filters-api.mdx)", () => {
  const minutes = (value: unknown) => {
    const number = typeof value === "string" ? Number(value) : value;
    if (typeof number !== "number" || !Number.isInteger(number) || number <= 0) {
      throw new Error("must be a whole number");
    }
    return number;
  };
  const prices = filterRule({
    id: "prices",
    multiple: true,
    parse: minutes,
    filterFn: (item: GearItem, price) => item.price === price,
  });

  it("add, toggle, delete(id, option) and has(id, option) throw INVALID_FILTER_VALUE for an option it refuses; has reads its option through it", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules: [prices, maxPrice] });
    finder.filters.add("prices", "40");
    expect(finder.filters.has("prices", "40")).toBe(true);
    expect(finder.filters.has("prices", 40)).toBe(true);
    for (const call of [
      () => finder.filters.add("prices", "x"),
      () => finder.filters.toggle("prices", "x"),
      () => finder.filters.delete("prices", "x"),
      () => finder.filters.has("prices", "x"),
    ]) {
      expect(call).toThrow(expect.objectContaining({ code: "INVALID_FILTER_VALUE" }));
    }
    expect(finder.filters.get("prices")).toEqual([40]);
  });

  it("a single filter refuses an array with INVALID_FILTER_VALUE before parse sees it", () => {
    let calls = 0;
    const rule = filterRule({
      id: "max",
      parse: (value: unknown) => {
        calls += 1;
        return minutes(value);
      },
      filterFn: (item: GearItem, max) => item.price <= max,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [rule] });
    expect(() => finder.filters.set("max", [5])).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_VALUE" }),
    );
    expect(calls).toBe(0);
  });

  it("anything parse throws is a refusal, a TypeError included; issues: [] refuses with 'refused'; null clears the filter", () => {
    const buggy = filterRule({
      id: "buggy",
      parse: (value: unknown) => (value as { length: { x: number } }).length.x,
      filterFn: () => true,
    });
    const empty = filterRule({
      id: "empty",
      parse: { "~standard": { version: 1, vendor: "demo", validate: () => ({ issues: [] }) } },
      filterFn: () => true,
    });
    const nulls = filterRule({ id: "nulls", parse: () => null, filterFn: () => false });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [buggy, empty, nulls] });
    expect(() => finder.filters.set("buggy", 5)).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_VALUE" }),
    );
    expect(() => finder.filters.set("empty", "a")).toThrow(
      'Finder: filter rule "empty" refused "a": refused.',
    );
    finder.filters.set("nulls", "a");
    expect(finder.filters.isActive("nulls")).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(gearShop.length);
  });

  it("in a multiple filter, an entry parse returns as null is left out, and a value of only such entries clears the filter", () => {
    const brands = filterRule({
      id: "brands",
      multiple: true,
      parse: (value: unknown) => (value === "any" ? null : String(value)),
      filterFn: (item: GearItem, brand) => item.brand === brand,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [brands] });
    const brand = gearShop[0]?.brand as string;
    finder.filters.set("brands", [brand, "any"]);
    expect(finder.filters.get("brands")).toEqual([brand]);
    expect(toSearchParams(finder).getAll("brands")).toEqual([brand]);
    finder.filters.set("brands", ["any"]);
    expect(finder.filters.isActive("brands")).toBe(false);
  });

  it("a value it returned passes through it again on setRules, setItems and setContext; one it then refuses is dropped with no error and no event", () => {
    let strict = false;
    const rule = filterRule({
      id: "m",
      parse: (value: unknown) => {
        if (strict && typeof value === "number") throw new Error("text only");
        return typeof value === "string" ? Number(value) : (value as number);
      },
      filterFn: (item: GearItem, max) => item.price <= max,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [rule] });
    finder.filters.set("m", "30");
    const events: unknown[] = [];
    finder.events.on("change", (event) => events.push(event));
    finder.setItems([...gearShop]);
    expect(finder.filters.get("m")).toBe(30);
    strict = true;
    finder.setContext({});
    expect(finder.filters.get("m")).toBeUndefined();
    expect(events).toEqual([]);
  });

  it("an async parse function throws INVALID_RULE_FIELD; restoreState throws it; an address reports it in dropped", () => {
    const rule = filterRule({
      id: "tag",
      parse: async (value: unknown) => value,
      filterFn: () => true,
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [rule] });
    expect(() => finder.filters.set("tag", "x")).toThrow(
      'Finder: filter rule "tag" has an asynchronous function as parse; filter values are checked synchronously.',
    );
    expect(() => restoreState({ initialFilters: { tag: "x" } }, { rules: [rule] })).toThrow(
      expect.objectContaining({ code: "INVALID_RULE_FIELD" }),
    );
    expect(fromSearchParams("tag=x", { rules: [rule] }).dropped).toEqual([
      expect.objectContaining({ filterId: "tag", value: "x", code: "INVALID_RULE_FIELD" }),
    ]);
  });

  it("a defaultValue it accepts is kept as it returns it: '30' reaches filterFn as 30", () => {
    const seen = new Set<unknown>();
    const rule = filterRule({
      id: "max",
      parse: minutes,
      defaultValue: "30" as unknown as number,
      filterFn: (item: GearItem, max) => {
        seen.add(max);
        return item.price <= max;
      },
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [rule] });
    expect(finder.matches.numMatchedItems).toBeGreaterThan(0);
    expect([...seen]).toEqual([30]);
  });
});
