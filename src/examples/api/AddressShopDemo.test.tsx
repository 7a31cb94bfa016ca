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
