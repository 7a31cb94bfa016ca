import { filterRule } from "@finderjs/react";
import type { GearItem } from "../../data/gearShop";
import { formatMoney } from "../../data/format";

interface BudgetContext {
  budget: number;
}

type Band = "well-within" | "within" | "stretch";

const shareOfBudget: Record<Band, [min: number, max: number]> = {
  "well-within": [0, 0.5],
  within: [0.5, 1],
  stretch: [1, 1.25],
};

// Options generated from the context: the labels show amounts for the current budget, the values
// stay the same, so a selected band remains valid when the budget changes.
export const budgetBand = filterRule<GearItem, Band, BudgetContext>({
  id: "budgetBand",
  label: "Price against budget",
  options: ({ items, context: { budget } }) =>
    (Object.keys(shareOfBudget) as Band[]).map((band) => {
      const [min, max] = shareOfBudget[band];
      const count = items.filter(
        (item) => item.price > min * budget && item.price <= max * budget,
      ).length;
      return {
        value: band,
        label: `${formatMoney(min * budget)} – ${formatMoney(max * budget)}`,
        disabled: count === 0,
      };
    }),
  filterFn: (item, band, { budget }) => {
    const [min, max] = shareOfBudget[band];
    return item.price > min * budget && item.price <= max * budget;
  },
});
