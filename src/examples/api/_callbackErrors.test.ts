// Checks the error-handling claims of docs/api/index.mdx against _callbackErrors.ts.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, searchRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { finder, reported, search, thrownErrors } from "./_callbackErrors";

describe("_callbackErrors.ts", () => {
  it("applies the change, runs every callback and hands back the listener's error", () => {
    const subscriber = vi.fn();
    const unsubscribe = finder.subscribe(subscriber);
    search("lamp");
    unsubscribe();
    expect(finder.search.searchTerm).toBe("lamp");
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(reported.map((error) => (error as Error).message)).toEqual([
      "analytics endpoint unreachable",
    ]);
  });

  it("lists the errors of an AggregateError, and a single error on its own", () => {
    const one = new Error("one");
    expect(thrownErrors(one)).toEqual([one]);
    expect(thrownErrors(new AggregateError([one, one]))).toEqual([one, one]);
  });

  it("rethrows several errors as an AggregateError, in the order the callbacks ran", () => {
    const instance = new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name })],
      onChange: () => {
        throw new Error("onChange");
      },
    });
    instance.events.on("change", () => {
      throw new Error("listener");
    });
    instance.subscribe(() => {
      throw new Error("subscriber");
    });
    let caught: unknown;
    try {
      instance.search.setSearchTerm("lamp");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AggregateError);
    expect(thrownErrors(caught).map((error) => (error as Error).message)).toEqual([
      "onChange",
      "listener",
      "subscriber",
    ]);
  });
});
