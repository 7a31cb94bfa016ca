// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
      <p data-testid="count">{finder.matches.numMatchedItems}</p>
    </>
  );
}

const visit = (query: string) => window.history.replaceState(null, "", `/shop${query}`);
const first = () => screen.getByTestId("first").textContent;
const back = () =>
  act(() => {
    window.history.back();
  });

beforeEach(() => visit(""));
afterEach(cleanup);

describe("UrlSyncedShop", () => {
  it("starts from the address, dropping its stale parts", () => {
    visit("?q=tent&sort=weight");
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    expect(screen.getByLabelText<HTMLInputElement>("search").value).toBe("tent");
  });

  it("writes a choice to the address as a new history entry", () => {
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    fireEvent.click(screen.getByText("priciest first"));
    expect(window.location.search).toBe("?sort=price&dir=desc");
  });

  it("restores the list on Back (popstate)", async () => {
    render(<UrlSyncedShop>{<Controls />}</UrlSyncedShop>);
    const cheapest = first();
    fireEvent.click(screen.getByText("priciest first"));
    const priciest = [...gearShop].sort((a, b) => b.price - a.price)[0]?.name;
    expect(first()).toBe(priciest);

    await back();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe("");
    expect(first()).toBe(cheapest);
  });
});
