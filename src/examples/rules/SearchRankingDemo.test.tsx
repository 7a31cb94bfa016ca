// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import SearchRankingDemo from "./SearchRankingDemo";

afterEach(cleanup);

function results() {
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

describe("SearchRankingDemo", () => {
  it("starts with trail, ranked by relevance with each rung shown", () => {
    render(<SearchRankingDemo />);
    expect(screen.getByText("4 of 40 items")).toBeDefined();
    expect(results()).toEqual([
      "Trail Lamp 2 starts with $25.00",
      "Trail Lamp 10 starts with $59.00",
      "Trail Runner Vest starts with $119.00",
      "Trail Socks 3-Pack starts with $29.00",
    ]);
  });

  it("highlights the initials for prs", () => {
    render(<SearchRankingDemo />);
    fireEvent.click(screen.getByRole("button", { name: "prs" }));
    expect(results()).toEqual(["Pocket Rocket Stove acronym $49.00"]);
    const marks = [...document.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks).toEqual(["P", "R", "S"]);
  });

  it("ranks the contiguous match above the acronyms for tl", () => {
    render(<SearchRankingDemo />);
    fireEvent.change(screen.getByLabelText("Search gear names"), { target: { value: "tl" } });
    expect(results().slice(0, 3)).toEqual([
      "Little Hiker Pack contains $45.00",
      "Trail Lamp 2 acronym $25.00",
      "Trail Lamp 10 acronym $59.00",
    ]);
  });

  it("keeps the term and orders by price when the order switches", () => {
    render(<SearchRankingDemo />);
    fireEvent.click(screen.getByRole("radio", { name: "Price (relevance breaks ties)" }));
    expect((screen.getByLabelText("Search gear names") as HTMLInputElement).value).toBe("trail");
    expect(results().map((text) => text?.split(" starts with")[0])).toEqual([
      "Trail Lamp 2",
      "Trail Socks 3-Pack",
      "Trail Lamp 10",
      "Trail Runner Vest",
    ]);
  });

  it("starts with relevance and switches to price and back on the same finder, keeping the term", () => {
    render(<SearchRankingDemo />);
    const relevance = screen.getByRole("radio", { name: "Relevance" }) as HTMLInputElement;
    expect(relevance.checked).toBe(true);
    const ranked = results();
    fireEvent.change(screen.getByLabelText("Search gear names"), { target: { value: "t" } });
    const rankedT = results();
    fireEvent.click(screen.getByRole("radio", { name: "Price (relevance breaks ties)" }));
    expect(results()).not.toEqual(rankedT);
    fireEvent.click(relevance);
    expect(relevance.checked).toBe(true);
    expect(results()).toEqual(rankedT);
    expect((screen.getByLabelText("Search gear names") as HTMLInputElement).value).toBe("t");
    expect(ranked.length).toBeGreaterThan(0);
  });
});
