// @vitest-environment happy-dom
// The claim of "Controlling the page from outside" on docs/getting-started/pagination.mdx about
// <Finder searchParams={historySearchParams()}>: page=2 only past the first page, one history
// entry per page, and the address read again on Back and on reload.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Finder, historySearchParams, sortByRule, useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";

const rules = [sortByRule({ id: "rent", sortFn: (apartment: Apartment) => apartment.rent })];

function Pager() {
  const { pagination } = useFinder<Apartment>();
  return (
    <>
      <output>{pagination.page}</output>
      <button onClick={() => pagination.setPage(pagination.page + 1)}>next</button>
    </>
  );
}

const list = () => (
  <Finder items={apartments} rules={rules} numItemsPerPage={5} searchParams={historySearchParams()}>
    <Pager />
  </Finder>
);
const settle = () => act(() => vi.runAllTimers());
const page = () => screen.getByRole("status").textContent;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/list");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the page in the address", () => {
  it("page=2 is written past the first page, one history entry per page", async () => {
    render(list());
    expect(window.location.search).toBe("");
    const start = window.history.length;
    fireEvent.click(screen.getByText("next"));
    await settle();
    expect(window.location.search).toBe("?page=2");
    fireEvent.click(screen.getByText("next"));
    await settle();
    expect(window.location.search).toBe("?page=3");
    expect(window.history.length).toBe(start + 2);
  });

  it("Back returns to the previous page, and a reload reads the address", async () => {
    render(list());
    fireEvent.click(screen.getByText("next"));
    await settle();
    fireEvent.click(screen.getByText("next"));
    await settle();
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.search).toBe("?page=2"));
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(page()).toBe("2");
    cleanup();
    render(list());
    expect(page()).toBe("2");
  });
});
