// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ErrorBoundary } from "react-error-boundary";
import { Finder, searchRule } from "@finderjs/react";
import { gearShop } from "../data/gearShop";
import ErrorBoundaryDemo from "./ErrorBoundaryDemo";

// React reports every error a boundary catches on the console; these tests cause them on purpose.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const chooseView = (name: string) =>
  fireEvent.change(screen.getByRole("combobox", { name: "Saved view" }), {
    target: { value: name },
  });
const names = () =>
  [...screen.getByRole("list", { name: "Gear" }).querySelectorAll("li")].map(
    (li) => li.textContent,
  );

describe("ErrorBoundaryDemo", () => {
  it("restores a valid saved view", () => {
    render(<ErrorBoundaryDemo />);
    chooseView("Lighting, cheapest first");
    expect(names().every((name) => name?.includes("Lighting"))).toBe(true);
  });

  it.each([
    ["A sort that was renamed", "RULE_NOT_FOUND"],
    ["A category that was removed", "INVALID_FILTER_OPTION"],
    ["Page 0", "INVALID_PAGE"],
  ])("catches the error of the view “%s” (%s) in the boundary above <Finder>", (view, code) => {
    render(<ErrorBoundaryDemo />);
    chooseView(view);
    expect(screen.getByRole("alert").textContent).toContain(code);
    expect(screen.queryByRole("list", { name: "Gear" })).toBeNull();
    // The view picker lives outside the boundary and still works.
    fireEvent.click(screen.getByRole("button", { name: "Open the default view" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(names()).toHaveLength(5);
  });

  it("catches an invalid typed value in the event handler, leaving the list as it was", () => {
    render(<ErrorBoundaryDemo />);
    const before = names();
    fireEvent.change(screen.getByRole("textbox", { name: "Category, typed" }), {
      target: { value: "Boats" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText(/“Boats” is not a category/)).toBeTruthy();
    expect(names()).toEqual(before);
    fireEvent.change(screen.getByRole("textbox", { name: "Category, typed" }), {
      target: { value: "Sleep" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.queryByText(/is not a category/)).toBeNull();
    expect(names().every((name) => name?.includes("Sleep"))).toBe(true);
  });
});

describe("where errors in React go", () => {
  it("lets a boundary above <Finder> catch an invalid prop applied after mount", () => {
    const rules = [searchRule({ searchFn: (item: (typeof gearShop)[number]) => item.name })];
    const view = (page: number) => (
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{String(error)}</p>}>
        <Finder items={gearShop} rules={rules} numItemsPerPage={5} page={page}>
          <p>list</p>
        </Finder>
      </ErrorBoundary>
    );
    const { rerender } = render(view(2));
    expect(screen.getByText("list")).toBeTruthy();
    rerender(view(0));
    expect(screen.getByRole("alert").textContent).toContain("FinderError");
  });

  it("throws from a rule callback while results are read during render", () => {
    const rules = [
      searchRule({
        searchFn: (): string => {
          throw new Error("searchFn failed");
        },
      }),
    ];
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{String(error)}</p>}>
        <Finder items={gearShop} rules={rules} initialSearchTerm="lamp">
          <Finder.Content>{{ items: "results", noMatches: "none" }}</Finder.Content>
        </Finder>
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain("searchFn failed");
  });
});
