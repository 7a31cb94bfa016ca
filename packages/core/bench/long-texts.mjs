// Long texts (issue 41, item 3): a search must cost what the text costs to read, so four times
// the text takes about four times as long (the target: at most five). Each scenario times one
// keystroke on a corpus and on the same number of documents four times as long, beside a plain
// loop, and prints the ratio. `npm run bench -- T1,T2` runs these alone.
import { FinderCore, searchRule } from "../dist/index.js";
import { createDocuments, isSubsequence } from "./data.mjs";

/**
 * The documents searched: a count and the words of each, at 1× (the 4× run has 4× the words),
 * and the recorded runs (`BENCH_LONG_RUNS` sets them all).
 */
const CORPORA = {
  articles: { count: 10_000, words: 500, label: "10,000 documents of 500 words", runs: 5 },
  // A keystroke here takes a few milliseconds, and a fresh instance little more: more runs.
  books: { count: 100, words: 5_000, label: "100 documents of 5,000 words", runs: 15 },
};

/**
 * What is typed: `typed` untimed on a fresh instance (its first keystroke reads every text), then
 * `timed`, the keystroke measured, with the first page read.
 */
const TERMS = {
  keystroke: { typed: "n", timed: "ng", label: 'keystroke "n" → "ng"' },
  // Issue 41, items 1 and 2 add their terms here (a two-word term, a typo term under
  // threshold "typo") and a scenario for each corpus below.
};

export const LONG_TEXT_SCENARIOS = [
  { id: "T1", corpus: "articles", term: "keystroke" },
  { id: "T2", corpus: "books", term: "keystroke" },
];

/** The most that 4× the text may cost, as a multiple of 1×: linear, with room for noise. */
const MAX_GROWTH = 5;
const PAGE_SIZE = 20;

const finder = {
  name: "Finder",
  prepare(documents, term) {
    const instance = new FinderCore(documents, {
      rules: [searchRule({ searchFn: (document) => document.text })],
      numItemsPerPage: PAGE_SIZE,
    });
    instance.search.setSearchTerm(term.typed);
    void instance.matches.items.length;
    return instance;
  },
  step(instance, term) {
    instance.search.setSearchTerm(term.timed);
    return instance.matches.items.length;
  },
};

// The hand-written baseline: each text lower-cased, and a copy with only letters and digits kept
// (once per corpus, untimed, as Finder's first keystroke reads the texts). The matches rank as
// Finder's do on these texts: the term at a word start (a regular expression's \b), then inside
// a word, then its letters spread out; ties go to the earlier occurrence.
const plainTexts = new WeakMap();
const plain = {
  name: "plain JS",
  prepare(documents) {
    if (!plainTexts.has(documents)) {
      const lower = documents.map((document) => document.text.toLowerCase());
      const compact = lower.map((text) => text.replace(/[^a-z0-9]/g, ""));
      plainTexts.set(documents, { lower, compact });
    }
    return plainTexts.get(documents);
  },
  step({ lower, compact }, term) {
    const atWordStart = new RegExp(`\\b${term.timed}`);
    const matched = [];
    const rank = [];
    for (let i = 0; i < compact.length; i++) {
      if (!isSubsequence(compact[i], term.timed)) continue;
      const at = compact[i].indexOf(term.timed);
      const rung = at < 0 ? 2 : atWordStart.test(lower[i]) ? 0 : 1;
      matched.push(i);
      rank.push(rung * 2 ** 32 + Math.max(at, 0));
    }
    const order = rank.map((_, k) => k).sort((a, b) => rank[a] - rank[b] || a - b);
    return order.slice(0, PAGE_SIZE).map((k) => matched[k]).length;
  },
};

/**
 * Runs the long-text scenarios `wanted` lets through and prints their table. Each run builds a
 * fresh instance (untimed), collects garbage and waits (`settle`), then times the keystroke;
 * Finder and the plain loop take turns, so both meet the same load on a shared machine.
 */
export function runLongTexts({ wanted, median, format, printTable, settle }) {
  const scenarios = LONG_TEXT_SCENARIOS.filter((scenario) => wanted(scenario.id));
  const rows = [
    [
      "scenario",
      "Finder 1×",
      "Finder 4×",
      "4× / 1×",
      "(CPU)",
      "plain 1×",
      "plain 4×",
      "Finder/plain 1×",
      "target",
      "",
    ],
  ];
  for (const scenario of scenarios) {
    const corpus = CORPORA[scenario.corpus];
    const term = TERMS[scenario.term];
    const runs = Number(process.env.BENCH_LONG_RUNS ?? corpus.runs);
    const times = new Map();
    const add = (key, value) => times.set(key, [...(times.get(key) ?? []), value]);
    for (const scale of [1, 4]) {
      const documents = createDocuments(corpus.count, corpus.words * scale);
      // The first run at 1× warms the code up and is not recorded; 4× runs the same code.
      for (let run = scale === 1 ? -1 : 0; run < runs; run++) {
        for (const implementation of [finder, plain]) {
          let state = implementation.prepare(documents, term);
          globalThis.gc();
          settle();
          const cpu = process.cpuUsage();
          const start = performance.now();
          implementation.step(state, term);
          const elapsed = performance.now() - start;
          const used = process.cpuUsage(cpu);
          state = undefined;
          if (run < 0) continue;
          add(`${implementation.name}:${scale}`, elapsed);
          add(`${implementation.name}:${scale}:cpu`, (used.user + used.system) / 1000);
        }
      }
    }
    const [finder1, finder4, cpu1, cpu4, plain1, plain4] = [
      "Finder:1",
      "Finder:4",
      "Finder:1:cpu",
      "Finder:4:cpu",
      "plain JS:1",
      "plain JS:4",
    ].map((key) => median(times.get(key)));
    const growth = finder4 / finder1;
    rows.push([
      `${scenario.id} ${corpus.label}: ${term.label} (${runs} runs)`,
      format(finder1),
      format(finder4),
      `${growth.toFixed(1)}×`,
      `${(cpu4 / cpu1).toFixed(1)}×`,
      format(plain1),
      format(plain4),
      `${(finder1 / plain1).toFixed(1)}×`,
      `4× text ≤ ${MAX_GROWTH}× the time`,
      growth <= MAX_GROWTH ? "met" : "NOT MET",
    ]);
  }
  console.log(
    `\nLong texts, medians in ms (node ${process.version}); 4×: the same number of documents, each four times as long; (CPU): the same ratio of Finder's CPU time, which waiting for a core on a shared machine does not count\n`,
  );
  printTable(rows);
  console.log(
    "\nEach run: a fresh instance that has searched the first letter and read its page (untimed), then a full collection and a 100 ms pause, then the keystroke and the first page read; Finder ranks every match by relevance, the plain loop by a word start (\\b), then by where the term first occurs.",
  );
}
