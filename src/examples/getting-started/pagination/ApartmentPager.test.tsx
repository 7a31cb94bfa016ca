// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import ApartmentPager from "./ApartmentPager";

afterEach(cleanup);

function summary() {
  return screen.getByText(/ apartments$/).textContent;
}

function pageButtons() {
  return screen.getAllByRole("button", { name: /^Page \d+$/ });
}

describe("ApartmentPager", () => {
  it("shows the first five of 24 apartments on page 1 of 5", () => {
    render(<ApartmentPager />);
    expect(summary()).toBe("Showing 1–5 of 24 apartments");
    expect(pageButtons()).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("moves to the next page", () => {
    render(<ApartmentPager />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(summary()).toBe("Showing 6–10 of 24 apartments");
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("returns to page 1 and shrinks the last page when a filter changes", () => {
    render(<ApartmentPager />);
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(summary()).toBe("Showing 11–15 of 24 apartments");
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    expect(summary()).toBe("Showing 1–5 of 15 apartments");
    expect(pageButtons()).toHaveLength(3);
  });

  it("changes the page size", () => {
    render(<ApartmentPager />);
    fireEvent.change(screen.getByRole("combobox", { name: "Per page" }), {
      target: { value: "10" },
    });
    expect(summary()).toBe("Showing 1–10 of 24 apartments");
    expect(pageButtons()).toHaveLength(3);
  });

  it("shows the remainder on the last page", () => {
    render(<ApartmentPager />);
    fireEvent.change(screen.getByRole("combobox", { name: "Neighbourhood" }), {
      target: { value: "Harbour" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(summary()).toBe("Showing 6–7 of 7 apartments");
    expect(screen.getByRole("list", { name: "Apartments" }).children).toHaveLength(2);
  });

  it("says how many match of how many there are while one page holds every match", () => {
    render(<ApartmentPager />);
    fireEvent.change(screen.getByRole("combobox", { name: "Neighbourhood" }), {
      target: { value: "Harbour" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Per page" }), {
      target: { value: "10" },
    });
    expect(summary()).toBe("7 of 24 apartments");
  });
});
