// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import Inventory from "./Inventory";

afterEach(cleanup);

const status = () => screen.getByText(/^Showing /).textContent;
// The "This page" cell of a row of the timings table.
const timing = (label: string) =>
  screen.getByRole("rowheader", { name: label }).nextElementSibling?.textContent;
const headings = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.firstChild?.textContent);

describe("Inventory", () => {
  it("shows the first page of 20,000 rows, grouped by stock level", () => {
    render(<Inventory />);
    expect(status()).toBe("Showing 1–25 of 20,000 rows · 20,000 in the inventory");
    expect(screen.getAllByRole("row").length).toBeGreaterThan(25);
    expect(headings().at(-1)?.trim()).toBe("In stock");
  });

  it("pages through the matches and changes the page size", () => {
    render(<Inventory />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(status()).toMatch(/^Showing 26–50 of 20,000/);
    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), {
      target: { value: "100" },
    });
    expect(screen.getByText(/^Page \d+ of 200$/)).toBeDefined();
  });

  it("filters by category with counts and times the update after it renders", async () => {
    render(<Inventory />);
    const select = screen.getByRole("combobox", { name: "Category" });
    const option = [...select.querySelectorAll("option")].find(
      (entry) => entry.value === "Category 07",
    );
    const count = Number(/\((\d+)\)/.exec(option?.textContent ?? "")?.[1]);
    await act(async () => {
      fireEvent.change(select, { target: { value: "Category 07" } });
    });
    expect(status()).toContain(`of ${count.toLocaleString("en")} rows`);
    expect(timing("Filter")).toMatch(/^\d+\.\d$/);
    expect(timing("Search")).toBe("Type a search");
  });

  it("loads 10,000 to 100,000 rows, keeps the search and times the new rows", async () => {
    render(<Inventory />);
    // Before its first update, a row says how to time one.
    expect(timing("New rows")).toBe("Change the size");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search SKU or name" }), {
      target: { value: "SKU-0000" },
    });
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Inventory size" }), {
        target: { value: "100000" },
      });
    });
    expect(status()).toMatch(/ · 100,000 in the inventory$/);
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("SKU-0000");
    expect(timing("New rows")).toMatch(/^\d+\.\d$/);
  });

  it("keeps the sticky groups first and last whatever the sort", () => {
    render(<Inventory />);
    expect(headings().map((text) => text?.trim())).toEqual(["Low stock", "In stock"]);
    fireEvent.click(screen.getByRole("button", { name: /Ascending|Descending/ }));
    expect(headings().map((text) => text?.trim())).toEqual(["Low stock", "In stock"]);
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "quantity" },
    });
    expect(headings()[0]?.trim()).toBe("Out of stock");
  });
});
