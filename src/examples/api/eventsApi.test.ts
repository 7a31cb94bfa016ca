// Checks the claims docs/api/events-api.mdx makes about finder.events.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, searchRule, sortByRule, type FinderChangeEventName } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [searchRule({ searchFn: (item: GearItem) => item.name })];

describe("finder.events", () => {
  it("fires firstUserInteraction once, before the first change", () => {
    const order: string[] = [];
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    finder.events.on("firstUserInteraction", () => order.push("first"));
    finder.events.on("change", (event) => order.push(event.event));
    finder.search.setSearchTerm("a");
    finder.search.setSearchTerm("b");
    expect(order).toEqual(["first", "setSearchTerm", "setSearchTerm"]);
  });

  it("fires ready at construction when items are there, or later", () => {
    const onReady = vi.fn();
    const finder = new FinderCore<GearItem>(null, { rules, isLoading: true, onReady });
    const ready = vi.fn();
    finder.events.on("ready", ready);
    finder.setItems(gearShop);
    expect(ready).not.toHaveBeenCalled();
    finder.setIsLoading(false);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(finder);
  });

  it("removes one listener, or every listener of a channel", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const a = vi.fn();
    const b = vi.fn();
    finder.events.on("change", a);
    finder.events.on("change", b);
    finder.events.off("change", a);
    finder.search.setSearchTerm("x");
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    finder.events.off("change");
    finder.search.setSearchTerm("y");
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("silences nested calls, returns the result and recovers from exceptions", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    const result = finder.events.silently(() => {
      finder.events.silently(() => finder.search.setSearchTerm("a"));
      expect(finder.events.isSilent()).toBe(true);
      finder.search.setSearchTerm("ab");
      return 42;
    });
    expect(result).toBe(42);
    expect(finder.search.searchTerm).toBe("ab");
    expect(onChange).not.toHaveBeenCalled();
    expect(() =>
      finder.events.silently(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(finder.events.isSilent()).toBe(false);
    finder.search.setSearchTerm("c");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("still notifies subscribers during silent changes", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    const listener = vi.fn();
    finder.subscribe(listener);
    finder.events.silently(() => finder.search.setSearchTerm("a"));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("passes the instance and a timestamp in every change", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.search.setSearchTerm("a");
    const event = onChange.mock.calls[0]?.[0];
    expect(event.instance).toBe(finder);
    expect(typeof event.timestamp).toBe("number");
  });
});

describe("the events table", () => {
  it("has eleven user actions: setByRelevance, from sortBy.setByRelevance, holds { sortBy, sortDirection, byRelevance } and the sort rule in force", () => {
    const actions = [
      "setSearchTerm",
      "resetSearchTerm",
      "setFilter",
      "resetFilters",
      "setSortBy",
      "setSortDirection",
      "setByRelevance",
      "setGroupBy",
      "setGroupBySortDirection",
      "setPage",
      "setNumItemsPerPage",
    ] satisfies FinderChangeEventName[];
    expect(new Set(actions).size).toBe(11);
    const price = sortByRule({ id: "price", sortFn: (item: GearItem) => item.price });
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules: [...rules, price], onChange });
    finder.sortBy.setByRelevance(true);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      source: "sortBy",
      event: "setByRelevance",
      initial: { sortBy: undefined, sortDirection: undefined, byRelevance: undefined },
      current: { sortBy: undefined, sortDirection: undefined, byRelevance: true },
      rule: price,
    });
  });
});
