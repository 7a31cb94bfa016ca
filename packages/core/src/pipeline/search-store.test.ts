import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, searchRule } from "../index";
import { parseTerm } from "../search/term";
import { createSearchIndex, scoreMatches, searchItems, type SearchIndex } from "./search";
import { referenceFold as fold } from "../test/reference";

// The search index packs every single ASCII haystack, lower-cased, into one byte store in item
// order (pipeline/search.ts). These tests hold it to an independent reference: the compact form
// (NFKD, marks dropped, lower case, letters and digits only) contains the term's compact form as
// a subsequence, with quoted parts contiguous.

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261125) });

interface Row {
  id: number;
  text: string | string[];
}

function matchesReference(haystack: string, term: string): boolean {
  const text = fold(haystack);
  let at = 0;
  const parts = term.split('"');
  for (let p = 0; p < parts.length; p++) {
    const part = fold(parts[p] as string);
    if (part === "") continue;
    if (p % 2 === 1) {
      const found = text.indexOf(part, at);
      if (found < 0) return false;
      at = found + part.length;
      continue;
    }
    for (const char of part) {
      const found = text.indexOf(char, at);
      if (found < 0) return false;
      at = found + 1;
    }
  }
  return true;
}

const expected = (rows: Row[], term: string) =>
  rows
    .filter((row) =>
      (Array.isArray(row.text) ? row.text : [row.text]).some((text) =>
        matchesReference(text, term),
      ),
    )
    .map((row) => row.id)
    .sort((a, b) => a - b);

function finderOf(rows: Row[], fault?: { at: number; times: number }) {
  return new FinderCore<Row>(rows, {
    rules: [
      searchRule({
        searchFn: (row: Row) => {
          if (fault && row.id === fault.at && fault.times > 0) {
            fault.times -= 1;
            throw new Error("searchFn fault");
          }
          return row.text;
        },
      }),
    ],
  });
}

const matchedIds = (finder: FinderCore<Row>, term: string) => {
  finder.search.setSearchTerm(term);
  return (finder.matches.items ?? []).map((row) => row.id).sort((a, b) => a - b);
};

// Past 1,024 items the store sizes itself from the items so far; mixed forms leave empty ranges.
const WORDS = ["Cotton", "coat", "Crème", "CAFÉ", "tea", "Ωmega", "x-ray 42", "", "  ", "Dot.com"];
const textArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WORDS) },
  {
    weight: 3,
    arbitrary: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((w) => w.join(" ")),
  },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }) },
);
const rowsArbitrary = fc
  .array(textArbitrary, { minLength: 1000, maxLength: 1400 })
  .map((texts) => texts.map((text, id): Row => ({ id, text })));
const TERMS = [
  "c",
  "co",
  "cot",
  "coto",
  "cr",
  "cre",
  "crè",
  "ω",
  "42",
  '"tea"',
  '"co"t',
  "xr4",
  "COA",
];

