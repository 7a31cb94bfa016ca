// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import PriceBandDemo from "./PriceBandDemo";

afterEach(cleanup);

function panel(legend: string) {
  return within(screen.getByRole("group", { name: legend }).parentElement as HTMLElement);
}

describe("PriceBandDemo", () => {
  it("applies one band at a time with the radios", () => {
    render(<PriceBandDemo />);
    const single = panel("One band (single filter)");
    expect(single.getByText("40 of 40 items")).toBeDefined();
    fireEvent.click(single.getByRole("radio", { name: "Under $50" }));
    expect(single.getByText("15 of 40 items")).toBeDefined();
    expect(single.getByText('"under-50"')).toBeDefined();
    fireEvent.click(single.getByRole("radio", { name: "$150 and up" }));
    expect(single.getByText("10 of 40 items")).toBeDefined();
    fireEvent.click(single.getByRole("radio", { name: "Any price" }));
    expect(single.getByText("40 of 40 items")).toBeDefined();
  });

  it("passes items in any checked band with the multiple copy", () => {
    render(<PriceBandDemo />);
    const multiple = panel("Any of several bands (multiple filter)");
    fireEvent.click(multiple.getByRole("checkbox", { name: "Under $50" }));
    fireEvent.click(multiple.getByRole("checkbox", { name: "$150 and up" }));
    expect(multiple.getByText("25 of 40 items")).toBeDefined();
    expect(multiple.getByText('["under-50","150-up"]')).toBeDefined();
    // The two finders are independent.
    expect(panel("One band (single filter)").getByText("40 of 40 items")).toBeDefined();
  });
});
