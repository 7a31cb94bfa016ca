// Benchmark of @finderjs/core against a hand-written loop and @tanstack/table-core on 100,000
// deterministic products. Run with `npm run bench` (builds the package first when needed).
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

const NUM_ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const items = createProducts(NUM_ITEMS);

const SCENARIOS = [
  { id: "S1", label: "construction + first results", target: 60, runs: 12, warmup: 2 },
  {
    id: "S2",
    label: 'search keystroke "co" → "cot"',
    target: 10,
    runs: 12,
    warmup: 2,
    coldLabel: '(first keystroke "c" on a fresh instance: normalises every name once)',
  },
  { id: "S3", label: "toggle one colour", target: 5, runs: 30, warmup: 4 },
  { id: "S4", label: "counts for 40 brand options", target: 5, runs: 30, warmup: 4 },
  {
    id: "S5",
    label: "sort → rating desc",
    target: 2,
    runs: 30,
    warmup: 4,
    coldLabel: "(first switch to a sort rule never used before: builds its key order)",
  },
  { id: "S6", label: "next page", target: 0.05, runs: 200, warmup: 20 },
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

function heldMemory(implementation) {
  globalThis.gc();
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const instance = implementation.exercise(items);
  globalThis.gc();
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  implementation.keepAlive(instance);
  return (after - before) / 1024 / 1024;
}

const implementations = [
  finderImplementation(items),
  plainImplementation(items),
  tanstackImplementation(items),
].filter(
  (impl) => !process.env.BENCH_IMPL || process.env.BENCH_IMPL.split(",").includes(impl.name),
);
const only = process.argv[2];
const results = new Map();
for (const implementation of implementations) {
  for (const scenario of SCENARIOS) {
    if (only && !only.split(",").includes(scenario.id)) continue;
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

const format = (ms) =>
  ms === undefined ? "-" : ms < 0.1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
const ratio = (a, b) => (a === undefined || b === undefined ? "-" : `${(a / b).toFixed(1)}×`);
const rows = [
  ["scenario", "Finder", "plain JS", "TanStack", "Finder/plain", "TanStack/plain", "target", "ok"],
];
for (const scenario of SCENARIOS) {
  if (only && !only.split(",").includes(scenario.id)) continue;
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
    `≤ ${scenario.target}`,
    finder === undefined ? "-" : finder <= scenario.target ? "yes" : "NO",
  ]);
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
console.log(
  `\n${NUM_ITEMS.toLocaleString("en")} products, medians in ms (node ${process.version})\n`,
);
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join("  "));

const colds = implementations
  .flatMap((impl) => SCENARIOS.map((s) => [impl.name, s, results.get(`${impl.name}:${s.id}:cold`)]))
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
