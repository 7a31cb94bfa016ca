import type { ParsedTerm } from "./term";

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

function isWordStart(starts: WordStarts, at: number): boolean {
  return typeof starts === "number"
    ? at < MASK_BITS && ((starts >>> at) & 1) === 1
    : starts.includes(at);
}

function wordStartList(starts: WordStarts): readonly number[] {
  if (typeof starts !== "number") return starts;
  const list: number[] = [];
  for (let at = 0; at < MASK_BITS; at++) if ((starts >>> at) & 1) list.push(at);
  return list;
}

// Ranking tiers, best first. Documented on the site as the relevance ladder.
export const TIER_EXACT = 0;
export const TIER_STARTS_WITH = 1;
export const TIER_WORD_STARTS_WITH = 2;
export const TIER_CONTAINS = 3;
export const TIER_ACRONYM = 4;
export const TIER_FUZZY = 5;

/** Greedy leftmost matching is exact for "pieces in order, quoted pieces contiguous". */
export function matchesTerm(text: string, term: ParsedTerm): boolean {
  let position = 0;
  for (const piece of term.pieces) {
    if (piece.quoted) {
      const found = text.indexOf(piece.text, position);
      if (found < 0) return false;
      position = found + piece.text.length;
    } else {
      const needle = piece.text;
      for (let i = 0; i < needle.length; i++) {
        const found = text.indexOf(needle[i] as string, position);
        if (found < 0) return false;
        position = found + 1;
      }
    }
  }
  return true;
}

function firstMatchedIndex(text: string, term: ParsedTerm): number {
  const first = term.pieces[0];
  if (!first) return 0;
  return first.quoted ? text.indexOf(first.text) : text.indexOf(first.text[0] as string);
}

function initialsOf(text: string, starts: readonly number[]): string {
  let initials = "";
  for (const start of starts) initials += text[start] ?? "";
  return initials;
}

/**
 * A score where lower is better, packed into 25 bits so it can be combined with an item
 * index inside one float for a comparator-free sort: tier (3 bits), missing coverage
 * (12 bits), first matched position (10 bits).
 */
export function scoreMatch(text: string, wordStarts: WordStarts, term: ParsedTerm): number {
  const needle = term.compact;
  let tier: number;
  let position: number;
  if (text === needle) {
    tier = TIER_EXACT;
    position = 0;
  } else if (text.startsWith(needle)) {
    tier = TIER_STARTS_WITH;
    position = 0;
  } else {
    position = text.indexOf(needle);
    if (position >= 0) {
      tier = TIER_CONTAINS;
      for (let at = position; at >= 0; at = text.indexOf(needle, at + 1)) {
        if (isWordStart(wordStarts, at)) {
          tier = TIER_WORD_STARTS_WITH;
          position = at;
          break;
        }
      }
    } else {
      const starts = wordStartList(wordStarts);
      const acronymAt = initialsOf(text, starts).indexOf(needle);
      if (acronymAt >= 0) {
        tier = TIER_ACRONYM;
        position = starts[acronymAt] ?? 0;
      } else {
        tier = TIER_FUZZY;
        position = firstMatchedIndex(text, term);
      }
    }
  }
  const coverage = text.length === 0 ? 1 : Math.min(1, needle.length / text.length);
  const missing = Math.round((1 - coverage) * 4095);
  return tier * 4194304 + missing * 1024 + Math.min(position, 1023);
}

/** The tier encoded in a score, for tests and explanations. */
export function tierOf(score: number): number {
  return Math.floor(score / 4194304);
}
