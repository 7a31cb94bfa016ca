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
 * Whether a term searches: it has a letter or a digit. A term without one ("", "!!", "🙂") searches
 * nothing, like a blank one: every item passes and nothing is ranked. Relevance order and
 * `search.hasSearchTerm` ask here; the search stage and highlighting (`parseTerm(term).pieces` is
 * empty) and search effects (an empty `normalizeCompact(term)`) test the same thing on the form
 * they already hold, which saves the production build the bytes that calling this would cost.
 */
export function searches(term: string): boolean {
  return normalizeCompact(term) !== "";
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
