// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { FinderCore, sortByRule } from "@finderjs/core";
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

  it("ranks by relevance while searching when the switch is on", () => {
    render(<SortByDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Relevance while searching" }));
    expect(titles()).toEqual([
      "Vineyard House",
      "Sailmaker's House",
      "Cathedral Close House",
      "Boathouse Loft",
      "Lighthouse Loft",
      "Hilltop Penthouse",
      "Harbour Bay Residence",
    ]);
    expect(header("Rent").getAttribute("aria-sort")).toBeNull();
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
