// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import HighlightStyles from "./HighlightStyles";

afterEach(cleanup);

describe("HighlightStyles", () => {
  it("highlights the initial term with mark", () => {
    render(<HighlightStyles />);
    expect(document.querySelectorAll("mark").length).toBeGreaterThan(0);
  });

  it("switches to strong, then to the custom underline component", () => {
    render(<HighlightStyles />);
    fireEvent.click(screen.getByRole("radio", { name: "bold" }));
    expect(document.querySelectorAll("mark")).toHaveLength(0);
    expect(document.querySelectorAll("li strong").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("radio", { name: "underline" }));
    expect(document.querySelectorAll("li strong")).toHaveLength(0);
    expect(document.querySelectorAll("[data-segment-index]").length).toBeGreaterThan(0);
  });

  it("renders plain text when the search term is cleared", () => {
    render(<HighlightStyles />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "" },
    });
    expect(document.querySelectorAll("mark")).toHaveLength(0);
    expect(screen.getByText(/Showing 1–6 of 40 items/)).toBeDefined();
  });

  it("marks each field on its own: a term that matches only the brand leaves the name unmarked", () => {
    render(<HighlightStyles />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "northpeak" },
    });
    const items = [...document.querySelectorAll("li")].filter((li) => li.querySelector("small"));
    expect(items.length).toBeGreaterThan(0);
    for (const li of items) {
      expect(li.querySelector("small mark")).not.toBeNull();
      expect(li.querySelector(":scope > mark")).toBeNull();
    }
  });
});
