// Claims of "Loading data from a server" (getting-started/basic-usage/component) about items that
// arrive later or change, checked against the library.
import { describe, expect, it } from "vitest";
import { FinderCore, FinderError } from "@finderjs/react";
import { apartmentRules } from "../../data/apartmentRules";
import { apartments } from "../../data/apartments";

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof FinderError ? error.code : String(error);
  }
  return undefined;
};

describe("loading data from a server", () => {
  it("reports the loading state, whatever else is true, while isLoading", () => {
    const finder = new FinderCore<(typeof apartments)[number]>(null, {
      rules: apartmentRules,
      isLoading: true,
    });
    expect(finder.state).toBe("loading");
  });

  it("keeps the search, filters and sort when new items arrive", () => {
    const finder = new FinderCore(apartments.slice(0, 8), { rules: apartmentRules });
    finder.search.setSearchTerm("harbour");
    finder.filters.toggle("petsAllowed");
    finder.sortBy.set("availableFrom", "desc");
    finder.setItems(apartments.map((apartment) => ({ ...apartment })));
    expect(finder.search.searchTerm).toBe("harbour");
    expect(finder.filters.isActive("petsAllowed")).toBe(true);
    expect(finder.sortBy.activeRule?.id).toBe("availableFrom");
    expect(finder.matches.items?.every((apartment) => apartment.petsAllowed)).toBe(true);
  });

  it("throws INVALID_FILTER_OPTION for a generated option given before the items arrive", () => {
    const restore = () =>
      new FinderCore(null, {
        rules: apartmentRules,
        isLoading: true,
        initialFilters: { neighbourhood: "Harbour" },
      });
    expect(codeOf(restore)).toBe("INVALID_FILTER_OPTION");
    const finder = new FinderCore(null, { rules: apartmentRules, isLoading: true });
    expect(codeOf(() => finder.filters.set("neighbourhood", "Harbour"))).toBe(
      "INVALID_FILTER_OPTION",
    );
  });

  it("drops a chosen option that a refresh no longer contains, so the saved view still restores", () => {
    const finder = new FinderCore(apartments, {
      rules: apartmentRules,
      initialFilters: { neighbourhood: "Harbour" },
    });
    const refreshed = apartments.filter((apartment) => apartment.neighbourhood !== "Harbour");
    finder.setItems(refreshed);
    expect(finder.filters.isActive("neighbourhood")).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(refreshed.length);
    expect(
      () => new FinderCore(refreshed, { rules: apartmentRules, ...finder.toJSON() }),
    ).not.toThrow();
  });
});
