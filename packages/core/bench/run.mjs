// Benchmark of @finderjs/core against a hand-written loop and @tanstack/table-core on 100,000
// deterministic products. Run with `npm run bench` (builds the package first when needed).
// `npm run bench -- --items 1000000` (or BENCH_ITEMS=1000000) runs the one-million-item steps
// instead, against the plain loop only. A scenario id (`npm run bench -- S0,S3`) runs only those.
// `npm run bench -- T1,T2` runs the long-text scenarios alone (long-texts.mjs: documents of 500
// and 5,000 words, and four times as long), which follow the 100,000-item table otherwise.
// `npm run bench -- A1,A2` times reading a multiple filter of 20,000 and 80,000 values from an
// address and with filters.set (address.mjs), which also follow the 100,000-item table.
// `npm run bench -- --compare` compares Finder with match-sorter, Fuse.js, itemsjs and TanStack
// Table at 10,000 and 100,000 items instead and writes `compare-figures.json` (compare.mjs).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createProducts } from "./data.mjs";
import { finderImplementation } from "./impl-finder.mjs";
import { plainImplementation } from "./impl-plain.mjs";
import { tanstackImplementation } from "./impl-tanstack.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));

// Memory needs an explicit GC; re-run this script with it rather than asking every caller to.
if (typeof globalThis.gc !== "function") {
  const result = spawnSync(
    process.execPath,
    ["--expose-gc", fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: "inherit",
    },
  );
  process.exit(result.status ?? 1);
}
if (!existsSync(new URL("../dist/index.js", import.meta.url))) {
  execFileSync("npm", ["run", "build"], { cwd: `${here}..`, stdio: "inherit" });
}

const args = process.argv.slice(2);
const itemsFlag = args.findIndex((arg) => arg === "--items" || arg.startsWith("--items="));
const itemsArg =
  itemsFlag < 0
    ? undefined
    : args[itemsFlag].includes("=")
      ? args[itemsFlag].split("=")[1]
      : args[itemsFlag + 1];
const NUM_ITEMS = Number(itemsArg ?? process.env.BENCH_ITEMS ?? 100_000);
if (!Number.isInteger(NUM_ITEMS) || NUM_ITEMS <= 0) {
  console.error(`--items takes a positive whole number, got ${itemsArg}`);
  process.exit(1);
}
const only = args.filter(
  (arg, i) => !arg.startsWith("--") && !(itemsFlag >= 0 && i === itemsFlag + 1),
)[0];
/** One million items and more: the steps of issue 14's large-list targets. */
const LARGE = NUM_ITEMS >= 1_000_000;
const items = createProducts(NUM_ITEMS);

