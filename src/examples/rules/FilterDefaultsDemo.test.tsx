// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import FilterDefaultsDemo from "./FilterDefaultsDemo";

afterEach(cleanup);

function row(ruleId: string) {
  return screen.getByRole("rowheader", { name: ruleId }).parentElement?.textContent;
}

describe("FilterDefaultsDemo", () => {
  it("starts from both defaults: in-stock lighting", () => {
    render(<FilterDefaultsDemo />);
    expect(screen.getByText("5 of 40 items")).toBeDefined();
    expect(row("availability")).toBe('availability"in-stock"yesnot set');
    expect(row("category")).toBe('category"Lighting"yesnot set');
    expect(screen.getByRole("option", { name: "Lighting (5)" })).toBeDefined();
  });

  it("snaps the required filter back to its default when cleared", () => {
    render(<FilterDefaultsDemo />);
    fireEvent.change(screen.getByLabelText("Availability"), { target: { value: "" } });
    expect((screen.getByLabelText("Availability") as HTMLSelectElement).value).toBe("in-stock");
    expect(row("availability")).toBe('availability"in-stock"yesnot set');
  });

  it("turns the optional filter off when cleared, and back to its default on reset", () => {
    render(<FilterDefaultsDemo />);
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "" } });
    expect(row("category")).toBe("categoryundefinednonull");
    expect(screen.getByText("33 of 40 items")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    expect(row("category")).toBe('category"Lighting"yesnot set');
  });

  it("counts each option with the other filter kept", () => {
    render(<FilterDefaultsDemo />);
    fireEvent.change(screen.getByLabelText("Availability"), {
      target: { value: "out-of-stock" },
    });
    expect(screen.getByText("1 of 40 items")).toBeDefined();
    expect(screen.getByRole("option", { name: "Lighting (1)" })).toBeDefined();
  });
});
