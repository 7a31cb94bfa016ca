// Speed and size audit of the production build (`npm run audit:site`).
// For a few representative routes it runs Lighthouse (mobile profile, simulated throttling) in
// Debian's chromium and prints the four category scores; then, for every route, it prints the
// gzip JavaScript loaded on first visit and how much of it is Finder's packages plus demo code.
// It fails when a target or budget is missed. `npm test` runs it with `--js-only`: the JavaScript
// budgets are exact, while Lighthouse's performance score still misses its target (see the
// README's "Speed and size budgets").
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { startServer } from "../e2e/server.mjs";

// `--dir <path>` audits another build folder (default: build/).
const dirFlag = process.argv.indexOf("--dir");
const buildDir =
  dirFlag === -1
    ? join(import.meta.dirname, "..", "build")
    : resolvePath(process.argv[dirFlag + 1]);
const basePath = "/finder/";
const lighthouseRoutes = ["", "api/filters-api/", "examples/"];

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const maxFirstLoadJsKb = 200;
// Finder's packages plus the demo code (src/examples) a route loads, wherever the bundler put them.
const maxFinderJsKb = 25;
const isFinderModule = (path) => /(^|\/)(packages\/(core|react)|src\/examples)\//.test(path);

if (!existsSync(join(buildDir, "index.html"))) {
  console.error("No production build in build/: run `npm run build` first.");
  process.exit(1);
}

/** Stops the audit with a message: a budget check that measured nothing must not pass. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

function docsRoutes() {
  const sitemap = readFileSync(join(buildDir, "sitemap.xml"), "utf8");
  const routes = [...sitemap.matchAll(/<loc>[^<]*?\/finder\/([^<]*)<\/loc>/g)].map(
    (match) => match[1],
  );
  if (routes.length === 0)
    fail(`The sitemap (${buildDir}/sitemap.xml) lists no route under /finder/.`);
  return routes;
}

/** gzip size of a script served from the build, in bytes (the static server does not compress). */
const gzipCache = new Map();
function gzipSizeOf(url) {
  const { pathname } = new URL(url);
  if (!gzipCache.has(pathname)) {
    const file = join(buildDir, pathname.slice(basePath.length));
    if (!existsSync(file)) fail(`The page loaded ${url}, but ${file} does not exist.`);
    gzipCache.set(pathname, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(pathname);
}

/**
 * gzip bytes of Finder and demo modules in each script, from the module report the production
 * build writes beside the build folder (see moduleSizeReport in docusaurus.config.ts). Sizes are
 * per module, gzipped alone: a little more than they cost inside their chunk.
 */
function finderBytesByScript() {
  const reportFile = `${buildDir}.modules.json`;
  if (!existsSync(reportFile)) {
    fail(`No module report at ${reportFile}: run a production build first.`);
  }
  const bytesByFile = new Map();
  for (const chunk of JSON.parse(readFileSync(reportFile, "utf8"))) {
    let bytes = 0;
    const visit = (node, path) => {
      if (node.groups) {
        for (const child of node.groups) visit(child, `${path}/${child.label}`);
        return;
      }
      // Inside a concatenated module, the path that matters is the one after its marker.
      const marker = path.lastIndexOf("(concatenated)/");
      if (isFinderModule(marker === -1 ? path : path.slice(marker + 15)))
        bytes += node.gzipSize ?? 0;
    };
    for (const group of chunk.groups ?? []) visit(group, group.label);
    bytesByFile.set(chunk.label.split("/").pop(), bytes);
  }
  // Script names carry a content hash: a script the report does not list comes from a newer build.
  return (url) => {
    const { pathname } = new URL(url);
    const name = pathname.split("/").pop();
    if (!bytesByFile.has(name) && pathname.startsWith(`${basePath}assets/js/`))
      fail(`The module report ${reportFile} does not list ${name}: it is stale; rebuild the site.`);
    return bytesByFile.get(name) ?? 0;
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = await startServer({ root: buildDir, basePath });
const userDataDir = mkdtempSync(join(tmpdir(), "finder-lighthouse-"));
const chrome = await launch({
  chromePath: "/usr/bin/chromium",
  userDataDir,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

// `--js-only` skips Lighthouse: the JavaScript budgets are exact and quick (npm test runs them),
// while Lighthouse scores depend on how busy the machine is.
const jsOnly = process.argv.includes("--js-only");

const failures = [];
try {
  if (!jsOnly) {
    console.log("Lighthouse (mobile):");
    console.log("route                  perf  a11y  best  seo");
  }
  for (const route of jsOnly ? [] : lighthouseRoutes) {
    const url = `${server.origin}${basePath}${route}`;
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(targets),
    });
    const scores = Object.fromEntries(
      Object.keys(targets).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
    );
    console.log(
      `${(route || "(home)").padEnd(22)} ${Object.values(scores)
        .map((score) => String(score).padStart(4))
        .join("  ")}`,
    );
    for (const [key, target] of Object.entries(targets)) {
      if (scores[key] < target) {
        const failing = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
          )
          .map((audit) => audit.id);
        failures.push(
          `${route || "(home)"}: ${key} ${scores[key]} < ${target} (failing audits: ${failing.join(", ")})`,
        );
      }
    }
  }

  // JavaScript on first load: a fresh browser context per route, so nothing comes from cache.
  const { chromium } = await import("playwright-core");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const scriptsOf = async (route) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const urls = new Set();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") urls.add(response.url());
    });
    await page.goto(`${server.origin}${basePath}${route}`);
    // Hydration needs every chunk of the route; "networkidle" alone can fire while main.js runs.
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
    await page.waitForLoadState("networkidle");
    await context.close();
    return urls;
  };
  const finderBytesOf = finderBytesByScript();
  console.log("\nJavaScript on first load (gzip KB):");
  console.log("route                                    total  finder+demos");
  for (const route of docsRoutes()) {
    let total = 0;
    let finder = 0;
    for (const url of await scriptsOf(route)) {
      total += gzipSizeOf(url);
      finder += finderBytesOf(url);
    }
    console.log(
      `${(route || "(home)").padEnd(40)} ${kb(total).padStart(5)}  ${kb(finder).padStart(6)}`,
    );
    if (total / 1024 > maxFirstLoadJsKb)
      failures.push(`${route}: ${kb(total)} KB JS > ${maxFirstLoadJsKb} KB`);
    if (finder / 1024 > maxFinderJsKb)
      failures.push(`${route}: ${kb(finder)} KB of Finder and demo JS > ${maxFinderJsKb} KB`);
  }
  await browser.close().catch(() => {});
} finally {
  await chrome.kill();
  await server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nAudit failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAudit passed: every score and budget holds.");