// Targets: `ms` (median at most), `ratio` (median at most this many times the plain loop's, measured
// in the same run); `aim` is shown beside a ratio target.
const SCENARIOS = [
  {
    id: "S0",
    label: 'construction with term "cot", 2 filters, sort, group, page 2',
    target: { ratio: 4, aim: 60 },
    runs: 12,
    warmup: 2,
  },
  { id: "S1", label: "construction + first results", target: { ms: 60 }, runs: 12, warmup: 2 },
  {
    id: "S2",
    label: 'search keystroke "co" → "cot"',
    target: { ms: 10 },
    runs: 12,
    warmup: 2,
    coldLabel: '(first keystroke "c" on a fresh instance: reads every name once)',
  },
  { id: "S3", label: "toggle one colour", target: { ms: 5, ratio: 2.5 }, runs: 30, warmup: 4 },
  { id: "S4", label: "counts for 40 brand options", target: { ms: 5 }, runs: 30, warmup: 4 },
  {
    id: "S5",
    label: "sort → rating desc",
    target: { ms: 2 },
    runs: 30,
    warmup: 4,
    coldLabel: "(first switch to a sort rule never used before: reads its key of every item)",
  },
  { id: "S6", label: "next page", target: { ms: 0.05 }, runs: 200, warmup: 20 },
  {
    // Issue 32: the 40 counts of a multiple filter (a term and two other filters active, the
    // matches just read) against a plain loop that buckets the cached matches in one pass.
    id: "S7",
    label: "40 brand counts by value (getFacet) vs bucketing the matches",
    target: { ratio: 2 },
    runs: 30,
    warmup: 4,
  },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

let heapAfterGc = 0;

/** Times `scenario.run(state, i)` after an untimed `scenario.setup(i)`; returns the median. */
function measure(implementation, scenario) {
  const spec = implementation.scenarios[scenario.id];
  const runs = implementation.runs?.[scenario.id] ?? scenario.runs;
  const warmup = Math.min(scenario.warmup, implementation.runs?.[scenario.id] ?? scenario.warmup);
  const times = [];
  for (let i = 0; i < warmup + runs; i++) {
    // Instances from earlier runs are garbage; collect them outside the timed region.
    if (process.memoryUsage().heapUsed > heapAfterGc + 300 * 1024 * 1024) {
      globalThis.gc();
      heapAfterGc = process.memoryUsage().heapUsed;
    }
    const state = spec.setup(i);
    const start = performance.now();
    spec.run(state, i);
    const elapsed = performance.now() - start;
    if (i >= warmup) times.push(elapsed);
  }
  return median(times);
}

/** The JavaScript heap plus typed arrays' memory, which lives outside it (`arrayBuffers`). */
function usedMemory() {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function heldMemory(implementation) {
  globalThis.gc();
  globalThis.gc();
  const before = usedMemory();
  const instance = implementation.exercise(items);
  globalThis.gc();
  globalThis.gc();
  const after = usedMemory();
  implementation.keepAlive(instance);
  return (after - before) / 1024 / 1024;
}

const format = (ms) =>
  ms === undefined ? "-" : ms < 0.1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
const ratio = (a, b) => (a === undefined || b === undefined ? "-" : `${(a / b).toFixed(1)}×`);

/** The target in words, and whether the median meets it ("-" when not measured). */
function judge(target, finder, plain) {
  const parts = [];
  let met = finder !== undefined;
  if (target.ms !== undefined) {
    parts.push(`≤ ${target.ms} ms`);
    met &&= finder <= target.ms;
  }
  if (target.ratio !== undefined) {
    parts.push(`≤ ${target.ratio}× plain`);
    met &&= plain !== undefined && finder / plain <= target.ratio;
  }
  let text = parts.join(", ");
  if (target.aim !== undefined) {
    const aimed = finder !== undefined && finder <= target.aim;
    text += ` (aim ${target.aim} ms: ${aimed ? "reached" : "not reached"})`;
  }
  return [text, finder === undefined ? "-" : met ? "met" : "NOT MET"];
}

function printTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join("  "));
}

const wanted = (id) => !only || only.split(",").includes(id);

