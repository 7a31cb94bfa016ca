// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import GroupPagesDemo from "./GroupPagesDemo";

afterEach(cleanup);

function headings() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));

describe("GroupPagesDemo", () => {
  it("shows two whole categories a page, counting groups in the pager", () => {
    render(<GroupPagesDemo />);
    expect(headings()).toEqual(["Shelter 6", "Sleep 6"]);
    expect(screen.getByText("Showing 1–2 of 6 groups · 12 items")).toBeDefined();
    next();
    expect(headings()).toEqual(["Cooking 6", "Lighting 6"]);
    next();
    expect(headings()).toEqual(["Packs 7", "Clothing 9"]);
    expect(screen.getByText("Showing 5–6 of 6 groups · 16 items")).toBeDefined();
    expect(screen.getByText("Page 3 of 3")).toBeDefined();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("without whole groups, pages of 8 items cut Sleep in two", () => {
    render(<GroupPagesDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: /Whole groups/ }));
    expect(headings()).toEqual(["Shelter 6", "Sleep 2"]);
    expect(screen.getByText("Showing 1–8 of 40 items · 2 groups")).toBeDefined();
    next();
    expect(headings()).toEqual(["Sleep 4", "Cooking 4"]);
  });
});
