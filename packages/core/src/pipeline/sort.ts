import { INDEX_BITS } from "../search/match";
import type { Selector, SortDirection, SortValue } from "../types";
import { collate } from "./collation";

export { collator } from "./collation";

/** One selector's values as dense ranks (equal values share a rank); nulls rank `distinct`. */
export interface SortColumn {
  rank: Uint32Array;
  distinct: number;
}

/**
 * An order for one direction: a rule's over every item, computed once and reused, or (in
 * `sortSubset`) one over the positions of a set of matches, where "item" below means position.
 */
export interface SortOrder {
  /** Item indices in sorted order (stable; nulls last). */
  order: Uint32Array;
  /** Rank of each item index; equal rank means a tie. */
  rank: Uint32Array;
}

function toComparable(value: SortValue): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return Number.isNaN(value) ? undefined : value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  return String(value);
}

/**
 * Ranks numbers (NaN: no value) without a comparison: each value becomes a 64-bit key whose
 * unsigned order is the numeric order (-0 counted as 0), and an LSD radix sort (16 bits a pass,
 * passes where every key has the same digit skipped) orders the items by it. The keys are
 * written over `values` (each pair after its value is read), which the caller gives up: at a
 * million items every buffer not allocated is 4 to 8 MB the collector never has to chase.
 */
function rankNumbers(values: Float64Array): SortColumn {
  const numItems = values.length;
  const bits = new Uint32Array(1 << 1);
  const view = new Float64Array(bits.buffer);
  // Key k as two words, little-endian like the float it replaces: low at 2k, high at 2k + 1.
  let keys: Uint32Array<ArrayBufferLike> = new Uint32Array(values.buffer, 0, numItems * 2);
  let order = new Uint32Array(numItems);
  let count = 0;
  for (let i = 0; i < numItems; i++) {
    const value = values[i] as number;
    if (value !== value) continue;
    view[0] = value === 0 ? 0 : value;
    // bits[1] holds the sign and exponent. Negative numbers flip every bit, others only the
    // sign, so larger keys are larger numbers.
    const negative = (bits[1] as number) >>> 31 === 1;
    keys[2 * count + 1] = negative
      ? ~(bits[1] as number) >>> 0
      : ((bits[1] as number) | 0x80000000) >>> 0;
    keys[2 * count] = negative ? ~(bits[0] as number) >>> 0 : (bits[0] as number);
    order[count] = i;
    count += 1;
  }
  let nextKeys: Uint32Array<ArrayBufferLike> = new Uint32Array(count * 2);
  let nextOrder = new Uint32Array(count);
  const buckets = new Uint32Array(65536);
  for (let pass = 0; pass < 4; pass++) {
    const word = pass < 2 ? 0 : 1;
    const shift = pass % 2 === 0 ? 0 : 16;
    buckets.fill(0);
    // No `(buckets[b] as number)++` here: StrykerJS cannot instrument an update of a cast.
    for (let k = 0; k < count; k++) {
      const bucket = ((keys[2 * k + word] as number) >>> shift) & 0xffff;
      buckets[bucket] = (buckets[bucket] as number) + 1;
    }
    if (count === 0 || buckets[((keys[word] as number) >>> shift) & 0xffff] === count) continue;
    let sum = 0;
    for (let b = 0; b < 65536; b++) {
      const size = buckets[b] as number;
      buckets[b] = sum;
      sum += size;
    }
    for (let k = 0; k < count; k++) {
      const bucket = ((keys[2 * k + word] as number) >>> shift) & 0xffff;
      const at = buckets[bucket] as number;
      buckets[bucket] = at + 1;
      nextKeys[2 * at] = keys[2 * k] as number;
      nextKeys[2 * at + 1] = keys[2 * k + 1] as number;
      nextOrder[at] = order[k] as number;
    }
    [keys, nextKeys] = [nextKeys, keys];
    [order, nextOrder] = [nextOrder, order];
  }
  // Ranks start at 1 here, so 0 marks the items without a value until `distinct` is known.
  const rank = count === numItems ? nextOrder : new Uint32Array(numItems);
  let current = 0;
  for (let k = 0; k < count; k++) {
    if (k > 0 && (keys[2 * k + 1] !== keys[2 * k - 1] || keys[2 * k] !== keys[2 * k - 2])) {
      current += 1;
    }
    rank[order[k] as number] = current + 1;
  }
  const distinct = count > 0 ? current + 1 : 0;
  for (let i = 0; i < numItems; i++) {
    const stored = rank[i] as number;
    rank[i] = stored === 0 ? distinct : stored - 1;
  }
  return { rank, distinct };
}

