// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import FacetsDemo from "./FacetsDemo";
import { gearShop } from "../data/gearShop";

afterEach(cleanup);

const facet = (legend: string) => within(screen.getByRole("group", { name: legend }));
const count = () => screen.getByText(/^\d+ of 40 products$/).textContent;

describe("FacetsDemo", () => {
  it("shows each category with its count", () => {
    render(<FacetsDemo />);
    const lighting = gearShop.filter((item) => item.category === "Lighting").length;
    expect(facet("Category").getByLabelText(`Lighting (${lighting})`)).toBeTruthy();
    expect(count()).toBe(`${gearShop.length} of 40 products`);
  });

  it("narrows the list and the other facets' counts when an option is checked", () => {
    render(<FacetsDemo />);
    fireEvent.click(facet("Category").getByLabelText(/^Lighting/));
    const lighting = gearShop.filter((item) => item.category === "Lighting");
    expect(count()).toBe(`${lighting.length} of 40 products`);
    const sale = lighting.filter((item) => item.tags.includes("sale")).length;
    expect(facet("Tags").getByLabelText(`sale (${sale})`)).toBeTruthy();
  });

  it("disables options that would leave nothing", () => {
    render(<FacetsDemo />);
    fireEvent.click(facet("Category").getByLabelText(/^Lighting/));
    const kids = facet("Tags").getByLabelText(/^kids/) as HTMLInputElement;
    const lightingKids = gearShop.filter(
      (item) => item.category === "Lighting" && item.tags.includes("kids"),
    ).length;
    expect(kids.disabled).toBe(lightingKids === 0);
  });

  it("removes a filter with its chip", () => {
    render(<FacetsDemo />);
    fireEvent.click(facet("Category").getByLabelText(/^Lighting/));
    fireEvent.click(screen.getByLabelText("In stock only"));
    fireEvent.click(screen.getByRole("button", { name: "Remove Category: Lighting" }));
    expect(count()).toBe(`${gearShop.filter((item) => item.inStock).length} of 40 products`);
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(count()).toBe(`${gearShop.length} of 40 products`);
    expect(screen.getByText("No filters applied.")).toBeTruthy();
  });
});
