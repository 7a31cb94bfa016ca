// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import GearShopFinder from "./GearShopFinder";

afterEach(cleanup);

function readout() {
  return screen.getByText(/ of 40 items/).closest("p")?.textContent;
}

describe("GearShopFinder", () => {
  it("shows the first 12 of 40 items sorted by name, then more on request", () => {
    render(<GearShopFinder />);
    expect(readout()).toBe("40 of 40 items");
    const cards = () => within(screen.getByRole("list", { name: "Gear" })).getAllByRole("listitem");
    expect(cards()).toHaveLength(12);
    expect(cards()[0]?.textContent).toMatch(/^Air Pad Pro/);
    fireEvent.click(screen.getByRole("button", { name: "Show more (12 of 40 shown)" }));
    expect(cards()).toHaveLength(24);
  });

  it("finds an accented name without the accent and highlights it", () => {
    render(<GearShopFinder />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search gear" }), {
      target: { value: "cafe" },
    });
    expect(readout()).toBe("1 of 40 items");
    expect(screen.getByRole("list", { name: "Gear" }).querySelector("mark")?.textContent).toBe(
      "Café",
    );
  });

  it("matches whole terms and word initials, not letters scattered in order", () => {
    render(<GearShopFinder />);
    const box = screen.getByRole("searchbox", { name: "Search gear" });
    fireEvent.change(box, { target: { value: "tent" } });
    const names = () =>
      within(screen.getByRole("list", { name: "Gear" }))
        .getAllByRole("listitem")
        .map((card) => card.querySelector("strong")?.textContent);
    expect(names().length).toBeGreaterThan(0);
    expect(names().every((name) => /tent/i.test(name ?? ""))).toBe(true);
    expect(names()).not.toContain("Camp Kitchen Set");
    fireEvent.change(box, { target: { value: "prs" } });
    expect(readout()).not.toBe("0 of 40 items");
    expect(names().length).toBeGreaterThan(0);
  });

  it("disables the categories that would match nothing, and keeps a ticked one clickable", () => {
    render(<GearShopFinder />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search gear" }), {
      target: { value: "cafe" },
    });
    const boxes = screen.getAllByRole("checkbox", { name: /\(\d+\)$/ }) as HTMLInputElement[];
    const zero = boxes.filter((box) => box.labels?.[0]?.textContent?.endsWith("(0)"));
    expect(zero.length).toBeGreaterThan(0);
    expect(zero.every((box) => box.disabled)).toBe(true);
    const cooking = screen.getByRole("checkbox", { name: "Cooking (1)" }) as HTMLInputElement;
    expect(cooking.disabled).toBe(false);
    fireEvent.click(cooking);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search gear" }), {
      target: { value: "no such gear" },
    });
    const ticked = screen.getByRole("checkbox", { name: "Cooking (0)" }) as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    expect(ticked.disabled).toBe(false);
  });

  it("counts each category with the other filters in force", () => {
    render(<GearShopFinder />);
    expect(screen.getByRole("checkbox", { name: "Cooking (6)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "In stock only" }));
    expect(readout()).toBe("33 of 40 items");
    fireEvent.click(screen.getByRole("checkbox", { name: "Cooking (5)" }));
    expect(readout()).toBe("5 of 40 items");
  });

  it("sorts by price in both directions", () => {
    render(<GearShopFinder />);
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "price" },
    });
    const first = () =>
      within(screen.getByRole("list", { name: "Gear" })).getAllByRole("listitem")[0]?.textContent;
    expect(first()).toMatch(/^Glow Stick 10-Pack/);
    fireEvent.click(screen.getByRole("button", { name: "↑ Ascending" }));
    expect(first()).toMatch(/^Basecamp Dome 4/);
  });

  it("groups the matches by category", () => {
    render(<GearShopFinder />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Group by category" }));
    expect(readout()).toBe("40 of 40 items · grouped by category");
    // The first page (12 items by name) is grouped; groups are ordered by name.
    const headings = screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(["Clothing", "Cooking", "Lighting", "Packs", "Shelter", "Sleep"]);
    expect(
      within(screen.getByRole("list", { name: "Packs" })).getAllByRole("listitem"),
    ).toHaveLength(3);
  });
});