// Mixed columns compare as strings with numeric collation: whole non-negative numbers keep their
// value order, while signs and decimal points compare as text (documented on the sort-by rule page).
function rankStrings(values: (number | string | undefined)[]): SortColumn {
  const texts = values.map((value) => (value === undefined ? undefined : String(value)));
  const { order, same } = collate(texts);
  const rank = new Uint32Array(values.length);
  let current = 0;
  for (let k = 0; k < order.length; k++) {
    if (k > 0 && same[k] === 0) current += 1;
    rank[order[k] as number] = current;
  }
  const distinct = order.length > 0 ? current + 1 : 0;
  for (let i = 0; i < values.length; i++) if (values[i] === undefined) rank[i] = distinct;
  return { rank, distinct };
}

/**
 * One selector's values over every item, before ranking: numbers stay in a typed array (no boxed
 * value per item) until a string turns up, and then the whole column compares as strings.
 */
export type SortValues = Float64Array | (number | string | undefined)[];

export function readSortValues<FItem, FContext>(
  items: readonly FItem[],
  selector: Selector<FItem, FContext>,
  context: FContext,
): SortValues {
  const numbers = new Float64Array(items.length);
  let values: (number | string | undefined)[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const value = toComparable(selector(items[i] as FItem, context));
    if (values) values[i] = value;
    else if (typeof value === "string") {
      values = new Array<number | string | undefined>(items.length);
      for (let j = 0; j < i; j++) {
        const number = numbers[j] as number;
        values[j] = number === number ? number : undefined;
      }
      values[i] = value;
    } else numbers[i] = value === undefined ? NaN : value;
  }
  return values ?? numbers;
}

/** Ranks a whole column. A `Float64Array` of values is used up: its memory holds the keys. */
export function rankSortValues(values: SortValues): SortColumn {
  return Array.isArray(values) ? rankStrings(values) : rankNumbers(values);
}

/**
 * Ranks the values at `indices` only, aligned to `indices`, compared as their whole column
 * compares them (as strings when any item of the column has a string).
 */
export function rankSubset(values: SortValues, indices: Uint32Array): SortColumn {
  if (Array.isArray(values)) {
    const picked = new Array<number | string | undefined>(indices.length);
    for (let k = 0; k < indices.length; k++) picked[k] = values[indices[k] as number];
    return rankStrings(picked);
  }
  const picked = new Float64Array(indices.length);
  for (let k = 0; k < indices.length; k++) picked[k] = values[indices[k] as number] as number;
  return rankNumbers(picked);
}

function directedRank(column: SortColumn, direction: SortDirection): Uint32Array {
  if (direction === "asc") return column.rank;
  const top = column.distinct - 1;
  return column.rank.map((rank) => (rank === column.distinct ? rank : top - rank));
}

/** Counting sort by rank: linear and stable, so ties keep item order. */
function orderByRank(rank: Uint32Array, numRanks: number): Uint32Array {
  const starts = new Uint32Array(numRanks + 1);
  for (let i = 0; i < rank.length; i++) starts[(rank[i] as number) + 1]! += 1;
  for (let r = 1; r <= numRanks; r++) starts[r]! += starts[r - 1] as number;
  const order = new Uint32Array(rank.length);
  for (let i = 0; i < rank.length; i++) order[starts[rank[i] as number]!++] = i;
  return order;
}

/**
 * The full order of a rule in one direction. Nulls sort last in both directions, at every
 * key; later keys break ties of earlier ones.
 */
export function buildSortOrder(
  columns: readonly SortColumn[],
  direction: SortDirection,
): SortOrder {
  const first = columns[0] as SortColumn;
  const firstRank = directedRank(first, direction);
  if (columns.length === 1) {
    return { order: orderByRank(firstRank, first.distinct + 1), rank: firstRank };
  }
  const ranks = columns.map((column) => directedRank(column, direction));
  const indices = Array.from({ length: firstRank.length }, (_, i) => i);
  indices.sort((a, b) => {
    for (const rank of ranks) {
      const difference = (rank[a] as number) - (rank[b] as number);
      if (difference !== 0) return difference;
    }
    return a - b;
  });
  const order = Uint32Array.from(indices);
  const rank = new Uint32Array(order.length);
  let current = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (k > 0) {
      const previous = order[k - 1] as number;
      if (ranks.some((r) => r[i] !== r[previous])) current += 1;
    }
    rank[i] = current;
  }
  return { order, rank };
}

/**
 * Relevance scores by item index, for tie-breaking inside equal sort keys: only their order
 * counts (the search stage stores each score plus one).
 */
export type ScoresByIndex = Uint32Array;

