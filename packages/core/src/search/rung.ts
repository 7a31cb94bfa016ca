import type { SearchThreshold } from "../types";
import { RUNGS, encodeWordStarts, matchesTerm, scoreMatch, rungOf } from "./match";
import { normalizeText } from "./normalize";
import { parseTerm } from "./term";

/**
 * The rungs' names by number: `RUNG_NAMES[RUNGS.contains]` is `"contains"`. Here rather than beside
 * `RUNGS`, so that a build without this function does not carry it.
 */
export const RUNG_NAMES = /* @__PURE__ */ Object.keys(RUNGS) as SearchThreshold[];

/**
 * The rung of the relevance ladder that `haystack` reaches for the search term `needle`, ranked
 * exactly as the search stage ranks it (the same normalisation, term parsing and scoring): one of
 * the names a search rule's `threshold` takes. Undefined when the needle has no letters or
 * digits, or when the haystack does not match it at all. Useful to show why a result matched.
 */
export function calculateMatchRung(haystack: string, needle: string): SearchThreshold | undefined {
  if (typeof haystack !== "string" || typeof needle !== "string") return undefined;
  const term = parseTerm(needle);
  if (term.pieces.length === 0) return undefined;
  const { text, starts } = normalizeText(haystack);
  if (!matchesTerm(text, term)) return undefined;
  return RUNG_NAMES[rungOf(scoreMatch(text, encodeWordStarts(starts, text.length), term))];
}
