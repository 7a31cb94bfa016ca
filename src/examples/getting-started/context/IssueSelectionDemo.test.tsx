// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import IssueSelectionDemo from "./IssueSelectionDemo";

afterEach(cleanup);

function status() {
  return screen.getByText(/ selected/).textContent;
}

function setStatus(value: string) {
  fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value } });
}

describe("IssueSelectionDemo", () => {
  it("selects every matching issue", () => {
    render(<IssueSelectionDemo />);
    setStatus("closed");
    fireEvent.click(screen.getByRole("button", { name: "Select all matching" }));
    expect(status()).toBe("3 of 12 issues · 3 selected");
  });

  it("keeps the selection when a filter hides selected issues", () => {
    render(<IssueSelectionDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: /FIN-101/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /FIN-105/ }));
    setStatus("closed");
    expect(status()).toBe("3 of 12 issues · 2 selected (1 hidden by the filter)");
    expect(screen.getByRole("checkbox", { name: /FIN-105/ })).toHaveProperty("checked", true);
    setStatus("");
    expect(screen.getByRole("checkbox", { name: /FIN-101/ })).toHaveProperty("checked", true);
  });

  it("closes the selected issues with a new items array", () => {
    render(<IssueSelectionDemo />);
    setStatus("open");
    expect(status()).toBe("6 of 12 issues · 0 selected");
    fireEvent.click(screen.getByRole("checkbox", { name: /FIN-103/ }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(status()).toBe("5 of 12 issues · 0 selected");
    expect(screen.queryByRole("checkbox", { name: /FIN-103/ })).toBeNull();
  });

  it("assigns the selected issues to the current user", () => {
    render(<IssueSelectionDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: /FIN-103/ }));
    fireEvent.click(screen.getByRole("button", { name: "Assign to me" }));
    const row = screen.getByRole("checkbox", { name: /FIN-103/ }).closest("li");
    expect(within(row as HTMLElement).getByText("ana")).toBeDefined();
  });
});
