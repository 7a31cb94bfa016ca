// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import PagerDemo from "./PagerDemo";

afterEach(cleanup);

const status = () => screen.getByText(/^Showing/).textContent;
const current = () => document.querySelector(".pager__status")?.textContent;

describe("PagerDemo", () => {
  it("shows the first ten of 20,000", () => {
    render(<PagerDemo />);
    expect(status()).toBe("Showing 1–10 of 20,000 items");
    expect(current()).toBe("Page 1 of 2,000");
    expect(screen.getAllByRole("row")).toHaveLength(11);
  });

  it("moves with the pager buttons", () => {
    render(<PagerDemo />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(status()).toBe("Showing 11–20 of 20,000 items");
    expect(current()).toBe("Page 2 of 2,000");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(status()).toBe("Showing 1–10 of 20,000 items");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous" }).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Go to page"), { target: { value: "2000" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(status()).toBe("Showing 19,991–20,000 of 20,000 items");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(true);
  });

  it("jumps to a page and changes the page size", () => {
    render(<PagerDemo />);
    fireEvent.change(screen.getByLabelText("Go to page"), { target: { value: "150" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(status()).toBe("Showing 1,491–1,500 of 20,000 items");
    fireEvent.change(screen.getByLabelText("Per page"), { target: { value: "50" } });
    expect(status()).toBe("Showing 1–50 of 20,000 items");
    expect(screen.getByLabelText<HTMLInputElement>("Go to page").value).toBe("1");
  });

  it("lets the finder clamp a page past the end: the jump box has no max for a browser to refuse", () => {
    render(<PagerDemo />);
    const jump = screen.getByLabelText<HTMLInputElement>("Go to page");
    expect(jump.hasAttribute("max")).toBe(false);
    fireEvent.change(jump, { target: { value: "9999" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(status()).toBe("Showing 19,991–20,000 of 20,000 items");
    expect(current()).toBe("Page 2,000 of 2,000");
    expect(jump.value).toBe("2000");
  });

  it("counts the matches, not the items, while searching", () => {
    render(<PagerDemo />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "SKU-0199" } });
    expect(status()).toMatch(/^Showing 1–10 of [\d,]+ items$/);
    expect(status()).not.toContain("20,000");
  });
});