function runStandard() {
  const implementations = [
    finderImplementation(items),
    plainImplementation(items),
    tanstackImplementation(items),
  ].filter(
    (impl) => !process.env.BENCH_IMPL || process.env.BENCH_IMPL.split(",").includes(impl.name),
  );
  const results = new Map();
  for (const implementation of implementations) {
    for (const scenario of SCENARIOS) {
      if (!wanted(scenario.id) || !implementation.scenarios[scenario.id]) continue;
      results.set(`${implementation.name}:${scenario.id}`, measure(implementation, scenario));
      if (process.env.BENCH_VERBOSE) {
        console.error(
          `${implementation.name} ${scenario.id} ${results.get(`${implementation.name}:${scenario.id}`).toFixed(3)} ms, heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`,
        );
      }
      if (implementation.extra?.[scenario.id]) {
        results.set(
          `${implementation.name}:${scenario.id}:cold`,
          implementation.extra[scenario.id](),
        );
      }
    }
  }

  const rows = [
    ["scenario", "Finder", "plain JS", "TanStack", "Finder/plain", "TanStack/plain", "target", ""],
  ];
  for (const scenario of SCENARIOS) {
    if (!wanted(scenario.id)) continue;
    const [finder, plain, tanstack] = ["Finder", "plain JS", "TanStack"].map((name) =>
      results.get(`${name}:${scenario.id}`),
    );
    rows.push([
      `${scenario.id} ${scenario.label}`,
      format(finder),
      format(plain),
      format(tanstack),
      ratio(finder, plain),
      ratio(tanstack, plain),
      ...judge(scenario.target, finder, plain),
    ]);
  }
  console.log(
    `\n${NUM_ITEMS.toLocaleString("en")} products, medians in ms (node ${process.version})\n`,
  );
  printTable(rows);

  const colds = implementations
    .flatMap((impl) =>
      SCENARIOS.map((s) => [impl.name, s, results.get(`${impl.name}:${s.id}:cold`)]),
    )
    .filter(([, , value]) => value !== undefined);
  if (colds.length > 0) {
    console.log("\nFirst-time costs (not in the medians; paid once per items/rules change):");
    for (const [name, scenario, value] of colds)
      console.log(`  ${name} ${scenario.id}: ${format(value)} ms ${scenario.coldLabel ?? ""}`);
  }
  if (!only) {
    console.log("\nHeap held by one instance after running every scenario:");
    for (const implementation of implementations) {
      console.log(`  ${implementation.name.padEnd(9)} ${heldMemory(implementation).toFixed(1)} MB`);
    }
  }
}

// One million items: each run builds a fresh instance (untimed) and takes it through the steps a
// visitor would, timing each; medians over the runs. TanStack is left out (a second per 100,000
// rows for every change), the plain loop runs beside Finder.
const LARGE_STEPS = [
  { id: "L1", label: 'first keystroke "c" (fresh instance)', target: { ms: 250 } },
  { id: "L2", label: 'later keystroke "co" → "cot"', target: { ms: 40 } },
  { id: "L3", label: "toggle one colour", target: { ms: 30 } },
  { id: "L4", label: "counts for 40 brand options", target: { ms: 60 } },
  { id: "L5", label: "first sort by a string key (name)", target: { ms: 600 } },
  { id: "L6", label: "restore from toJSON() + first results", target: { ms: 300 } },
  {
    id: "L8",
    label: 'keystroke "co" → "cot" under threshold "contains"',
    target: { ms: 40 },
  },
  {
    id: "L9",
    label: 'relevance order chosen for "cot", page read',
    target: { ms: 40 },
  },
  // Issue 32, item 4: groupByRule({ paging: "groups" }) groups every match, then pages groups.
  {
    id: "L10",
    label: 'pages of whole groups: group by brand (paging: "groups")',
    target: { ms: 60 },
  },
  { id: "L11", label: "pages of whole groups: next page", target: { ms: 1 } },
];

/**
 * Waits 100 ms without using the CPU. A forced collection leaves sweeping the freed memory to
 * background threads; a step timed straight after it shares the two cores with that sweeping
 * (its CPU time was about twice its wall time) and measures the bench's own `gc()` call, which no
 * visitor's keystroke follows. Blocking on an atomic lets the sweeping finish first.
 */
function settle() {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
}

