// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import QuickStart from "./QuickStart";

afterEach(cleanup);

const names = () =>
  within(screen.getByRole("list", { name: "Gear" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const search = (term: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
    target: { value: term },
  });

describe("QuickStart", () => {
  it("lists the first five of the 40 products in their original order, and how many more", () => {
    render(<QuickStart />);
    expect(names()).toHaveLength(6);
    expect(names()[0]).toBe("Ridgeline 2P Tent");
    expect(names()[5]).toBe("and 35 more");
  });

  it("narrows the list as the visitor types, accents aside", () => {
    render(<QuickStart />);
    search("trail lamp");
    expect(names().slice(0, 2)).toEqual(["Trail Lamp 2", "Trail Lamp 10"]);
    search("cafe");
    expect(names()).toEqual(["Café Pour-Over Kit"]);
  });

  it("combines the search with the category filter", () => {
    render(<QuickStart />);
    const category = screen.getByRole("combobox", { name: "Category" });
    fireEvent.change(category, { target: { value: "Lighting" } });
    expect(names()).toHaveLength(6);
    expect(names()[5]).toBe("and 1 more");
    search("lumen");
    expect(names()).toHaveLength(3);
    fireEvent.change(category, { target: { value: "" } });
    expect(names()).toHaveLength(3);
  });

  it("says so when nothing matches", () => {
    render(<QuickStart />);
    search("zzz");
    expect(screen.queryByRole("list", { name: "Gear" })).toBeNull();
    expect(screen.getByText("No gear matches.")).toBeDefined();
  });
});

describe("the quick start's code on the page", () => {
  it("is an excerpt of QuickStart.tsx, line for line: its rules and its <Finder>", () => {
    const root = join(import.meta.dirname, "../../..");
    const page = readFileSync(join(root, "docs/getting-started/index.mdx"), "utf8");
    const file = readFileSync(join(import.meta.dirname, "QuickStart.tsx"), "utf8");
    const quickStart = page.slice(page.indexOf("## Quick start"));
    const excerpt = /```tsx\n([\s\S]*?)```/.exec(quickStart)?.[1] ?? "";
    const fileLines = new Set(file.split("\n").map((line) => line.trim()));
    const lines = excerpt
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines[0]).toBe("const rules = finderRuleset<GearItem>([");
    expect(lines).toContain("<Finder items={gearShop} rules={rules} numItemsPerPage={5}>");
    for (const line of lines) expect(fileLines.has(line), line).toBe(true);
  });
});
