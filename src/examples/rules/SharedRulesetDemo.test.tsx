// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import SharedRulesetDemo from "./SharedRulesetDemo";

afterEach(cleanup);

const left = () => within(screen.getByRole("region", { name: "Left list" }));
const right = () => within(screen.getByRole("region", { name: "Right list" }));

function firstItem(list: ReturnType<typeof left>) {
  return list.getAllByRole("listitem")[0]?.textContent;
}

describe("SharedRulesetDemo", () => {
  it("starts each list with its own sort", () => {
    render(<SharedRulesetDemo />);
    expect(firstItem(left())).toBe("Glow Stick 10-Pack: $12.00");
    expect(firstItem(right())).toBe("Down Cocoon -10: $389.00, rated 4.8");
  });

  it("keeps search and filters independent between the two lists", () => {
    render(<SharedRulesetDemo />);
    fireEvent.change(left().getByLabelText("Search"), { target: { value: "lamp" } });
    fireEvent.click(right().getByRole("checkbox", { name: "In stock only" }));
    expect(left().getByText("2 of 40 items")).toBeDefined();
    expect(right().getByText("33 of 40 items")).toBeDefined();
    expect((right().getByLabelText("Search") as HTMLInputElement).value).toBe("");
    expect(left().getByRole("checkbox", { name: "In stock only" })).toHaveProperty(
      "checked",
      false,
    );
  });
});
