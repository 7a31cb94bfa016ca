// String sort keys without a collator call per comparison. The library's collation is fixed:
// `Intl.Collator("en", { numeric: true, sensitivity: "base" })`. For "simple" strings (printable
// ASCII and the whitespace controls, digit runs of up to 100 significant digits) that order is
// lexicographic over one weight per character, with each digit run weighed as its number: the
// weights are read from the collator itself on first use, so they follow the runtime's ICU data.
// Simple strings are sorted by those weights with a multikey quicksort over item indices;
// any other string is sorted with the collator and merged in with it, so the order is the
// collator's for every input.

/** Created once: one fixed collation, so the server and every browser order strings alike. */
export const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Longest digit run (leading zeros left out) weighed as a number here; longer ones use the collator. */
const MAX_DIGITS = 100;

/** Weights per number in the sort: 7 × 7 bits stay exact in a double. */
const CHUNK = 7;
/** Chunks per item read up front. */
const PREFIX_CHUNKS = 3;

interface Weights {
  /** Weight by character code (below 128); 0 for a character this fast path leaves to the collator. */
  table: Uint8Array;
  /** Weight of "0", which leads every encoded number. */
  digit: number;
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Weights in the collator's order, equal for characters it calls equal ("a" and "A"). Letters
 * and the space get their own lower-case code as weight, and digits consecutive weights, so a
 * string of letters and spaces needs no translation; `null` when the collator disagrees with any
 * of this, and every string then goes to the collator.
 */
export function deriveWeights(): Weights | null {
  const chars: string[] = [];
  for (let code = 9; code <= 13; code++) chars.push(String.fromCharCode(code));
  for (let code = 32; code <= 126; code++) chars.push(String.fromCharCode(code));
  chars.sort(collator.compare);
  const table = new Uint8Array(128);
  let weight = 0;
  let previous: string | undefined;
  for (const char of chars) {
    const code = char.charCodeAt(0);
    const fixed = isLetter(code) ? code | 32 : code === 32 ? 32 : 0;
    const sameGroup = previous !== undefined && collator.compare(previous, char) === 0;
    if (!sameGroup) {
      if (fixed !== 0 && fixed <= weight) return null;
      weight = fixed === 0 ? weight + 1 : fixed;
    } else if (fixed !== 0 && fixed !== weight) return null;
    if (weight > 127) return null;
    table[code] = weight;
    previous = char;
  }
  const digit = table[48] as number;
  for (let d = 1; d <= 9; d++) if (table[48 + d] !== digit + d) return null;
  return { table, digit };
}

let derived: Weights | null | undefined;
function weights(): Weights | null {
  if (derived === undefined) derived = deriveWeights();
  return derived;
}

/**
 * How a string is read by the sort: `1` as its own characters through the weight table, a string
 * of weights (when it has digits, each run encoded as number: the "0" weight, its length, its
 * digits), or `undefined` when only the collator can place it.
 */
export function sortSource(text: string, { table, digit }: Weights): 1 | string | undefined {
  let hasDigits = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || table[code] === 0) return undefined;
    if (isDigit(code)) hasDigits = true;
  }
  if (!hasDigits) return 1;
  let key = "";
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) {
      key += String.fromCharCode(table[code] as number);
      i += 1;
      continue;
    }
    let end = i;
    while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
    let start = i;
    while (start < end - 1 && text.charCodeAt(start) === 48) start += 1;
    if (end - start > MAX_DIGITS) return undefined;
    key += String.fromCharCode(digit, end - start);
    for (let k = start; k < end; k++) key += String.fromCharCode(digit + text.charCodeAt(k) - 48);
    i = end;
  }
  return key;
}

/**
 * Item indices of `texts` (strings or `undefined`) in the collator's order, with `same[k] = 1`
 * when `order[k]` compares equal to `order[k - 1]`. Items without a string are left out.
 */
