import {
  encodeWordStarts,
  matchesTerm,
  maxRungOf,
  scoreMatch,
  subsequenceEnd,
  rungOf,
  RUNGS,
  type Rung,
  type WordStarts,
} from "../search/match";
import { NON_ASCII, normalizeText } from "../search/normalize";
import type { ParsedTerm } from "../search/term";
import type { SearchRule } from "../types";

/**
 * Each item's haystack, read lazily once per item and kept until items, context or the search
 * rule change. Arrays aligned to the items avoid a per-item object. A single ASCII haystack
 * (most are) is kept as given in `texts` and packed into `bytes` (`form[i]` is `PACKED`), where
 * unquoted terms match it without a folded copy; its compact form and word starts (`compact`,
 * `starts`) are made only when the item is first ranked. Any other haystack (non-ASCII, several
 * strings, or an item indexed out of order) is normalised when first read.
 */
export interface SearchIndex {
  texts: (string | string[] | undefined)[];
  starts: (WordStarts | WordStarts[] | undefined)[];
  /** `PACKED`, or 0 for a normalised text (or several), by item index. */
  form: Uint8Array;
  compact: (string | undefined)[];
  /**
   * The `PACKED` haystacks end to end, lower-cased, item `i`'s at `offsets[i]` up to
   * `offsets[i + 1]` (an empty range for other items). At a million items, reading a string per
   * candidate from all over the heap took most of a keystroke; these bytes sit side by side.
   */
  bytes: Uint8Array;
  offsets: Uint32Array;
  /**
   * Items `0` to `packed - 1` have their range in `offsets`. Items are indexed in item order
   * (a first search reads them all, later ones narrow its matches), so packing only appends.
   */
  packed: number;
}

/** `form[i]` of an item whose ASCII haystack is kept as given and packed; 0 when normalised. */
const PACKED = 1;

export interface SearchResult {
  term: string;
  parsed: ParsedTerm;
  /** Indices of matching items, in item order. */
  matched: Uint32Array;
  /**
   * For a term without quotes: aligned to `matched`, where in the item's text (as kept in the
   * index) the match of the last character ends, or `NO_END` (several haystacks). A longer term
   * that extends this one continues from there instead of matching from the start.
   */
  ends?: Uint32Array;
  /** Score + 1 by item index, filled lazily (0 = not scored yet), so filter changes reuse it. */
  scores?: Uint32Array;
}

const NO_END = 0xffffffff;

export function createSearchIndex(numItems: number): SearchIndex {
  return {
    texts: new Array(numItems),
    starts: new Array(numItems),
    form: new Uint8Array(numItems),
    compact: new Array(numItems),
    bytes: new Uint8Array(0),
    offsets: new Uint32Array(numItems + 1),
    packed: 0,
  };
}

/**
 * Gives item `i`, when it is the next to pack, its range in the byte store: `text` lower-cased
 * when it is ASCII (then true), else an empty range. The item counts as packed only once its
 * range is written, so an allocation that throws leaves the store as it was.
 */
function pack(index: SearchIndex, i: number, text: string | undefined): boolean {
  if (i !== index.packed) return false;
  const { offsets } = index;
  const start = offsets[i] as number;
  const packed = text !== undefined && appendAscii(index, i, start, text);
  const end = packed ? start + text.length : start;
  offsets[i + 1] = end;
  index.packed = i + 1;
  // Once every item is in, a store more than an eighth too large is trimmed.
  if (index.packed === index.form.length && index.bytes.length - end > index.bytes.length / 8) {
    index.bytes = index.bytes.slice(0, end);
  }
  return packed;
}

/** A new store of `size` bytes, or undefined when the runtime refuses the size (a RangeError). */
function allocate(size: number): Uint8Array | undefined {
  try {
    return new Uint8Array(size);
  } catch {
    return undefined;
  }
}

/** Items packed before the store sizes itself by their average length. */
const SAMPLE_ITEMS = 1024;
/**
 * The most bytes an item that the store's one-step growth predicts (items averaging more make
 * the store double instead).
 */
