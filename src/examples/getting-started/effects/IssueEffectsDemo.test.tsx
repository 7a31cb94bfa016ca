// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import IssueEffectsDemo from "./IssueEffectsDemo";

afterEach(cleanup);

function count() {
  return screen.getByText(/ of 12 issues$/).textContent;
}

function logLines() {
  return within(screen.getByRole("list", { name: "Change events" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("IssueEffectsDemo", () => {
  it("makes Mine and Unassigned exclusive", () => {
    render(<IssueEffectsDemo />);
    const mine = screen.getByRole("switch", { name: "Mine" });
    const unassigned = screen.getByRole("switch", { name: "Unassigned" });
    fireEvent.click(mine);
    expect(count()).toBe("4 of 12 issues");
    fireEvent.click(unassigned);
    expect(mine).toHaveProperty("checked", false);
    expect(unassigned).toHaveProperty("checked", true);
    expect(count()).toBe("4 of 12 issues");
  });

  it("logs only the visitor's change, not the effect's", () => {
    render(<IssueEffectsDemo />);
    fireEvent.click(screen.getByRole("switch", { name: "Mine" }));
    fireEvent.click(screen.getByRole("switch", { name: "Unassigned" }));
    expect(logLines()).toEqual(["setFilter unassigned → true", "setFilter mine → true"]);
  });

  it("turns the search term urgent into the priority filter", () => {
    render(<IssueEffectsDemo />);
    const search = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(search, { target: { value: "urgent" } });
    expect(search).toHaveProperty("value", "");
    expect(screen.getByRole("combobox", { name: "Priority" })).toHaveProperty("value", "urgent");
    expect(count()).toBe("2 of 12 issues");
    expect(logLines()).toEqual(['setSearchTerm → "urgent"']);
  });

  it("leaves other search terms alone", () => {
    render(<IssueEffectsDemo />);
    const search = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(search, { target: { value: "urg" } });
    expect(search).toHaveProperty("value", "urg");
    expect(screen.getByRole("combobox", { name: "Priority" })).toHaveProperty("value", "");
  });
});
