// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import SearchThresholdDemo from "./SearchThresholdDemo";

afterEach(cleanup);

const results = () => screen.queryAllByRole("listitem").map((item) => item.textContent);
const marks = () => [...document.querySelectorAll("li mark")].map((mark) => mark.textContent);
const rung = (name: string) => fireEvent.click(screen.getByRole("radio", { name }));

describe("SearchThresholdDemo", () => {
  it("starts with tl on the default rung: every in-order match", () => {
    render(<SearchThresholdDemo />);
    expect(screen.getByRole("radio", { name: "fuzzy (default)" })).toHaveProperty("checked", true);
    expect(screen.getByText("11 of 40 items")).toBeDefined();
  });

  it("narrows tl as the threshold rises and keeps the term", () => {
    render(<SearchThresholdDemo />);
    rung("acronym");
    expect(results()).toEqual(["Little Hiker Pack", "Trail Lamp 2", "Trail Lamp 10"]);
    rung("contains");
    expect(results()).toEqual(["Little Hiker Pack"]);
    expect(marks()).toEqual(["tl"]);
    rung("word start");
    expect(screen.getByText("0 of 40 items")).toBeDefined();
    expect(screen.getByText("No gear name matches on this rung or a better one.")).toBeDefined();
    expect((screen.getByLabelText("Search gear names") as HTMLInputElement).value).toBe("tl");
    rung("fuzzy (default)");
    expect(screen.getByText("11 of 40 items")).toBeDefined();
  });

  it("drops Camp Kitchen Set from tent from contains up", () => {
    render(<SearchThresholdDemo />);
    fireEvent.click(screen.getByRole("button", { name: "tent" }));
    expect(results()).toContain("Camp Kitchen Set");
    rung("contains");
    expect(results()).not.toContain("Camp Kitchen Set");
    expect(screen.getByText("2 of 40 items")).toBeDefined();
  });

  it("finds sun hoody even on the exact rung", () => {
    render(<SearchThresholdDemo />);
    rung("exact");
    fireEvent.click(screen.getByRole("button", { name: "sun hoody" }));
    expect(results()).toEqual(["Sun Hoody"]);
  });
});
