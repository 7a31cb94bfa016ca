// Long texts cost what they should (issue 41, item 3): every step of ranking and highlighting is
// linear in the text. A 40,000-word text took about a second a keystroke when each occurrence of
// the term scanned the whole list of word starts. These tests count the reads of that list
// through a Proxy (no timing), and hold the linear lookups to brute-force references.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { calculateStringMatchSegments } from "../index";
import {
  acronymStarts,
  encodeWordStarts,
  RUNGS,
  rungOf,
  scoreMatch,
  wordStartOccurrence,
} from "./match";
import { normalizeText } from "./normalize";
import { mapText } from "./segments";
import { parseTerm } from "./term";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261129) });
// Fewer under mutation testing (vitest.mutation.config.ts), which runs them for each mutant.
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 500) };

/** `list` behind a Proxy that counts how many of its entries are read. */
function counted(list: number[]): { starts: number[]; reads: () => number } {
  let reads = 0;
  const starts = new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { starts, reads: () => reads };
}

/** The leftmost occurrence of `needle` in `text` at a word start, by trying every index. */
function bruteWordStartOccurrence(text: string, needle: string, starts: readonly number[]) {
  for (let at = 0; at <= text.length - needle.length; at++) {
    if (text.startsWith(needle, at) && starts.includes(at)) return at;
  }
  return -1;
}

// 2,000 words "xab": "ab" occurs in every word, never at its start.
const WORDS = 2000;
const inside = normalizeText("xab ".repeat(WORDS));

