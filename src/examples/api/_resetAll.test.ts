// Checks what docs/api/index.mdx and docs/api/events-api.mdx say about finder.reset() and
// finder.batch().
import { describe, expect, it, vi } from "vitest";
import { ruleEffect, FinderCore, searchRule, type FinderSnapshot } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";
import { cheapestInStock, finder, resetAll, urlWrites } from "./_resetAll";

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

  it("emits nothing when there is nothing to reset, which isReset says", () => {
    resetAll();
    expect(finder.isReset).toBe(true);
    urlWrites.length = 0;
    resetAll();
    expect(urlWrites).toEqual([]);
  });

  it("applies a filter and a sort in one batch: one batch event holding toJSON() after it", () => {
    resetAll();
    urlWrites.length = 0;
    const changes: string[] = [];
    const onChange = (event: { event: string }) => changes.push(event.event);
    finder.events.on("change", onChange);
    cheapestInStock();
    finder.events.off("change", onChange);
    expect(changes).toEqual(["batch"]);
    expect(urlWrites).toEqual([finder.toJSON()]);
    expect(finder.isReset).toBe(false);
  });
});

describe("finder.reset claims", () => {
  const create = (extra = {}) =>
    new FinderCore<GearItem>(gearShop, {
      rules: [searchRule({ searchFn: (item: GearItem) => item.name })],
      numItemsPerPage: 5,
      ...extra,
    });

  it("returns to the initial options, on page 1, keeping the page size; one reset event from the core with snapshots", () => {
    const instance = create({ initialSearchTerm: "a" });
    instance.search.setSearchTerm("lamp");
    instance.pagination.setNumItemsPerPage(2);
    instance.pagination.setPage(2);
    const before = instance.toJSON();
    const onChange = vi.fn();
    instance.events.on("change", onChange);
    instance.reset();
    expect(instance.search.searchTerm).toBe("a");
    expect(instance.pagination.page).toBe(1);
    expect(instance.pagination.numItemsPerPage).toBe(2);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      source: "core",
      event: "reset",
      rule: undefined,
      initial: before,
      current: instance.toJSON(),
    });
  });

  it("a page option is not a default: a finder created on page 2 resets to page 1", () => {
    const instance = create({ page: 2 });
    expect(instance.isReset).toBe(false);
    instance.reset();
    expect(instance.pagination.page).toBe(1);
    expect(instance.isReset).toBe(true);
  });

  it("isReset leaves out the page size the visitor chose", () => {
    const instance = create();
    instance.pagination.setNumItemsPerPage(2);
    expect(instance.isReset).toBe(true);
  });

  it("does nothing while disabled", () => {
    const instance = create({ disabled: true, initialSearchTerm: "a", page: 2 });
    instance.reset();
    expect(instance.toJSON()).toMatchObject({ initialSearchTerm: "a", page: 2 });
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

describe("docs/api/index.mdx: resetTo", () => {
  it("a finder created from an address's view with resetTo: appOptions resets to the app's options, not to the address", async () => {
    const { fromSearchParams, sortByRule } = await import("@finderjs/core");
    const rules = [
      searchRule({ searchFn: (item: GearItem) => item.name }),
      sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
      sortByRule({ id: "name", sortFn: (item: GearItem) => item.name }),
    ];
    const appOptions = { initialSortBy: "name", numItemsPerPage: 5 };
    const address = "q=lamp&sort=price&page=2";
    const created = new FinderCore(gearShop, {
      rules,
      ...appOptions,
      ...fromSearchParams(address, { rules, defaults: appOptions }).options,
      resetTo: appOptions,
    });
    expect(created.search.searchTerm).toBe("lamp");
    created.reset();
    expect(created.search.searchTerm).toBe("");
    expect(created.sortBy.activeRule?.id).toBe("name");
    expect(created.pagination.page).toBe(1);
    expect(created.isReset).toBe(true);
  });
});
