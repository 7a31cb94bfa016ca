// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { gearShop } from "../data/gearShop";
import Storefront from "./Storefront";

afterEach(cleanup);

const summary = () => screen.getByText(/ of 40 products$|Loading products/).textContent;
const search = (value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: /Search products/ }), {
    target: { value },
  });

describe("Storefront", () => {
  it("starts with every product, best rated first", () => {
    render(<Storefront />);
    expect(summary()).toBe("40 of 40 products");
    const rated = gearShop.filter((item) => item.rating !== null);
    const best = rated.reduce((top, item) => ((item.rating ?? 0) > (top.rating ?? 0) ? item : top));
    expect(screen.getAllByRole("listitem")[0]?.textContent).toContain(best.name);
  });

  it("searches as the visitor types and shows a removable chip", () => {
    render(<Storefront />);
    search("cafe");
    expect(summary()).not.toBe("40 of 40 products");
    expect(screen.getByText("Café", { selector: "mark" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Remove “cafe”" }));
    expect(summary()).toBe("40 of 40 products");
  });

  it("matches whole terms and word initials, not letters scattered in order", () => {
    render(<Storefront />);
    search("tent");
    expect(screen.queryByText(/Camp Kitchen Set/)).toBeNull();
    const marks = [...document.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((text) => text?.toLowerCase() === "tent")).toBe(true);
    search("prs");
    expect(summary()).not.toMatch(/^0 /);
  });

  it("offers no category that would leave nothing, but keeps the chosen one", () => {
    render(<Storefront />);
    const select = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "Shelter" } });
    search("lamp");
    const options = [...select.options].slice(1);
    const empty = options.filter((option) => option.textContent?.endsWith("(0)"));
    expect(empty.length).toBeGreaterThan(0);
    for (const option of empty) expect(option.disabled).toBe(option.value !== "Shelter");
    for (const option of options.filter((option) => !empty.includes(option)))
      expect(option.disabled).toBe(false);
  });

  it("combines single, multiple and boolean filters with live counts", () => {
    render(<Storefront />);
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), {
      target: { value: "Shelter" },
    });
    const shelter = gearShop.filter((item) => item.category === "Shelter");
    expect(summary()).toBe(`${shelter.length} of 40 products`);
    fireEvent.click(screen.getByRole("checkbox", { name: /In stock only/ }));
    const inStock = shelter.filter((item) => item.inStock);
    expect(summary()).toBe(`${inStock.length} of 40 products`);
    const waterproof = inStock.filter((item) => item.tags.includes("waterproof")).length;
    expect(screen.getByRole("checkbox", { name: `waterproof (${waterproof})` })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(summary()).toBe("40 of 40 products");
  });

  it("groups by brand and keeps a cart in context", () => {
    render(<Storefront />);
    fireEvent.change(screen.getByRole("combobox", { name: "Group by" }), {
      target: { value: "byBrand" },
    });
    const brands = new Set(gearShop.map((item) => item.brand));
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings) {
      expect(brands.has(heading.firstChild?.textContent?.trim() ?? "")).toBe(true);
    }
    const add = screen
      .getAllByRole("button", { name: /^(Add to cart|Add another \(\d+ in cart\)|Sold out) ?: / })
      .find((button) => !(button as HTMLButtonElement).disabled);
    fireEvent.click(add as HTMLElement);
    fireEvent.click(add as HTMLElement);
    expect(screen.getByText(/^Cart: 2 items/)).toBeDefined();
  });

  it("shows twelve products at a time and more on request", () => {
    render(<Storefront />);
    expect(
      screen.getAllByRole("button", {
        name: /^(Add to cart|Add another \(\d+ in cart\)|Sold out) ?: /,
      }),
    ).toHaveLength(12);
    fireEvent.click(screen.getByRole("button", { name: "Show more (12 of 40 shown)" }));
    expect(
      screen.getAllByRole("button", {
        name: /^(Add to cart|Add another \(\d+ in cart\)|Sold out) ?: /,
      }),
    ).toHaveLength(24);
  });

  it("shows the loading skeleton while simulating loading", () => {
    render(<Storefront />);
    fireEvent.click(screen.getByRole("switch", { name: "Simulate loading" }));
    expect(summary()).toBe("Loading products…");
    expect(screen.getByRole("list", { name: "Loading products" })).toBeDefined();
  });
});
