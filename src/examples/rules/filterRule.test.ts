// Every claim on the "Filter rule" page (docs/rules/filter-rule.mdx), checked against the engine,
// one test per claim. "Value types are not checked at run time" is checked by
// rules/_maxPriceInput.test.ts.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  filterRule,
  transformFilterToBoolean,
  transformFilterToMultiple,
  transformFilterToSingleValue,
  type FilterRule,
} from "@finderjs/core";
import { gearShop, type GearCategory, type GearItem } from "../data/gearShop";

const categoryOptions = [
  { value: "Lighting" as GearCategory },
  { value: "Cooking" as GearCategory, disabled: true },
  { value: "Packs" as GearCategory },
];

function category(extra: Partial<FilterRule<GearItem, GearCategory>> = {}) {
  return filterRule<GearItem, GearCategory>({
    id: "category",
    options: categoryOptions,
    filterFn: (item, value) => item.category === value,
    ...extra,
  });
}

const inStock = filterRule<GearItem, boolean>({
  id: "inStock",
  boolean: true,
  filterFn: (item) => item.inStock,
});

function finderWith(...rules: FilterRule<GearItem, GearCategory>[]) {
  return new FinderCore(gearShop, { rules });
}

function code(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe("filter kinds and their values", () => {
  it("single: one value; undefined, null and blank strings clear it", () => {
    const finder = finderWith(category());
    expect(finder.filters.isActive("category")).toBe(false);
    finder.filters.set("category", "Lighting");
    expect(finder.matches.numMatchedItems).toBe(6);
    for (const cleared of [undefined, null, "", "  "]) {
      finder.filters.set("category", "Lighting");
      finder.filters.set("category", cleared);
      expect(finder.filters.isActive("category")).toBe(false);
    }
  });

  it("multiple: an array; an item passes when filterFn passes for any value, one value per call", () => {
    const filterFn = vi.fn((item: GearItem, value: GearCategory) => item.category === value);
    const finder = finderWith(category({ multiple: true, filterFn }));
    finder.filters.set("category", ["Lighting", "Packs"]);
    expect(finder.matches.numMatchedItems).toBe(13);
    expect(filterFn.mock.calls.every(([, value]) => typeof value === "string")).toBe(true);
    finder.filters.set("category", []);
    expect(finder.filters.isActive("category")).toBe(false);
  });

  it("boolean: true applies it (filterFn receives true), false does not", () => {
    const finder = new FinderCore(gearShop, { rules: [inStock] });
    finder.filters.set("inStock", true);
    expect(finder.matches.numMatchedItems).toBe(33);
    finder.filters.set("inStock", false);
    expect(finder.filters.isActive("inStock")).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(40);
  });

  it("accepts an option object as shorthand for its value", () => {
    const finder = finderWith(category());
    finder.filters.set("category", categoryOptions[2]);
    expect(finder.filters.get("category")).toBe("Packs");
  });
});

describe("defaultValue and required", () => {
  it("uses defaultValue while nothing is set; clearing turns the filter off; reset restores it", () => {
    const finder = finderWith(category({ defaultValue: "Lighting" }));
    expect(finder.filters.get("category")).toBe("Lighting");
    expect(finder.filters.raw).toEqual({});
    finder.filters.set("category", undefined);
    expect(finder.filters.isActive("category")).toBe(false);
    expect(finder.filters.raw).toEqual({ category: null });
    finder.filters.reset();
    expect(finder.filters.get("category")).toBe("Lighting");
  });

  it("a default is not checked against generated options, whose strict check accepts its values: add, toggle and delete keep them and toJSON() restores", () => {
    // No item is in an "Archive" category, so the generated options never list it.
    const generated = category({
      multiple: true,
      options: ({ items }: { items: GearItem[] }) =>
        [...new Set(items.map((item) => item.category))].map((value) => ({ value })),
      defaultValue: ["Archive" as GearCategory, "Packs"],
    });
    const finder = finderWith(generated);
    finder.filters.add("category", "Lighting");
    finder.filters.toggle("category", "Packs");
    expect(finder.filters.get("category")).toEqual(["Archive", "Lighting"]);
    const restored = new FinderCore(gearShop, { rules: [generated], ...finder.toJSON() });
    expect(restored.filters.get("category")).toEqual(["Archive", "Lighting"]);
    expect(() => finder.filters.add("category", "Boats")).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_OPTION" }),
    );
  });

  it("wraps a single defaultValue in an array for a multiple filter", () => {
    const finder = finderWith(category({ multiple: true, defaultValue: "Packs" }));
    expect(finder.filters.get("category")).toEqual(["Packs"]);
  });

  it("keeps a required filter active, falling back to defaultValue", () => {
    const finder = finderWith(category({ required: true, defaultValue: "Packs" }));
    finder.filters.set("category", undefined);
    expect(finder.filters.get("category")).toBe("Packs");
    expect(finder.filters.isActive("category")).toBe(true);
  });

  it("falls back to the first option that is not disabled, or [first] for multiple", () => {
    const first = [{ value: "Cooking" as GearCategory, disabled: true }, ...categoryOptions];
    expect(finderWith(category({ required: true, options: first })).filters.get("category")).toBe(
      "Lighting",
    );
    expect(
      finderWith(category({ required: true, multiple: true })).filters.get("category"),
    ).toEqual(["Lighting"]);
  });

  it('a blank default ("", null) counts as none, whatever the kind', () => {
    const blank = null as unknown as GearCategory;
    const finder = new FinderCore(gearShop, {
      rules: [
        category({ defaultValue: "" as GearCategory }),
        category({ id: "tags", multiple: true, defaultValue: blank }),
        category({ id: "firstOption", required: true, defaultValue: blank }),
        { ...inStock, defaultValue: null as unknown as boolean },
      ],
    });
    expect(finder.filters.activeRules.map((rule) => rule.id)).toEqual(["firstOption"]);
    expect(finder.filters.get("firstOption")).toBe("Lighting");
    expect(finder.filters.get("tags")).toEqual([]);
  });

  it("a single or multiple required filter with neither defaultValue nor options has no fallback and stays inactive until it is set", () => {
    const bare = (extra: Partial<FilterRule<GearItem, GearCategory>>) =>
      category({ options: undefined, required: true, ...extra });
    const finder = finderWith(bare({}), bare({ id: "many", multiple: true }));
    expect(finder.filters.activeRules).toEqual([]);
    finder.filters.set("category", "Packs");
    expect(finder.filters.isActive("category")).toBe(true);
  });

  it("keeps a required boolean filter on: false falls back to true", () => {
    const finder = new FinderCore(gearShop, { rules: [{ ...inStock, required: true }] });
    expect(finder.filters.get("inStock")).toBe(true);
    finder.filters.set("inStock", false);
    expect(finder.filters.isActive("inStock")).toBe(true);
  });
});