export function collate(texts: readonly (string | undefined)[]): {
  order: Uint32Array;
  same: Uint8Array;
} {
  const table = weights();
  const sources: (string | undefined)[] = new Array(texts.length);
  const direct = new Uint8Array(texts.length);
  const simple: number[] = [];
  const other: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (text === undefined) continue;
    const source = table ? sortSource(text, table) : undefined;
    if (source === undefined) other.push(i);
    else {
      simple.push(i);
      if (source === 1) {
        sources[i] = text;
        direct[i] = 1;
      } else sources[i] = source;
    }
  }
  const byWeights = Uint32Array.from(simple);
  const boundary = new Uint8Array(byWeights.length);
  if (table) multikeySort(byWeights, boundary, sources as string[], direct, table.table);
  other.sort((a, b) => collator.compare(texts[a] as string, texts[b] as string));

  // Merge: both runs are in the collator's order, so the collator decides between them.
  const count = byWeights.length + other.length;
  const order = new Uint32Array(count);
  const same = new Uint8Array(count);
  let a = 0;
  let b = 0;
  let previousSimple = false;
  for (let k = 0; k < count; k++) {
    const takeSimple =
      b === other.length ||
      (a < byWeights.length &&
        collator.compare(
          texts[byWeights[a] as number] as string,
          texts[other[b] as number] as string,
        ) <= 0);
    const index = takeSimple ? (byWeights[a++] as number) : (other[b++] as number);
    order[k] = index;
    if (k > 0) {
      const equal =
        takeSimple && previousSimple
          ? boundary[a - 1] === 0
          : collator.compare(texts[order[k - 1] as number] as string, texts[index] as string) === 0;
      same[k] = equal ? 1 : 0;
    }
    previousSimple = takeSimple;
  }
  return { order, same };
}

/** An item's chunk at a depth, and the order of two items from a depth on (`chunkReader`). */
type ChunkReader = readonly [
  chunkAt: (index: number, depth: number) => number,
  compareFrom: (a: number, b: number, depth: number) => number,
];

/**
 * Reads items as chunks of seven weights (7 bits each, exact in a double; 0 past the end, so a
 * chunk divisible by 128 ends its string). Every item's first chunks are read up front, in item
 * order (one pass over each string, in memory order), and kept side by side: the sort then
 * seldom visits a string again.
 */
function chunkReader(
  indices: Uint32Array,
  sources: readonly string[],
  direct: Uint8Array,
  table: Uint8Array,
): ChunkReader {
  /** Weights `depth` to `depth + 6` of one item in one number, read from its string. */
  const readChunk = (index: number, depth: number): number => {
    const source = sources[index] as string;
    const mapped = direct[index] === 1;
    let chunk = 0;
    for (let p = depth; p < depth + CHUNK; p++) {
      let weight = 0;
      if (p < source.length) {
        const code = source.charCodeAt(p);
        weight = mapped ? (table[code] as number) : code;
      }
      chunk = chunk * 128 + weight;
    }
    return chunk;
  };
  const prefix = new Float64Array(sources.length * PREFIX_CHUNKS);
  for (let k = 0; k < indices.length; k++) {
    const index = indices[k] as number;
    for (let level = 0; level < PREFIX_CHUNKS; level++) {
      const chunk = readChunk(index, level * CHUNK);
      prefix[index * PREFIX_CHUNKS + level] = chunk;
      if (chunk % 128 === 0) break;
    }
  }
  const chunkAt = (index: number, depth: number): number => {
    const level = depth / CHUNK;
    return level < PREFIX_CHUNKS
      ? (prefix[index * PREFIX_CHUNKS + level] as number)
      : readChunk(index, depth);
  };
  /** Compares two items from `depth` on, chunk by chunk. */
  const compareFrom = (a: number, b: number, depth: number): number => {
    for (let d = depth; ; d += CHUNK) {
      const ca = chunkAt(a, d);
      const cb = chunkAt(b, d);
      if (ca !== cb) return ca - cb;
      if (ca % 128 === 0) return 0;
    }
  };
  return [chunkAt, compareFrom];
}

