import { describe, expect, it } from "vitest";
import { FinderCore, FinderError, type FinderChangeEvent } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { bedroomsThenRent, maxRent, pets, rules } from "./_apartmentRules";

const byId = (id: string) => apartments.find((apartment) => apartment.id === id) as Apartment;

// 1. Rule functions are plain functions: call them directly.
describe("rule functions", () => {
  it("maxRent passes apartments at or below the value", () => {
    const studio = byId("apt-09"); // $980
    expect(maxRent.filterFn(studio, 980, undefined)).toBe(true);
    expect(maxRent.filterFn(studio, 979, undefined)).toBe(false);
  });

  it("pets ignores its value: the filter is on or off", () => {
    expect(pets.filterFn(byId("apt-01"), true, undefined)).toBe(true);
    expect(pets.filterFn(byId("apt-02"), true, undefined)).toBe(false);
  });

  it("bedroomsThenRent sorts by bedrooms, then by rent", () => {
    const selectors = Array.isArray(bedroomsThenRent.sortFn)
      ? bedroomsThenRent.sortFn
      : [bedroomsThenRent.sortFn];
    expect(selectors.map((select) => select(byId("apt-03"), undefined))).toEqual([0, 1240]);
  });
});

// 2. FinderCore runs in Node, without React or a DOM.
describe("the apartment finder", () => {
  const create = () => new FinderCore(apartments, { rules });
  const titles = (finder: FinderCore<Apartment>) =>
    (finder.matches.items ?? []).map((apartment) => apartment.title);

  it("searches and filters together", () => {
    const finder = create();
    finder.search.setSearchTerm("studio");
    finder.filters.set("pets", true);
    // The first sort rule (rent, ascending) is active by default.
    expect(titles(finder)).toEqual(["Orchard Studio", "Willow Studio", "Dockside Studio"]);
  });

  it("sorts by rent", () => {
    const finder = create();
    finder.sortBy.set("rent", "desc");
    expect(titles(finder).slice(0, 2)).toEqual(["Hilltop Penthouse", "Sailmaker's House"]);
  });

  // 3. Previews compute results without changing the finder.
  it("previews without changing state", () => {
    const finder = create();
    const version = finder.version;
    expect(finder.search.test("harbour")).toHaveLength(7);
    expect(finder.filters.testRule({ rule: "maxRent", value: 1500 })).toHaveLength(7);
    expect(finder.test({ searchTerm: "loft", filters: { pets: true } })).toHaveLength(1);
    expect(finder.version).toBe(version);
    expect(finder.matches.numMatchedItems).toBe(24);
  });

  it("counts options for facets, keeping the other filters when additive", () => {
    const finder = create();
    finder.filters.set("pets", true);
    const counts = finder.filters.countRuleOptions("neighbourhood", true);
    const byLabel = Object.fromEntries(
      [...counts].map(([option, count]) => [typeof option === "object" ? option.label : "", count]),
    );
    expect(byLabel).toEqual({ Harbour: 5, "Old Town": 2, Riverside: 4, Hillcrest: 4 });
  });

  // 4. Events: one change per user action, with the rule it concerned.
  it("emits a change event naming the rule", () => {
    const finder = create();
    const events: FinderChangeEvent<Apartment>[] = [];
    finder.events.on("change", (event) => events.push(event));
    finder.filters.toggle("pets");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: "setFilter", current: true, rule: pets });
  });

  // 5. Misuse throws a FinderError with a stable code: assert the code, not the message.
  it("rejects a neighbourhood that is not an option", () => {
    const finder = create();
    const attempt = () => finder.filters.set("neighbourhood", "Atlantis");
    expect(attempt).toThrow(FinderError);
    expect(codeOf(attempt)).toBe("INVALID_FILTER_OPTION");
    expect(codeOf(() => finder.filters.set("parking", true))).toBe("RULE_NOT_FOUND");
    expect(codeOf(() => finder.filters.toggle("neighbourhood"))).toBe("TOGGLE_NOT_SUPPORTED");
  });
});

function codeOf(action: () => void): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof FinderError) return error.code;
    throw error;
  }
  return undefined;
}
