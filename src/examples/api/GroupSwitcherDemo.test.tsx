// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import GroupSwitcherDemo from "./GroupSwitcherDemo";

afterEach(cleanup);

const select = () => screen.getByLabelText<HTMLSelectElement>("Group by");
const direction = () => screen.getByRole<HTMLButtonElement>("button", { name: /^Groups:/ });
const headings = () =>
  screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.firstChild?.textContent);

describe("GroupSwitcherDemo", () => {
  it("starts grouped by category with the direction button disabled", () => {
    render(<GroupSwitcherDemo />);
    expect(select().value).toBe("category");
    expect(headings().length).toBe(6);
    expect(direction().disabled).toBe(true);
  });

  it("orders brands and flips them with the direction button", () => {
    render(<GroupSwitcherDemo />);
    fireEvent.change(select(), { target: { value: "brand" } });
    expect(direction().disabled).toBe(false);
    const ascending = headings();
    fireEvent.click(direction());
    expect(headings()).toEqual([...ascending].reverse());
  });

  it("ungroups with None", () => {
    render(<GroupSwitcherDemo />);
    fireEvent.change(select(), { target: { value: "" } });
    expect(headings()).toEqual([]);
    expect(screen.getByText(/not grouped/)).toBeTruthy();
  });

  it("puts an item with several tags in each of their groups", () => {
    render(<GroupSwitcherDemo />);
    fireEvent.change(select(), { target: { value: "tags" } });
    expect(direction().textContent).toContain("↓ Descending");
    expect(headings()).toContain("untagged");
  });
});
