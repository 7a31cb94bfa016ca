// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import SortableTableDemo from "./SortableTableDemo";

afterEach(cleanup);

const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
const firstCell = () => screen.getAllByRole("row")[1]?.querySelector("td")?.textContent;

describe("SortableTableDemo", () => {
  it("marks the active column with aria-sort and the others with none", () => {
    render(<SortableTableDemo />);
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Price").getAttribute("aria-sort")).toBe("none");
  });

  it("sorts by a column when its header button is pressed, and flips on a second press", () => {
    render(<SortableTableDemo />);
    const price = screen.getByRole("button", { name: /^Price/ });
    fireEvent.click(price);
    expect(header("Price").getAttribute("aria-sort")).toBe("ascending");
    const cheapest = firstCell();
    fireEvent.click(price);
    expect(header("Price").getAttribute("aria-sort")).toBe("descending");
    expect(firstCell()).not.toBe(cheapest);
  });

  it("cycles the direction and resets", () => {
    render(<SortableTableDemo />);
    fireEvent.click(screen.getByRole("button", { name: /^Rating/ }));
    expect(header("Rating").getAttribute("aria-sort")).toBe("descending");
    // Rating defaults to descending, so the first press already changes the order.
    fireEvent.click(screen.getByRole("button", { name: "Cycle direction" }));
    expect(screen.getByText(/\(chosen\)/)).toBeTruthy();
    expect(header("Rating").getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Cycle direction" }));
    expect(header("Rating").getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(screen.getByRole("button", { name: "Reset sort" }));
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
  });

  it("offers Best match first while a term is typed: relevance orders the rows, every header says none, and a header chooses its rule again", () => {
    render(<SortableTableDemo />);
    const bestMatch = screen.getByRole("button", { name: "Best match first" }) as HTMLButtonElement;
    expect(bestMatch.disabled).toBe(true);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "tent" },
    });
    const names = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.querySelector("td")?.textContent);
    expect(names()).toEqual(["Camp Kitchen Set", "Junior Explorer Tent", "Ridgeline 2P Tent"]);
    fireEvent.click(bestMatch);
    expect(bestMatch.getAttribute("aria-pressed")).toBe("true");
    expect(names()).toEqual(["Ridgeline 2P Tent", "Junior Explorer Tent", "Camp Kitchen Set"]);
    expect(screen.getByText(/best match first\. 3 of 40 items\./)).toBeTruthy();
    for (const name of ["Name", "Brand", "Price", "Rating", "Released"]) {
      expect(header(name).getAttribute("aria-sort")).toBe("none");
    }
    fireEvent.click(screen.getByRole("button", { name: /^Name/ }));
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(bestMatch.getAttribute("aria-pressed")).toBe("false");
    expect(names()[0]).toBe("Camp Kitchen Set");
    // A toggle: pressed again, it goes back to the sort rule.
    fireEvent.click(bestMatch);
    fireEvent.click(bestMatch);
    expect(bestMatch.getAttribute("aria-pressed")).toBe("false");
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
  });
});
