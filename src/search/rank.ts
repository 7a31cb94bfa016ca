// Runs a query against the loaded index and orders what it finds: a page whose title is exactly
// what the reader typed comes first (`useFinder`), then reference entries named so
// (`countRuleOptions`, `INVALID_STATE`), then pages with the typed word in their title ("sort":
// Sort-by rule, SortBy API; reference pages before guides), then the index's own relevance. A
// word that is only part of a name (`SortValue`) does not put the name ahead of those pages. If
// no entry has every word, entries with some of them are offered.
import type MiniSearch from "minisearch";
import {
  processTerm,
  searchOptions,
  tokenize,
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

/** How many results the box lists: the best ones, in rank order. */
export const RESULT_LIMIT = 10;

export function search(
  index: MiniSearch<IndexedEntry>,
  entries: readonly EntrySummary[],
  query: string,
  limit = RESULT_LIMIT,
): Hit[] {
  if (query.trim() === "") return [];
  let results = index.search(query, searchOptions);
  if (results.length === 0) results = index.search(query, { ...searchOptions, combineWith: "OR" });
  const wanted = compact(query);
  const rankOf = (id: number) => {
    const entry = entries[id];
    if (entry === undefined) return 4;
    if (entry.path.length === 1 && compact(entry.path[0]!) === wanted) return 0;
    const { name } = entry;
    if (name !== undefined && (bareName(name) === wanted || compact(name) === wanted)) return 1;
    if (entry.path.length === 1 && titleWords(entry.path[0]!).includes(wanted))
      return referencePage.test(entry.url) ? 2 : 3;
    return 4;
  };
  // Array.prototype.sort is stable: within a rank, the index's relevance order stays.
  const ordered = [...results].sort((a, b) => rankOf(a.id as number) - rankOf(b.id as number));
  return ordered.slice(0, limit).flatMap((result) => {
    const id = result.id as number;
    const entry = entries[id];
    return entry ? [{ id, entry, terms: result.terms }] : [];
  });
}
