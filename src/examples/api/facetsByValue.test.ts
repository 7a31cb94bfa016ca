// Every claim of "Facets by value" and the getFacet row on the Filters API page
// (docs/api/filters-api.mdx), checked against the engine.
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  searchRule,
  sortByRule,
  type FilterFacet,
  type FilterFacetOption,
} from "@finderjs/core";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";

const tags = filterRule<GearItem, string>({
  id: "tags",
  multiple: true,
  filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
  options: gearTags.map((value) => ({
    value,
    label: value.toUpperCase(),
    disabled: value === "kids",
  })),
});
const brand = filterRule<GearItem, string>({
  id: "brand",
  filterFn: (item, value) => item.brand === value,
  options: ({ items }) => [...new Set(items.map((item) => item.brand))].map((value) => ({ value })),
});
const inStock = filterRule<GearItem, boolean>({
  id: "inStock",
  boolean: true,
  filterFn: (item) => item.inStock,
});
const maxPrice = filterRule<GearItem, number>({
  id: "maxPrice",
  filterFn: (item, max) => item.price <= max,
});
const rules = [
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  tags,
  brand,
  inStock,
  maxPrice,
  sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
];

const create = () => {
  const finder = new FinderCore<GearItem>(gearShop, { rules });
  finder.filters.set("tags", ["sale", "budget"]);
  finder.filters.set("inStock", true);
  return finder;
};

describe("Facets by value on the Filters API page", () => {
  it("countRuleOptions is keyed by option objects, so a value finds nothing there", () => {
    const counts = create().filters.countRuleOptions("tags", true) as Map<unknown, number>;
    expect(counts.get("sale")).toBeUndefined();
    expect(create().filters.getFacet("tags", true).get("sale")?.count).toBeTypeOf("number");
  });

  it("lists every option in option order with value, label, disabled and count", () => {
    const facet = create().filters.getFacet<string>("tags", true);
    expect(facet.options.map((option) => option.value)).toEqual(gearTags);
    expect(facet.options.map((option) => Object.keys(option).sort())).toEqual(
      gearTags.map(() => ["count", "disabled", "label", "value"]),
    );
    expect(facet.get("sale")?.label).toBe("SALE");
  });

  it("lists generated options as generated for the current items", () => {
    const finder = create();
    const generated = finder.filters.getRule("brand").options?.map((option) => option.value);
    expect(finder.filters.getFacet("brand").options.map((option) => option.value)).toEqual(
      generated,
    );
  });

  it("gives the first option with a value, compared as Object.is, or undefined", () => {
    const facet = create().filters.getFacet<string>("tags");
    expect(facet.get("winter")).toBe(facet.options[gearTags.indexOf("winter")]);
    expect(facet.get("WINTER")).toBeUndefined();
  });

  it("a label is the option's own or undefined; disabled only for disabled: true", () => {
    const finder = create();
    expect(
      finder.filters.getFacet("brand").options.every((option) => option.label === undefined),
    ).toBe(true);
    const facet = finder.filters.getFacet("tags", true);
    expect(facet.options.filter((option) => option.disabled).map((option) => option.value)).toEqual(
      ["kids"],
    );
    // Finder disables nothing itself: an option counted 0 is not disabled.
    finder.search.setSearchTerm("zzzz");
    expect(
      finder.filters.getFacet("tags", true).options.filter((option) => option.disabled),
    ).toHaveLength(1);
  });

  it("get compares as set does: a date by its time, and an option object stands for its value", () => {
    const year = (y: number) => new Date(Date.UTC(y, 0, 1));
    const released = filterRule<GearItem, Date>({
      id: "released",
      filterFn: (item, from) => item.releasedAt >= from,
      options: [2023, 2024].map((y) => ({ value: year(y), label: `Since ${y}` })),
    });
    const finder = new FinderCore<GearItem>(gearShop, { rules: [released] });
    const facet = finder.filters.getFacet<Date>("released");
    expect(year(2024)).not.toBe(facet.options[1]?.value);
    expect(facet.get(year(2024))?.label).toBe("Since 2024");
    const [first] = finder.filters.getRule("released").options ?? [];
    expect(facet.get(first as never)?.label).toBe("Since 2023");
  });

  it("get reads its value through the rule's parse, as set does, and a value parse refuses finds no option", () => {
    const maxPrice = filterRule({
      id: "maxPrice",
      options: [50, 100].map((value) => ({ value, label: `Up to ${value}` })),
      parse: (value: unknown) => {
        const price = Number(value);
        if (!Number.isFinite(price)) throw new Error("not a price");
        return price;
      },
      filterFn: (item: GearItem, max) => item.price <= max,
    });
    const facet = new FinderCore<GearItem>(gearShop, { rules: [maxPrice] }).filters.getFacet(
      "maxPrice",
    );
    expect(facet.get("100")?.label).toBe("Up to 100");
    expect(facet.get("cheap")).toBeUndefined();
  });

  it("a boolean filter gives true and false without label; a filter without options none", () => {
    const finder = create();
    const facet = finder.filters.getFacet<boolean>("inStock", true);
    expect(facet.options.map(({ value, label }) => [value, label])).toEqual([
      [true, undefined],
      [false, undefined],
    ]);
    expect(finder.filters.getFacet("maxPrice").options).toEqual([]);
  });

  it("counts exactly as countRuleOptions, and changes nothing", () => {
    const finder = create();
    finder.search.setSearchTerm("a");
    const version = finder.version;
    for (const id of ["tags", "brand", "inStock"]) {
      for (const additive of [false, true]) {
        expect(finder.filters.getFacet(id, additive).options.map((option) => option.count)).toEqual(
          [...finder.filters.countRuleOptions(id, additive).values()],
        );
      }
    }
    expect(finder.version).toBe(version);
  });

  it("types value with the type given", () => {
    const facet = create().filters.getFacet<string>("tags", true);
    expectTypeOf(facet).toEqualTypeOf<FilterFacet<string>>();
    expectTypeOf(facet.options[0]!).toEqualTypeOf<FilterFacetOption<string>>();
    expectTypeOf(facet.options[0]!.value).toEqualTypeOf<string>();
  });

  it("throws RULE_NOT_FOUND for an unknown id and WRONG_RULE_KIND for another kind", () => {
    const finder = create();
    const code = (id: string) => {
      try {
        finder.filters.getFacet(id);
      } catch (error) {
        return (error as FinderError).code;
      }
    };
    expect(code("colour")).toBe("RULE_NOT_FOUND");
    expect(code("price")).toBe("WRONG_RULE_KIND");
  });

  it("the page's example reads tags and one count by value", () => {
    const finder = create();
    const facet = finder.filters.getFacet<string>("tags", true);
    const counts = finder.filters.countRuleOptions("tags", true);
    const sale = [...counts].find(
      ([option]) => typeof option === "object" && option.value === "sale",
    );
    expect(facet.get("sale")?.count).toBe(sale?.[1]);
  });
});
