// @vitest-environment happy-dom
// The React half of "The view in the address" on docs/api/index.mdx.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useFinder } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { UrlSyncedShop } from "./_UrlSyncedShop";

function Controls() {
  const finder = useFinder<GearItem>();
  return (
    <>
      <input
        aria-label="search"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
      <button onClick={() => finder.sortBy.set("price", "desc")}>priciest first</button>
      <p data-testid="first">{finder.matches.items?.[0]?.name}</p>
    </>
  );
}

const visit = (query: string) => window.history.replaceState(null, "", `/shop${query}`);
const first = () => screen.getByTestId("first").textContent;
/** Lets the throttled write happen. */
const settle = () => act(() => vi.runAllTimers());

beforeEach(() => {
  vi.useFakeTimers();
  visit("");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("UrlSyncedShop", () => {
  it("starts from the address, dropping its stale parts", () => {
    visit("?q=tent&sort=weight");
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    expect(screen.getByLabelText<HTMLInputElement>("search").value).toBe("tent");
  });

  it("writes a choice to the address as a new history entry; a search starts one, and typing on replaces it", async () => {
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    const start = window.history.length;
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "la" } });
    await settle();
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await settle();
    expect(window.location.search).toBe("?q=lamp");
    expect(window.history.length).toBe(start + 1);
    fireEvent.click(screen.getByText("priciest first"));
    await settle();
    expect(window.location.search).toBe("?q=lamp&dir=desc");
    expect(window.history.length).toBe(start + 2);
  });

  it("a page size equal to the prop is not written", async () => {
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    fireEvent.click(screen.getByText("priciest first"));
    await settle();
    expect(window.location.search).not.toContain("perPage");
  });

  it("restores the list on Back (popstate)", async () => {
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    const cheapest = first();
    fireEvent.click(screen.getByText("priciest first"));
    await settle();
    const priciest = [...gearShop].sort((a, b) => b.price - a.price)[0]?.name;
    expect(first()).toBe(priciest);
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.search).toBe(""));
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(first()).toBe(cheapest);
  });
});
