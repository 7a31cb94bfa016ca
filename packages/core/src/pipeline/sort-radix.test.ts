import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { sortMatches, type SortOrder } from "./sort";

// Between 2,048 matches and a sixteenth of the items, `sortMatches` orders the matches by rank
// with a radix sort (after ordering them by score when there is one) instead of a comparator.
// Its order must be the comparator's: rank, then score, then item order.

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261125) });

const NUM_ITEMS = 40_000;

function reference(matched: Uint32Array, rank: Uint32Array, score?: (i: number) => number) {
  return [...matched].sort(
    (a, b) => rank[a]! - rank[b]! || (score ? score(a) - score(b) : 0) || a - b,
  );
}

/** `rank` as a sort order; `sortMatches` reads only the ranks on this path. */
const orderOf = (rank: Uint32Array): SortOrder => ({ order: new Uint32Array(0), rank });

const caseArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  numMatched: fc.integer({ min: 2048, max: NUM_ITEMS / 16 - 1 }),
  // Ranks above 65,535 take a second pass of the radix sort.
  highestRank: fc.constantFrom(0, 3, 700, 65_535, 70_000, 2 ** 24),
  // Scores span 25 bits: two passes as well, or one when their high digits are all equal.
  highestScore: fc.constantFrom(4, 2 ** 25),
  scored: fc.boolean(),
});

function build({
  seed,
  numMatched,
  highestRank,
  highestScore,
}: {
  seed: number;
  numMatched: number;
  highestRank: number;
  highestScore: number;
}) {
  // mulberry32: every bit is usable, unlike the low bits of a plain linear congruence.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const rank = new Uint32Array(NUM_ITEMS).map(() => next() % (highestRank + 1));
  const scores = new Uint32Array(NUM_ITEMS).map(() => next() % (highestScore + 1));
  const chosen = new Set<number>();
  while (chosen.size < numMatched) chosen.add(next() % NUM_ITEMS);
  const matched = Uint32Array.from([...chosen].sort((a, b) => a - b));
  return { rank, scores, matched };
}

describe("sortMatches from 2,048 matches on", () => {
  test("orders by rank, then score, then item order, as a comparator would", () => {
    fc.assert(
      fc.property(caseArbitrary, (input) => {
        const { rank, scores, matched } = build(input);
        const score = input.scored ? (i: number) => scores[i]! : undefined;
        const before = matched.slice();
        const sorted = sortMatches(NUM_ITEMS, matched, orderOf(rank), score && scores);
        expect([...sorted]).toEqual(reference(matched, rank, score));
        // The matches themselves are left as they were: the memo keeps them.
        expect(matched).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  test("from a sixteenth of the items on, walks the full order and orders ties by score", () => {
    fc.assert(
      fc.property(
        caseArbitrary.map((input) => ({ ...input, numMatched: input.numMatched * 4 })),
        (input) => {
          const { rank, scores, matched } = build(input);
          // The order of every item: by rank, ties in item order.
          const order = Uint32Array.from(
            Array.from({ length: NUM_ITEMS }, (_, i) => i).sort(
              (a, b) => rank[a]! - rank[b]! || a - b,
            ),
          );
          const score = input.scored ? (i: number) => scores[i]! : undefined;
          const sorted = sortMatches(NUM_ITEMS, matched, { order, rank }, score && scores);
          expect([...sorted]).toEqual(reference(matched, rank, score));
        },
      ),
      { numRuns: 15 },
    );
  });
});
