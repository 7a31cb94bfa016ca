// `npm run bench -- --compare`: @finderjs/core beside the libraries a reader weighs it against
// (match-sorter, Fuse.js, itemsjs, @tanstack/table-core), on the same deterministic products, doing
// the same work: build, search a term, filter and sort, and filter and sort with facet counts.
// Prints a table per list size and writes the medians, the bundle sizes and the machine to
// `compare-figures.json` beside this file, and the table made from them into the home page
// (`docs/index.mdx`, "Finder beside other libraries"; src/examples/home/comparison.test.ts holds
// the page to the committed file).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import Fuse from "fuse.js";
import itemsjs from "itemsjs";
import { matchSorter } from "match-sorter";
import * as T from "@tanstack/table-core";
import { storeReactivityBindings } from "@tanstack/table-core/store-reactivity-bindings";
import { FinderCore, filterRule, searchRule, sortByRule } from "../dist/index.js";
import { BRANDS, createProducts, SELECTED_COLORS } from "./data.mjs";
import { withSpeedTable } from "./compare-table.mjs";

/** The term every library searches for in the product names. */
export const TERM = "cot";
const PAGE_SIZE = 50;
const SIZES = [10_000, 100_000];
const root = fileURLToPath(new URL("../../..", import.meta.url));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ----- Finder -----
const finderRules = [
  searchRule({ searchFn: (item) => item.name }),
  filterRule({ id: "color", multiple: true, filterFn: (item, value) => item.color === value }),
  filterRule({ id: "inStock", boolean: true, filterFn: (item) => item.inStock }),
  filterRule({
    id: "brand",
    multiple: true,
    options: BRANDS.map((value) => ({ value })),
    filterFn: (item, value) => item.brand === value,
  }),
  sortByRule({ id: "price", sortFn: (item) => item.price }),
];
const finderBuild = (items) =>
  new FinderCore(items, { rules: finderRules, numItemsPerPage: PAGE_SIZE });
const finderRead = (finder) => finder.matches.items.length;

function finder(items) {
  return {
    build: () => finderRead(finderBuild(items)),
    search: {
      // A fresh instance that has searched once already, as Fuse.js and itemsjs search an index
      // built beforehand: its first search reads every name.
      setup: () => {
        const instance = finderBuild(items);
        instance.search.setSearchTerm("x");
        finderRead(instance);
        instance.search.setSearchTerm("");
        finderRead(instance);
        return instance;
      },
      run: (instance) => {
        instance.search.setSearchTerm(TERM);
        finderRead(instance);
        return instance.matches.numMatchedItems;
      },
    },
    filterSort: {
      setup: () => {
        const instance = finderBuild(items);
        instance.sortBy.set("price", "asc");
        finderRead(instance);
        return instance;
      },
      run: (instance) => {
        instance.filters.set("color", SELECTED_COLORS);
        instance.filters.set("inStock", true);
        finderRead(instance);
        return instance.matches.numMatchedItems;
      },
    },
    facets: {
      // Counted once before the change, as a facet panel's first render would have.
      setup: () => {
        const instance = finder(items).filterSort.setup();
        instance.filters.countRuleOptions("brand", true);
        return instance;
      },
      run: (instance) => {
        instance.filters.set("color", SELECTED_COLORS);
        instance.filters.set("inStock", true);
        finderRead(instance);
        instance.filters.countRuleOptions("brand", true);
        return instance.matches.numMatchedItems;
      },
    },
  };
}

// ----- match-sorter: one ranked list, nothing to build -----
function matchSorterImpl(items) {
  return {
    search: {
      setup: () => undefined,
      run: () => {
        const ranked = matchSorter(items, TERM, { keys: ["name"] });
        ranked.slice(0, PAGE_SIZE);
        return ranked.length;
      },
    },
  };
}

// ----- Fuse.js: fuzzy search over a prebuilt index -----
function fuseImpl(items) {
  // Fuse.js's default options: a match score threshold of 0.6, no limit on the results.
  const options = { keys: ["name"] };
  let fuse;
  return {
    build: () => ((fuse = new Fuse(items, options)), fuse.search(TERM).length),
    search: {
      setup: () => (fuse ??= new Fuse(items, options)),
      run: (index) => {
        const results = index.search(TERM);
        results.slice(0, PAGE_SIZE);
        return results.length;
      },
    },
  };
}

