// A page-specific ruleset built from the shared gear-shop modules plus rules of its own.
import { FinderCore, finderRuleset } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";
import { gearShop } from "../data/gearShop";
import { gearFilterRules, gearSearchRule, gearSortRules } from "../data/gearShopRules";

export interface BudgetContext {
  budget: number;
}

// finderRuleset<GearItem, BudgetContext> types every rule in the array: the plain objects below
// need no helper, and `item` and `context` are inferred in each callback.
export const budgetShopRules = finderRuleset<GearItem, BudgetContext>([
  gearSearchRule,
  ...gearFilterRules,
  ...gearSortRules,
  {
    id: "affordable",
    label: "Within budget",
    boolean: true,
    filterFn: (item, _on, context) => item.price <= context.budget,
  },
  {
    id: "budgetFit",
    label: "Budget fit",
    groupFn: (item, context) => (item.price <= context.budget ? "Within budget" : "Over budget"),
    sticky: { footer: "Over budget" },
  },
]);

// The context type flows into the finder: `context` must be a BudgetContext.
export const budgetFinder = new FinderCore(gearShop, {
  rules: budgetShopRules,
  context: { budget: 100 },
  initialGroupBy: "budgetFit",
});
