// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import * as core from "@finderjs/react";
import type { FinderCore } from "@finderjs/react";
import type { Apartment } from "../data/apartments";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import ApartmentSavedSearches from "./ApartmentSavedSearches";

afterEach(cleanup);

const summary = () => screen.getByText(/ apartments$/).textContent;
const pageButtons = () => screen.getAllByRole("button", { name: /^Page \d+$/ });
const currentPage = () =>
  pageButtons().find((button) => button.getAttribute("aria-current") === "page")?.textContent;
const sortSelect = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" });
const petsBox = () => screen.getByRole<HTMLInputElement>("checkbox", { name: "Pets allowed" });

describe("ApartmentSavedSearches", () => {
  it("shows the first five of 24 apartments on page 1 of 5", () => {
    render(<ApartmentSavedSearches />);
    expect(summary()).toBe("Showing 1–5 of 24 apartments");
    expect(pageButtons()).toHaveLength(5);
    expect(currentPage()).toBe("1");
    expect(screen.getByRole("list", { name: "Apartments" }).children).toHaveLength(5);
  });

  it("turns pages and changes the page size", () => {
    render(<ApartmentSavedSearches />);
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(summary()).toBe("Showing 6–10 of 24 apartments");
    expect(currentPage()).toBe("2");
    fireEvent.change(screen.getByRole("combobox", { name: "Per page" }), {
      target: { value: "10" },
    });
    expect(summary()).toBe("Showing 1–10 of 24 apartments");
    expect(pageButtons()).toHaveLength(3);
  });

  it("says how many match of how many there are while one page holds every match", () => {
    render(<ApartmentSavedSearches />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "harbour" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Per page" }), {
      target: { value: "10" },
    });
    expect(summary()).toBe("7 of 24 apartments");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "zzzz" },
    });
    expect(summary()).toBe("0 of 24 apartments");
  });

  it("saves the whole state and restores it from the list of saved searches", () => {
    render(<ApartmentSavedSearches />);
    fireEvent.click(petsBox());
    fireEvent.change(sortSelect(), { target: { value: "availableFrom" } });
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(summary()).toBe("Showing 6–10 of 15 apartments");
    fireEvent.click(screen.getByRole("button", { name: "Save this search" }));
    expect(screen.getByText(/^Saved “/).textContent).toBe(
      "Saved “Pets allowed · Move-in date ↑ · page 2”.",
    );

    // Change everything the snapshot holds.
    fireEvent.click(petsBox());
    fireEvent.change(sortSelect(), { target: { value: "size" } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "harbour" },
    });
    expect(summary()).toBe("Showing 1–5 of 7 apartments");

    const restore = screen.getByRole("button", {
      name: "Restore “Pets allowed · Move-in date ↑ · page 2”",
    });
    restore.focus();
    fireEvent.click(restore);
    expect(summary()).toBe("Showing 6–10 of 15 apartments");
    expect(currentPage()).toBe("2");
    expect(petsBox().checked).toBe(true);
    expect(sortSelect().value).toBe("availableFrom");
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("");
    // The saved searches sit outside <Finder>, so the focus stays put.
    expect(document.activeElement).toBe(restore);
    expect(screen.getByText(/^Restored “/)).toBeDefined();
  });

  it("saves a state once, keeps working after a restore, and removes a saved search", () => {
    render(<ApartmentSavedSearches />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Studio" }));
    fireEvent.click(screen.getByRole("button", { name: "Save this search" }));
    fireEvent.click(screen.getByRole("button", { name: "Save this search" }));
    expect(screen.getAllByRole("button", { name: /^Restore/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("checkbox", { name: "Studio" }));
    fireEvent.click(screen.getByRole("button", { name: /^Restore “Studio/ }));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Studio" }).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "1 bedroom" }));
    expect(summary()).toMatch(/^Showing 1–5 of \d+ apartments$/);
    fireEvent.click(screen.getByRole("button", { name: /^Remove “Studio/ }));
    expect(screen.queryByRole("button", { name: /^Restore/ })).toBeNull();
  });

  it("a saved search is the query toSearchParams writes, and restoring it applies it to the live finder", () => {
    const spy = vi.spyOn(core, "applySearchParams");
    render(<ApartmentSavedSearches />);
    fireEvent.click(petsBox());
    fireEvent.change(sortSelect(), { target: { value: "availableFrom" } });
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Save this search" }));
    fireEvent.click(screen.getByRole("button", { name: /^Restore/ }));
    expect(spy).toHaveBeenCalledTimes(1);
    const [instance, query] = spy.mock.calls[0] ?? [];
    const finder = instance as FinderCore<Apartment>;
    expect(query).toBe("sort=availableFrom&page=2&petsAllowed=true");
    // A query saved before a rule was renamed keeps what is still valid.
    act(() => {
      core.applySearchParams(finder, "sort=availableFrom&pets=true", {
        defaults: { numItemsPerPage: 5 },
      });
    });
    expect(sortSelect().value).toBe("availableFrom");
    spy.mockRestore();
  });
});
