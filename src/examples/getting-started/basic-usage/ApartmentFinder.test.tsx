// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import ApartmentFinder from "./ApartmentFinder";

afterEach(cleanup);

const count = () =>
  screen.getByText(
    (_, element) => element?.tagName === "P" && /apartments$/.test(element.textContent ?? ""),
  ).textContent;
const titles = () =>
  within(screen.getByRole("list", { name: "Apartments" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("strong")?.textContent);
const search = (value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value } });

describe("ApartmentFinder", () => {
  it("finds Harbour Bay Residence by its initials", () => {
    render(<ApartmentFinder />);
    search("hbr");
    expect(titles()).toContain("Harbour Bay Residence");
    expect(count()).toBe("7 of 24 apartments");
  });

  it("matches a quoted phrase exactly", () => {
    render(<ApartmentFinder />);
    search('"unit 1"');
    expect(titles()).toEqual(["Harbourfront Unit 10"]);
  });

  it('quotes turn off the looser matches: "hbr" finds nothing, hbr without them finds seven', () => {
    render(<ApartmentFinder />);
    search('"hbr"');
    expect(count()).toBe("0 of 24 apartments");
    search("hbr");
    expect(count()).toBe("7 of 24 apartments");
  });

  it("combines search, filters and sort", () => {
    render(<ApartmentFinder />);
    search("harbour");
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "size" },
    });
    expect(titles()).toEqual([
      "Sailmaker's House",
      "Harbour Bay Residence",
      "Harbourfront Unit 10",
      "Harbourfront Unit 2",
      "Dockside Studio",
    ]);
  });

  it("offers a way back when nothing matches", () => {
    render(<ApartmentFinder />);
    fireEvent.change(screen.getByRole("spinbutton", { name: "Maximum rent ($)" }), {
      target: { value: "900" },
    });
    expect(count()).toBe("0 of 24 apartments");
    fireEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(count()).toBe("24 of 24 apartments");
  });
});
