// @vitest-environment happy-dom
// The Next.js sample under "In a router" on docs/api/index.mdx. Next's router needs Next's own
// runtime, so window.history is patched here as Next's app router patches it, and next/navigation
// is the stand-in of src/test-support/nextNavigation.ts (aliased in vitest.config.ts), whose
// useSearchParams() shows the router's address.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useSearchParams } from "next/navigation";
import { patchHistoryAsNext, visit } from "@site/src/test-support/nextNavigation";
import { historySearchParams } from "@finderjs/react";
import { nextSearchParams } from "./_nextSearchParams";
import { RouterShop } from "./_routerShop";

/** Another component on the page that reads the address through Next's hook. */
function Elsewhere() {
  return <span data-testid="elsewhere">{useSearchParams().toString()}</span>;
}

let unpatch: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  unpatch = patchHistoryAsNext();
  visit("/gear");
});
afterEach(() => {
  cleanup();
  unpatch();
  vi.useRealTimers();
});

const mount = (searchParams = nextSearchParams()) =>
  render(
    <>
      <RouterShop searchParams={searchParams} />
      <Elsewhere />
    </>,
  );
const settle = () => act(() => vi.runAllTimersAsync());
const term = () => screen.getByLabelText<HTMLInputElement>("search").value;
const elsewhere = () => screen.getByTestId("elsewhere").textContent;

describe("nextSearchParams", () => {
  it("reads the address after mount, dropping its stale parts", async () => {
    visit("/gear?q=tent&sort=weight");
    mount();
    await settle();
    expect(term()).toBe("tent");
  });

  it("a choice pushes an entry, a search starts one, keeping the app's keys and the hash; Next's useSearchParams() shows each write", async () => {
    visit("/gear?ref=mail#list");
    const length = window.history.length;
    mount();
    fireEvent.click(screen.getByText("sale"));
    await settle();
    expect(window.location.search).toBe("?ref=mail&tags=sale");
    expect(elsewhere()).toBe("ref=mail&tags=sale");
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await settle();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/gear?ref=mail&q=lamp&tags=sale#list",
    );
    expect(elsewhere()).toBe("ref=mail&q=lamp&tags=sale");
    expect(window.history.length).toBe(length + 2);
    // Next's own state stays in the entry, so Back and Forward stay Next's.
    expect(window.history.state).toMatchObject({ __NA: true });
  });

  it("follows Back and Forward", async () => {
    mount();
    fireEvent.click(screen.getByText("sale"));
    await settle();
    expect(screen.getByTestId("tags").textContent).toBe("sale");
    act(() => {
      window.history.replaceState(window.history.state, "", "/gear");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByTestId("tags").textContent).toBe("");
  });

  it("historySearchParams() instead: Next does not follow its replacing writes", async () => {
    mount(historySearchParams());
    // The search starts with a pushed entry, which Next follows; typing on replaces it.
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "la" } });
    await settle();
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await settle();
    expect(window.location.search).toBe("?q=lamp");
    expect(elsewhere()).toBe("q=la");
  });
});
