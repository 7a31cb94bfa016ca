// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { FinderCore, searchRule, sortByRule, toSearchParams } from "@finderjs/core";
import SortByDemo from "./SortByDemo";

afterEach(cleanup);

const titles = () =>
  within(screen.getByRole("table", { name: "Apartments" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent);
const header = (name: string) => screen.getByRole("columnheader", { name });
const sortBy = (value: string) =>
  fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value } });

describe("SortByDemo", () => {
  it("orders the search results by the first sort rule, rent ascending", () => {
    render(<SortByDemo />);
    expect(titles()).toEqual([
      "Boathouse Loft",
      "Lighthouse Loft",
      "Vineyard House",
      "Harbour Bay Residence", // h-o-u-s-e scattered in order: a fuzzy match
      "Cathedral Close House",
      "Sailmaker's House",
      "Hilltop Penthouse",
    ]);
    expect(header("Rent").getAttribute("aria-sort")).toBe("ascending");
  });

  it("flips the direction", () => {
    render(<SortByDemo />);
    fireEvent.click(screen.getByRole("button", { name: "↑ Ascending" }));
    expect(titles()[0]).toBe("Hilltop Penthouse");
    expect(header("Rent").getAttribute("aria-sort")).toBe("descending");
  });

  it("starts a rule in its default direction and breaks ties with the next selector", () => {
    render(<SortByDemo />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "" } });
    sortBy("size");
    expect(screen.getByRole("button", { name: "↓ Descending" })).toBeTruthy();
    expect(header("Bedrooms").getAttribute("aria-sort")).toBe("descending");
    // Four three-bedroom apartments, the most expensive first.
    expect(titles().slice(0, 4)).toEqual([
      "Hilltop Penthouse",
      "Sailmaker's House",
      "Cathedral Close House",
      "Lock Keeper's Cottage",
    ]);
  });

  it("sorts by date", () => {
    render(<SortByDemo />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "" } });
    sortBy("availableFrom");
    expect(titles()[0]).toBe("Cobblestone Studio");
  });

  const BY_RELEVANCE = [
    "Vineyard House",
    "Sailmaker's House",
    "Cathedral Close House",
    "Boathouse Loft",
    "Lighthouse Loft",
    "Hilltop Penthouse",
    "Harbour Bay Residence",
  ];
  const menu = () => screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
  const search = (value: string) =>
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value } });

  it("offers Relevance while a term is typed; picking it ranks by relevance, with no column sorted and no direction", () => {
    render(<SortByDemo />);
    expect([...menu().options].map((option) => option.text)).toEqual([
      "Relevance",
      "Rent",
      "Move-in date",
      "Size (bedrooms, then rent)",
    ]);
    sortBy("");
    expect(titles()).toEqual(BY_RELEVANCE);
    expect(menu().value).toBe("");
    for (const name of ["Rent", "Bedrooms", "Move-in"]) {
      expect(header(name).getAttribute("aria-sort")).toBeNull();
    }
    expect(
      (screen.getByRole("button", { name: "↑ Ascending" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/best matches first/)).toBeTruthy();
  });

  it("Relevance while searching creates a new finder with the option: relevance is the starting choice, shown in the menu", () => {
    render(<SortByDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Relevance while searching" }));
    expect(titles()).toEqual(BY_RELEVANCE);
    expect(menu().value).toBe("");
    expect(header("Rent").getAttribute("aria-sort")).toBeNull();
    // The new finder starts again from initialSearchTerm.
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe(
      "house",
    );
    sortBy("rent");
    expect(titles()[0]).toBe("Boathouse Loft");
  });

  it("picking a sort rule again switches relevance off", () => {
    render(<SortByDemo />);
    sortBy("");
    sortBy("rent");
    expect(titles()[0]).toBe("Boathouse Loft");
    expect(header("Rent").getAttribute("aria-sort")).toBe("ascending");
  });

  it("clearing the term keeps the choice: the sort rule orders, the menu hides Relevance, and typing again ranks by relevance", () => {
    render(<SortByDemo />);
    sortBy("");
    search("");
    expect([...menu().options].map((option) => option.value)).toEqual([
      "rent",
      "availableFrom",
      "size",
    ]);
    expect(menu().value).toBe("rent");
    expect(header("Rent").getAttribute("aria-sort")).toBe("ascending");
    search("house");
    expect(titles()).toEqual(BY_RELEVANCE);
  });
});

describe("relevance as the page states it", () => {
  const items = [
    { name: "Harbour Bay Residence", rent: 900 },
    { name: "Vineyard House", rent: 2000 },
    { name: "Boathouse Loft", rent: 1000 },
  ];
  type Item = (typeof items)[number];
  const rules = [
    searchRule({ searchFn: (item: Item) => item.name }),
    sortByRule({ id: "rent", sortFn: (item: Item) => item.rent }),
  ];
  const names = (finder: FinderCore<Item>) => finder.matches.items?.map((item) => item.name);

  it("activeRule and sortDirection keep naming the sort rule while relevance orders", () => {
    const finder = new FinderCore(items, { rules, initialSearchTerm: "house" });
    finder.sortBy.setByRelevance(true);
    expect(names(finder)).toEqual(["Vineyard House", "Boathouse Loft", "Harbour Bay Residence"]);
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    expect(finder.sortBy.activeRule?.id).toBe("rent");
    expect(finder.sortBy.sortDirection).toBe("asc");
    finder.search.reset();
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    expect(names(finder)).toEqual(["Harbour Bay Residence", "Boathouse Loft", "Vineyard House"]);
  });

  it("ignoreSortByRulesWhileSearchRuleIsActive is the default of the choice; reset() and setByRelevance() go back to it", () => {
    const finder = new FinderCore(items, {
      rules,
      initialSearchTerm: "house",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    finder.sortBy.set("rent");
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    finder.sortBy.reset();
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    finder.sortBy.toggle("rent");
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    finder.sortBy.setByRelevance();
    expect(finder.sortBy.isRelevanceActive).toBe(true);
  });

  it("the choice is saved by toJSON() and in the address", () => {
    const finder = new FinderCore(items, { rules, initialSearchTerm: "house" });
    finder.sortBy.setByRelevance(true);
    const restored = new FinderCore(items, { rules, ...finder.toJSON() });
    expect(names(restored)).toEqual(names(finder));
    expect(toSearchParams(finder).get("relevance")).toBe("true");
  });
});

describe("sortBy.set, as the members table states it", () => {
  it("without a direction keeps the direction chosen for a rule already set, else starts in its defaultSortDirection", () => {
    const finder = new FinderCore([{ n: 1 }, { n: 2 }], {
      rules: [
        sortByRule({ id: "n", sortFn: (item: { n: number }) => item.n }),
        sortByRule({
          id: "m",
          sortFn: (item: { n: number }) => -item.n,
          defaultSortDirection: "desc",
        }),
      ],
    });
    finder.sortBy.set("n", "desc");
    finder.sortBy.set("n");
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.set("m");
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.set("n");
    expect(finder.sortBy.sortDirection).toBe("asc");
  });
});