/**
 * Sorts `indices` by their weight strings and sets `boundary[k] = 1` where `indices[k]` differs
 * from the one before it. A multikey quicksort on seven weights at a time: each segment's chunk
 * at the current depth is read once into `chunks`, aligned with `indices`, so partitioning works
 * on adjacent memory instead of visiting a string per comparison.
 */
function multikeySort(
  indices: Uint32Array,
  boundary: Uint8Array,
  sources: readonly string[],
  direct: Uint8Array,
  table: Uint8Array,
): void {
  const [chunkAt, compareFrom] = chunkReader(indices, sources, direct, table);
  const chunks = new Float64Array(indices.length);
  // Segments to sort: low, high, depth, and 1 when `chunks` must be read for the depth first.
  const stack: number[] = [0, indices.length, 0, 1];
  while (stack.length > 0) {
    const refill = stack.pop() as number;
    const depth = stack.pop() as number;
    const high = stack.pop() as number;
    const low = stack.pop() as number;
    if (high - low < 2) continue;
    if (refill === 1) {
      for (let k = low; k < high; k++) chunks[k] = chunkAt(indices[k] as number, depth);
    }
    if (high - low < 16) sortShortSegment(indices, chunks, boundary, low, high, depth, compareFrom);
    else partition(indices, chunks, boundary, stack, low, high, depth);
  }
}

/**
 * Sorts a short segment by insertion (by chunk, then the rest of the string) and marks where
 * neighbours differ, to the end of the strings.
 */
function sortShortSegment(
  indices: Uint32Array,
  chunks: Float64Array,
  boundary: Uint8Array,
  low: number,
  high: number,
  depth: number,
  compareFrom: ChunkReader[1],
): void {
  for (let k = low + 1; k < high; k++) {
    const index = indices[k] as number;
    const chunk = chunks[k] as number;
    let j = k - 1;
    while (j >= low) {
      const other = chunks[j] as number;
      const order =
        other !== chunk
          ? other - chunk
          : chunk % 128 === 0
            ? 0
            : compareFrom(indices[j] as number, index, depth + CHUNK);
      if (order <= 0) break;
      indices[j + 1] = indices[j] as number;
      chunks[j + 1] = other;
      j -= 1;
    }
    indices[j + 1] = index;
    chunks[j + 1] = chunk;
  }
  for (let k = low + 1; k < high; k++) {
    const chunk = chunks[k] as number;
    if (
      chunk !== chunks[k - 1] ||
      (chunk % 128 !== 0 &&
        compareFrom(indices[k - 1] as number, indices[k] as number, depth + CHUNK) !== 0)
    ) {
      boundary[k] = 1;
    }
  }
}

/**
 * Splits a segment three ways around the median of its first, middle and last chunks, marks
 * where the parts meet, and pushes them onto `stack`: the smaller and the larger at this depth,
 * the equal ones (unless their chunk ends the strings) at the next, to be read first.
 */
function partition(
  indices: Uint32Array,
  chunks: Float64Array,
  boundary: Uint8Array,
  stack: number[],
  low: number,
  high: number,
  depth: number,
): void {
  const x = chunks[low] as number;
  const y = chunks[(low + high) >>> 1] as number;
  const z = chunks[high - 1] as number;
  const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
  let lt = low;
  let gt = high;
  let k = low;
  while (k < gt) {
    const chunk = chunks[k] as number;
    if (chunk < pivot) {
      const index = indices[k] as number;
      indices[k] = indices[lt] as number;
      chunks[k] = chunks[lt] as number;
      indices[lt] = index;
      chunks[lt] = chunk;
      lt += 1;
      k += 1;
    } else if (chunk > pivot) {
      gt -= 1;
      const index = indices[k] as number;
      indices[k] = indices[gt] as number;
      chunks[k] = chunks[gt] as number;
      indices[gt] = index;
      chunks[gt] = chunk;
    } else k += 1;
  }
  if (lt > low) boundary[lt] = 1;
  if (gt < high) boundary[gt] = 1;
  stack.push(low, lt, depth, 0, gt, high, depth, 0);
  if (pivot % 128 !== 0) stack.push(lt, gt, depth + CHUNK, 1);
}
