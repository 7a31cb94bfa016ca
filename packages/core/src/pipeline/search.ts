import {
  encodeWordStarts,
  matchesAsciiHaystack,
  matchesTerm,
  scoreMatch,
  type WordStarts,
} from "../search/match";
import { NON_ASCII, normalizeText } from "../search/normalize";
import type { ParsedTerm } from "../search/term";
import type { SearchRule } from "../types";

/**
 * Normalised haystacks, computed lazily once per item and kept until items, context or the
 * search rule change. Arrays aligned to the items avoid a per-item object. A single ASCII
 * haystack (most are) is kept as given, with `ascii[i] = 1`, and matched without a folded copy;
 * it is normalised only when the item is first ranked (`starts[i]` is undefined until then).
 */
export interface SearchIndex {
  texts: (string | string[] | undefined)[];
  starts: (WordStarts | WordStarts[] | undefined)[];
  ascii: Uint8Array;
}

export interface SearchResult {
  term: string;
  parsed: ParsedTerm;
  /** Indices of matching items, in item order. */
  matched: Uint32Array;
  /** Score + 1 by item index, filled lazily (0 = not scored yet), so filter changes reuse it. */
  scores?: Uint32Array;
}

export function createSearchIndex(numItems: number): SearchIndex {
  return {
    texts: new Array(numItems),
    starts: new Array(numItems),
    ascii: new Uint8Array(numItems),
  };
}

function indexItem<FItem, FContext>(
  index: SearchIndex,
  items: readonly FItem[],
  i: number,
  rule: SearchRule<FItem, FContext>,
  context: FContext,
): void {
  const haystack = rule.searchFn(items[i] as FItem, context);
  if (Array.isArray(haystack)) {
    const texts: string[] = [];
    const starts: WordStarts[] = [];
    for (const entry of haystack) {
      const normalized = normalizeText(String(entry ?? ""));
      texts.push(normalized.text);
      starts.push(encodeWordStarts(normalized.starts, normalized.text.length));
    }
    index.texts[i] = texts;
    index.starts[i] = starts;
  } else {
    const text = String(haystack ?? "");
    if (NON_ASCII.test(text)) setNormalized(index, i, text);
    else {
      index.texts[i] = text;
      index.ascii[i] = 1;
    }
  }
}

function setNormalized(index: SearchIndex, i: number, text: string): void {
  const normalized = normalizeText(text);
  index.texts[i] = normalized.text;
  index.starts[i] = encodeWordStarts(normalized.starts, normalized.text.length);
  index.ascii[i] = 0;
}

function matchesItem(index: SearchIndex, i: number, term: ParsedTerm): boolean {
  const text = index.texts[i];
  if (typeof text === "string") {
    return index.ascii[i] === 1 ? matchesAsciiHaystack(text, term) : matchesTerm(text, term);
  }
  return (text as string[]).some((entry) => matchesTerm(entry, term));
}

/** Best score over the item's haystacks, or -1 when none matches. */
function scoreItem(index: SearchIndex, i: number, term: ParsedTerm): number {
  if (index.ascii[i] === 1) setNormalized(index, i, index.texts[i] as string);
  const text = index.texts[i];
  const starts = index.starts[i];
  if (typeof text === "string") {
    return matchesTerm(text, term) ? scoreMatch(text, starts as WordStarts, term) : -1;
  }
  let best = -1;
  (text as string[]).forEach((entry, k) => {
    if (!matchesTerm(entry, term)) return;
    const score = scoreMatch(entry, (starts as WordStarts[])[k] as WordStarts, term);
    if (best < 0 || score < best) best = score;
  });
  return best;
}

/**
 * Searches `candidates` (or every item). Callers pass the matches of a previous term that
 * this term extends: extending a term can only remove matches, so that is exact.
 */
export function searchItems<FItem, FContext>(
  items: readonly FItem[],
  rule: SearchRule<FItem, FContext>,
  context: FContext,
  index: SearchIndex,
  term: string,
  parsed: ParsedTerm,
  candidates: Uint32Array | undefined,
): SearchResult {
  const count = candidates ? candidates.length : items.length;
  const matched = new Uint32Array(count);
  let numMatched = 0;
  for (let k = 0; k < count; k++) {
    const i = candidates ? (candidates[k] as number) : k;
    if (index.texts[i] === undefined) indexItem(index, items, i, rule, context);
    if (matchesItem(index, i, parsed)) matched[numMatched++] = i;
  }
  return { term, parsed, matched: matched.slice(0, numMatched) };
}

/**
 * Relevance scores (lower is better) of `indices`, which must all match, aligned to them.
 * Ranking is only needed for items that also pass the filters, so it runs after them and is
 * remembered on the result.
 */
export function scoreMatches(
  index: SearchIndex,
  result: SearchResult,
  numItems: number,
  indices: Uint32Array,
): Uint32Array {
  const cache = (result.scores ??= new Uint32Array(numItems));
  const scores = new Uint32Array(indices.length);
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k] as number;
    let stored = cache[i] as number;
    if (stored === 0) {
      stored = scoreItem(index, i, result.parsed) + 1;
      cache[i] = stored;
    }
    scores[k] = stored - 1;
  }
  return scores;
}

/** The cached result this term can narrow: the longest earlier term it extends. */
export function findNarrowableResult(
  cache: readonly SearchResult[],
  term: string,
): SearchResult | undefined {
  let best: SearchResult | undefined;
  for (const result of cache) {
    if (term.startsWith(result.term) && (!best || result.term.length > best.term.length)) {
      best = result;
    }
  }
  return best;
}
