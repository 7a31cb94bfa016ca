import { describe, expect, it, vi } from "vitest";

describe("_inventoryReport.ts", () => {
  it("times each step and prints page 2 of the dearest brass items in the busiest category", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await import("./_inventoryReport");
    const lines = log.mock.calls.map(([line]) => String(line));
    log.mockRestore();
    for (const step of [
      "construction + first results",
      "first search",
      "counts for 40 categories",
      "next page",
    ]) {
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^${step.replace("+", "\\+")}: \\d+\\.\\d\\d ms$`)),
      );
    }
    const busiest = /^busiest category: (Category \d\d) \((\d+) brass items\)$/.exec(
      lines.find((line) => line.startsWith("busiest")) ?? "",
    );
    expect(busiest).not.toBeNull();
    const summary = lines.find((line) => line.startsWith("page "));
    expect(summary).toMatch(new RegExp(`^page 2 of \\d+, ${busiest?.[2]} matches:$`));
    const rows = lines.slice(lines.indexOf(summary as string) + 1);
    expect(rows).toHaveLength(5);
    const prices = rows.map((row) => Number(row.trim().split(/\s+/).at(-1)));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(rows.every((row) => /Brass/.test(row))).toBe(true);
    // The output shown on the Examples page, which a fixed seed makes the same on every run.
    expect(lines.filter((line) => !line.endsWith(" ms"))).toEqual([
      "busiest category: Category 20 (336 brass items)",
      "page 2 of 68, 336 matches:",
      "  SKU-096431  Compact Brass Sensor  495.83",
      "  SKU-095243  Rugged Brass Filter  493.79",
      "  SKU-010007  Eco Brass Switch  491.26",
      "  SKU-095708  Eco Brass Clamp  489.58",
      "  SKU-069865  Eco Brass Panel  489.36",
    ]);
  });
});