/**
 * Orders `matched` (item indices) by a precomputed order: under 2,048 matches with a comparator
 * on rank; under a sixteenth of the items by stable radix passes on score and then rank; larger
 * sets walk the full order (linear, no comparisons), then order ties by score.
 */
export function sortMatches(
  numItems: number,
  matched: Uint32Array,
  sortOrder: SortOrder,
  scores: ScoresByIndex | undefined,
): Uint32Array {
  const { order, rank } = sortOrder;
  const tieBreak = (a: number, b: number): number =>
    scores ? (scores[a] as number) - (scores[b] as number) || a - b : a - b;
  if (matched.length < RADIX_MIN) {
    return matched
      .slice()
      .sort((a, b) => (rank[a] as number) - (rank[b] as number) || tieBreak(a, b));
  }
  if (matched.length * 16 < numItems) {
    // Stable passes, least significant key first: item order (as given), score, then rank.
    return stableBy(scores ? stableBy(matched, scores) : matched, rank);
  }
  const member = new Uint8Array(numItems);
  for (let k = 0; k < matched.length; k++) member[matched[k] as number] = 1;
  const out = new Uint32Array(matched.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (member[i] === 1) out[n++] = i;
  }
  if (scores) sortTies(out, rank, tieBreak);
  return out;
}

/** Below this many matches a comparison sort is quicker than the radix sort's 64K buckets. */
const RADIX_MIN = 2048;

/**
 * `indices` ordered by `keys[index]`, keeping the given order among equal keys: an LSD radix
 * sort, 16 bits of the key a pass (a pass where every key has the same digit is skipped), with
 * no comparator call per pair. Returns `indices` itself when no pass moves anything.
 */
function stableBy(indices: Uint32Array, keys: Uint32Array): Uint32Array {
  const count = indices.length;
  let from: Uint32Array = indices;
  let to: Uint32Array | undefined;
  const buckets = new Uint32Array(65536);
  for (let shift = 0; shift < 32; shift += 16) {
    buckets.fill(0);
    for (let k = 0; k < count; k++) {
      const bucket = ((keys[from[k] as number] as number) >>> shift) & 0xffff;
      buckets[bucket] = (buckets[bucket] as number) + 1;
    }
    if (buckets[((keys[from[0] as number] as number) >>> shift) & 0xffff] === count) continue;
    let sum = 0;
    for (let b = 0; b < 65536; b++) {
      const size = buckets[b] as number;
      buckets[b] = sum;
      sum += size;
    }
    // Never written: the caller's array, which may be a memoised stage's result.
    to ??= new Uint32Array(count);
    for (let k = 0; k < count; k++) {
      const index = from[k] as number;
      const bucket = ((keys[index] as number) >>> shift) & 0xffff;
      const at = buckets[bucket] as number;
      buckets[bucket] = at + 1;
      to[at] = index;
    }
    const written = to;
    to = from === indices ? undefined : from;
    from = written;
  }
  return from;
}

/**
 * `matched` (item indices, in item order) ordered by `columns`, which rank `matched` alone and are
 * aligned to it: the same order `sortMatches` gives with the columns of every item, since equal
 * ranks stay in item order and the same tie-breaks apply.
 */
export function sortSubset(
  matched: Uint32Array,
  columns: readonly SortColumn[],
  direction: SortDirection,
  scores: ScoresByIndex | undefined,
): Uint32Array {
  const { order, rank } = buildSortOrder(columns, direction);
  if (scores) {
    const scoreAt = (k: number) => scores[matched[k] as number] as number;
    sortTies(order, rank, (a, b) => scoreAt(a) - scoreAt(b) || a - b);
  }
  return order.map((k) => matched[k] as number);
}

function sortTies(
  sorted: Uint32Array,
  rank: Uint32Array,
  compare: (a: number, b: number) => number,
): void {
  let start = 0;
  for (let k = 1; k <= sorted.length; k++) {
    if (k === sorted.length || rank[sorted[k] as number] !== rank[sorted[start] as number]) {
      if (k - start > 1) sorted.subarray(start, k).sort(compare);
      start = k;
    }
  }
}

const INDEX_UNIT = 2 ** INDEX_BITS;

/** Relevance order without a sort rule: score, then item order, packed for a native sort. */
export function sortByScore(matched: Uint32Array, scores: Uint32Array): Uint32Array {
  const packed = new Float64Array(matched.length);
  // The score sits above the item index, and together they fit in 53 bits: the float is exact.
  for (let k = 0; k < matched.length; k++) {
    packed[k] = (scores[k] as number) * INDEX_UNIT + (matched[k] as number);
  }
  packed.sort();
  const out = new Uint32Array(matched.length);
  for (let k = 0; k < packed.length; k++) out[k] = (packed[k] as number) % INDEX_UNIT;
  return out;
}
