// What the index and the search box must agree on: the fields, how text becomes terms, how a
// query is matched and ranked. src/search/buildIndex.ts builds the index with these at build time;
// src/theme/SearchBar loads it with the same, in the browser, on first use.
import type { Options, SearchOptions } from "minisearch";

/** One indexed entry: a section of a page or a reference row (an option, method, error code…). */
export interface IndexedEntry {
  id: number;
  /** A reference row's name; empty for a section. */
  name: string;
  /** The nearest heading (a section's own; the heading above a reference row's table). */
  title: string;
  text: string;
}

/** What the box shows for a result; its excerpt text comes from the page's shard, on demand. */
export interface EntrySummary {
  /** Address with anchor, base path included. */
  url: string;
  /** Page title, then the headings above the entry. */
  path: string[];
  /** A reference row's name and its table's kind (`Option`, `Code`…); absent for a section. */
  name?: string;
  kind?: string;
  /** Which shard (one per page) holds the entry's text. */
  shard: number;
  /** How many other pages link to the entry's url (its anchor, or the page for a page's entry); absent for none. */
  links?: number;
}

/** The file the search box fetches first: the index and a summary per entry. */
export interface SearchIndexFile {
  index: unknown;
  entries: EntrySummary[];
  /** Shard file names, relative to the index file; each is a JSON array of [entry id, text]. */
  shards: string[];
}

export const indexFileName = "search/index.json";

/** A character of a word: a letter, a digit, or `_` and `$`, which an identifier keeps whole. */
export const wordCharacter = /[\p{L}\p{N}_$]/u;
const words = new RegExp(`${wordCharacter.source}+`, "gu");
const camelHumps = /[\p{Lu}]?[\p{Ll}\p{N}]+|[\p{Lu}]+(?![\p{Ll}])/gu;

/** A text's words as written: `filters.set(id)` gives filters, set and id. */
export const wordsOf = (text: string): string[] => text.match(words) ?? [];

/**
 * Words as written, and for an identifier its parts too: `debounceMilliseconds` gives
 * `debounceMilliseconds`, `debounce` and `Milliseconds`; `INVALID_STATE` gives `INVALID_STATE`,
 * `INVALID` and `STATE`. So a reader finds a name by any word of it, and by the whole name.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) {
    terms.push(word);
    const parts = word.split(/[_$]+/).flatMap((part) => part.match(camelHumps) ?? []);
    if (parts.length > 1) terms.push(...parts);
  }
  return terms;
}

export const processTerm = (term: string): string => term.toLowerCase();

export const indexOptions: Options<IndexedEntry> = {
  fields: ["name", "title", "text"],
  tokenize,
  processTerm,
};

export const searchOptions: SearchOptions = {
  boost: { name: 8, title: 3, text: 1 },
  // The word being typed is a prefix; a word of four letters or more may carry one typo.
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length >= 4 ? 1 : false),
  weights: { fuzzy: 0.3, prefix: 0.6 },
  combineWith: "AND",
};
