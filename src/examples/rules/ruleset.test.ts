// Every claim on the "Rulesets" page, checked against the engine and the compiler.
import { describe, expect, it } from "vitest";
import { FinderCore, filterRule, finderRuleset, searchRule, sortByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import {
  gearFilterRules,
  gearSearchRule,
  gearShopRules,
  gearSortRules,
} from "../data/gearShopRules";
import { budgetFinder, budgetShopRules } from "./_budgetShopRules";

function code(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe("finderRuleset", () => {
  it("returns its argument unchanged", () => {
    const rules = [gearSearchRule];
    expect(finderRuleset(rules)).toBe(rules);
  });

  it("lets two finders share one ruleset with independent state", () => {
    const left = new FinderCore(gearShop, { rules: gearShopRules });
    const right = new FinderCore(gearShop, { rules: gearShopRules });
    left.search.setSearchTerm("lamp");
    left.filters.set("inStock", true);
    right.sortBy.set("price", "desc");
    expect(left.matches.numMatchedItems).toBe(2);
    expect(right.matches.numMatchedItems).toBe(40);
    expect(right.search.searchTerm).toBe("");
    expect(left.sortBy.activeRule?.id).toBe("name");
    expect(right.matches.items?.[0]?.name).toBe("Basecamp Dome 4");
  });

  it("runs a shared generator per finder, over that finder's items", () => {
    const packsOnly = new FinderCore(
      gearShop.filter((item) => item.category === "Packs"),
      { rules: gearShopRules },
    );
    const counts = packsOnly.filters.countRuleOptions("category");
    expect([...counts.keys()].map((option) => (option as { value: string }).value)).toEqual([
      "Packs",
    ]);
  });

  it("builds a page ruleset from the shared modules plus rules of its own", () => {
    expect(budgetShopRules).toHaveLength(1 + gearFilterRules.length + gearSortRules.length + 2);
    expect(budgetFinder.matches.groups?.map((group) => group.id)).toEqual([
      "Within budget",
      "Over budget",
    ]);
  });
});

describe("validation still applies to the combined array", () => {
  it("rejects the same id coming from two modules", () => {
    const otherModule = [sortByRule<GearItem>({ id: "price", sortFn: (item) => -item.price })];
    expect(
      code(() => new FinderCore(gearShop, { rules: [...gearShopRules, ...otherModule] })),
    ).toBe("DUPLICATE_RULE_ID");
  });

  it("rejects a second search rule", () => {
    const byBrand = searchRule<GearItem>({ id: "brand", searchFn: (item) => item.brand });
    expect(code(() => new FinderCore(gearShop, { rules: [...gearShopRules, byBrand] }))).toBe(
      "MULTIPLE_SEARCH_RULES",
    );
  });

  it("rejects a bad setRules and keeps the old rules", () => {
    const finder = new FinderCore(gearShop, { rules: gearShopRules });
    expect(code(() => finder.setRules([...gearShopRules, ...gearSortRules]))).toBe(
      "DUPLICATE_RULE_ID",
    );
    expect(code(() => finder.setRules([...gearShopRules, gearSearchRule]))).toBe(
      "MULTIPLE_SEARCH_RULES",
    );
    expect(finder.getRule("price")).toBeDefined();
    expect(finder.filters.rules).toHaveLength(3);
  });

  it("treats the same rules in the same order as no change, and a new rule object as a change", () => {
    const finder = new FinderCore(gearShop, { rules: gearShopRules });
    const version = finder.version;
    finder.setRules(gearShopRules);
    finder.setRules([...gearShopRules]);
    expect(finder.version).toBe(version);
    finder.setRules(gearShopRules.map((rule) => ({ ...rule })));
    expect(finder.version).toBeGreaterThan(version);
  });
});

describe("typing", () => {
  it("types callbacks of plain objects and rejects wrong ones at compile time", () => {
    const rules = finderRuleset<GearItem, { budget: number }>([
      { id: "cheap", boolean: true, filterFn: (item, _on, context) => item.price < context.budget },
      // @ts-expect-error: GearItem has no `colour`.
      { id: "colour", sortFn: (item) => item.colour },
      // @ts-expect-error: the context has no `currency`.
      { id: "currency", groupFn: (_item, context) => context.currency },
    ]);
    expect(rules).toHaveLength(3);
    const typed = filterRule<GearItem, boolean>({
      id: "x",
      boolean: true,
      filterFn: (item) => item.inStock,
    });
    // A rule for another item type does not fit.
    // @ts-expect-error: a rule for strings is not a rule for GearItem.
    finderRuleset<GearItem>([searchRule<string>({ searchFn: (text) => text }), typed]);
  });
});
