// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import PipelineCountsDemo from "./PipelineCountsDemo";

afterEach(cleanup);

function stages() {
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

describe("PipelineCountsDemo", () => {
  it("shows the count after each stage", () => {
    render(<PipelineCountsDemo />);
    expect(stages()).toMatchInlineSnapshot(`
      [
        "Items: 40 items",
        "Search: 12 items match "trail"",
        "Filters: 12 items pass every active filter",
        "Sort: 12 items, reordered by Name (first: Café Pour-Over Kit)",
        "Paginate: 8 items on page 1 of 2",
        "Group: 6 groups",
      ]
    `);
  });

  it("narrows only the filter stage when a filter is added", () => {
    render(<PipelineCountsDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "In stock only" }));
    expect(stages()).toMatchInlineSnapshot(`
      [
        "Items: 40 items",
        "Search: 12 items match "trail"",
        "Filters: 11 items pass every active filter",
        "Sort: 11 items, reordered by Name (first: Café Pour-Over Kit)",
        "Paginate: 8 items on page 1 of 2",
        "Group: 6 groups",
      ]
    `);
  });

  it("changes only the page and the groups when paging", () => {
    render(<PipelineCountsDemo />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(stages()).toMatchInlineSnapshot(`
      [
        "Items: 40 items",
        "Search: 12 items match "trail"",
        "Filters: 12 items pass every active filter",
        "Sort: 12 items, reordered by Name (first: Café Pour-Over Kit)",
        "Paginate: 4 items on page 2 of 2",
        "Group: 3 groups",
      ]
    `);
  });

  it("shows a flat list when grouping is off", () => {
    render(<PipelineCountsDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Group by category" }));
    expect(stages().at(-1)).toBe("Group: not grouped (flat list)");
  });
});
