// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import FinderPlayground from "./FinderPlayground";

afterEach(cleanup);

const rendered = () => screen.getByText(/✓$/).textContent;
const toggle = (name: string) => fireEvent.click(screen.getByRole("checkbox", { name }));

describe("FinderPlayground", () => {
  it("renders the items slot at first", () => {
    render(<FinderPlayground />);
    expect(rendered()).toBe("items ✓");
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });

  it("follows isLoading and items = [] after mount", () => {
    render(<FinderPlayground />);
    toggle("items = []");
    expect(rendered()).toBe("empty ✓");
    toggle("isLoading");
    expect(rendered()).toBe("loading ✓");
    toggle("isLoading");
    toggle("items = []");
    expect(rendered()).toBe("items ✓");
  });

  it("ignores user changes while disabled", () => {
    render(<FinderPlayground />);
    toggle("disabled");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("disabled", true);
    toggle("disabled");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "xyzzy" },
    });
    expect(rendered()).toBe("noMatches ✓");
  });

  it("remounts with requireGroup and resets through controllerRef", () => {
    render(<FinderPlayground />);
    toggle("requireGroup (remounts)");
    expect(rendered()).toBe("groups ✓");
    expect(screen.getByRole("checkbox", { name: "Group by category" })).toHaveProperty(
      "disabled",
      true,
    );
    toggle("requireGroup (remounts)");
    expect(rendered()).toBe("items ✓");
    toggle("Group by category");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "lamp" },
    });
    expect(rendered()).toBe("groups ✓");
    fireEvent.click(screen.getByRole("button", { name: /controllerRef/ }));
    expect(rendered()).toBe("items ✓");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", "");
  });
});