// ----- itemsjs: facets and lunr full-text search over JSON -----
const itemsjsConfig = {
  searchableFields: ["name"],
  sortings: { price_asc: { field: "price", order: "asc" } },
  aggregations: {
    color: { conjunction: false, size: 15 },
    inStock: { conjunction: true, size: 2 },
    brand: { conjunction: false, size: 40 },
  },
};
function itemsjsImpl(items) {
  // itemsjs facets on strings; inStock becomes "yes"/"no" in a copy built once, outside the timing.
  const data = items.map((item) => ({ ...item, inStock: item.inStock ? "yes" : "no" }));
  // Filtering needs an aggregation per filtered field, and each search() counts the values of
  // every aggregation: without the brand aggregation for the filter-and-sort row, with it for
  // the row with brand counts.
  const { brand, ...filtered } = itemsjsConfig.aggregations;
  const withoutBrands = { ...itemsjsConfig, aggregations: filtered };
  void brand;
  const engines = new Map();
  const ready = (config) => () => {
    if (!engines.has(config)) engines.set(config, itemsjs(data, config));
    return engines.get(config);
  };
  const filterAndSort = (instance) =>
    instance.search({
      per_page: PAGE_SIZE,
      sort: "price_asc",
      filters: { color: SELECTED_COLORS, inStock: ["yes"] },
    }).pagination.total;
  return {
    build: () => itemsjs(data, itemsjsConfig).search({ per_page: PAGE_SIZE }),
    search: {
      setup: ready(itemsjsConfig),
      run: (instance) => instance.search({ query: TERM, per_page: PAGE_SIZE }).pagination.total,
    },
    filterSort: { setup: ready(withoutBrands), run: filterAndSort },
    facets: { setup: ready(itemsjsConfig), run: filterAndSort },
  };
}

// ----- TanStack Table: row models of a headless table -----
const tanstackFeatures = T.tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature: T.columnFilteringFeature,
  globalFilteringFeature: T.globalFilteringFeature,
  rowSortingFeature: T.rowSortingFeature,
  rowPaginationFeature: T.rowPaginationFeature,
  columnFacetingFeature: T.columnFacetingFeature,
  filteredRowModel: T.createFilteredRowModel(),
  sortedRowModel: T.createSortedRowModel(),
  paginatedRowModel: T.createPaginatedRowModel(),
  facetedRowModel: T.createFacetedRowModel(),
  facetedUniqueValues: T.createFacetedUniqueValues(),
  sortFns: T.sortFns,
  filterFns: T.filterFns,
});
const includesSome = (row, id, value) => value.includes(row.getValue(id));
const tanstackColumns = [
  { id: "name", accessorKey: "name", filterFn: "includesString" },
  { id: "color", accessorKey: "color", filterFn: includesSome },
  { id: "brand", accessorKey: "brand", filterFn: includesSome },
  {
    id: "inStock",
    accessorKey: "inStock",
    filterFn: (row, id, value) => row.getValue(id) === value,
  },
  { id: "price", accessorKey: "price" },
];
const tanstackBuild = (items) =>
  T.constructTable({
    features: tanstackFeatures,
    data: items,
    columns: tanstackColumns,
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZE } },
  });
const tanstackRead = (table) => table.getRowModel().rows.length;
const tanstackFilters = [
  { id: "color", value: SELECTED_COLORS },
  { id: "inStock", value: true },
];

function tanstack(items) {
  // One table per scenario, its state reset before each run: a fresh 100,000-row table per run
  // would be a second of setup each, and the tables outlive the runs (memory runs out).
  let table;
  const reset = (sorting) => {
    table ??= tanstackBuild(items);
    table.setColumnFilters([]);
    table.setSorting(sorting);
    tanstackRead(table);
    table.getColumn("brand").getFacetedUniqueValues();
    return table;
  };
  const byPrice = [{ id: "price", desc: false }];
  return {
    build: () => tanstackRead(tanstackBuild(items)),
    search: {
      setup: () => reset([]),
      run: (table) => {
        table.setColumnFilters([{ id: "name", value: TERM }]);
        tanstackRead(table);
        return table.getFilteredRowModel().rows.length;
      },
    },
    filterSort: {
      setup: () => reset(byPrice),
      run: (table) => {
        table.setColumnFilters(tanstackFilters);
        tanstackRead(table);
        return table.getFilteredRowModel().rows.length;
      },
    },
    facets: {
      setup: () => reset(byPrice),
      run: (table) => {
        table.setColumnFilters(tanstackFilters);
        tanstackRead(table);
        table.getColumn("brand").getFacetedUniqueValues();
        return table.getFilteredRowModel().rows.length;
      },
    },
  };
}

export const LIBRARIES = [
  { name: "Finder", package: "@finderjs/core", make: finder },
  { name: "match-sorter", package: "match-sorter", make: matchSorterImpl },
  { name: "Fuse.js", package: "fuse.js", make: fuseImpl },
  { name: "itemsjs", package: "itemsjs", make: itemsjsImpl },
  { name: "TanStack Table", package: "@tanstack/table-core", make: tanstack },
];

export const SCENARIOS = [
  { id: "build", label: "build (index or instance) + first page" },
  { id: "search", label: `search "${TERM}" in the names: matches + first page` },
  { id: "filterSort", label: "filter (3 colours, in stock) + sort by price: first page" },
  { id: "facets", label: "the same + counts of the 40 brands' values" },
];

