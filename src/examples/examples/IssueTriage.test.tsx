// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { currentUser, issues } from "../data/issues";
import IssueTriage from "./IssueTriage";

afterEach(cleanup);

const status = () => screen.getByText(/ selected$/).textContent;
const log = () =>
  within(screen.getByRole("log"))
    .getAllByRole("listitem")
    .map((entry) => entry.textContent);

describe("IssueTriage", () => {
  it("lists every issue, most urgent first", () => {
    render(<IssueTriage />);
    expect(status()).toBe("12 of 12 issues · 0 selected");
    const first = within(screen.getByRole("list", { name: "Issues" })).getAllByRole("listitem")[0];
    expect(first?.textContent).toContain("urgent");
  });

  it("keeps the two assignee filters exclusive, logging only the user's change", () => {
    render(<IssueTriage />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Unassigned" }));
    const unassigned = issues.filter((issue) => issue.assignee === null).length;
    expect(status()).toBe(`${unassigned} of 12 issues · 0 selected`);
    fireEvent.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
    expect(screen.getByRole("checkbox", { name: "Unassigned" })).toHaveProperty("checked", false);
    const mine = issues.filter((issue) => issue.assignee === currentUser).length;
    expect(status()).toBe(`${mine} of 12 issues · 0 selected`);
    expect(log()).toEqual(["setFilter · mine → true", "setFilter · unassigned → true"]);
  });

  it("applies a bulk action to the selection and logs setItems", () => {
    render(<IssueTriage />);
    fireEvent.click(screen.getByRole("radio", { name: "open" }));
    const open = issues.filter((issue) => issue.status === "open").length;
    expect(status()).toBe(`${open} of 12 issues · 0 selected`);
    fireEvent.click(screen.getByRole("button", { name: "Select all shown" }));
    expect(status()).toBe(`${open} of 12 issues · ${open} selected`);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(status()).toBe("0 of 12 issues · 0 selected");
    expect(screen.getByText("No issues match these filters.")).toBeDefined();
    expect(log()[0]).toBe("setItems · bulk action applied");
  });
});
