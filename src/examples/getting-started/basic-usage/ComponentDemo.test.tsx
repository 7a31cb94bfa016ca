// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import ComponentDemo from "./ComponentDemo";

afterEach(cleanup);

const state = () => screen.getByText(/^State:/).querySelector("code")?.textContent;

describe("ComponentDemo", () => {
  it("renders the items slot, ordered by rent", () => {
    render(<ComponentDemo />);
    expect(state()).toBe("items");
    const items = screen.getByRole("list", { name: "Apartments" }).querySelectorAll("li");
    expect(items).toHaveLength(24);
    expect(items[0]?.textContent).toMatch(/^Cobblestone Studio/);
  });

  it("renders only the loading slot while loading", () => {
    render(<ComponentDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Simulate loading" }));
    expect(state()).toBe("loading");
    expect(screen.getByText("Loading apartments…")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Apartments" })).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("disabled", true);
  });

  it("tells an empty list apart from a search that matches nothing", () => {
    render(<ComponentDemo />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "zzz" },
    });
    expect(state()).toBe("noMatches");
    fireEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(state()).toBe("items");
    fireEvent.click(screen.getByRole("checkbox", { name: "No data" }));
    expect(state()).toBe("empty");
    expect(screen.getByText(/There are no apartments listed/)).toBeTruthy();
  });
});
