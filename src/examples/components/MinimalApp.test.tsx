// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import MinimalApp from "./MinimalApp";

afterEach(cleanup);

const count = () => screen.getByText(/ of 40$/).textContent;

describe("MinimalApp", () => {
  it("lists all forty products at first", () => {
    render(<MinimalApp />);
    expect(count()).toBe("40 products of 40");
    expect(screen.getAllByRole("listitem")).toHaveLength(40);
  });

  it("narrows the list as the visitor types, highlighting the term", () => {
    render(<MinimalApp />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "trail lamp" },
    });
    expect(count()).not.toBe("40 products of 40");
    expect(screen.getAllByText("Lamp", { selector: "mark" }).length).toBeGreaterThan(0);
  });

  it("filters by category and shows the no-matches slot", () => {
    render(<MinimalApp />);
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), {
      target: { value: "Lighting" },
    });
    expect(count()).toMatch(/^\d+ products? of 40$/);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "xyzzy" },
    });
    expect(count()).toBe("0 products of 40");
    expect(screen.getByText("Nothing matches. Try another word.")).toBeDefined();
  });
});
