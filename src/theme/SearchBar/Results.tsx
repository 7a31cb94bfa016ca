// The search box's results (loaded when the box first opens, see index.tsx): fetches the index
// once, runs each query against it (src/search/rank.ts), and fills in the excerpts from the
// shards of the pages that show up.
import { use, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import MiniSearch from "minisearch";
import useBaseUrl from "@docusaurus/useBaseUrl";
import {
  indexFileName,
  indexOptions,
  type IndexedEntry,
  type SearchIndexFile,
} from "@site/src/search/config";
import { excerpt, type ExcerptPart } from "@site/src/search/excerpt";
import {
  RESULT_LIMIT,
  rankedEntries,
  search,
  type Hit,
  type RankedEntry,
} from "@site/src/search/rank";
import styles from "./styles.module.css";

interface LoadedIndex {
  index: MiniSearch<IndexedEntry>;
  entries: RankedEntry[];
  shardUrls: string[];
}

type Loading = { ok: true; loaded: LoadedIndex } | { ok: false; message: string };

const indexes = new Map<string, Promise<Loading>>();
const shards = new Map<string, Promise<Map<number, string>>>();

async function fetchJson<T>(url: string): Promise<T> {
  // Revalidated on each load of the site, so a new build's index replaces a cached one.
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

function loadIndex(url: string): Promise<Loading> {
  let loading = indexes.get(url);
  if (!loading) {
    loading = fetchJson<SearchIndexFile>(url).then(
      (file): Loading => ({
        ok: true,
        loaded: {
          index: MiniSearch.loadJS(file.index as never, indexOptions),
          entries: rankedEntries(file.entries),
          shardUrls: file.shards.map((name) => new URL(name, new URL(url, location.href)).href),
        },
      }),
      (): Loading => ({
        ok: false,
        message:
          process.env.NODE_ENV === "production"
            ? "The search index could not be loaded. Check the connection and open the search again."
            : "The search index is built with the site: run `npm run build`, then `npm run serve`.",
      }),
    );
    // A failed load is tried again the next time the box opens.
    void loading.then((result) => {
      if (!result.ok) indexes.delete(url);
    });
    indexes.set(url, loading);
  }
  return loading;
}

function loadShard(url: string): Promise<Map<number, string>> {
  let loading = shards.get(url);
  if (!loading) {
    loading = fetchJson<[number, string][]>(url).then((pairs) => new Map(pairs));
    loading.catch(() => shards.delete(url));
    shards.set(url, loading);
  }
  return loading;
}

/** The texts of the hits whose pages' shards have arrived. */
function useTexts(loaded: LoadedIndex | undefined, hits: Hit[]): Map<number, string> {
  const [texts, setTexts] = useState(() => new Map<number, string>());
  useEffect(() => {
    if (!loaded) return;
    let current = true;
    const wanted = new Set(hits.map((hit) => loaded.shardUrls[hit.entry.shard]));
    for (const url of wanted) {
      if (url === undefined) continue;
      loadShard(url).then(
        (shard) => {
          if (!current) return;
          setTexts((previous) => {
            const missing = hits.filter((hit) => shard.has(hit.id) && !previous.has(hit.id));
            if (missing.length === 0) return previous;
            const next = new Map(previous);
            for (const hit of missing) next.set(hit.id, shard.get(hit.id)!);
            return next;
          });
        },
        // Without its shard a result shows no excerpt; its title and path still lead to it.
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [loaded, hits]);
  return texts;
}

const marked = (parts: ExcerptPart[]) =>
  parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));

/** A title or name with the matched words marked, whole however long. */
const markedWhole = (text: string, terms: string[]) => marked(excerpt(text, terms, Infinity));

interface Props {
  query: string;
  listId: string;
  optionId: (index: number) => string;
  active: number;
  onActive: (index: number) => void;
  onChoose: (url: string) => void;
  onResults: (urls: readonly string[]) => void;
}

export default function Results(props: Props): ReactNode {
  const loading = use(loadIndex(useBaseUrl(indexFileName)));
  const loaded = loading.ok ? loading.loaded : undefined;
  const { query, listId, optionId, active, onActive, onChoose, onResults } = props;
  const hits = useMemo(
    () => (loaded ? search(loaded.index, loaded.entries, query) : []),
    [loaded, query],
  );
  const texts = useTexts(loaded, hits);

  useEffect(() => onResults(hits.map((hit) => hit.entry.url)), [hits, onResults]);
  useLayoutEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, optionId]);

  let status: string;
  if (!loading.ok) status = loading.message;
  else if (query.trim() === "")
    status = "Type a word: an option, a method, an error code or a topic.";
  else if (hits.length === 0) status = `Nothing found for “${query.trim()}”.`;
  else if (hits.length === 1) status = "1 result";
  // A full list is the best ten of possibly many more: say so rather than a count that looks exact.
  else
    status =
      hits.length === RESULT_LIMIT ? `Best ${RESULT_LIMIT} results` : `${hits.length} results`;

  return (
    <>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <ul id={listId} role="listbox" aria-label="Results" className={styles.results}>
        {hits.map((hit, index) => {
          const { entry } = hit;
          const path = entry.name === undefined ? entry.path.slice(0, -1) : entry.path;
          const text = texts.get(hit.id);
          return (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              onMouseMove={() => index !== active && onActive(index)}
              onClick={() => onChoose(entry.url)}
            >
              <span className={styles.title}>
                {entry.name === undefined ? (
                  <span>{markedWhole(entry.path.at(-1) ?? "", hit.terms)}</span>
                ) : (
                  <code>{markedWhole(entry.name, hit.terms)}</code>
                )}
                {entry.kind !== undefined && <span className={styles.kind}>{entry.kind}</span>}
              </span>
              {path.length > 0 && <span className={styles.path}>{path.join(" › ")}</span>}
              {text ? (
                <span className={styles.excerpt}>{marked(excerpt(text, hit.terms))}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
