// Type-level checks, verified by `tsc` (the typecheck step); the runtime test only keeps the file a suite.
import type { RefObject } from "react";
import { describe, expectTypeOf, it } from "vitest";
import {
  Finder,
  FinderCore,
  StringMatch,
  searchRule,
  useFinder,
  useFinderRef,
  type FinderGroupsArgs,
  type FinderItemsArgs,
  type FinderProps,
} from "./index";
import { products, rules, type Product } from "./test/fixtures";

interface Shop {
  currency: string;
}

// Compiled, never called: hooks need a component to run in.
function TypeChecks() {
  expectTypeOf(useFinder<Product>()).toEqualTypeOf<FinderCore<Product, unknown>>();
  expectTypeOf(useFinderRef<Product, Shop>()).toEqualTypeOf<
    RefObject<FinderCore<Product, Shop> | null>
  >();
  expectTypeOf<FinderItemsArgs<Product, Shop>>().toEqualTypeOf<{
    items: Product[];
    pagination: FinderCore["pagination"];
    context: Shop;
  }>();
  expectTypeOf<FinderGroupsArgs<Product>["groups"][number]["items"]>().toEqualTypeOf<Product[]>();
  expectTypeOf<FinderProps<Product, Shop>["context"]>().toEqualTypeOf<Shop | undefined>();

  const shopRules = [
    searchRule<Product, Shop>({ searchFn: (product, shop) => `${product.name} ${shop.currency}` }),
  ];
  const productRef = useFinderRef<Product>();
  const otherRef = useFinderRef<{ title: string }>();
  return (
    <>
      <Finder items={products} rules={rules} controllerRef={productRef} />
      <Finder items={products} rules={shopRules} context={{ currency: "€" }} />
      {/* @ts-expect-error the ref is for another item type */}
      <Finder items={products} rules={rules} controllerRef={otherRef} />
      {/* @ts-expect-error rules are required */}
      <Finder items={products} />
      {/* @ts-expect-error a rule for another item type */}
      <Finder items={[{ title: "x" }]} rules={rules} />
      <Finder.Content<Product>>
        {{ items: ({ items }) => items.map((item) => item.name) }}
      </Finder.Content>
      {/* @ts-expect-error `Match` is a tag name or a component */}
      <StringMatch haystack="text" needle="t" Match={42} />
      {/* @ts-expect-error the haystack is text */}
      <StringMatch haystack={42} needle="t" />
    </>
  );
}

describe("public types", () => {
  it("are checked by the typecheck step", () => {
    expectTypeOf(TypeChecks).toBeFunction();
  });
});
