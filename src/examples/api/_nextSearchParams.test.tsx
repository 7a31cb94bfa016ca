// @vitest-environment happy-dom
// The Next.js sample under "In a router" on docs/api/index.mdx. Next's router needs Next's own
// runtime, so next/navigation is the stand-in of src/test-support/nextNavigation.ts here (aliased
// in vitest.config.ts): the same three hooks over an address in memory, which its push and
// replace change a moment later, as Next's do after a navigation.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { navigations, showAddress, shownAddress } from "@site/src/test-support/nextNavigation";
import { nextHref, useNextSearchParams } from "./_nextSearchParams";
import { RouterShop } from "./_routerShop";

function Shop() {
  return <RouterShop searchParams={useNextSearchParams()} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  showAddress("/gear");
  navigations.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mount = () => render(<Shop />);
const settle = () => act(() => vi.runAllTimersAsync());
const term = () => screen.getByLabelText<HTMLInputElement>("search").value;

describe("nextHref", () => {
  it("is the path with the params, and the path alone when there are none", () => {
    expect(nextHref("/gear", new URLSearchParams("q=tent&tags=sale"))).toBe(
      "/gear?q=tent&tags=sale",
    );
    expect(nextHref("/gear", new URLSearchParams())).toBe("/gear");
  });
});

describe("useNextSearchParams", () => {
  it("starts from useSearchParams(), dropping its stale parts", () => {
    showAddress("/gear?q=tent&sort=weight");
    mount();
    expect(term()).toBe("tent");
  });

  it("a choice is router.push, typing router.replace, both without scrolling, keeping the app's keys", async () => {
    showAddress("/gear?ref=mail");
    mount();
    fireEvent.click(screen.getByText("sale"));
    await settle();
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await settle();
    expect(navigations).toEqual([
      ["push", "/gear?ref=mail&tags=sale", { scroll: false }],
      ["replace", "/gear?ref=mail&q=lamp&tags=sale", { scroll: false }],
    ]);
    expect(shownAddress().search).toBe("?ref=mail&q=lamp&tags=sale");
  });

  it("typing on while the router catches up loses nothing", async () => {
    mount();
    const input = screen.getByLabelText("search");
    fireEvent.change(input, { target: { value: "la" } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(input, { target: { value: "lamp" } });
    await settle();
    expect(term()).toBe("lamp");
    expect(shownAddress().search).toBe("?q=lamp");
  });

  it("follows the address when it changes by other means (Back, Forward, a link)", async () => {
    mount();
    act(() => showAddress("/gear?tags=sale"));
    expect(screen.getByTestId("tags").textContent).toBe("sale");
    await settle();
    expect(navigations).toEqual([]);
  });
});
