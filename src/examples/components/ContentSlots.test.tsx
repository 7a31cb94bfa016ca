// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { FinderState } from "@finderjs/react";
import ContentSlots from "./ContentSlots";

afterEach(cleanup);

const renderedSlots = () =>
  [...document.querySelectorAll("[data-slot]")].map((element) => element.getAttribute("data-slot"));

describe("ContentSlots", () => {
  it("renders exactly the slot that matches each state", () => {
    render(<ContentSlots />);
    expect(renderedSlots()).toEqual(["items"]);
    const states: FinderState[] = ["loading", "empty", "noMatches", "groups", "items"];
    for (const state of states) {
      fireEvent.click(screen.getByRole("radio", { name: state }));
      expect(renderedSlots()).toEqual([state]);
      expect(screen.getByRole("radio", { name: state })).toHaveProperty("checked", true);
    }
  });

  it("renders a section with a heading per group", () => {
    render(<ContentSlots />);
    fireEvent.click(screen.getByRole("radio", { name: "groups" }));
    const headings = screen.getAllByRole("heading", { level: 4 });
    expect(headings.length).toBeGreaterThan(1);
    expect(document.querySelectorAll("section")).toHaveLength(headings.length);
  });
});
