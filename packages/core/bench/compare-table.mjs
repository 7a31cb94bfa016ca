// The home page's speed table, written from `compare-figures.json`: `npm run bench -- --compare`
// puts it between the page's `compare-figures` markers, and src/examples/home/comparison.test.ts
// checks that the page still holds exactly what this writes from the committed figures.

export const LIBRARY_NAMES = ["Finder", "match-sorter", "Fuse.js", "itemsjs", "TanStack Table"];

export const START_MARKER = "{/* compare-figures:start */}";
export const END_MARKER = "{/* compare-figures:end */}";

const ROWS = [
  ["build", "Build the index or instance, first page"],
  ["search", 'Search "cot" typed into an empty box (Finder checks every name)'],
  ["filterSort", "Filter (3 colours, in stock), sorted by price"],
  ["facets", "The same, with counts for the 40 brands"],
];

const number = (value) => value.toLocaleString("en");

/** Milliseconds as the page shows them: whole from 100, one decimal from 10, else two. */
export function formatMs(ms) {
  return ms >= 100 ? number(Math.round(ms)) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}

const row = (cells) => `| ${cells.join(" | ")} |`;

/** The note and the table, as Markdown. */
export function speedMarkdown(figures) {
  const sizes = Object.keys(figures.results)
    .map(Number)
    .sort((a, b) => a - b);
  const { machine } = figures;
  const lines = [
    `Milliseconds, median of ${figures.runs} runs (${Math.min(figures.runs, 5)} for a build); a dash: the library does not do it. ${figures.date}, Node ${machine.node}, ${machine.cores} cores (${machine.cpu}), load average ${machine.loadBefore} before and ${machine.loadAfter} after${machine.loadBefore > machine.cores || machine.loadAfter > machine.cores ? " (a shared machine: read the ratios more than the times)" : ""}.`,
    "",
    row(["Work", ...LIBRARY_NAMES]),
    row(["---", ...LIBRARY_NAMES.map(() => "---")]),
  ];
  for (const [id, label] of ROWS) {
    for (const size of sizes) {
      const cells = figures.results[size][id];
      lines.push(
        row([
          `${label}, ${number(size)} products`,
          ...LIBRARY_NAMES.map((name) => (cells[name] ? formatMs(cells[name].ms) : "–")),
        ]),
      );
    }
  }
  const largest = sizes.at(-1);
  lines.push(
    row([
      `Names found for "cot", ${number(largest)} products`,
      ...LIBRARY_NAMES.map((name) => number(figures.results[largest].search[name].matches)),
    ]),
  );
  lines.push(
    row([
      "Size: every export, bundled and minified by esbuild, gzipped",
      ...LIBRARY_NAMES.map((name) => `${(figures.sizes[name].bytes / 1024).toFixed(1)} KB`),
    ]),
  );
  lines.push(
    row(["Version measured", ...LIBRARY_NAMES.map((name) => figures.sizes[name].version)]),
  );
  return lines.join("\n");
}

/** `page` with the block between the markers replaced by `speedMarkdown(figures)`. */
export function withSpeedTable(page, figures) {
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error("the page has no compare-figures markers");
  return `${page.slice(0, start + START_MARKER.length)}\n\n${speedMarkdown(figures)}\n\n${page.slice(end)}`;
}
