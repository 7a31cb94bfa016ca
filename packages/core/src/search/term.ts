import { NON_ASCII, normalizeCompact } from "./normalize";

/** A search term split into the parts that must match in order. */
export interface ParsedTerm {
  /** All parts concatenated: what the ranking ladder compares against. */
  compact: string;
  /** Parts in order; a quoted part must occur contiguously. */
  pieces: { text: string; quoted: boolean }[];
  /** Every character of `compact` is ASCII: else no ASCII haystack can match. */
  ascii: boolean;
  /** Some part is quoted. */
  quoted: boolean;
}

/**
 * Splits on double quotes: odd segments are quoted. An unclosed quote quotes the rest, so
 * typing a phrase character by character only ever narrows the matches.
 */
export function parseTerm(term: string): ParsedTerm {
  const pieces: ParsedTerm["pieces"] = [];
  const segments = term.split('"');
  segments.forEach((segment, index) => {
    const text = normalizeCompact(segment);
    if (text !== "") pieces.push({ text, quoted: index % 2 === 1 });
  });
  const compact = pieces.map((piece) => piece.text).join("");
  return {
    compact,
    pieces,
    ascii: !NON_ASCII.test(compact),
    quoted: pieces.some((piece) => piece.quoted),
  };
}