describe("the occurrence that begins a word is found in one walk over the word starts", () => {
  test("a term that occurs inside every word of a long text reads each word start about once", () => {
    const { starts, reads } = counted(inside.starts);
    const first = inside.text.indexOf("ab");
    expect(wordStartOccurrence(inside.text, "ab", first, starts)).toBe(-1);
    // A scan of the list for each occurrence read about WORDS² (4,000,000) entries.
    expect(reads()).toBeLessThanOrEqual(2 * WORDS + 2);
  });

  test("the occurrence at the last word start of a long text is found, with as few reads", () => {
    const { text, starts: list } = normalizeText(`${"xab ".repeat(WORDS)}abc`);
    const { starts, reads } = counted(list);
    expect(wordStartOccurrence(text, "ab", text.indexOf("ab"), starts)).toBe(3 * WORDS);
    expect(reads()).toBeLessThanOrEqual(2 * WORDS + 2);
  });

  test("ranking a long text on the 'contains' rung reads each word start about once", () => {
    const { starts, reads } = counted(inside.starts);
    const score = scoreMatch(inside.text, starts, parseTerm("ab"));
    expect(score).toBe(scoreMatch(inside.text, [...inside.starts], parseTerm("ab")));
    expect(reads()).toBeLessThanOrEqual(2 * WORDS + 2);
  });

  test("the word initials of a long text are read once", () => {
    const { starts, reads } = counted(inside.starts);
    expect(acronymStarts(inside.text, starts, "xxx")).toEqual([0, 3, 6]);
    expect(reads()).toBeLessThanOrEqual(WORDS + 1);
  });

  test("under a threshold before the acronym rung, a text without the term is left out without reading its initials", () => {
    const { starts, reads } = counted(inside.starts);
    const score = scoreMatch(inside.text, starts, parseTerm("xx"), RUNGS.contains);
    expect(rungOf(score)).toBeGreaterThan(RUNGS.contains);
    expect(reads()).toBe(0);
    // Without a threshold the same text is an acronym, found by reading the initials.
    expect(rungOf(scoreMatch(inside.text, starts, parseTerm("xx")))).toBe(RUNGS.acronym);
    expect(reads()).toBeGreaterThan(0);
  });

  // Texts from few letters, so that terms occur often, and long enough words that some texts
  // keep their word starts as a list rather than a bitmask.
  const word = fc.stringMatching(/^[ab]{1,12}$/);
  const text = fc.array(word, { minLength: 1, maxLength: 12 }).map((words) => words.join(" "));
  const needle = fc.stringMatching(/^[ab]{1,4}$/);

  test("agrees with trying every index, for the bitmask and the list of word starts alike", () => {
    fc.assert(
      fc.property(text, needle, (haystack, term) => {
        const { text: compact, starts } = normalizeText(haystack);
        const expected = bruteWordStartOccurrence(compact, term, starts);
        const first = compact.indexOf(term);
        expect(wordStartOccurrence(compact, term, first, starts)).toBe(expected);
        const encoded = encodeWordStarts(starts, compact.length);
        expect(wordStartOccurrence(compact, term, first, encoded)).toBe(expected);
      }),
      RUNS,
    );
  });

  test("agrees with trying every index when the first occurrence is past some word starts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 })),
        needle,
        text,
        (cuts, term, haystack) => {
          // Word starts that need not follow separators: any sorted set of indices.
          const { text: compact } = normalizeText(haystack);
          const starts = [...new Set(cuts.filter((at) => at < compact.length))].sort(
            (a, b) => a - b,
          );
          const expected = bruteWordStartOccurrence(compact, term, starts);
          expect(wordStartOccurrence(compact, term, compact.indexOf(term), starts)).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});

describe("highlighting a long text marks exactly what matched", () => {
  /** The letters of `haystack` that `segments` mark, lower-cased, in order. */
  const markedLetters = (haystack: string, needle: string) =>
    calculateStringMatchSegments(haystack, needle)
      ?.filter((segment) => segment.isMatch)
      .map((segment) => segment.value)
      .join("")
      .replace(/[^a-z]/gi, "")
      .toLowerCase();

  test("the occurrence at a word start near the end of a long text is the one marked", () => {
    const haystack = `${"Xab ".repeat(WORDS)}Abc`;
    const segments = calculateStringMatchSegments(haystack, "ab");
    expect(segments?.filter((segment) => segment.isMatch)).toEqual([
      { index: 4 * WORDS, length: 2, value: "Ab", isMatch: true },
    ]);
  });

  test("an ASCII haystack maps each kept character to itself, as the general path maps it", () => {
    // A no-break space is no ASCII, so the haystack after it takes the general path; as a
    // separator at the end it changes neither the text, the word starts nor the mapping.
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 40 }), (input) => {
        expect(mapText(input)).toEqual(mapText(`${input}\u00a0`));
      }),
      RUNS,
    );
  });

  // Words of a few letters in both cases, some longer than the bitmask holds, spaces and dashes.
  const word = fc.stringMatching(/^[abAB]{1,14}$/);
  const haystack = fc
    .array(fc.tuple(word, fc.constantFrom(" ", "-", " - ")), { minLength: 1, maxLength: 10 })
    .map((words) => words.map(([text, separator]) => text + separator).join(""));
  const needle = fc.stringMatching(/^[ab]{1,5}$/);

  test("the marked letters spell the term, whichever rung it reached", () => {
    fc.assert(
      fc.property(haystack, needle, (text, term) => {
        const marked = markedLetters(text, term);
        if (marked !== undefined) expect(marked).toBe(term);
      }),
      RUNS,
    );
  });

  test("a term that occurs is marked at its leftmost occurrence that begins a word, else its leftmost", () => {
    fc.assert(
      fc.property(haystack, needle, (text, term) => {
        const { text: compact, starts } = normalizeText(text);
        const first = compact.indexOf(term);
        if (first < 0) return;
        const atWord = bruteWordStartOccurrence(compact, term, starts);
        const at = atWord >= 0 ? atWord : first;
        // The original index of each compact letter: letters are the only characters kept.
        const letters = [...text].flatMap((char, index) => (/[a-z]/i.test(char) ? [index] : []));
        const expected = new Set(letters.slice(at, at + term.length));
        const segments = calculateStringMatchSegments(text, term) ?? [];
        const marked = segments.flatMap((segment) =>
          segment.isMatch ? [...segment.value].map((_, k) => segment.index + k) : [],
        );
        expect(marked.filter((index) => /[a-z]/i.test(text[index] as string))).toEqual([
          ...expected,
        ]);
      }),
      RUNS,
    );
  });
});
