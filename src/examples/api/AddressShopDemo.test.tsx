// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import AddressShopDemo from "./AddressShopDemo";

const settle = () => act(() => vi.runAllTimers());
const status = () => screen.getByText(/^Page \d+ of \d+/).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/api/");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("AddressShopDemo", () => {
  it("writes the search, the page and a tag under the shop. prefix", async () => {
    render(<AddressShopDemo />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search gear" }), {
      target: { value: "a" },
    });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await settle();
    expect(window.location.search).toBe("?shop.q=a&shop.page=2");
    fireEvent.click(screen.getByRole("checkbox", { name: "budget" }));
    await settle();
    // A filter returns to page 1, which is not written.
    expect(window.location.search).toBe("?shop.q=a&shop.tags=budget");
  });

  it("starts from the address, dropping what is garbled", () => {
    window.history.replaceState(null, "", "/api/?shop.page=2&shop.tags=nope");
    render(<AddressShopDemo />);
    expect(status()).toBe("Page 2 of 8");
    expect(screen.getByText("Showing 6–10 of 40 items")).toBeTruthy();
  });
});

describe("AddressShopDemo: the recipe's claims (issue 40)", () => {
  it("a link with parts the list cannot show gets a notice naming them, and the address is rewritten in place to what is shown", async () => {
    window.history.replaceState(
      null,
      "",
      "/api/?shop.q=tent&shop.page=zz&shop.tags=nope&shop.tags=sale",
    );
    const entries = window.history.length;
    render(<AddressShopDemo />);
    expect(screen.getByRole("status").textContent).toContain("shop.page=zz");
    expect(screen.getByRole("status").textContent).toContain("shop.tags=nope");
    await settle();
    expect(window.location.search).toBe("?shop.q=tent&shop.tags=sale");
    expect(window.history.length).toBe(entries);
  });

  it("Reset all goes back to the list's own start, clears the address, and the notice goes with the next clean entry", async () => {
    window.history.replaceState(null, "", "/api/?shop.q=a&shop.page=zz");
    render(<AddressShopDemo />);
    await settle();
    const reset = screen.getByRole("button", { name: "Reset all" }) as HTMLButtonElement;
    expect(reset.disabled).toBe(false);
    fireEvent.click(reset);
    await settle();
    expect(window.location.search).toBe("");
    expect(reset.disabled).toBe(true);
    window.history.pushState(null, "", "/api/?shop.q=b");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(screen.queryByText(/This link asked/)).toBeNull();
  });
});
