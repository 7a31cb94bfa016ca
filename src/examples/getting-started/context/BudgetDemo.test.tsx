// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import BudgetDemo from "./BudgetDemo";

afterEach(cleanup);

function groupHeadings() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

describe("BudgetDemo", () => {
  it("groups the shop around a $150 budget with Over budget last", () => {
    render(<BudgetDemo />);
    expect(document.querySelector("output")?.textContent).toBe("$150.00");
    expect(groupHeadings()).toEqual(["Within budget (30)", "Over budget (10)"]);
  });

  it("regroups live when the budget moves", () => {
    render(<BudgetDemo />);
    fireEvent.change(screen.getByLabelText("Budget"), { target: { value: "50" } });
    expect(groupHeadings()).toEqual(["Within budget (15)", "Over budget (25)"]);
  });

  it("keeps Over budget as the last group even when its items sort first", () => {
    render(<BudgetDemo />);
    // Closest to a $110 budget comes a $119 item (over budget), so "Over budget" has the first
    // item; the sticky footer still puts it last.
    fireEvent.change(screen.getByLabelText("Budget"), { target: { value: "110" } });
    const [within, over] = screen.getAllByRole("region");
    expect(over?.querySelector("li")?.textContent).toBe("Featherlite Tarp: $119.00");
    expect(within?.querySelector("li")?.textContent).toBe("Junior Explorer Tent: $89.00");
    expect(groupHeadings()).toEqual(["Within budget (25)", "Over budget (15)"]);
  });

  it("hides items over budget with the context-aware filter", () => {
    render(<BudgetDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide items over budget" }));
    expect(groupHeadings()).toEqual(["Within budget (30)"]);
    expect(screen.getByText("30 of 40 items")).toBeDefined();
  });
});
