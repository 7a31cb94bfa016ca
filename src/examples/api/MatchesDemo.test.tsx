// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import MatchesDemo from "./MatchesDemo";
import { gearShop } from "../data/gearShop";

afterEach(cleanup);

const matches = () =>
  JSON.parse(screen.getByTestId("matches").textContent ?? "{}") as {
    items?: string[];
    groups?: { id: string; items: string[] }[];
    numMatchedItems: number;
    numTotalItems: number;
    hasGroupByRule: boolean;
  };

describe("MatchesDemo", () => {
  it("fills items when ungrouped, counting before pagination", () => {
    render(<MatchesDemo />);
    const value = matches();
    expect(value.items).toHaveLength(6);
    expect(value.groups).toBeUndefined();
    expect(value.numMatchedItems).toBe(gearShop.length);
    expect(screen.getByText(`Showing 1–6 of ${gearShop.length} items`)).toBeTruthy();
  });

  it("fills groups instead when the switch is on", () => {
    render(<MatchesDemo />);
    fireEvent.click(screen.getByRole("switch", { name: "Grouped by category" }));
    const value = matches();
    expect(value.items).toBeUndefined();
    expect(value.hasGroupByRule).toBe(true);
    expect(value.groups?.flatMap((group) => group.items)).toHaveLength(6);
  });

  it("counts the matches across pages as filters narrow the list", () => {
    render(<MatchesDemo />);
    fireEvent.click(screen.getByLabelText("In stock only"));
    const inStock = gearShop.filter((item) => item.inStock).length;
    expect(screen.getByText(`Showing 1–6 of ${inStock} items`)).toBeTruthy();
    expect(matches().numMatchedItems).toBe(inStock);
  });
});
