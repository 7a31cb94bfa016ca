// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import SortRulesDemo from "./SortRulesDemo";

afterEach(cleanup);

function firstColumn() {
  return [...document.querySelectorAll("tbody tr")].map(
    (row) => row.firstElementChild?.textContent,
  );
}

describe("SortRulesDemo", () => {
  it("sorts lighting by name with Trail Lamp 2 before Trail Lamp 10", () => {
    render(<SortRulesDemo />);
    expect(firstColumn()).toEqual([
      "Glow Stick 10-Pack",
      "Headtorch Ultra",
      "Lantern Glow 300",
      "Solar String Lights",
      "Trail Lamp 2",
      "Trail Lamp 10",
    ]);
    expect(screen.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
  });

  it("keeps the unknown weight last in both directions", () => {
    render(<SortRulesDemo />);
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "weight" } });
    expect(firstColumn().at(-1)).toBe("Solar String Lights");
    expect(firstColumn()[0]).toBe("Headtorch Ultra");
    fireEvent.click(screen.getByRole("button", { name: "↑ Ascending (rule default)" }));
    expect(firstColumn().at(-1)).toBe("Solar String Lights");
    expect(firstColumn()[0]).toBe("Lantern Glow 300");
  });

  it("starts the release date rule descending, its default", () => {
    render(<SortRulesDemo />);
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "newest" } });
    expect(screen.getByRole("button", { name: "↓ Descending (rule default)" })).toBeDefined();
    expect(firstColumn()[0]).toBe("Headtorch Ultra");
  });

  it("orders all categories, then prices within each", () => {
    render(<SortRulesDemo />);
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "categoryPrice" } });
    expect(
      screen.getByText("40 of 40 items · sorted by Category, then price ascending"),
    ).toBeDefined();
    expect(firstColumn().slice(0, 3)).toEqual([
      "Trail Socks 3-Pack",
      "Kids Rain Suit",
      "Gaiters Pro",
    ]);
  });
});
