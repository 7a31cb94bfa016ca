import type { SearchThreshold, StringMatchSegment } from "../types";
import { NON_ASCII, WORD_CHAR, foldCase, isAsciiWordCode, normalizeText } from "./normalize";
import {
  acronymStarts,
  charAt,
  encodeWordStarts,
  matchesTerm,
  maxRungOf,
  scoreMatch,
  rungOf,
  wordStartOccurrence,
} from "./match";
import { parseTerm, type ParsedTerm } from "./term";

const MARK = /^\p{M}+$/u;

/** The compact text of a haystack, with each compact character's range in the original. */
interface MappedText {
  text: string;
  starts: number[];
  from: number[];
  to: number[];
}

// NFKD can turn one original character into several ("ﬁ" → "fi") or drop it ("é" keeps only
// "e"), so every code unit of the compact text remembers which original code units produced it
// (both units of a character outside the Basic Multilingual Plane remember the same).
export function mapText(haystack: string): MappedText {
  // ASCII keeps its letters and digits, one compact character each: the search stage's
  // normalisation gives the text and word starts, and each kept character maps to itself.
  if (!NON_ASCII.test(haystack)) {
    const { text, starts } = normalizeText(haystack);
    const from: number[] = [];
    for (let index = 0; index < haystack.length; index++) {
      if (isAsciiWordCode(haystack.charCodeAt(index))) from.push(index);
    }
    return { text, starts, from, to: from.map((index) => index + 1) };
  }
  let text = "";
  const starts: number[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let atSeparator = true;
  let index = 0;
  for (const codePoint of haystack) {
    const end = index + codePoint.length;
    // ASCII folds to itself lower-cased; the general folding took most of the time of
    // highlighting a long text.
    const folded = codePoint < "\x80" ? codePoint.toLowerCase() : foldCase(codePoint);
    let produced = false;
    for (const char of folded) {
      // A separator inside one character's decomposition ("℅" is "c/o") splits words there too,
      // as it does in the search stage's whole-string normalisation.
      if (!WORD_CHAR.test(char)) {
        atSeparator = true;
        continue;
      }
      if (atSeparator) starts.push(text.length);
      atSeparator = false;
      text += char;
      for (let unit = 0; unit < char.length; unit++) {
        from.push(index);
        to.push(end);
      }
      produced = true;
    }
    if (!produced) {
      // A combining mark belongs to the letter before it; anything else separates words.
      if (MARK.test(codePoint) && to.length > 0 && to[to.length - 1] === index) {
        to[to.length - 1] = end;
      } else {
        atSeparator = true;
      }
    }
    index = end;
  }
  return { text, starts, from, to };
}

function range(start: number, length: number): number[] {
  return Array.from({ length }, (_, offset) => start + offset);
}

function contiguousPositions(mapped: MappedText, needle: string): number[] | undefined {
  const first = mapped.text.indexOf(needle);
  if (first < 0) return undefined;
  // The occurrence the ranking found: the first that begins a word, else the first.
  const atWord = wordStartOccurrence(mapped.text, needle, first, mapped.starts);
  return range(atWord >= 0 ? atWord : first, needle.length);
}

function acronymPositions(mapped: MappedText, needle: string): number[] | undefined {
  const starts = acronymStarts(mapped.text, mapped.starts, needle);
  // Each word's whole initial: both code units of one outside the Basic Multilingual Plane.
  return starts?.flatMap((start) => range(start, charAt(mapped.text, start).length));
}

/** Longest-run-first alignment: reads better than one letter here, one letter there. */
function chunkedPositions(text: string, term: ParsedTerm): number[] | undefined {
  const positions: number[] = [];
  let position = 0;
  for (const piece of term.pieces) {
    if (piece.quoted) {
      const found = text.indexOf(piece.text, position);
      if (found < 0) return undefined;
      positions.push(...range(found, piece.text.length));
      position = found + piece.text.length;
      continue;
    }
    let rest = piece.text;
    while (rest.length > 0) {
      let length = rest.length;
      let found = -1;
      for (; length > 0; length--) {
        // Never half a character: a run ends after the low half of a surrogate pair, not before.
        if (charAt(rest, length - 1).length === 2) continue;
        found = text.indexOf(rest.slice(0, length), position);
        if (found >= 0) break;
      }
      if (found < 0) return undefined;
      positions.push(...range(found, length));
      position = found + length;
      rest = rest.slice(length);
    }
  }
  return positions;
}

function greedyPositions(text: string, term: ParsedTerm): number[] {
  const positions: number[] = [];
  let position = 0;
  for (const piece of term.pieces) {
    if (piece.quoted) {
      const found = text.indexOf(piece.text, position);
      positions.push(...range(found, piece.text.length));
      position = found + piece.text.length;
    } else {
      for (const char of piece.text) {
        const found = text.indexOf(char, position);
        positions.push(...range(found, char.length));
        position = found + char.length;
      }
    }
  }
  return positions;
}

/** Whether the compact text matches the term on the threshold's rung or a better one. */
function matchesAt(
  mapped: MappedText,
  term: ParsedTerm,
  threshold: SearchThreshold | undefined,
): boolean {
  // A term that searches nothing (`searches` in term.ts, on the parsed form) matches nothing.
  if (term.pieces.length === 0 || !matchesTerm(mapped.text, term)) return false;
  const starts = encodeWordStarts(mapped.starts, mapped.text.length);
  const worst = maxRungOf(threshold);
  return rungOf(scoreMatch(mapped.text, starts, term, worst)) <= worst;
}

function alignMatch(
  mapped: MappedText,
  term: ParsedTerm,
  threshold: SearchThreshold | undefined,
): number[] | undefined {
  if (!matchesAt(mapped, term, threshold)) return undefined;
  const simple = term.pieces.length === 1 || term.pieces.every((piece) => !piece.quoted);
  if (simple) {
    const contiguous = contiguousPositions(mapped, term.compact);
    if (contiguous) return contiguous;
    const acronym = term.pieces.some((piece) => piece.quoted)
      ? undefined
      : acronymPositions(mapped, term.compact);
    if (acronym) return acronym;
  }
  return chunkedPositions(mapped.text, term) ?? greedyPositions(mapped.text, term);
}

function toSegments(haystack: string, matched: boolean[]): StringMatchSegment[] {
  const segments: StringMatchSegment[] = [];
  let start = 0;
  for (let i = 1; i <= haystack.length; i++) {
    if (i === haystack.length || matched[i] !== matched[start]) {
      const value = haystack.slice(start, i);
      segments.push({
        index: start,
        length: value.length,
        value,
        isMatch: matched[start] === true,
      });
      start = i;
    }
  }
  return segments;
}

/**
 * Splits `haystack` into matched and unmatched segments for the search term `needle`, using
 * the same normalisation and matching as the search stage, with a search rule's `threshold`
 * (default `"fuzzy"`, as is any value that names no rung). Returns undefined when the needle has
 * no letters or digits, or does not match on the threshold's rung or a better one.
 */
export function calculateStringMatchSegments(
  haystack: string,
  needle: string,
  threshold?: SearchThreshold,
): StringMatchSegment[] | undefined {
  if (typeof haystack !== "string" || typeof needle !== "string" || haystack === "") {
    return undefined;
  }
  const term = parseTerm(needle);
  const mapped = mapText(haystack);
  const positions = alignMatch(mapped, term, threshold);
  if (!positions) return undefined;
  const matched: boolean[] = new Array<boolean>(haystack.length).fill(false);
  for (const position of positions) {
    const start = mapped.from[position] ?? 0;
    const end = mapped.to[position] ?? 0;
    for (let i = start; i < end; i++) matched[i] = true;
  }
  return toSegments(haystack, matched);
}

/**
 * Whether `needle` matches `haystack` the way the search stage would match it under
 * `threshold` (default `"fuzzy"`).
 */
export function hasCharacterIndexMatches(
  haystack: string,
  needle: string,
  threshold?: SearchThreshold,
): boolean {
  if (typeof haystack !== "string" || typeof needle !== "string") return false;
  return matchesAt(mapText(haystack), parseTerm(needle), threshold);
}
