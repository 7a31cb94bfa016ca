// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import QuickStart from "./QuickStart";

afterEach(cleanup);

const count = () => screen.getByText(/ of 40 items$/).textContent;
const names = () =>
  within(screen.getByRole("list", { name: "Gear" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("QuickStart", () => {
  it("lists all 40 items in their original order", () => {
    render(<QuickStart />);
    expect(count()).toBe("40 of 40 items");
    expect(names()[0]).toMatch(/^Ridgeline 2P Tent/);
  });

  it("narrows the list as the visitor types", () => {
    render(<QuickStart />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "trail lamp" },
    });
    expect(names().slice(0, 2)).toEqual(["Trail Lamp 2 · $25.00", "Trail Lamp 10 · $59.00"]);
  });

  it("combines the search with the category filter", () => {
    render(<QuickStart />);
    const category = screen.getByRole("combobox", { name: "Category" });
    fireEvent.change(category, { target: { value: "Lighting" } });
    expect(count()).toBe("6 of 40 items");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "lumen" },
    });
    expect(count()).toBe("3 of 40 items");
    fireEvent.change(category, { target: { value: "" } });
    expect(count()).toBe("3 of 40 items");
  });
});
