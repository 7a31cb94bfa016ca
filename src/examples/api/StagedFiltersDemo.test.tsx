// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import StagedFiltersDemo from "./StagedFiltersDemo";
import { gearShop } from "../data/gearShop";

afterEach(cleanup);

const applyButton = () =>
  screen.getByRole<HTMLButtonElement>("button", { name: /^Apply|^No results/ });
const showing = () => screen.getByText(/^\d+ of 40 products$/).textContent;

describe("StagedFiltersDemo", () => {
  it("previews the count of a draft without applying it", () => {
    render(<StagedFiltersDemo />);
    fireEvent.click(
      within(screen.getByRole("group", { name: "Category" })).getByLabelText("Lighting"),
    );
    const lighting = gearShop.filter((item) => item.category === "Lighting").length;
    expect(applyButton().textContent).toBe(`Apply (show ${lighting} results)`);
    expect(showing()).toBe(`${gearShop.length} of 40 products`);
  });

  it("applies the draft with Apply", () => {
    render(<StagedFiltersDemo />);
    fireEvent.click(
      within(screen.getByRole("group", { name: "Category" })).getByLabelText("Lighting"),
    );
    fireEvent.click(screen.getByLabelText("In stock only"));
    const expected = gearShop.filter((item) => item.category === "Lighting" && item.inStock).length;
    expect(applyButton().textContent).toContain(`show ${expected} result`);
    fireEvent.click(applyButton());
    expect(showing()).toBe(`${expected} of 40 products`);
  });

  it("disables Apply when the draft matches nothing", () => {
    render(<StagedFiltersDemo />);
    const categories = within(screen.getByRole("group", { name: "Category" }));
    const tags = within(screen.getByRole("group", { name: "Tags" }));
    fireEvent.click(categories.getByLabelText("Shelter"));
    fireEvent.click(tags.getByLabelText("kids"));
    const count = gearShop.filter(
      (item) => item.category === "Shelter" && item.tags.includes("kids"),
    ).length;
    expect(applyButton().disabled).toBe(count === 0);
  });
});
