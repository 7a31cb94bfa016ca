// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import ControlsDemo from "./ControlsDemo";

afterEach(cleanup);

const count = () =>
  screen.getByText(
    (_, element) => element?.tagName === "P" && /apartments$/.test(element.textContent ?? ""),
  ).textContent;
const first = () =>
  within(screen.getByRole("list", { name: "Apartments" })).getAllByRole("listitem")[0]?.textContent;

describe("ControlsDemo", () => {
  it("starts with every apartment, cheapest first, and nothing to reset", () => {
    render(<ControlsDemo />);
    expect(count()).toBe("24 of 24 apartments");
    expect(first()).toMatch(/^Cobblestone Studio/);
    expect(screen.getByRole("button", { name: "Reset all" })).toHaveProperty("disabled", true);
  });

  it("drives one finder from every control", () => {
    render(<ControlsDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    expect(count()).toBe("15 of 24 apartments");
    fireEvent.change(screen.getByRole("combobox", { name: "Neighbourhood" }), {
      target: { value: "Riverside" },
    });
    expect(count()).toBe("4 of 24 apartments");
    fireEvent.click(screen.getByRole("checkbox", { name: "1 bedroom (1)" }));
    expect(count()).toBe("1 of 24 apartments");
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "availableFrom" },
    });
    expect(first()).toMatch(/^Boathouse Loft/);
  });

  it("shows counts for each option with the other filters in force", () => {
    render(<ControlsDemo />);
    expect(screen.getByRole("checkbox", { name: "Studio (4)" })).toBeTruthy();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Maximum rent ($)" }), {
      target: { value: "1200" },
    });
    expect(screen.getByRole("checkbox", { name: "Studio (3)" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "3 bedrooms (0)" })).toBeTruthy();
  });

  it("selects Any to clear the neighbourhood", () => {
    render(<ControlsDemo />);
    const select = screen.getByRole("combobox", { name: "Neighbourhood" });
    fireEvent.change(select, { target: { value: "Harbour" } });
    expect(count()).toBe("7 of 24 apartments");
    fireEvent.change(select, { target: { value: "" } });
    expect(count()).toBe("24 of 24 apartments");
  });

  it("resets search, filters and sort at once", () => {
    render(<ControlsDemo />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "loft" },
    });
    fireEvent.click(screen.getByRole("button", { name: "↑ Ascending" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    expect(count()).toBe("1 of 24 apartments");
    fireEvent.click(screen.getByRole("button", { name: "Reset all" }));
    expect(count()).toBe("24 of 24 apartments");
    expect(screen.getByRole("button", { name: "↑ Ascending" })).toBeTruthy();
  });

  it("disables every control while the finder is disabled", () => {
    render(<ControlsDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Disable the finder" }));
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("checkbox", { name: "Pets allowed" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveProperty("disabled", true);
  });
});
