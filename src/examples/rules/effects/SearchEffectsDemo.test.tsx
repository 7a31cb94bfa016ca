// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import SearchEffectsDemo from "./SearchEffectsDemo";

afterEach(cleanup);

const searchBox = () => screen.getByRole("searchbox", { name: "Search gear" });
const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });
const firstItem = () => screen.getAllByRole("listitem")[0]?.textContent;

describe("SearchEffectsDemo", () => {
  it("starts sorted by name with no effect run", () => {
    render(<SearchEffectsDemo />);
    expect(screen.getByText("No effect has run yet.")).toBeDefined();
    expect(screen.getByText("Sorted by name (asc)")).toBeDefined();
  });

  it("does nothing for part of a keyword", () => {
    render(<SearchEffectsDemo />);
    type("cheap");
    expect(searchBox()).toHaveProperty("value", "cheap");
    expect(screen.getByText("No effect has run yet.")).toBeDefined();
  });

  it("turns cheapest into the price sort and keeps the rest of the term", () => {
    render(<SearchEffectsDemo />);
    type("cheapest tent");
    expect(searchBox()).toHaveProperty("value", "tent");
    expect(screen.getByText("Sorted by price (asc)")).toBeDefined();
    expect(screen.getByText(/^Effect ran: "cheapest"/)).toBeDefined();
    expect(firstItem()).toBe("Junior Explorer Tent: $89.00");
  });

  it("turns waterproof into the tag filter", () => {
    render(<SearchEffectsDemo />);
    type("waterproof");
    expect(searchBox()).toHaveProperty("value", "");
    expect(screen.getByRole("button", { name: "Remove tag filter waterproof" })).toBeDefined();
    expect(screen.getByText(/^Effect ran: "waterproof"/)).toBeDefined();
    expect(screen.getByText("14 of 40 items")).toBeDefined();
  });

  it("lets the visitor remove what the effect applied", () => {
    render(<SearchEffectsDemo />);
    type("waterproof");
    fireEvent.click(screen.getByRole("button", { name: "Remove tag filter waterproof" }));
    expect(screen.getByText("40 of 40 items")).toBeDefined();
  });
});
