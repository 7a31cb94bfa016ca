// Long addresses (issue 40, item 6): a multiple filter read from an address (`?tag=0&tag=1&…`),
// and the same values given to filters.set, must cost what the values cost to read, so four
// times the values take about four times as long (a hostile link must not freeze a tab: 20,000
// values took 1.2–1.7 s and 80,000 took 24 s when each entry was compared with every other).
// Each scenario times 20,000 and 80,000 values and prints the ratio. `npm run bench -- A1,A2`
// runs these alone.
import { FinderCore, filterRule, fromSearchParams } from "../dist/index.js";

const SIZES = [20_000, 80_000];

/** The most that 4× the values may cost, as a multiple of 1×: linear, with room for noise. */
const MAX_GROWTH = 6;

const rules = [
  filterRule({
    id: "tag",
    multiple: true,
    filterFn: (item, tag) => item.tag === tag,
  }),
];
const items = [{ tag: "0" }, { tag: "1" }];

export const ADDRESS_SCENARIOS = [
  {
    id: "A1",
    label: "fromSearchParams: a multiple filter of n values",
    prepare: (values) => values.map((value) => `tag=${value}`).join("&"),
    run: (query) => fromSearchParams(query, { rules }),
  },
  {
    id: "A2",
    label: "filters.set: an array of n values",
    prepare: (values) => ({ values, finder: new FinderCore(items, { rules }) }),
    run: ({ values, finder }) => finder.filters.set("tag", values),
  },
];

export function runAddress({ wanted, median, format, printTable, settle }) {
  const runs = Number(process.env.BENCH_ADDRESS_RUNS ?? 5);
  const rows = [["scenario", "20,000 values", "80,000 values", "80,000 / 20,000", "target", ""]];
  for (const scenario of ADDRESS_SCENARIOS.filter((candidate) => wanted(candidate.id))) {
    const medians = SIZES.map((size) => {
      const values = Array.from({ length: size }, (_, i) => String(i));
      const times = [];
      // The first run warms the code up and is not recorded.
      for (let run = -1; run < runs; run++) {
        const state = scenario.prepare(values);
        globalThis.gc();
        settle();
        const start = performance.now();
        scenario.run(state);
        if (run >= 0) times.push(performance.now() - start);
      }
      return median(times);
    });
    const growth = medians[1] / medians[0];
    rows.push([
      `${scenario.id} ${scenario.label}`,
      format(medians[0]),
      format(medians[1]),
      `${growth.toFixed(1)}×`,
      `≤ ${MAX_GROWTH}× (linear: 4×)`,
      growth <= MAX_GROWTH ? "met" : "NOT MET",
    ]);
  }
  if (rows.length === 1) return;
  console.log(`\nLong addresses, medians of ${runs} runs in ms (node ${process.version})\n`);
  printTable(rows);
}
