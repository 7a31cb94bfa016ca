// Runs a query against the loaded index and orders what it finds: a page whose title is exactly
// what the reader typed comes first (`useFinder`), then reference entries named so
// (`countRuleOptions`, `INVALID_STATE`), then pages with the typed word in their title ("sort":
// Sort-by rule, SortBy API; reference pages before guides), then entries whose own heading or
// name holds every word typed ("whole groups": the sections "Pages of whole groups"), then the
// rest. A word that is only part of a name (`SortValue`) does not put the name ahead of those
// pages. Within each of these ranks, the index's relevance is weighed by how much the site
// points to an entry: links from other pages to it, and half of those to the page's other
// entries that match. Of the two sections "Pages of whole groups", the group-by rule's, which the
// other pages link to, comes first; of two options named `threshold`, the search rule's, whose
// page holds the section on thresholds that the other pages link to.
// A typo is forgiven only when the words as typed find nothing: otherwise "whole" would also
// match "while" and "whose" everywhere. If no entry has every word, entries with some of them
// are offered.
import type MiniSearch from "minisearch";
import type { SearchOptions } from "minisearch";
import {
  processTerm,
  searchOptions,
  tokenize,
  wordsOf,
  type EntrySummary,
  type IndexedEntry,
} from "./config";

export interface Hit {
  id: number;
  entry: EntrySummary;
  /** The index's terms that matched, lower case: what an excerpt marks. */
  terms: string[];
}

/** `filters.set(id, value)` and `FilterRule<FItem>` read as `set` and `filterrule`. */
const bareName = (name: string) =>
  name
    .replace(/[(<].*$/s, "")
    .replace(/^.*\./, "")
    .toLowerCase()
    .trim();

const compact = (query: string) => query.replace(/[\s()]+/g, "").toLowerCase();

/** A title's words as the index reads them: "SortBy API" gives sortby, sort, by and api. */
const titleWords = (title: string) => tokenize(title).map(processTerm);

/** The reference sections (rules, API, components), whose pages come before the guides'. */
const referencePage = /\/(?:rules|api|components)\//;

/**
 * An entry with what its rank is read from, worked out once when the index loads
 * (`rankedEntries`) rather than again for every entry a query finds.
 */
export interface RankedEntry {
  summary: EntrySummary;
  /** A page's own entry (its path is the page title alone): the title compacted, and its words. */
  page?: { title: string; words: readonly string[]; reference: boolean };
  /** A reference row's name, bare and compacted: `filters.set(id)` gives set and filters.setid. */
  names: readonly string[];
  /** The words of the entry's name, or else of its own heading. */
  headingWords: readonly string[];
}

export function rankedEntries(entries: readonly EntrySummary[]): RankedEntry[] {
  return entries.map((summary) => {
    const { path, name, url } = summary;
    const [title] = path;
    return {
      summary,
      page:
        path.length === 1 && title !== undefined
          ? { title: compact(title), words: titleWords(title), reference: referencePage.test(url) }
          : undefined,
      names: name === undefined ? [] : [bareName(name), compact(name)],
      headingWords: titleWords(name ?? path.at(-1) ?? ""),
    };
  });
}

/** How many results the box lists: the best ones, in rank order. */
export const RESULT_LIMIT = 10;

/** What links to an entry's page's other matching entries count for, against links to it. */
const PAGE_LINK_SHARE = 0.5;

/** The search first matches the words exactly, then forgives a typo, then takes any word. */
const exactly: SearchOptions = { ...searchOptions, fuzzy: false };
const anyWord: SearchOptions = { ...searchOptions, combineWith: "OR" };

/** The words typed, as the index reads them, without an identifier's parts. */
const queryWords = (query: string) => wordsOf(query).map(processTerm);

/**
 * Whether `words` (a heading's) hold every word typed, the last one as a beginning, as the index
 * matches it while the reader is still typing.
 */
function holdsEvery(words: readonly string[], typed: readonly string[]): boolean {
  return typed.every((word, index) =>
    words.some((candidate) =>
      index === typed.length - 1 ? candidate.startsWith(word) : candidate === word,
    ),
  );
}

export function search(
  index: MiniSearch<IndexedEntry>,
  entries: readonly RankedEntry[],
  query: string,
  limit = RESULT_LIMIT,
): Hit[] {
  if (query.trim() === "") return [];
  let results = index.search(query, exactly);
  if (results.length === 0) results = index.search(query, searchOptions);
  if (results.length === 0) results = index.search(query, anyWord);
  const wanted = compact(query);
  const typed = queryWords(query);
  const rankOf = (id: number) => {
    const entry = entries[id];
    if (entry === undefined) return 5;
    const { page } = entry;
    if (page?.title === wanted) return 0;
    if (entry.names.includes(wanted)) return 1;
    if (page?.words.includes(wanted)) return page.reference ? 2 : 3;
    if (typed.length > 0 && holdsEvery(entry.headingWords, typed)) return 4;
    return 5;
  };
  const pageLinks = new Map<number, number>();
  for (const result of results) {
    const entry = entries[result.id as number]?.summary;
    if (entry?.links) pageLinks.set(entry.shard, (pageLinks.get(entry.shard) ?? 0) + entry.links);
  }
  const relevance = (result: (typeof results)[number]) => {
    const entry = entries[result.id as number]?.summary;
    const own = entry?.links ?? 0;
    const page = entry ? (pageLinks.get(entry.shard) ?? 0) : 0;
    const pointedTo = own + PAGE_LINK_SHARE * (page - own);
    return result.score * (1 + Math.log2(1 + pointedTo) / 2);
  };
  const ordered = results
    .map((result) => ({ result, rank: rankOf(result.id as number), score: relevance(result) }))
    .sort((a, b) => a.rank - b.rank || b.score - a.score)
    .map(({ result }) => result);
  return ordered.slice(0, limit).flatMap((result) => {
    const id = result.id as number;
    const entry = entries[id]?.summary;
    return entry ? [{ id, entry, terms: result.terms }] : [];
  });
}
