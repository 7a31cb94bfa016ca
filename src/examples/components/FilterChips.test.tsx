// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { gearShop } from "../data/gearShop";
import FilterChips from "./FilterChips";

afterEach(cleanup);

const chips = () =>
  within(screen.getByRole("list", { name: "Active filters" }))
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? button.textContent);
const total = () => screen.getByText(/^\d+ of \d+ products$/).textContent;
const expected = (predicate: (item: (typeof gearShop)[number]) => boolean) =>
  gearShop.filter(predicate).length;

describe("FilterChips", () => {
  it("shows one chip per selected value of the initial filter", () => {
    render(<FilterChips />);
    expect(chips()).toEqual([
      "Remove filter Category: Cooking",
      "Remove filter Category: Lighting",
      "Clear all",
    ]);
    const count = expected((item) => ["Cooking", "Lighting"].includes(item.category));
    expect(total()).toBe(`${count} of 40 products`);
  });

  it("removes one value with its chip", () => {
    render(<FilterChips />);
    fireEvent.click(screen.getByRole("button", { name: "Remove filter Category: Cooking" }));
    expect(screen.getByRole("checkbox", { name: /Cooking/ })).toHaveProperty("checked", false);
    expect(total()).toBe(`${expected((item) => item.category === "Lighting")} of 40 products`);
  });

  it("adds a chip for the boolean filter and clears everything", () => {
    render(<FilterChips />);
    fireEvent.click(screen.getByRole("checkbox", { name: /In stock only/ }));
    expect(chips()).toContain("Remove filter In stock");
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(screen.getByText("No filters applied.")).toBeDefined();
    expect(total()).toBe("40 of 40 products");
  });

  it("counts each category option with the other filters applied", () => {
    render(<FilterChips />);
    fireEvent.click(screen.getByRole("checkbox", { name: /In stock only/ }));
    const shelter = expected((item) => item.category === "Shelter" && item.inStock);
    expect(screen.getByRole("checkbox", { name: `Shelter (${shelter})` })).toBeDefined();
  });
});
