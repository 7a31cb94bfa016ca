// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import InstanceInspector from "./InstanceInspector";

afterEach(cleanup);

const snapshot = () =>
  JSON.parse(screen.getByTestId("snapshot").textContent ?? "{}") as Record<string, unknown>;

describe("InstanceInspector", () => {
  it("follows state through the loading and empty props", () => {
    render(<InstanceInspector />);
    expect(screen.getByTestId("state").textContent).toBe("items");
    fireEvent.click(screen.getByLabelText("items = []"));
    expect(screen.getByTestId("state").textContent).toBe("empty");
    fireEvent.click(screen.getByLabelText("isLoading"));
    expect(screen.getByTestId("state").textContent).toBe("loading");
  });

  it("bumps version and updates toJSON() when the search changes", () => {
    render(<InstanceInspector />);
    const version = Number(screen.getByTestId("version").textContent);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "lamp" } });
    expect(Number(screen.getByTestId("version").textContent)).toBeGreaterThan(version);
    expect(snapshot().initialSearchTerm).toBe("lamp");
  });

  it("ignores the controls while disabled", () => {
    render(<InstanceInspector />);
    fireEvent.click(screen.getByLabelText("disabled"));
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "lamp" } });
    expect(snapshot().initialSearchTerm).toBe("");
    expect(snapshot().disabled).toBe(true);
  });

  it("restores a saved state by remounting", () => {
    render(<InstanceInspector />);
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "Lighting" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = snapshot();
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "tent" } });
    expect(snapshot()).not.toEqual(saved);
    fireEvent.click(screen.getByRole("button", { name: "Restore saved state" }));
    expect(snapshot()).toEqual(saved);
    expect(screen.getByLabelText<HTMLSelectElement>("Category").value).toBe("Lighting");
  });
});