const MAX_PREDICTED = 64;

/**
 * Writes item `i`'s `text` lower-cased at `start` unless it has a character outside ASCII, or
 * the store cannot grow to hold it: the item is then normalised like any other text.
 */
function appendAscii(index: SearchIndex, i: number, start: number, text: string): boolean {
  const needed = start + text.length;
  if (needed > index.bytes.length) {
    // Growing for a text that is not packed after all would only waste memory.
    if (NON_ASCII.test(text)) return false;
    // Every copy of a store of millions of bytes is memory the collector must then catch up
    // with, so after a sample the store grows once to what the average item before this one
    // predicts for all of them (at most `MAX_PREDICTED` bytes an item, so one long text early
    // on cannot ask for gigabytes); otherwise it doubles.
    const numItems = index.form.length;
    const predicted =
      i < SAMPLE_ITEMS
        ? 0
        : Math.ceil(Math.min(start / i, MAX_PREDICTED) * numItems * 1.0625) + text.length;
    const grown =
      allocate(Math.max(needed, index.bytes.length * 2, predicted, 64)) ?? allocate(needed);
    // Packing is only a speed-up: a store the runtime cannot grow leaves this item normalised.
    if (!grown) return false;
    grown.set(index.bytes.subarray(0, start));
    index.bytes = grown;
  }
  const { bytes } = index;
  for (let p = 0; p < text.length; p++) {
    const code = text.charCodeAt(p);
    if (code >= 128) return false;
    bytes[start + p] = code >= 65 && code <= 90 ? code | 32 : code;
  }
  return true;
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
    pack(index, i, undefined);
    const texts: string[] = [];
    const starts: WordStarts[] = [];
    for (const entry of haystack) {
      const normalized = normalizeText(String(entry ?? ""));
      texts.push(normalized.text);
      starts.push(encodeWordStarts(normalized.starts, normalized.text.length));
    }
    index.texts[i] = texts;
    index.starts[i] = starts;
    return;
  }
  const text = String(haystack ?? "");
  if (pack(index, i, text)) {
    index.texts[i] = text;
    index.form[i] = PACKED;
  } else {
    const normalized = normalizeText(text);
    index.texts[i] = normalized.text;
    index.starts[i] = encodeWordStarts(normalized.starts, normalized.text.length);
  }
}

/** Where `needle` (character codes) ends as a subsequence of packed item `i` from `from`, or -1. */
function packedEnd(index: SearchIndex, i: number, needle: Uint8Array, from: number): number {
  const { bytes, offsets } = index;
  const start = offsets[i] as number;
  const end = offsets[i + 1] as number;
  let p = start + from;
  for (let k = 0; k < needle.length; k++) {
    const code = needle[k] as number;
    while (p < end && bytes[p] !== code) p += 1;
    if (p === end) return -1;
    p += 1;
  }
  return p - start;
}

/**
 * Whether item `i` matches a term that packed bytes cannot answer (quoted, or any term for a
 * normalised text): its end (or `NO_END`) for an unquoted term, else 0; -1 for none.
 */
function matchItem(index: SearchIndex, i: number, term: ParsedTerm): number {
  const text = index.texts[i];
  if (typeof text !== "string") {
    return (text as string[]).some((entry) => matchesTerm(entry, term)) ? NO_END : -1;
  }
  // Quoted parts are contiguous in the compact form, which a packed text does not spell out.
  if (index.form[i] === PACKED) {
    return term.ascii && matchesTerm(normalizeText(text).text, term) ? 0 : -1;
  }
  if (term.quoted) return matchesTerm(text, term) ? 0 : -1;
  return subsequenceEnd(text, term.compact, 0);
}

/**
 * Best score over the haystacks of item `i`, which matches the term: a single haystack is
 * scored as it is, and of several only those that match count. `worst` as for `scoreMatch`.
 */
