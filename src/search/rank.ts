// Runs a query against the loaded index and orders what it finds: a page whose title is exactly
// what the reader typed comes first (`useFinder`), then reference entries named so
// (`countRuleOptions`, `INVALID_STATE`), then the index's own relevance. If no entry has every word, entries with some of them are offered.
import type MiniSearch from "minisearch";
import { searchOptions, type EntrySummary, type IndexedEntry } from "./config";

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

export function search(
  index: MiniSearch<IndexedEntry>,
  entries: readonly EntrySummary[],
  query: string,
  limit = 10,
): Hit[] {
  if (query.trim() === "") return [];
  let results = index.search(query, searchOptions);
  if (results.length === 0) results = index.search(query, { ...searchOptions, combineWith: "OR" });
  const wanted = compact(query);
  const rankOf = (id: number) => {
    const entry = entries[id];
    if (entry === undefined) return 2;
    if (entry.path.length === 1 && compact(entry.path[0]!) === wanted) return 0;
    const { name } = entry;
    return name !== undefined && (bareName(name) === wanted || compact(name) === wanted) ? 1 : 2;
  };
  // Array.prototype.sort is stable: within a rank, the index's relevance order stays.
  const ordered = [...results].sort((a, b) => rankOf(a.id as number) - rankOf(b.id as number));
  return ordered.slice(0, limit).flatMap((result) => {
    const id = result.id as number;
    const entry = entries[id];
    return entry ? [{ id, entry, terms: result.terms }] : [];
  });
}
