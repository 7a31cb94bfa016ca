// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import VirtualInventory from "./VirtualInventory";

// happy-dom lays nothing out: give the scrollable region the height a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(392);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rows = () => screen.getByRole("list", { name: "Inventory" }).querySelectorAll("li");
const count = () => screen.getByText(/ rows$/).textContent;

describe("VirtualInventory", () => {
  it("renders a few rows of 10,000, each telling its place in the whole list", () => {
    render(<VirtualInventory />);
    expect(count()).toBe("10,000 of 10,000 rows");
    expect(rows().length).toBeGreaterThan(5);
    expect(rows().length).toBeLessThan(20);
    expect(rows()[0]?.getAttribute("aria-posinset")).toBe("1");
    expect(rows()[0]?.getAttribute("aria-setsize")).toBe("10000");
    expect(rows()[0]?.textContent).toContain("SKU-000001");
  });

  it("renders later rows, and only those, when the list is scrolled", async () => {
    render(<VirtualInventory />);
    const region = screen.getByRole("region", { name: "Inventory rows, scrollable" });
    await act(async () => {
      region.scrollTop = 56 * 5000;
      fireEvent.scroll(region);
    });
    const positions = [...rows()].map((row) => Number(row.getAttribute("aria-posinset")));
    expect(positions).toContain(5001);
    expect(positions).not.toContain(1);
    expect(rows().length).toBeLessThan(20);
  });

  it("keeps the search and category when the row count grows to 100,000", () => {
    render(<VirtualInventory />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "brass valve" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), {
      target: { value: "Category 07" },
    });
    const small = Number(count()?.split(" ")[0]?.replace(/,/g, ""));
    expect(small).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole("combobox", { name: "Rows" }), {
      target: { value: "100000" },
    });
    expect(count()).toMatch(/ of 100,000 rows$/);
    const large = Number(count()?.split(" ")[0]?.replace(/,/g, ""));
    expect(large).toBeGreaterThan(small);
    for (const row of rows()) expect(row.textContent).toContain("Category 07");
  });

  it("sorts every match, not only the rows in view", () => {
    render(<VirtualInventory />);
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "price" },
    });
    const prices = [...rows()].map((row) => Number(/\$([\d,.]+)/.exec(row.textContent ?? "")?.[1]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(1.2);
  });
});
