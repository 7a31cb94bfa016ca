// The claims of "Filters without options" on docs/getting-started/basic-usage/filters.mdx about
// parse: text converted, a bad value refused wherever it comes from, and the filter in the address.
import { describe, expect, expectTypeOf, it } from "vitest";
import { FinderCore, fromSearchParams, toSearchParams } from "@finderjs/react";
import { apartments } from "../../data/apartments";
import { maxRent } from "./_maxRentParse";

const finder = () => new FinderCore(apartments, { rules: [maxRent] });

describe("maxRent with parse", () => {
  it("filterFn receives a number: FValue is inferred from the schema", () => {
    expectTypeOf(maxRent.filterFn).parameter(1).toEqualTypeOf<number>();
  });

  it('converts the text "900" to 900', () => {
    const f = finder();
    f.filters.set("maxRent", "900");
    expect(f.filters.get("maxRent")).toBe(900);
  });

  it('refuses "cheap" with INVALID_FILTER_VALUE and changes nothing', () => {
    const f = finder();
    f.filters.set("maxRent", 900);
    expect(() => f.filters.set("maxRent", "cheap")).toThrow(
      expect.objectContaining({ code: "INVALID_FILTER_VALUE" }),
    );
    expect(f.filters.get("maxRent")).toBe(900);
  });

  it("keeps the filter in the address and reads it back; a bad address value is dropped", () => {
    const f = finder();
    f.filters.set("maxRent", 1200);
    const address = toSearchParams(f).toString();
    expect(address).toBe("maxRent=1200");
    expect(fromSearchParams(address, { rules: [maxRent] }).options.initialFilters).toEqual({
      maxRent: 1200,
    });
    expect(fromSearchParams("maxRent=cheap", { rules: [maxRent] }).dropped[0]?.code).toBe(
      "INVALID_FILTER_VALUE",
    );
  });
});
