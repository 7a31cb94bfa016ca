// Builds the site search from the built pages (a Docusaurus postBuild step, docusaurus.config.ts):
// `search/index.json`, which the search box fetches on first use (the index and one summary per
// entry), and one small shard per page with the entries' texts, fetched only for the pages that
// show up in results, to cut their excerpts.
import { createHash } from "node:crypto";
import MiniSearch from "minisearch";
import { indexOptions, type EntrySummary, type IndexedEntry, type SearchIndexFile } from "./config";
import type { SearchPage } from "./sections";

/** Headings of sections that only point elsewhere: indexed, they crowd out the real answers. */
const navigationHeadings = new Set(["Next", "See also"]);

export interface BuiltSearch {
  file: SearchIndexFile;
  /** Shard file name (relative to the index file's folder) → its JSON. */
  shards: Map<string, string>;
}

/** Per url, how many pages other than its own link to it. */
function inboundLinks(pages: readonly SearchPage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const target of new Set(page.links)) {
      if (target.split("#")[0] === page.route) continue;
      counts.set(target, (counts.get(target) ?? 0) + 1);
    }
  return counts;
}

export function buildSearch(pages: SearchPage[]): BuiltSearch {
  const links = inboundLinks(pages);
  const entries: EntrySummary[] = [];
  const indexed: IndexedEntry[] = [];
  const texts: [number, string][][] = [];

  pages.forEach((page, shard) => {
    const pageTexts: [number, string][] = [];
    const add = (summary: EntrySummary, name: string, text: string) => {
      const id = entries.length;
      const inbound = links.get(summary.url);
      entries.push(inbound ? { ...summary, links: inbound } : summary);
      indexed.push({ id, name, title: summary.path.at(-1) ?? "", text });
      pageTexts.push([id, text]);
    };
    for (const section of page.sections) {
      if (navigationHeadings.has(section.path.at(-1) ?? "")) continue;
      add({ url: section.url, path: section.path, shard }, "", section.text);
    }
    for (const reference of page.references) {
      const { url, path, name, kind, text } = reference;
      add({ url, path, name, kind, shard }, name, text);
    }
    texts.push(pageTexts);
  });

  const index = new MiniSearch<IndexedEntry>(indexOptions);
  index.addAll(indexed);

  const shards = new Map<string, string>();
  const shardNames = texts.map((pageTexts) => {
    const json = JSON.stringify(pageTexts);
    // Named by content, so a browser's cached shard is never one from another build.
    const name = `pages/${createHash("sha256").update(json).digest("hex").slice(0, 12)}.json`;
    shards.set(name, json);
    return name;
  });

  return { file: { index: index.toJSON(), entries, shards: shardNames }, shards };
}
