// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import EventLogDemo from "./EventLogDemo";

afterEach(cleanup);

const entries = () =>
  screen
    .queryAllByRole("listitem")
    .filter((item) => item.closest("ol"))
    .map((item) => item.textContent ?? "");

describe("EventLogDemo", () => {
  it("logs the first interaction and then one change per action", () => {
    render(<EventLogDemo />);
    expect(entries()).toEqual([]);
    fireEvent.click(screen.getByLabelText("open"));
    expect(entries()).toEqual([
      'change setFilter (filters rule=status): undefined → ["open"]',
      "firstUserInteraction first action: setFilter",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Sort by priority" }));
    expect(entries()[0]).toContain("setSortBy (sortBy rule=priority)");
  });

  it("logs system changes on their own channels", () => {
    render(<EventLogDemo />);
    fireEvent.click(screen.getByLabelText("isLoading prop"));
    expect(entries()[0]).toBe("setIsLoading false → true");
  });

  it("changes the state silently without logging", () => {
    render(<EventLogDemo />);
    fireEvent.click(screen.getByRole("button", { name: "Do it silently" }));
    expect(entries()).toEqual([]);
    expect(screen.getByText(/sorted by priority/).textContent).toContain(
      "status open or in-progress",
    );
  });
});
