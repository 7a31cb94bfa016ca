// @vitest-environment happy-dom
// What the types of _TypedShop.tsx check at compile time (the @ts-expect-error lines fail
// `npm run typecheck` if the error goes away) and what they leave to run time.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Finder, FinderCore, FinderError, searchRule } from "@finderjs/react";
import { apartments } from "../data/apartments";
import { gearShop, type GearItem } from "../data/gearShop";
import { isGearCategory, Shop, shopRules, useShopFinder } from "./_TypedShop";

afterEach(cleanup);

describe("TypedShop", () => {
  it("renders the shop and narrows it by a category read back as a GearCategory", () => {
    render(<Shop items={gearShop} maxPrice={100} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), {
      target: { value: "Lighting" },
    });
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe(
      "Lighting",
    );
    const names = screen.getByText(/Lamp/).textContent?.split(", ") ?? [];
    const lighting = gearShop.filter((item) => item.category === "Lighting").map((i) => i.name);
    expect([...names].sort()).toEqual([...lighting].sort());
  });

  it("narrows an unknown filter value with a type guard", () => {
    expect(isGearCategory("Shelter")).toBe(true);
    expect(isGearCategory("shelter")).toBe(false);
    expect(isGearCategory(undefined)).toBe(false);
  });
});

describe("what the types check", () => {
  it("rejects rules written for another item type", () => {
    // @ts-expect-error: the shop's rules are for GearItem, not Apartment.
    const element = <Finder items={apartments} rules={shopRules} context={{ maxPrice: 1 }} />;
    expect(element).toBeTruthy();
  });

  it("rejects a context of the wrong shape", () => {
    // @ts-expect-error: maxPrice must be a number.
    const element = <Finder items={gearShop} rules={shopRules} context={{ maxPrice: "100" }} />;
    expect(element).toBeTruthy();
  });

  it("types an inline rule's item from `items`", () => {
    const element = (
      // @ts-expect-error: GearItem has no `title`; the item type came from `items`.
      <Finder items={gearShop} rules={[{ searchFn: (item) => item.title }]} />
    );
    expect(element).toBeTruthy();
  });

  it("does not type a helper called inline without its type argument", () => {
    const element = (
      // @ts-expect-error: the helper's item type is unknown here, so `item.name` does not compile.
      <Finder items={gearShop} rules={[searchRule({ searchFn: (item) => item.name })]} />
    );
    expect(element).toBeTruthy();
  });
});

describe("what the types only assert", () => {
  it("does not compare useFinder's type argument with the <Finder> above it", () => {
    function Brand() {
      // Compiles, but the items are apartments: `brand` is undefined at run time.
      const finder = useShopFinder();
      return <p>brand: {String(finder.matches.items?.[0]?.brand)}</p>;
    }
    render(
      <Finder items={apartments} rules={[searchRule({ searchFn: () => "" })]}>
        <Brand />
      </Finder>,
    );
    expect(screen.getByText(/^brand:/).textContent).toBe("brand: undefined");
  });

  it("accepts rules that read a context when no `context` is given", () => {
    // Compiles: without a `context` prop the context type is unknown, which any rule accepts.
    const finder = new FinderCore(gearShop, { rules: shopRules });
    expect(finder.context).toBeUndefined();
    expect(() => finder.filters.set("affordable", true)).not.toThrow();
    // The rule reads context.maxPrice from undefined as soon as the results are read.
    expect(() => finder.matches).toThrow(TypeError);
  });

  it("accepts any value for filters.set at compile time; options are checked at run time", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: shopRules,
      context: { maxPrice: 1 },
    });
    let error: unknown;
    try {
      finder.filters.set("category", 42);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FinderError);
    expect((error as FinderError).code).toBe("INVALID_FILTER_OPTION");
    expect(finder.filters.isActive("category")).toBe(false);
  });
});
