// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hasCharacterIndexMatches } from "@finderjs/core";
import SearchDemo from "./SearchDemo";

afterEach(cleanup);

const count = () => screen.getByText(/^\d+ of 24 apartments$/).textContent;
const search = (value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search apartments" }), {
    target: { value },
  });
const titles = () =>
  within(screen.getByRole("list", { name: "Apartments" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("strong")?.textContent);

describe("SearchDemo", () => {
  it("lists all 24 apartments before a search", () => {
    render(<SearchDemo />);
    expect(count()).toBe("24 of 24 apartments");
  });

  it("searches the street address as well as the title", () => {
    render(<SearchDemo />);
    search("towpath");
    expect(titles()).toEqual(["Riverside Terrace", "Kingfisher Flat"]);
    expect(count()).toBe("2 of 24 apartments");
  });

  it("finds a title by its initials, ranked first", () => {
    render(<SearchDemo />);
    search("hbr");
    expect(titles()[0]).toBe("Harbour Bay Residence");
  });

  it("finds a title when the initials of some words in a row contain the term: br", () => {
    expect(hasCharacterIndexMatches("Harbour Bay Residence", "br", "contains")).toBe(false);
    expect(hasCharacterIndexMatches("Harbour Bay Residence", "br", "acronym")).toBe(true);
  });

  it("matches a quoted phrase only where it occurs as written", () => {
    render(<SearchDemo />);
    search('"quay street"');
    expect(titles()).toEqual([
      "Harbour Bay Residence",
      "Harbourfront Unit 2",
      "Harbourfront Unit 10",
    ]);
  });

  it("highlights the matched text", () => {
    render(<SearchDemo />);
    search("loft");
    const marks = screen.getAllByText("Loft", { selector: "mark" });
    expect(marks).toHaveLength(2);
  });

  it("says so when nothing matches", () => {
    render(<SearchDemo />);
    search("zzz");
    expect(screen.getByText("No apartment matches that search.")).toBeTruthy();
    expect(count()).toBe("0 of 24 apartments");
  });
});
