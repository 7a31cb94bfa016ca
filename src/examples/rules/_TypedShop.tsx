import { useMemo } from "react";
import {
  Finder,
  FinderContent,
  filterRule,
  finderRuleset,
  searchRule,
  sortByRule,
  useFinder,
  type FinderCore,
} from "@finderjs/react";
import { gearCategories, type GearCategory, type GearItem } from "../data/gearShop";

// 1. Name the item and context types once; every rule helper takes them as type arguments.
export interface ShopContext {
  maxPrice: number;
}

export const shopRules = finderRuleset<GearItem, ShopContext>([
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] }),
  // The second type argument is the filter's value type: `category` below is a GearCategory,
  // and every option's `value` must be one.
  filterRule<GearItem, GearCategory>({
    id: "category",
    options: gearCategories.map((value) => ({ value, label: value })),
    filterFn: (item, category) => item.category === category,
  }),
  // The third is the context type: `context.maxPrice` is checked here.
  filterRule<GearItem, boolean, ShopContext>({
    id: "affordable",
    boolean: true,
    filterFn: (item, _on, context) => item.price <= context.maxPrice,
  }),
  sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
]);

// 2. <Finder> checks the rules against its `items` and `context`: rules written for another item
// type, or a `context` of the wrong shape, do not compile.
export function Shop({ items, maxPrice }: { items: GearItem[]; maxPrice: number }) {
  // Context is compared by reference: memoise it, so <Finder> sees a change only when maxPrice does.
  const context = useMemo(() => ({ maxPrice }), [maxPrice]);
  return (
    <Finder items={items} rules={shopRules} context={context}>
      <CategorySelect />
      <ShopContent>
        {{ items: ({ items }) => <p>{items.map((item) => item.name).join(", ")}</p> }}
      </ShopContent>
    </Finder>
  );
}

// 3. useFinder and Finder.Content cannot see the <Finder> above them: their type arguments are
// an assertion, not a check. Write them once, beside the rules, and use these everywhere.
export const useShopFinder = (): FinderCore<GearItem, ShopContext> =>
  useFinder<GearItem, ShopContext>();
export const ShopContent = FinderContent<GearItem, ShopContext>;

// 4. Filter values are `unknown` when read and written by id: narrow them before use.
export function isGearCategory(value: unknown): value is GearCategory {
  return gearCategories.includes(value as GearCategory);
}

function CategorySelect() {
  const finder = useShopFinder();
  const category = finder.filters.get("category"); // unknown
  return (
    <label>
      Category{" "}
      <select
        value={isGearCategory(category) ? category : ""}
        onChange={(event) => {
          const value = event.target.value;
          finder.filters.set("category", isGearCategory(value) ? value : undefined);
        }}
      >
        <option value="">Any</option>
        {gearCategories.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
    </label>
  );
}