function runLarge() {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const implementations = [finderImplementation(items), plainImplementation(items)];
  const times = new Map();
  const add = (key, value) => times.set(key, [...(times.get(key) ?? []), value]);
  // Wall-clock time is what the targets judge; the process's CPU time is printed beside it,
  // since on a shared machine the wall clock also counts time spent waiting for a core.
  let recording = false;
  const record = (name, id, fn) => {
    globalThis.gc();
    settle();
    const cpu = process.cpuUsage();
    const start = performance.now();
    fn();
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (!recording) return;
    add(`${name}:${id}`, elapsed);
    add(`${name}:${id}:cpu`, (used.user + used.system) / 1000);
  };
  // Run -1 warms the code up (the first pass through each step compiles it) and is not recorded.
  for (let run = -1; run < runs; run++) {
    recording = run >= 0;
    for (const { name, large } of implementations) {
      globalThis.gc();
      let instance = large.fresh();
      record(name, "L1", () => large.keystroke(instance, "c"));
      large.keystroke(instance, "co");
      record(name, "L2", () => large.keystroke(instance, "cot"));
      record(name, "L3", () => large.toggle(instance));
      record(name, "L4", () => large.counts(instance));
      record(name, "L5", () => large.sortByName(instance));
      large.sortByRating(instance);
      const snapshot = large.snapshot(instance);
      instance = undefined;
      record(name, "L6", () => large.restore(snapshot));
      // A finder whose search rule has a threshold (issue 32, item 1), the term typed on, then
      // relevance chosen over the sort rule (item 2) and the page read.
      let searching = large.thresholdFresh();
      large.keystroke(searching, "co");
      record(name, "L8", () => large.keystroke(searching, "cot"));
      const { relevance } = large;
      if (relevance) record(name, "L9", () => relevance(searching));
      searching = undefined;
      // Whole-group pages on a fresh instance with the term "cot" (untimed), 10 brands a page.
      const grouped = large.wholeGroups();
      record(name, "L10", () => large.groupWhole(grouped));
      record(name, "L11", () => large.nextGroupPage(grouped));
    }
  }
  const rows = [["step", "Finder", "plain JS", "Finder/plain", "target", "", "Finder CPU"]];
  for (const step of LARGE_STEPS) {
    if (!wanted(step.id)) continue;
    const [finder, plain] = ["Finder", "plain JS"].map((name) => {
      const values = times.get(`${name}:${step.id}`);
      return values && median(values);
    });
    rows.push([
      `${step.id} ${step.label}`,
      format(finder),
      format(plain),
      ratio(finder, plain),
      ...judge(step.target, finder, plain),
      format(median(times.get(`Finder:${step.id}:cpu`) ?? [NaN])),
    ]);
  }
  const finder = implementations[0];
  const held = heldMemory(finder);
  rows.push([
    "L7 heap held by the instance beyond the items",
    `${held.toFixed(1)} MB`,
    `${heldMemory(implementations[1]).toFixed(1)} MB`,
    "-",
    "≤ 100 MB",
    held <= 100 ? "met" : "NOT MET",
    "-",
  ]);
  console.log(
    `\n${NUM_ITEMS.toLocaleString("en")} products, medians of ${runs} runs in ms (node ${process.version}); TanStack left out\n`,
  );
  printTable(rows);
  console.log(
    '\nEach run (after one unrecorded warm-up run): a fresh instance (untimed), then the steps in order on it, each after a full collection and a 100 ms pause; L6 builds a new instance from the toJSON() of the last (term, 4 colours, in stock, rating desc, page 2); L8 and L9 run on a fresh instance whose search rule has threshold "contains" (L9: sortBy.setByRelevance(true); the plain loop orders by where the term starts).',
  );
}

if (args.includes("--compare")) {
  // Finder beside match-sorter, Fuse.js, itemsjs and TanStack Table (compare.mjs).
  const { runComparison } = await import("./compare.mjs");
  await runComparison({ runs: Number(process.env.BENCH_RUNS ?? 9) });
} else if (LARGE) runLarge();
else {
  if (SCENARIOS.some((scenario) => wanted(scenario.id))) runStandard();
  const { LONG_TEXT_SCENARIOS, runLongTexts } = await import("./long-texts.mjs");
  if (LONG_TEXT_SCENARIOS.some((scenario) => wanted(scenario.id))) {
    runLongTexts({ wanted, median, format, printTable, settle });
  }
  const { runAddress } = await import("./address.mjs");
  runAddress({ wanted, median, format, printTable, settle });
}
