// The site search's build step (docusaurus.config.ts): after the pages are written, read each one
// (src/search/sections.ts), build the index and its shards (src/search/buildIndex.ts) and write
// them under `search/` in the build. Plain files, no route: the route list is exact. `npm start`
// builds no index; the search box says so and points to `npm run build && npm run serve`.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Plugin } from "@docusaurus/types";
import { buildSearch } from "./buildIndex";
import { indexFileName } from "./config";
import { readPage } from "./sections";

/** The built HTML of a route, or undefined for routes that have none (the 404 page's alias). */
async function htmlOf(outDir: string, baseUrl: string, route: string) {
  const file = join(outDir, route.slice(baseUrl.length), "index.html");
  try {
    return await readFile(file, "utf8");
  } catch {
    return undefined;
  }
}

export default function searchIndex(): Plugin {
  return {
    name: "finder-search-index",
    async postBuild({ outDir, routesPaths, baseUrl }) {
      const routes = [...new Set(routesPaths)].filter((route) => !route.endsWith("/404.html"));
      const pages = [];
      for (const route of routes.sort()) {
        const html = await htmlOf(outDir, baseUrl, route);
        if (html === undefined) continue;
        const page = readPage(html, route);
        if (page.duplicateIds.length > 0)
          throw new Error(
            `${route} has more than one element with the id ${page.duplicateIds.join(", ")}`,
          );
        pages.push(page);
      }
      const { file, shards } = buildSearch(pages);
      const indexPath = join(outDir, indexFileName);
      await mkdir(join(dirname(indexPath), "pages"), { recursive: true });
      await writeFile(indexPath, JSON.stringify(file));
      for (const [name, json] of shards) await writeFile(join(dirname(indexPath), name), json);
    },
  };
}
