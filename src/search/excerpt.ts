// The few lines of a result's text that a search box shows, cut around the matched words, with
// those words marked. Pure, so it is tested on its own (search.test.ts).
import { wordCharacter } from "./config";

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && wordCharacter.test(character);
const isUpper = (character: string | undefined) =>
  character !== undefined && /\p{Lu}/u.test(character);
const isLower = (character: string | undefined) =>
  character !== undefined && /\p{Ll}/u.test(character);

/** Whether a word, or a part of an identifier (`Milliseconds` in `debounceMilliseconds`), starts at `at`. */
function startsTerm(text: string, at: number): boolean {
  const before = text[at - 1];
  if (!isWordCharacter(before)) return true;
  if (before === "_" || before === "$") return true;
  return isLower(before) && isUpper(text[at]);
}

/** Where each term (lower case, as the index stores it) occurs at the start of a word, longest first. */
export function findTerms(text: string, terms: string[]): { start: number; end: number }[] {
  const lower = text.toLowerCase();
  const byLength = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  const found: { start: number; end: number }[] = [];
  for (let at = 0; at < lower.length; at++) {
    if (!startsTerm(text, at)) continue;
    const term = byLength.find((candidate) => lower.startsWith(candidate, at));
    if (term === undefined) continue;
    found.push({ start: at, end: at + term.length });
    at += term.length - 1;
  }
  return found;
}

/**
 * About `length` characters of `text` around its first matched term, cut at word boundaries,
 * with "…" where text was left out and the matched terms marked.
 */
export function excerpt(text: string, terms: string[], length = 180): ExcerptPart[] {
  const matches = findTerms(text, terms);
  let start = 0;
  const first = matches[0];
  if (first !== undefined && first.start > length / 4) {
    start = first.start - Math.floor(length / 4);
    const space = text.indexOf(" ", start);
    start = space === -1 || space >= first.start ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  // A marked word is never cut in two at the end.
  for (const match of matches) if (match.start < end && match.end > end) end = match.end;

  const parts: ExcerptPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (part) parts.push({ text: part, marked });
  };
  if (start > 0) push("…", false);
  let at = start;
  for (const match of matches) {
    if (match.end <= start || match.start >= end) continue;
    push(text.slice(at, match.start), false);
    push(text.slice(match.start, match.end), true);
    at = match.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push("…", false);
  return parts;
}
