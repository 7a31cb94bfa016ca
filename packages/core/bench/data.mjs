// Deterministic product list for the benchmark: same seed, same products every run.

export function createRandom(seed) {
  let state = seed >>> 0;
  // mulberry32: tiny, fast and good enough for test data.
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  "classic",
  "cotton",
  "shirt",
  "denim",
  "jacket",
  "wool",
  "coat",
  "linen",
  "trousers",
  "silk",
  "scarf",
  "leather",
  "boots",
  "canvas",
  "sneakers",
  "velvet",
  "dress",
  "knit",
  "sweater",
  "summer",
  "winter",
  "travel",
  "sport",
  "running",
  "organic",
  "slim",
  "relaxed",
  "vintage",
  "urban",
  "outdoor",
  "hooded",
  "quilted",
  "padded",
  "striped",
  "checked",
  "merino",
  "cashmere",
  "corduroy",
  "chino",
  "parka",
];
const COLORS = [
  "black",
  "white",
  "grey",
  "navy",
  "blue",
  "green",
  "olive",
  "red",
  "burgundy",
  "pink",
  "yellow",
  "orange",
  "brown",
  "beige",
  "purple",
];
const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
export const BRANDS = Array.from(
  { length: 40 },
  (_, i) => `Brand ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i - 25 : ""}`,
);

export function createProducts(count, seed = 20240601) {
  const random = createRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2018, 0, 1);
  const products = new Array(count);
  for (let i = 0; i < count; i++) {
    const numWords = 2 + Math.floor(random() * 3);
    const words = [];
    for (let w = 0; w < numWords; w++) words.push(pick(WORDS));
    const name = words.join(" ");
    products[i] = {
      id: i,
      name: name[0].toUpperCase() + name.slice(1),
      brand: pick(BRANDS),
      color: pick(COLORS),
      size: pick(SIZES),
      price: Math.round((5 + random() * 495) * 100) / 100,
      inStock: random() < 0.7,
      rating: Math.round((1 + random() * 4) * 10) / 10,
      releaseDate: new Date(start + Math.floor(random() * 6 * 365) * 86400000),
    };
  }
  return products;
}

export const SELECTED_COLORS = ["black", "navy", "green"];
export const TOGGLED_COLOR = "red";
/** The search term of the "construct with a search term" scenario (S0). */
export const INITIAL_TERM = "cot";

// Long texts (issue 41, item 3): prose-like documents from a fixed vocabulary, the same every
// run. Many of its words hold "ng" inside them and none starts with it, so ranking "ng" looks at
// every occurrence for one that begins a word: the step that used to cost occurrences × words.
const PROSE = [
  "the",
  "of",
  "and",
  "a",
  "to",
  "in",
  "is",
  "that",
  "for",
  "it",
  "with",
  "as",
  "was",
  "on",
  "be",
  "at",
  "by",
  "this",
  "from",
  "or",
  "search",
  "list",
  "people",
  "morning",
  "evening",
  "nothing",
  "something",
  "long",
  "strong",
  "young",
  "thing",
  "king",
  "ring",
  "song",
  "among",
  "bring",
  "single",
  "angle",
  "engine",
  "language",
  "changes",
  "range",
  "finding",
  "reading",
  "typing",
  "keyboard",
  "window",
  "garden",
  "river",
  "mountain",
  "village",
  "letter",
  "number",
  "question",
  "answer",
  "paper",
  "story",
  "water",
  "light",
  "house",
  "travel",
  "winter",
  "summer",
  "quiet",
  "simple",
  "careful",
  "bright",
  "ordinary",
  "library",
  "history",
];

/**
 * `count` documents of `numWords` words each, `{ id, text }`: sentences of 12 words, each
 * capitalised and ended by a full stop.
 */
export function createDocuments(count, numWords, seed = 20261129) {
  const random = createRandom(seed);
  const documents = new Array(count);
  for (let i = 0; i < count; i++) {
    const words = new Array(numWords);
    for (let w = 0; w < numWords; w++) {
      const word = PROSE[Math.floor(random() * PROSE.length)];
      words[w] = w % 12 === 0 ? word[0].toUpperCase() + word.slice(1) : word;
      if (w % 12 === 11) words[w] += ".";
    }
    documents[i] = { id: i, text: words.join(" ") };
  }
  return documents;
}

/** Whether the characters of `term` appear in `text` in order: the baselines' fuzzy match. */
export function isSubsequence(text, term) {
  let position = 0;
  for (let i = 0; i < term.length; i++) {
    position = text.indexOf(term[i], position);
    if (position < 0) return false;
    position += 1;
  }
  return true;
}
