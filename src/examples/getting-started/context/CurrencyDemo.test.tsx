// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import CurrencyDemo from "./CurrencyDemo";

afterEach(cleanup);

function prices() {
  return within(screen.getByRole("list", { name: "Gear" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("CurrencyDemo", () => {
  it("starts in dollars with the 150-and-more band selected", () => {
    render(<CurrencyDemo />);
    expect(screen.getByRole("radio", { name: "$150.00 and more (10)" })).toHaveProperty(
      "checked",
      true,
    );
    expect(prices()[0]).toBe("Fastpack 28: $159.00");
  });

  it("relabels prices and generated options when the context switches to euros", () => {
    render(<CurrencyDemo />);
    fireEvent.click(screen.getByRole("radio", { name: "EUR" }));
    expect(prices()[0]).toBe("Fastpack 28: €143.10");
    expect(screen.getByRole("radio", { name: "Under €45.00 (15)" })).toBeDefined();
    // The selected option keeps its value across the relabelling.
    expect(screen.getByRole("radio", { name: "€135.00 and more (10)" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("filters by another band", () => {
    render(<CurrencyDemo />);
    fireEvent.click(screen.getByRole("radio", { name: /^Under \$50\.00/ }));
    expect(screen.getByText(/of 40 items$/).textContent).toBe("15 of 40 items");
  });
});
