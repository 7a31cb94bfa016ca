// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import TypeaheadDemo from "./TypeaheadDemo";

afterEach(cleanup);

const input = () => screen.getByRole("combobox", { name: "Search the gear shop" });

describe("TypeaheadDemo", () => {
  it("previews at most five suggestions without changing the results", () => {
    render(<TypeaheadDemo />);
    fireEvent.change(input(), { target: { value: "a" } });
    expect(screen.getAllByRole("option")).toHaveLength(5);
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/^40 of 40 items$/)).toBeTruthy();
  });

  it("highlights the matched letters in each suggestion", () => {
    render(<TypeaheadDemo />);
    fireEvent.change(input(), { target: { value: "lamp" } });
    const first = screen.getAllByRole("option")[0];
    expect(first?.querySelector("mark")?.textContent?.toLowerCase()).toBe("lamp");
  });

  it("commits the draft on Enter", () => {
    render(<TypeaheadDemo />);
    fireEvent.change(input(), { target: { value: "lamp" } });
    expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(screen.getByText(/^\d+ of 40 items match “lamp”$/)).toBeTruthy();
    // The suggestions close: none is left visible.
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(
      screen
        .queryAllByRole("option", { hidden: true })
        .filter((option) => !option.closest("[hidden]")),
    ).toEqual([]);
  });

  it("commits the highlighted suggestion with the arrow keys and Enter", () => {
    render(<TypeaheadDemo />);
    fireEvent.change(input(), { target: { value: "lamp" } });
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    const active = screen.getAllByRole("option")[0];
    expect(active?.getAttribute("aria-selected")).toBe("true");
    expect(input().getAttribute("aria-activedescendant")).toBe(active?.id);
    const name = active?.firstChild?.parentElement?.textContent ?? "";
    fireEvent.keyDown(input(), { key: "Enter" });
    expect((input() as HTMLInputElement).value.length).toBeGreaterThan(0);
    expect(name.startsWith((input() as HTMLInputElement).value)).toBe(true);
    expect(screen.getByText(/^1 of 40 items match “/)).toBeTruthy();
  });
});