describe("the search index's byte store", () => {
  test("matches ASCII, non-ASCII and several haystacks as the reference does, narrowing or not", () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.subarray(TERMS, { minLength: 1 }), (rows, terms) => {
        const typed = finderOf(rows);
        for (const term of terms) {
          expect(matchedIds(typed, term)).toEqual(expected(rows, term));
          // Typing the term character by character narrows each result from the one before.
          const typing = finderOf(rows);
          for (let end = 1; end <= term.length; end++) matchedIds(typing, term.slice(0, end));
          expect(matchedIds(typing, term)).toEqual(expected(rows, term));
        }
      }),
      { numRuns: 15 },
    );
  });

  test("a searchFn that throws part-way leaves an index the next search completes", () => {
    const rows: Row[] = Array.from({ length: 3000 }, (_, id) => ({
      id,
      text: id % 7 === 0 ? "Crème brûlée" : id % 5 === 0 ? ["tea", "Coat"] : `Cotton ${id}`,
    }));
    const fault = { at: 1500, times: 1 };
    const finder = finderOf(rows, fault);
    expect(() => matchedIds(finder, "co")).toThrow("searchFn fault");
    expect(fault.times).toBe(0);
    for (const term of ["co", "cot", "cot9", '"cr"', "cre"]) {
      expect(matchedIds(finder, term)).toEqual(expected(rows, term));
    }
  });

  describe("its growth", () => {
    const rule = { searchFn: (text: string) => text };
    const search = (texts: string[], index: SearchIndex, term: string) => [
      ...searchItems(texts, rule, undefined, index, term, parseTerm(term), undefined).matched,
    ];
    const expectedFor = (texts: string[], term: string) =>
      texts.flatMap((text, i) => (matchesReference(text, term) ? [i] : []));
    const list = (long: string) =>
      Array.from({ length: 3000 }, (_, i) =>
        i === 1100 ? long : i === 1200 ? "omega" : i % 3 ? "zeta" : "Alpha",
      );

    /** A first search that stops at item 1,200, to see the store while it is being filled. */
    function stopAtOmega(texts: string[], index: SearchIndex) {
      const stopping = {
        searchFn: (text: string) => {
          if (text === "omega") throw new Error("stop");
          return text;
        },
      };
      const term = "alpha";
      expect(() =>
        searchItems(texts, stopping, undefined, index, term, parseTerm(term), undefined),
      ).toThrow("stop");
      expect(index.packed).toBe(1200);
    }

    test("one long text after the sample asks for no more than 64 bytes an item", () => {
      const texts = list(`x${"a".repeat(200_000)}`);
      const index = createSearchIndex(texts.length);
      stopAtOmega(texts, index);
      const packedSoFar = index.offsets[index.packed] as number;
      expect(index.bytes.length).toBeLessThanOrEqual(packedSoFar + 64 * texts.length * 1.0625);
      expect(search(texts, index, "alpha")).toEqual(expectedFor(texts, "alpha"));
      expect(search(texts, index, "xa")).toEqual(expectedFor(texts, "xa"));
      const packed = texts.reduce((sum, text) => sum + text.length, 0);
      expect(index.bytes.length).toBeLessThanOrEqual(packed * 1.125);
    });

    test("a long text that is not ASCII does not grow the store", () => {
      const texts = list(`é${"a".repeat(200_000)}`);
      const index = createSearchIndex(texts.length);
      stopAtOmega(texts, index);
      expect(index.bytes.length).toBeLessThan(20_000);
      expect(search(texts, index, "ea")).toEqual(expectedFor(texts, "ea"));
    });

    /** Runs `run` while the runtime refuses typed arrays longer than `limit` (a RangeError). */
    function refusingOver(limit: number, run: () => void) {
      const Original = globalThis.Uint8Array;
      class Refusing extends Original {
        constructor(...args: unknown[]) {
          if (typeof args[0] === "number" && args[0] > limit) {
            throw new RangeError("Invalid typed array length");
          }
          super(...(args as [number]));
        }
      }
      globalThis.Uint8Array = Refusing as unknown as Uint8ArrayConstructor;
      try {
        run();
      } finally {
        globalThis.Uint8Array = Original;
      }
    }

    test("a store the runtime cannot grow leaves the long text normalised, and searches still match", () => {
      const texts = list(`x${"a".repeat(200_000)}`);
      const index = createSearchIndex(texts.length);
      refusingOver(100_000, () => {
        expect(search(texts, index, "alpha")).toEqual(expectedFor(texts, "alpha"));
      });
      expect(index.packed).toBe(texts.length);
      expect(index.form[1100]).toBe(0);
      expect(index.form[1101]).toBe(1);
      for (const term of ["zeta", "xa", '"xaa"', "omega"]) {
        expect(search(texts, index, term)).toEqual(expectedFor(texts, term));
      }
    });

    test("when the predicted size is refused, the store grows to just what the text needs", () => {
      const texts = list(`x${"a".repeat(200_000)}`);
      const index = createSearchIndex(texts.length);
      // About 215 KB predicted (the items before it and the long text), 205 KB needed.
      refusingOver(210_000, () => stopAtOmega(texts, index));
      expect(index.form[1100]).toBe(1);
      expect(search(texts, index, "xa")).toEqual(expectedFor(texts, "xa"));
    });

    test("items averaging over 64 bytes make the store double, not follow their average", () => {
      // 100-byte texts: past the sample the average would predict 100 bytes for each of the
      // 3,000 items (319 KB); the cap predicts 64 (204.1 KB), so doubling (to 204.8 KB) decides.
      const texts = list("Alpha ".repeat(17).slice(0, 100)).map((text, i) =>
        i === 1200 ? "omega" : `${text.padEnd(99, "z")}!`,
      );
      const index = createSearchIndex(texts.length);
      stopAtOmega(texts, index);
      expect(index.bytes.length).toBe(204_800);
      expect(search(texts, index, "alpha")).toEqual(expectedFor(texts, "alpha"));
    });
  });

  // Claim in the core README: a single ASCII haystack is folded only for the items ranked.
  test("keeps packed text unfolded until an item is ranked, and then only that item's", () => {
    const texts = ["Cotton Shirt", "Coat", "Tea", "Café"];
    const rule = { searchFn: (text: string) => text };
    const index = createSearchIndex(texts.length);
    const result = searchItems(texts, rule, undefined, index, "co", parseTerm("co"), undefined);
    expect([...result.matched]).toEqual([0, 1]);
    expect(index.compact.filter((text) => text !== undefined)).toEqual([]);
    scoreMatches(index, result, texts.length, Uint32Array.of(1));
    expect(index.compact).toEqual([undefined, "coat", undefined, undefined]);
    // The three ASCII texts are packed, end to end and lower-cased; "Café" is not.
    expect([...index.form]).toEqual([1, 1, 1, 0]);
    expect(new TextDecoder().decode(index.bytes)).toBe("cotton shirtcoattea");
    // Text that is not ASCII is normalised when it is first read.
    expect(index.texts[3]).toBe("cafe");
  });

  test("trims the store to what it holds once every item is in, when an eighth or more is spare", () => {
    // Long texts in the sample, short ones after it: the store's prediction overshoots.
    const texts = Array.from({ length: 4000 }, (_, i) => (i < 1024 ? "x".repeat(60) : "ab"));
    const rule = { searchFn: (text: string) => text };
    const index = createSearchIndex(texts.length);
    searchItems(texts, rule, undefined, index, "ab", parseTerm("ab"), undefined);
    expect(index.bytes.length).toBe(1024 * 60 + (4000 - 1024) * 2);
  });
});
