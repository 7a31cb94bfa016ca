// @vitest-environment happy-dom
// The storage sample under "The view in the address" on docs/api/index.mdx.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useFinder } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";
import { RememberedShop } from "./_RememberedShop";

function Controls() {
  const finder = useFinder<GearItem>();
  return (
    <>
      <output>{finder.search.searchTerm}</output>
      <span data-testid="tags">{String(finder.filters.get("tags"))}</span>
      <button onClick={() => finder.filters.toggle("tags", "sale")}>sale</button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("RememberedShop", () => {
  it("remembers the last view in localStorage and shows it on the next visit", async () => {
    render(<RememberedShop>{<Controls />}</RememberedShop>);
    fireEvent.click(screen.getByText("sale"));
    await act(() => vi.runAllTimersAsync());
    expect(window.localStorage.getItem("shop-view")).toBe("tags=sale");
    cleanup();
    render(<RememberedShop>{<Controls />}</RememberedShop>);
    expect(screen.getByTestId("tags").textContent).toBe("sale");
  });

  it("a view stored by an older release keeps what is still valid", () => {
    window.localStorage.setItem("shop-view", "q=tent&sort=weight&tags=clearance&tags=sale");
    render(<RememberedShop>{<Controls />}</RememberedShop>);
    expect(screen.getByRole("status").textContent).toBe("tent");
    expect(screen.getByTestId("tags").textContent).toBe("sale");
  });
});
