// @vitest-environment happy-dom
// The home page's code: what it renders, what typing into it does, and that the excerpt at the
// top of the page is this file's own lines.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FruitPicker } from "./_HelloFinder";

afterEach(cleanup);

describe("HelloFinder", () => {
  it("lists every fruit before anything is typed", () => {
    render(<FruitPicker />);
    expect(screen.getByText("Apple, Apricot, Banana, Cherry")).toBeTruthy();
  });

  it("keeps the fruit whose names hold the typed letters in order", () => {
    render(<FruitPicker />);
    fireEvent.change(screen.getByRole("textbox", { name: "Search fruit" }), {
      target: { value: "ap" },
    });
    expect(screen.getByText("Apple, Apricot")).toBeTruthy();
  });

  it("shows the noMatches slot when nothing matches", () => {
    render(<FruitPicker />);
    fireEvent.change(screen.getByRole("textbox", { name: "Search fruit" }), {
      target: { value: "kiwi" },
    });
    expect(screen.getByText("No fruit")).toBeTruthy();
  });
});

describe("the home page's first code", () => {
  it("is an excerpt of HelloFinder.tsx, line for line", () => {
    const root = join(import.meta.dirname, "../../..");
    const page = readFileSync(join(root, "docs/index.mdx"), "utf8");
    const file = readFileSync(join(import.meta.dirname, "_HelloFinder.tsx"), "utf8");
    const excerpt = /```tsx\n([\s\S]*?)```/.exec(page)?.[1] ?? "";
    const fileLines = new Set(file.split("\n").map((line) => line.trim()));
    const lines = excerpt
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(fileLines.has(line), line).toBe(true);
    }
  });
});
