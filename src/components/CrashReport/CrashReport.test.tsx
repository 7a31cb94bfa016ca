// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import CrashReport from "./index";

describe("the crash page", () => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);

  it("shows the spec's heading, the error message and every cause", () => {
    const root = new Error("Rule lookup failed", { cause: new Error("RULE_NOT_FOUND: price") });
    render(<CrashReport error={root} tryAgain={() => {}} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page crashed.");
    expect(screen.getByText("Rule lookup failed")).toBeTruthy();
    const causes = screen.getByRole("list", { name: "Causes" });
    expect(causes.textContent).toBe("Cause: RULE_NOT_FOUND: price");
  });

  it("lists no causes for an error without one", () => {
    render(<CrashReport error={new Error("Boom")} tryAgain={() => {}} />);
    expect(screen.queryByRole("list", { name: "Causes" })).toBeNull();
  });

  it("calls tryAgain when the visitor presses Try again", () => {
    const tryAgain = vi.fn();
    render(<CrashReport error={new Error("Boom")} tryAgain={tryAgain} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(tryAgain).toHaveBeenCalledOnce();
  });
});
