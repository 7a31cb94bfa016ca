// Reading an address is linear in its length (issue 40):
// `node --expose-gc packages/core/bench/address-length.mjs` (after `npm run build:packages`) reads
// addresses of one and four times a base size with fromSearchParams, and applies them to a live
// finder with applySearchParams, and prints the medians and their ratio (near 4 when linear,
// near 16 when quadratic). Each address has every kind of part a hostile link can grow: a long
// term, a multiple filter with many options (each value one of them), a free-form multiple filter
// with many values, one key repeated many times (each extra value dropped) and many keys under
// the prefix that name nothing (each dropped).
import {
  applySearchParams,
  FinderCore,
  filterRule,
  fromSearchParams,
  searchRule,
  sortByRule,
} from "../dist/index.js";
import { createProducts } from "./data.mjs";

/** Parts of each kind at size 1×: a 0.1 MB address. */
const BASE = 1_000;
const RUNS = 7;

const items = createProducts(2_000);
const tags = Array.from({ length: 4 * BASE }, (_, i) => `tag${i}`);
const rules = [
  searchRule({ searchFn: (item) => item.name }),
  filterRule({
    id: "tag",
    multiple: true,
    options: tags.map((value) => ({ value })),
    filterFn: (item, tag) => item.name.length % 7 === tag.length % 7,
  }),
  filterRule({
    id: "near",
    multiple: true,
    filterFn: (item, text) => item.brand !== text,
  }),
  sortByRule({ id: "price", sortFn: (item) => item.price }),
];
const prefix = "a.";

/** An address with `scale` times the base number of parts of each kind. */
function addressOf(scale) {
  const n = BASE * scale;
  const params = new URLSearchParams();
  params.append(`${prefix}q`, "cotton shirt ".repeat(n / 10));
  for (let i = 0; i < n; i++) params.append(`${prefix}tag`, tags[i]);
  for (let i = 0; i < n; i++) params.append(`${prefix}near`, `brand ${i}`);
  for (let i = 0; i < n; i++) params.append(`${prefix}page`, String(i + 1));
  for (let i = 0; i < n; i++) params.append(`${prefix}stray${i}`, "x");
  params.append(`${prefix}sort`, "price");
  return params.toString();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(fn) {
  fn(); // warm-up, untimed
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    globalThis.gc?.();
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

function runAddressBench() {
  const rows = [];
  for (const [label, read] of [
    ["fromSearchParams", (address) => fromSearchParams(address, { rules, items, prefix })],
    [
      "applySearchParams",
      (address) => applySearchParams(new FinderCore(items, { rules }), address, { prefix }),
    ],
  ]) {
    const [one, four] = [1, 4].map((scale) => {
      const address = addressOf(scale);
      return { kb: address.length / 1024, ms: time(() => read(address)) };
    });
    rows.push(
      `${label}: 1× ${one.kb.toFixed(0)} KB ${one.ms.toFixed(1)} ms, 4× ${four.kb.toFixed(0)} KB ${four.ms.toFixed(1)} ms, ratio ${(four.ms / one.ms).toFixed(1)} (linear: 4, quadratic: 16)`,
    );
  }
  console.log(`Reading an address (medians of ${RUNS} runs, node ${process.version}):`);
  for (const row of rows) console.log(`  ${row}`);
}

runAddressBench();
