// The worked facet-count example on docs/api/filters-api.mdx, checked against the engine.
import { describe, expect, it } from "vitest";
import { FinderCore, filterRule } from "@finderjs/core";
import { gearShop, gearTags, type GearItem } from "../data/gearShop";
import { facetRows } from "./_facetCounts";

const tags = filterRule<GearItem, string>({
  id: "tags",
  multiple: true,
  filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
  options: gearTags.map((value) => ({ value })),
});

const withSaleAndBudget = () => {
  const finder = new FinderCore<GearItem>(gearShop, { rules: [tags] });
  finder.filters.set("tags", ["sale", "budget"]);
  return finder;
};

describe("facet counts with two options ticked", () => {
  it("shows 19 items with sale and budget ticked", () => {
    expect(withSaleAndBudget().matches.numMatchedItems).toBe(19);
  });

  it("counts each option on its own, ignoring the rule's own selection: sale 8, budget 11, kids 7", () => {
    const rows = facetRows(withSaleAndBudget(), "tags");
    const count = (value: string) => rows.find((row) => row.value === value)?.count;
    expect([count("sale"), count("budget"), count("kids")]).toEqual([8, 11, 7]);
  });

  it("kids (7) would add only 1 result, because six kids items are already shown", () => {
    const rows = facetRows(withSaleAndBudget(), "tags");
    expect(rows.find((row) => row.value === "kids")?.wouldAdd).toBe(1);
  });

  it("a ticked option adds nothing", () => {
    const rows = facetRows(withSaleAndBudget(), "tags");
    expect(rows.filter((row) => row.value === "sale" || row.value === "budget")).toEqual([
      { value: "budget", count: 11, wouldAdd: 0 },
      { value: "sale", count: 8, wouldAdd: 0 },
    ]);
  });
});