describe("options", () => {
  it("rejects a value that is not an option (strictOptions defaults to true)", () => {
    const finder = finderWith(category());
    expect(code(() => finder.filters.set("category", "Shelter"))).toBe("INVALID_FILTER_OPTION");
    expect(finder.filters.isActive("category")).toBe(false);
  });

  it("accepts any value with strictOptions: false, or when there are no options", () => {
    finderWith(category({ strictOptions: false })).filters.set("category", "Shelter");
    finderWith(category({ options: undefined })).filters.set("category", "Shelter");
  });

  it("runs a generator with { items, context } once per items change, never per read", () => {
    const generate = vi.fn(({ items }: { items: GearItem[]; context: unknown }) =>
      [...new Set(items.map((item) => item.category))].map((value) => ({ value })),
    );
    const finder = finderWith(category({ options: generate }));
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate.mock.calls[0]?.[0].items).toBe(gearShop);
    void finder.filters.countRuleOptions("category");
    finder.filters.set("category", "Shelter");
    void finder.matches;
    expect(generate).toHaveBeenCalledTimes(1);
    finder.setItems(gearShop.slice(0, 6));
    expect(generate).toHaveBeenCalledTimes(2);
    expect(code(() => finder.filters.set("category", "Sleep"))).toBe("INVALID_FILTER_OPTION");
  });
});

describe("transform helpers", () => {
  it("return converted copies and leave the original alone", () => {
    const single = category();
    const multiple = transformFilterToMultiple(single);
    expect(multiple).not.toBe(single);
    expect(multiple.multiple).toBe(true);
    expect(single.multiple).toBeUndefined();
    expect(transformFilterToBoolean(single).boolean).toBe(true);
    const back = transformFilterToSingleValue(multiple);
    expect([back.multiple, back.boolean]).toEqual([false, false]);
    expect(back.filterFn).toBe(single.filterFn);
  });
});

