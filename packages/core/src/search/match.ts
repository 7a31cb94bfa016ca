import type { SearchThreshold } from "../types";
import type { ParsedTerm } from "./term";

/*
 * A score packs three fields into one integer, most significant first, so comparing scores
 * compares rung, then missing coverage, then first matched position:
 *   rung (3 bits) | missing coverage (12 bits) | position (10 bits, capped at 1023)
 * These stay above every other statement of the file: esbuild folds such leading constants into
 * the code that uses them, and keeps later ones as variables.
 */
const POSITION_BITS = 10;
const COVERAGE_BITS = 12;
const RUNG_BITS = 3;
const SCORE_BITS = RUNG_BITS + COVERAGE_BITS + POSITION_BITS;
const MAX_POSITION = 2 ** POSITION_BITS - 1;
const MAX_MISSING = 2 ** COVERAGE_BITS - 1;
const MISSING_UNIT = 2 ** POSITION_BITS;
const RUNG_UNIT = 2 ** (COVERAGE_BITS + POSITION_BITS);

/**
 * The bits left below a score for an item index when `sortByScore` packs both into one float
 * (53 bits hold an integer exactly): 28, so up to 2^28 items.
 */
export const INDEX_BITS = 53 - SCORE_BITS;

/**
 * Word starts of a compact text: a bitmask when the text is short enough (no allocation per
 * item, which matters at 100k items), else the list of indices.
 */
export type WordStarts = number | readonly number[];

const MASK_BITS = 30;

export function encodeWordStarts(starts: readonly number[], textLength: number): WordStarts {
  if (textLength > MASK_BITS) return starts;
  let mask = 0;
  for (const start of starts) mask |= 1 << start;
  return mask;
}

/**
 * The leftmost occurrence of `needle` in `text` that begins a word; -1 when every occurrence is
 * inside a word. `first` is its first occurrence, where a short text's search begins. Ranking
 * (the "word starts with" rung) and highlighting (which occurrence to mark) both ask here.
 */
export function wordStartOccurrence(
  text: string,
  needle: string,
  first: number,
  starts: WordStarts,
): number {
  if (typeof starts === "number") {
    for (let at = first; at >= 0; at = text.indexOf(needle, at + 1)) {
      if (at < MASK_BITS && ((starts >>> at) & 1) === 1) return at;
    }
    return -1;
  }
  // Each word start is tried once, in order: looking each occurrence up in the list instead made
  // a long text cost its occurrences times its words (a second for 40,000 words). Comparing the
  // first character before calling startsWith halves the time of a long text.
  const initial = needle.charCodeAt(0);
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k] as number;
    if (text.charCodeAt(start) === initial && text.startsWith(needle, start)) return start;
  }
  return -1;
}

function wordStartList(starts: WordStarts): readonly number[] {
  if (typeof starts !== "number") return starts;
  const list: number[] = [];
  for (let at = 0; at < MASK_BITS; at++) if ((starts >>> at) & 1) list.push(at);
  return list;
}

/**
 * The relevance ladder, best first: a match's rung is the first it reaches. The site
 * documents these rungs in this order ("How results are ranked" on the search rule page).
 */
export const RUNGS = {
  exact: 0,
  startsWith: 1,
  wordStartsWith: 2,
  contains: 3,
  acronym: 4,
  fuzzy: 5,
} as const satisfies Record<SearchThreshold, number>;

export type Rung = (typeof RUNGS)[keyof typeof RUNGS];

/** Whether `value` names a rung. `Object.hasOwn`, not `in`: "toString" is no rung. */
export function isRungName(value: unknown): value is SearchThreshold {
  return typeof value === "string" && Object.hasOwn(RUNGS, value);
}

/**
 * The worst rung a match may reach under `threshold`: the rung it names, or fuzzy (every match)
 * for the default, undefined. (A search rule's threshold is checked with the rule; a name from
 * plain JavaScript that is no rung counts as the default.)
 */
export function maxRungOf(threshold: SearchThreshold | undefined): Rung {
  return isRungName(threshold) ? RUNGS[threshold] : RUNGS.fuzzy;
}

/** The rung a packed score was reached at. */
export function rungOf(score: number): number {
  return Math.floor(score / RUNG_UNIT);
}

/**
 * The character at `at`: two code units for one outside the Basic Multilingual Plane (a
 * surrogate pair), else one. Compact text holds no lone surrogates (they are neither letters nor
 * digits), so a high surrogate always starts a pair.
 */
