// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import ApartmentPreviews from "./ApartmentPreviews";

afterEach(cleanup);

// Queries by role and accessible name, the way a visitor (or a screen reader) finds controls.
const searchBox = () => screen.getByRole("searchbox", { name: "Search apartments" });
const resultCount = () => screen.getByText(/ of 24 apartments$/).textContent;

describe("ApartmentPreviews", () => {
  it("lists every apartment at first", () => {
    render(<ApartmentPreviews />);
    expect(resultCount()).toBe("24 of 24 apartments");
    expect(screen.getAllByRole("listitem")).toHaveLength(24);
  });

  it("counts each neighbourhood with the other filters applied", () => {
    render(<ApartmentPreviews />);
    expect(screen.getByRole("radio", { name: "Harbour (7)" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: /^Pets allowed/ }));
    expect(screen.getByRole("radio", { name: "Harbour (5)" })).toBeDefined();
  });

  it("shows what a chip would do before it is pressed", () => {
    render(<ApartmentPreviews />);
    const chip = screen.getByRole("button", { name: "Pets allowed (add: 15)" });
    expect(chip.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(chip);
    expect(resultCount()).toBe("15 of 24 apartments");
    expect(chip.getAttribute("aria-pressed")).toBe("true");
    expect(chip.textContent).toBe("Pets allowed (remove: 24)");
  });

  it("disables a chip that would leave no apartments, and never a pressed one", () => {
    render(<ApartmentPreviews />);
    fireEvent.click(screen.getByRole("button", { name: /^Pets allowed/ }));
    fireEvent.change(searchBox(), { target: { value: "zzz" } });
    const balcony = screen.getByRole("button", { name: "Balcony (add: 0)" });
    expect(balcony).toHaveProperty("disabled", true);
    const pets = screen.getByRole("button", { name: /^Pets allowed \(remove/ });
    expect(pets).toHaveProperty("disabled", false);
    fireEvent.change(searchBox(), { target: { value: "" } });
    expect(screen.getByRole("button", { name: /^Balcony \(add: [1-9]/ })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("previews the maximum rent and applies it only on click", () => {
    render(<ApartmentPreviews />);
    fireEvent.change(screen.getByLabelText("Maximum rent"), { target: { value: "1500" } });
    const apply = screen.getByRole("button", { name: "Apply (7 results)" });
    expect(resultCount()).toBe("24 of 24 apartments");
    fireEvent.click(apply);
    expect(resultCount()).toBe("7 of 24 apartments");
  });

  it("renders the noMatches slot and clears everything from it", () => {
    render(<ApartmentPreviews />);
    fireEvent.change(searchBox(), { target: { value: "zzz" } });
    expect(screen.getByText(/No apartments match/)).toBeDefined();
    expect(screen.queryByRole("list", { name: "Apartments" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(searchBox()).toHaveProperty("value", "");
    expect(resultCount()).toBe("24 of 24 apartments");
  });
});
