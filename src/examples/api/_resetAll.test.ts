// Checks what docs/api/index.mdx and docs/api/events-api.mdx say about finder.batch().
import { describe, expect, it, vi } from "vitest";
import { ruleEffect, FinderCore, searchRule, type FinderSnapshot } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { finder, resetAll, urlWrites } from "./_resetAll";

describe("_resetAll.ts", () => {
  it("resets search, filters, sort and page with one change event and one notification", () => {
    finder.search.setSearchTerm("lamp");
    finder.filters.set("inStock", true);
    finder.sortBy.set("name", "desc");
    finder.pagination.setPage(2);
    urlWrites.length = 0;
    const subscriber = vi.fn();
    const unsubscribe = finder.subscribe(subscriber);
    resetAll();
    unsubscribe();
    expect(urlWrites).toEqual([finder.toJSON()]);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(finder.toJSON()).toMatchObject({
      initialSearchTerm: "",
      initialFilters: {},
      // toJSON() names the sort in force: after a reset, the first sort rule at its default direction.
      initialSortBy: "price",
      initialSortDirection: "asc",
      page: 1,
    });
  });

  it("emits nothing when there is nothing to reset", () => {
    resetAll();
    urlWrites.length = 0;
    resetAll();
    expect(urlWrites).toEqual([]);
  });
});

describe("finder.batch claims", () => {
  const create = (extra = {}) =>
    new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name })],
      numItemsPerPage: 5,
      ...extra,
    });

  it("returns what fn returns, and a nested batch is part of the outer one", () => {
    const instance = create();
    const onChange = vi.fn();
    instance.events.on("change", onChange);
    const result = instance.batch(() => {
      instance.search.setSearchTerm("a");
      return instance.batch(() => {
        instance.pagination.setPage(2);
        return "done";
      });
    });
    expect(result).toBe("done");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ source: "core", event: "batch" });
    expect((onChange.mock.calls[0]?.[0].initial as FinderSnapshot).initialSearchTerm).toBe("");
  });

  it("runs a rule's effects once even when several actions in the batch changed it", () => {
    const effect = vi.fn();
    const instance = create({ effects: [ruleEffect("search", effect)] });
    instance.batch(() => {
      instance.search.setSearchTerm("l");
      instance.search.setSearchTerm("lamp");
      instance.pagination.setPage(2);
    });
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it("reports the changes made before fn threw, then rethrows", () => {
    const instance = create();
    const onChange = vi.fn();
    instance.events.on("change", onChange);
    expect(() =>
      instance.batch(() => {
        instance.search.setSearchTerm("lamp");
        throw new Error("stop");
      }),
    ).toThrow("stop");
    expect(instance.search.searchTerm).toBe("lamp");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