export function charAt(text: string, at: number): string {
  const code = text.charCodeAt(at);
  return text.slice(at, code >= 0xd800 && code <= 0xdbff ? at + 2 : at + 1);
}

/**
 * Where the characters of `needle` occur in order in `text`, searching from `from`: the end of
 * the last one, or -1 when they do not. Whole characters are compared, so "𐐨" never matches
 * the halves of two other characters.
 */
export function subsequenceEnd(text: string, needle: string, from: number): number {
  let position = from;
  for (let k = 0; k < needle.length;) {
    const char = charAt(needle, k);
    const found = text.indexOf(char, position);
    if (found < 0) return -1;
    position = found + char.length;
    k += char.length;
  }
  return position;
}

/** Greedy leftmost matching is exact for "pieces in order, quoted pieces contiguous". */
export function matchesTerm(text: string, term: ParsedTerm): boolean {
  let position = 0;
  for (const piece of term.pieces) {
    if (piece.quoted) {
      const found = text.indexOf(piece.text, position);
      if (found < 0) return false;
      position = found + piece.text.length;
    } else {
      position = subsequenceEnd(text, piece.text, position);
      if (position < 0) return false;
    }
  }
  return true;
}

function firstMatchedIndex(text: string, term: ParsedTerm): number {
  const first = term.pieces[0];
  if (!first) return 0;
  return text.indexOf(first.quoted ? first.text : charAt(first.text, 0));
}

/**
 * The word starts whose initials spell `needle` (the first such run of words), one per code unit
 * of `needle`, or undefined. An initial outside the Basic Multilingual Plane is two code units.
 */
export function acronymStarts(
  text: string,
  starts: readonly number[],
  needle: string,
): number[] | undefined {
  let initials = "";
  // The word each code unit of `initials` begins: twice for a two-unit initial.
  const owners: number[] = [];
  for (const start of starts) {
    const initial = charAt(text, start);
    initials += initial;
    owners.push(start);
    if (initial.length === 2) owners.push(start);
  }
  const at = initials.indexOf(needle);
  // A two-unit initial's word appears twice in a row.
  return at < 0 ? undefined : owners.slice(at, at + needle.length);
}

function packScore(rung: Rung, text: string, needle: string, position: number): number {
  const coverage = text.length === 0 ? 1 : Math.min(1, needle.length / text.length);
  const missing = Math.round((1 - coverage) * MAX_MISSING);
  return rung * RUNG_UNIT + missing * MISSING_UNIT + Math.min(position, MAX_POSITION);
}

/**
 * A score where lower is better, for a text that matches the term (`matchesTerm`): the first
 * rung of `RUNGS` the text reaches, packed with its coverage and position (see the bit layout
 * above) so it can be combined with an item index for a comparator-free sort. Below `worst`, the
 * worst rung that counts (a search rule's threshold), the rung is not looked for: a text without
 * the term scores on the acronym rung when only the rungs before it count, and is left out.
 */
export function scoreMatch(
  text: string,
  wordStarts: WordStarts,
  term: ParsedTerm,
  worst: Rung = RUNGS.fuzzy,
): number {
  const needle = term.compact;
  // Exact: the whole text is the term.
  if (text === needle) return packScore(RUNGS.exact, text, needle, 0);
  // Starts with: the text begins with the term.
  if (text.startsWith(needle)) return packScore(RUNGS.startsWith, text, needle, 0);
  const first = text.indexOf(needle);
  if (first >= 0) {
    // Word starts with: the leftmost occurrence of the term that begins a word.
    const atWord = wordStartOccurrence(text, needle, first, wordStarts);
    if (atWord >= 0) return packScore(RUNGS.wordStartsWith, text, needle, atWord);
    // Contains: the term occurs only inside words; its leftmost occurrence counts.
    return packScore(RUNGS.contains, text, needle, first);
  }
  // Reading every word's initial costs a long text more than the rest of the ladder.
  if (worst < RUNGS.acronym) return packScore(RUNGS.acronym, text, needle, 0);
  // Acronym: the initials of the words contain the term; position is the word it starts at.
  const acronym = acronymStarts(text, wordStartList(wordStarts), needle);
  if (acronym) return packScore(RUNGS.acronym, text, needle, acronym[0] as number);
  // Fuzzy: the term's letters appear in order, spread out; position is its first letter's.
  return packScore(RUNGS.fuzzy, text, needle, firstMatchedIndex(text, term));
}
