// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useFinder } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";
import { SavedViewShop } from "./_SavedViewShop";

function Controls() {
  const finder = useFinder<GearItem>();
  return (
    <>
      <span data-testid="term">{finder.search.searchTerm}</span>
      <button onClick={() => finder.search.setSearchTerm("lamp")}>search lamp</button>
    </>
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("SavedViewShop", () => {
  it("restores the valid parts of a stale saved view and says what it left out", () => {
    window.localStorage.setItem(
      "shop-view",
      JSON.stringify({ initialSearchTerm: "tent", initialSortBy: "weight" }),
    );
    render(<SavedViewShop>{<Controls />}</SavedViewShop>);
    expect(screen.getByTestId("term").textContent).toBe("tent");
    expect(screen.getByRole("status").textContent).toContain("initialSortBy");
  });

  it("starts fresh from a saved value that is not JSON", () => {
    window.localStorage.setItem("shop-view", "{oops");
    render(<SavedViewShop>{<Controls />}</SavedViewShop>);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("saves every change", () => {
    render(<SavedViewShop>{<Controls />}</SavedViewShop>);
    fireEvent.click(screen.getByText("search lamp"));
    const saved = JSON.parse(window.localStorage.getItem("shop-view") ?? "{}") as {
      initialSearchTerm?: string;
    };
    expect(saved.initialSearchTerm).toBe("lamp");
  });
});
