// The bench medians appear three times: the Inventory demo's timings table, the examples page's
// table and the core README's. They are copied by hand after a quiet run of `npm run bench`; this
// keeps the three copies the same figures.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "../../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The demo's `median` by its label. */
function demoMedians(): Map<string, string> {
  const source = read("src/examples/examples/Inventory.tsx");
  const medians = new Map<string, string>();
  for (const [, label, median] of source.matchAll(/label: "([^"]+)",\s+median: "([^"]+)"/g)) {
    medians.set(label as string, median as string);
  }
  return medians;
}

/** The first number of the examples page's table row that starts with `step`. */
function pageMedian(step: string): string {
  const row = read("docs/examples.mdx")
    .split("\n")
    .find((line) => line.startsWith(`| ${step} |`));
  if (!row) throw new Error(`no row "${step}" on the examples page`);
  return /\| ([\d.]+) ms/.exec(row)?.[1] ?? "";
}

/** The Finder column of the core README's row for scenario `id`. */
function readmeMedian(id: string): string {
  const row = read("packages/core/README.md")
    .split("\n")
    .find((line) => line.startsWith(`| ${id} `));
  if (!row) throw new Error(`no row ${id} in the core README`);
  return row.split("|")[2]?.trim() ?? "";
}

describe("bench figures", () => {
  test("the Inventory demo, the examples page and the core README quote the same medians", () => {
    const demo = demoMedians();
    const pairs: [string, string, string][] = [
      ["New rows", "Construction and first results", "S1"],
      [
        "Search",
        'A keystroke that extends the term, "co" → "cot" (only the matches of "co" checked)',
        "S2",
      ],
      ["Sort", "A sort change", "S5"],
      ["Page", "A page change", "S6"],
    ];
    for (const [label, step, id] of pairs) {
      expect(demo.get(label), label).toBe(pageMedian(step));
      expect(readmeMedian(id), id).toBe(pageMedian(step));
    }
    // A filter is toggling it plus counting the 40 options.
    expect(demo.get("Filter")).toBe(
      `${pageMedian("Toggling a filter")} + ${pageMedian("Counts for all 40 options of a filter")}`,
    );
    expect(readmeMedian("S3")).toBe(pageMedian("Toggling a filter"));
    expect(readmeMedian("S4")).toBe(pageMedian("Counts for all 40 options of a filter"));
  });

  test("in the bench, a keystroke, a filter with its 40 counts, a sort and a page each take under 2.5 ms", () => {
    const ms = (step: string) => Number(pageMedian(step));
    const updates = [
      ms('A keystroke that extends the term, "co" → "cot" (only the matches of "co" checked)'),
      ms("Toggling a filter") + ms("Counts for all 40 options of a filter"),
      ms("A sort change"),
      ms("A page change"),
    ];
    for (const update of updates) expect(update).toBeLessThan(2.5);
    expect(read("docs/examples.mdx")).toContain(
      "every update, a keystroke, a filter with its 40 counts, a sort or a page, takes Finder under 2.5 ms",
    );
  });

  test("the demo searches two strings per row (SKU and name), the bench one name per product", () => {
    expect(read("src/examples/examples/Inventory.tsx")).toContain(
      "searchFn: (item) => [item.sku, item.name]",
    );
    expect(read("packages/core/bench/impl-finder.mjs")).toContain(
      "searchRule({ searchFn: (item) => item.name })",
    );
  });
});