describe("filter errors", () => {
  it("names each misuse by code", () => {
    const finder = new FinderCore(gearShop, {
      rules: [category(), category({ id: "categories", multiple: true }), inStock],
    });
    expect(code(() => finder.filters.set("category", ["Packs"]))).toBe("INVALID_FILTER_VALUE");
    expect(code(() => finder.filters.set("categories", "Packs"))).toBe("INVALID_FILTER_VALUE");
    expect(code(() => finder.filters.set("inStock", "yes"))).toBe("INVALID_FILTER_VALUE");
    expect(code(() => finder.filters.toggle("category", "Packs"))).toBe("TOGGLE_NOT_SUPPORTED");
    expect(code(() => finder.filters.set("brand", "Skyward"))).toBe("RULE_NOT_FOUND");
    expect(
      code(
        () =>
          new FinderCore(gearShop, {
            rules: [category({ options: [{ label: "x" }] as never })],
          }),
      ),
    ).toBe("INVALID_RULE_OPTIONS");
    expect(code(() => new FinderCore(gearShop, { rules: [category({ id: "" })] }))).toBe(
      "MISSING_RULE_ID",
    );
    expect(code(() => new FinderCore(gearShop, { rules: [category(), category()] }))).toBe(
      "DUPLICATE_RULE_ID",
    );
  });

  it("INVALID_FILTER_VALUE comes from filters.set, toggle, test, testRule, finder.test and initialFilters; add throws only INVALID_FILTER_OPTION", () => {
    const rules = [category(), category({ id: "categories", multiple: true })];
    const finder = new FinderCore(gearShop, { rules });
    for (const misuse of [
      () => finder.filters.set("category", ["Packs"]),
      () => finder.filters.toggle("categories"),
      () => finder.filters.test({ rules: ["categories"], values: ["Packs"] }),
      () => finder.filters.testRule({ rule: "category", value: ["Packs"] }),
      () => finder.test({ filters: { categories: "Packs" } }),
      () => new FinderCore(gearShop, { rules, initialFilters: { categories: "Packs" } }),
    ]) {
      expect(code(misuse)).toBe("INVALID_FILTER_VALUE");
    }
    expect(code(() => finder.filters.add("categories", ["Packs"]))).toBe("INVALID_FILTER_OPTION");
    expect(code(() => finder.filters.add("categories", "Boats"))).toBe("INVALID_FILTER_OPTION");
  });

  it("checks generated options again when the items change", () => {
    const finder = finderWith(
      category({
        options: ({ items }) =>
          (items.length > 10 ? categoryOptions : "broken") as typeof categoryOptions,
      }),
    );
    expect(code(() => finder.setItems(gearShop.slice(0, 3)))).toBe("INVALID_RULE_OPTIONS");
  });

  it("throws INVALID_FILTER_VALUE when toggling a multiple filter without an option", () => {
    const finder = finderWith(category({ multiple: true }));
    expect(code(() => finder.filters.toggle("category"))).toBe("INVALID_FILTER_VALUE");
  });

  it("rejects a filter id given to another namespace", () => {
    const finder = new FinderCore(gearShop, { rules: [category()] });
    expect(code(() => finder.sortBy.set("category"))).toBe("WRONG_RULE_KIND");
  });
});

describe("the rest of the page", () => {
  it("filters.set removes duplicate values from a multiple filter's array", () => {
    const finder = finderWith({ ...category(), multiple: true });
    finder.filters.set("category", ["Packs", "Packs", "Lighting"]);
    expect(finder.filters.get("category")).toEqual(["Packs", "Lighting"]);
  });

  it("filterFn is always called with one value, whatever the kind", () => {
    const seen: unknown[] = [];
    const finder = finderWith({
      ...category(),
      multiple: true,
      filterFn: (item, value) => {
        seen.push(value);
        return item.category === value;
      },
    });
    finder.filters.set("category", ["Packs", "Lighting"]);
    void finder.matches;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => typeof value === "string")).toBe(true);
  });

  it("strict options compare values with Object.is, dates by their time", () => {
    const day = (iso: string) => new Date(iso);
    const options = [{ value: day("2024-01-01") }, { value: day("2025-01-01") }];
    const finder = new FinderCore(gearShop, {
      rules: [
        filterRule<GearItem, Date>({
          id: "released",
          filterFn: (item, date) => item.releasedAt.getTime() >= date.getTime(),
          options,
        }),
      ],
    });
    expect(() => finder.filters.set("released", day("2025-01-01"))).not.toThrow();
    expect(() => finder.filters.set("released", day("2023-01-01"))).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_OPTION" }),
    );
    // "So pass the option's own value, or the option object itself":
    finder.filters.set("released", options[1]);
    expect(finder.filters.has("released", options[1])).toBe(true);
  });

  it("a date equal to an option's is stored as the option's own date; has, toggle, add and delete treat the two as one", () => {
    const day = (iso: string) => new Date(iso);
    const options = [{ value: day("2024-01-01") }, { value: day("2025-01-01") }];
    const released = (multiple: boolean) =>
      filterRule<GearItem, Date>({
        id: multiple ? "years" : "released",
        multiple,
        filterFn: (item, date) => item.releasedAt.getTime() >= date.getTime(),
        options,
      });
    const finder = new FinderCore(gearShop, { rules: [released(false), released(true)] });
    finder.filters.set("released", day("2025-01-01"));
    expect(finder.filters.get("released")).toBe(options[1]?.value);
    expect(finder.filters.has("released", day("2025-01-01"))).toBe(true);
    finder.filters.add("years", day("2024-01-01"));
    finder.filters.add("years", options[0]?.value);
    expect(finder.filters.get("years")).toEqual([options[0]?.value]);
    finder.filters.toggle("years", day("2025-01-01"));
    finder.filters.delete("years", day("2024-01-01"));
    expect(finder.filters.get("years")).toEqual([options[1]?.value]);
    expect((finder.filters.get("years") as Date[])[0]).toBe(options[1]?.value);
  });

  it("an item must pass every applied filter", () => {
    const finder = new FinderCore(gearShop, {
      rules: [category(), inStock],
      initialFilters: { category: "Lighting", inStock: true },
    });
    expect(
      finder.matches.items?.every((item) => item.category === "Lighting" && item.inStock),
    ).toBe(true);
  });
});