function scoreItem(index: SearchIndex, i: number, term: ParsedTerm, worst?: Rung): number {
  let text = index.texts[i];
  let starts = index.starts[i];
  if (index.form[i] === PACKED) {
    text = index.compact[i];
    if (text === undefined) {
      const normalized = normalizeText(index.texts[i] as string);
      text = normalized.text;
      starts = encodeWordStarts(normalized.starts, text.length);
      index.compact[i] = text;
      index.starts[i] = starts;
    }
  }
  if (typeof text === "string") return scoreMatch(text, starts as WordStarts, term, worst);
  let best = -1;
  (text as string[]).forEach((entry, k) => {
    if (!matchesTerm(entry, term)) return;
    const score = scoreMatch(entry, (starts as WordStarts[])[k] as WordStarts, term, worst);
    if (best < 0 || score < best) best = score;
  });
  return best;
}

/**
 * Searches the matches of `narrowable` (or every item), keeping those that reach the rule's
 * `threshold`. Callers pass the result of a term that this term extends: extending a term can
 * only remove matches, so that is exact. When both terms are unquoted and the compact term only
 * grew, greedy matching of the common start stops where it stopped before, so each candidate
 * continues from its recorded end.
 */
export function searchItems<FItem, FContext>(
  items: readonly FItem[],
  rule: SearchRule<FItem, FContext>,
  context: FContext,
  index: SearchIndex,
  term: string,
  parsed: ParsedTerm,
  narrowable: SearchResult | undefined,
): SearchResult {
  const maxRung = maxRungOf(rule.threshold);
  // Under a threshold a match of the longer term is a match of the shorter one at the same rung
  // or better, so narrowing stays exact, with one exception: "cot" equals the text "cot", which
  // "co" only starts. Under "exact" every term searches all items.
  const previous = maxRung === RUNGS.exact ? undefined : narrowable;
  const candidates = previous?.matched;
  const count = candidates ? candidates.length : items.length;
  const resume =
    previous?.ends && !parsed.quoted && parsed.compact.startsWith(previous.parsed.compact)
      ? previous.ends
      : undefined;
  const rest = parsed.compact.slice(previous?.parsed.compact.length ?? 0);
  // Packed haystacks are lower-case ASCII, and an ASCII compact term is lower-case letters and
  // digits: byte equality is the match. A term with other characters matches no ASCII text.
  const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const needle = bytesOf(parsed.compact);
  const restNeedle = bytesOf(rest);
  const matched = new Uint32Array(count);
  const ends = parsed.quoted ? undefined : new Uint32Array(count);
  let numMatched = 0;
  for (let k = 0; k < count; k++) {
    const i = candidates ? (candidates[k] as number) : k;
    if (index.texts[i] === undefined) indexItem(index, items, i, rule, context);
    let end: number;
    const from = resume ? (resume[k] as number) : NO_END;
    if (index.form[i] === PACKED && !parsed.quoted) {
      end = !parsed.ascii
        ? -1
        : from === NO_END
          ? packedEnd(index, i, needle, 0)
          : packedEnd(index, i, restNeedle, from);
    } else if (from !== NO_END) {
      end = subsequenceEnd(index.texts[i] as string, rest, from);
    } else end = matchItem(index, i, parsed);
    if (end < 0) continue;
    if (ends) ends[numMatched] = end;
    matched[numMatched++] = i;
  }
  // A threshold keeps the matches that reach its rung: each is ranked now, its score kept for
  // the sort stage (as `scoreMatches` would keep it), and the ends stay aligned to the matches.
  let scores: Uint32Array | undefined;
  if (maxRung < RUNGS.fuzzy) {
    scores = new Uint32Array(items.length);
    let kept = 0;
    for (let k = 0; k < numMatched; k++) {
      const i = matched[k] as number;
      const score = scoreItem(index, i, parsed, maxRung);
      if (rungOf(score) > maxRung) continue;
      scores[i] = score + 1;
      if (ends) ends[kept] = ends[k] as number;
      matched[kept++] = i;
    }
    numMatched = kept;
  }
  return {
    term,
    parsed,
    matched: matched.slice(0, numMatched),
    ...(ends && { ends: ends.slice(0, numMatched) }),
    ...(scores && { scores }),
  };
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
