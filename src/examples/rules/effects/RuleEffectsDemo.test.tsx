// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import RuleEffectsDemo from "./RuleEffectsDemo";

afterEach(cleanup);

const status = () => screen.getByText(/· sorted by/).textContent;
const select = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("combobox", { name }), { target: { value } });

describe("RuleEffectsDemo", () => {
  it("starts sorted by the newest issue", () => {
    render(<RuleEffectsDemo />);
    expect(status()).toBe("12 of 12 issues · sorted by Created descending");
    expect(screen.getAllByRole("listitem")[0]?.textContent).toContain("FIN-112");
  });

  it("keeps Mine and Unassigned exclusive in both directions", () => {
    render(<RuleEffectsDemo />);
    const mine = screen.getByRole("switch", { name: "Mine" });
    const unassigned = screen.getByRole("switch", { name: "Unassigned" });
    fireEvent.click(mine);
    fireEvent.click(unassigned);
    expect([mine, unassigned].map((input) => (input as HTMLInputElement).checked)).toEqual([
      false,
      true,
    ]);
    fireEvent.click(mine);
    expect([mine, unassigned].map((input) => (input as HTMLInputElement).checked)).toEqual([
      true,
      false,
    ]);
    expect(status()).toMatch(/^4 of 12 issues/);
  });

  it("resets the sort when the grouping changes", () => {
    render(<RuleEffectsDemo />);
    select("Sort by", "title");
    fireEvent.click(screen.getByRole("button", { name: /^(↑ Ascending|↓ Descending)$/ }));
    expect(status()).toBe("12 of 12 issues · sorted by Title descending");
    select("Group by", "status");
    expect(status()).toBe("12 of 12 issues · sorted by Created descending");
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "closed",
      "in-progress",
      "open",
    ]);
  });

  it("leaves the sort alone when grouping is turned off", () => {
    render(<RuleEffectsDemo />);
    select("Group by", "status");
    select("Sort by", "title");
    select("Group by", "");
    expect(status()).toBe("12 of 12 issues · sorted by Title ascending");
  });
});