function time(fn) {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Medians of `runs` timed runs after `warmup` untimed ones; each run gets a fresh setup. */
function measure(spec, runs, warmup) {
  if (typeof spec === "function") spec = { setup: () => undefined, run: spec };
  const times = [];
  let result;
  for (let i = 0; i < warmup + runs; i++) {
    if (typeof globalThis.gc === "function") globalThis.gc();
    const state = spec.setup();
    const elapsed = time(() => (result = spec.run(state)));
    if (i >= warmup) times.push(elapsed);
  }
  return { ms: median(times), result };
}

/** Minified and gzipped size of everything the package exports, as a browser bundle. */
async function bundleSize(packageName) {
  const output = await build({
    // Kept whole: a namespace import that escapes, so nothing is tree-shaken away.
    stdin: {
      contents: `import * as all from "${packageName}"; globalThis.all = all;`,
      resolveDir: root,
      loader: "js",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: ["production"],
    write: false,
    logLevel: "silent",
  });
  return gzipSync(output.outputFiles[0].contents, { level: 9 }).length;
}

const round = (ms) => Number(ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

export async function runComparison({ runs = 9, write = true } = {}) {
  const machine = {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    node: process.version,
    loadBefore: Number(loadavg()[0].toFixed(2)),
  };
  const figures = { date: new Date().toISOString().slice(0, 10), runs, machine, sizes: {} };
  for (const { name, package: packageName } of LIBRARIES) {
    const bytes = await bundleSize(packageName);
    const version = JSON.parse(
      readFileSync(`${root}node_modules/${packageName}/package.json`, "utf8"),
    ).version;
    figures.sizes[name] = { package: packageName, version, bytes };
  }
  figures.results = {};
  for (const count of SIZES) {
    const byScenario = Object.fromEntries(SCENARIOS.map((scenario) => [scenario.id, {}]));
    for (const library of LIBRARIES) {
      // Each library and size in a process of its own: one library's garbage, heap and compiled
      // code never weigh on the next one's timings (and 100,000-row tables fit in memory).
      const child = spawnSync(
        process.execPath,
        ["--expose-gc", fileURLToPath(import.meta.url), library.name, String(count), String(runs)],
        { encoding: "utf8", maxBuffer: 1 << 20 },
      );
      if (child.status !== 0) throw new Error(`${library.name} at ${count}: ${child.stderr}`);
      const measured = JSON.parse(child.stdout);
      for (const [id, cell] of Object.entries(measured)) byScenario[id][library.name] = cell;
    }
    figures.results[count] = byScenario;
    printTable(count, byScenario);
  }
  figures.machine.loadAfter = Number(loadavg()[0].toFixed(2));
  console.log(
    `\nMachine: ${machine.cpu}, ${machine.cores} cores, node ${machine.node}; load average ${machine.loadBefore} before, ${figures.machine.loadAfter} after.`,
  );
  console.log("Bundle sizes, every export, minified + gzip:");
  for (const [name, { bytes, version }] of Object.entries(figures.sizes))
    console.log(`  ${name.padEnd(15)} ${version.padEnd(8)} ${(bytes / 1024).toFixed(1)} KB`);
  if (write) {
    const path = fileURLToPath(new URL("./compare-figures.json", import.meta.url));
    writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
    const page = `${root}docs/index.mdx`;
    writeFileSync(page, withSpeedTable(readFileSync(page, "utf8"), figures));
    console.log(`\nWritten to ${path.slice(root.length)} and the table in docs/index.mdx`);
  }
  return figures;
}

/** One library's scenarios at one size, as a map of scenario id to `{ ms, matches }`. */
function measureLibrary(name, count, runs) {
  const library = LIBRARIES.find((candidate) => candidate.name === name);
  const items = createProducts(count);
  const measured = {};
  for (const scenario of SCENARIOS) {
    const spec = library.make(items)[scenario.id];
    if (!spec) continue;
    // A build at 100,000 items takes up to seconds for some libraries: fewer runs there.
    const n = scenario.id === "build" ? Math.min(runs, 5) : runs;
    const { ms, result } = measure(spec, n, scenario.id === "build" ? 1 : 2);
    measured[scenario.id] = {
      ms: round(ms),
      matches: scenario.id !== "build" && typeof result === "number" ? result : undefined,
    };
  }
  return measured;
}

// Run as `node --expose-gc compare.mjs <library> <count> <runs>` by runComparison.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, count, runs] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(measureLibrary(name, Number(count), Number(runs))));
}

function printTable(count, byScenario) {
  const header = ["scenario", ...LIBRARIES.map((library) => library.name)];
  const rows = [header];
  for (const scenario of SCENARIOS) {
    rows.push([
      scenario.label,
      ...LIBRARIES.map(({ name }) => {
        const cell = byScenario[scenario.id][name];
        if (!cell) return "-";
        return cell.matches === undefined ? `${cell.ms} ms` : `${cell.ms} ms (${cell.matches})`;
      }),
    ]);
  }
  console.log(
    `\n${count.toLocaleString("en")} products, medians in ms (matches found in brackets)\n`,
  );
  const widths = header.map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join("  "));
}
