// More claims of docs/api/events-api.mdx, one test per claim: registering listeners, the channels
// and the payloads. (eventsApi.test.ts holds the rest; what listeners' errors, batching and
// same-value changes do is left out while the library changes it, issue 11 statements 7 and 8.)
import { describe, expect, it, vi } from "vitest";
import { FinderCore, FinderError, searchRule, type FinderEventName } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [searchRule({ searchFn: (item: GearItem) => item.name })];
const shop = () => new FinderCore<GearItem>(gearShop, { rules });

describe("finder.events: listeners and channels", () => {
  it("adding the same function twice keeps one", () => {
    const finder = shop();
    const listener = vi.fn();
    finder.events.on("change", listener);
    finder.events.on("change", listener);
    finder.search.setSearchTerm("lamp");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('on("update", log) throws INVALID_EVENT_NAME: Finder: "update" is not an event name.', () => {
    const finder = shop();
    expect(() => finder.events.on("update" as FinderEventName, () => {})).toThrow(
      expect.objectContaining({
        code: "INVALID_EVENT_NAME",
        message: 'Finder: "update" is not an event name.',
      }),
    );
  });

  it("on throws INVALID_LISTENER for a listener that is not a function; off throws INVALID_EVENT_NAME", () => {
    const finder = shop();
    expect(() => finder.events.on("change", "log" as never)).toThrow(
      expect.objectContaining({ code: "INVALID_LISTENER" }),
    );
    expect(() => finder.events.off("update" as FinderEventName)).toThrow(FinderError);
  });

  it("on does not return an unsubscribe function", () => {
    const finder = shop();
    expect(finder.events.on("change", () => {})).toBeUndefined();
  });

  it("each system channel fires after its setter, with source core, the event name, initial and current", () => {
    const finder = shop();
    const seen: unknown[] = [];
    for (const name of ["setItems", "setIsLoading", "setIsDisabled", "setContext"] as const) {
      finder.events.on(name, (event) =>
        seen.push([event.source, event.event, event.initial, event.current]),
      );
    }
    const items = gearShop.slice(0, 3);
    finder.setItems(items);
    finder.setIsLoading(true);
    finder.setIsDisabled(true);
    finder.setContext("eur");
    expect(seen).toEqual([
      ["core", "setItems", gearShop, items],
      ["core", "setIsLoading", false, true],
      ["core", "setIsDisabled", false, true],
      ["core", "setContext", undefined, "eur"],
    ]);
  });

  it("onChange and onFirstUserInteraction receive the same payloads as the channels, just before the channel's listeners", () => {
    const order: unknown[] = [];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      onFirstUserInteraction: (event) => order.push(["option first", event]),
      onChange: (event) => order.push(["option change", event]),
    });
    finder.events.on("firstUserInteraction", (event) => order.push(["channel first", event]));
    finder.events.on("change", (event) => order.push(["channel change", event]));
    finder.search.setSearchTerm("lamp");
    expect(order.map((entry) => (entry as [string])[0])).toEqual([
      "option first",
      "channel first",
      "option change",
      "channel change",
    ]);
    const payloads = order.map((entry) => (entry as [string, unknown])[1]);
    expect(new Set(payloads).size).toBe(1);
  });

  it("new FinderCore calls onInit at the end of the constructor, with the fully usable instance", () => {
    let count = -1;
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      onInit: (instance) => {
        count = instance.matches.numMatchedItems;
      },
    });
    expect(count).toBe(finder.matches.numMatchedItems);
  });
});
