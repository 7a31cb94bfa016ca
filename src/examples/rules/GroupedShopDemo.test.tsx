// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import GroupedShopDemo from "./GroupedShopDemo";

afterEach(cleanup);

function headings() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

describe("GroupedShopDemo", () => {
  it("groups by tags with sale pinned first and the rest largest first", () => {
    render(<GroupedShopDemo />);
    expect(headings()).toEqual([
      "sale 8",
      "waterproof 14",
      "ultralight 13",
      "budget 11",
      "winter 8",
      "kids 7",
      "untagged 1",
    ]);
    // The count is of items (numMatchedItems), though the groups hold 62 memberships.
    expect(screen.getByText("40 of 40 items · 7 groups")).toBeDefined();
  });

  it("lists an item in every group it is tagged with", () => {
    render(<GroupedShopDemo />);
    const sale = screen.getByRole("region", { name: "sale group" });
    const ultralight = screen.getByRole("region", { name: "ultralight group" });
    expect(sale.textContent).toContain("Featherlite Tarp");
    expect(ultralight.textContent).toContain("Featherlite Tarp");
  });

  it("flips the group direction but keeps sale on top", () => {
    render(<GroupedShopDemo />);
    fireEvent.click(screen.getByRole("button", { name: "Largest groups first" }));
    expect(headings()[0]).toBe("sale 8");
    expect(headings()[1]).toBe("untagged 1");
    expect(screen.getByRole("button", { name: "Smallest groups first" })).toBeDefined();
  });

  it("groups by category in first-item order, where the direction button does nothing", () => {
    render(<GroupedShopDemo />);
    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "category" } });
    expect(headings()).toEqual([
      "Shelter 6",
      "Sleep 6",
      "Cooking 6",
      "Lighting 6",
      "Packs 7",
      "Clothing 9",
    ]);
    const button = screen.getByRole("button", { name: "Groups in first-item order" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("groups only the current page when paginated", () => {
    render(<GroupedShopDemo />);
    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "category" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "First page only (8 items per page)" }));
    expect(headings()).toEqual(["Shelter 6", "Sleep 2"]);
  });

  it("shows a flat list without grouping", () => {
    render(<GroupedShopDemo />);
    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "" } });
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
    expect(screen.getByText("40 of 40 items")).toBeDefined();
  });
});
