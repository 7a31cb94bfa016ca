// Speed and size audit of the production build (`npm run audit:site`).
// For every route it runs Lighthouse (mobile profile, simulated throttling) in Debian's chromium
// and prints the four category scores with the total blocking time, worst route first; then, for
// every route, the gzip JavaScript loaded on first visit and how much of it is the demo islands'
// loader and Finder's packages plus demo code. It fails when a target or budget is missed.
// `npm test` runs it with `--js-only`: the JavaScript budgets are exact, while Lighthouse's
// scores depend on how busy the machine is (see the README's "Speed and size budgets").
// Lighthouse runs 3 times per route and the medians are reported with the spread (lowest to
// highest) of the performance score and the blocking time: one run per route is no measurement on
// a shared 2-core machine. `--runs N` sets the number of runs; `--routes a/,b/` (the home page is
// "") audits only those routes.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
const flagValue = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const runs = Number(flagValue("--runs") ?? 3);

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const maxFirstLoadJsKb = 185;
// The demos are islands (src/components/Island): a route's first load may carry the island
// loader, at most this much, and no Finder or demo code at all.
const maxIslandLoaderKb = 2;
// Per-route budgets in bytes (gzip) for the HTML and the first-load JavaScript, set from measured
// figures plus headroom (scripts/route-budgets.json). Bytes are stable where Lighthouse scores are
// not, so a page that grows fails here first. `--update-budgets` writes the file from this build
// (with `--routes`, those routes' entries only): do that deliberately, when a page has grown for a
// reason, and say why in the commit.
const budgetsFile = join(import.meta.dirname, "route-budgets.json");
const budgetHeadroom = 1.05;
const updateBudgets = process.argv.includes("--update-budgets");
const routeBudgets = existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, "utf8")) : {};
const maxFinderJsKb = 0;
// What a module in the report is, from its path. A page's import of a demo becomes an island stub
// (a few lines, under the demo's own path); the demo itself is `?island`, and the text of a demo's
// source shown on the page is `?source` (page content, like a code block).
function moduleKind(path, statSize) {
  if (/(^|\/)src\/components\/Island\//.test(path)) return "loader";
  if (/(^|\/)src\/examples\/[^?]*\?source$/.test(path)) return "text";
  if (/(^|\/)src\/examples\/[^?]*\.tsx$/.test(path) && statSize < 512) return "loader";
  if (/(^|\/)(packages\/(core|react)|src\/examples)\//.test(path)) return "finder";
  return "other";
}

if (!existsSync(join(buildDir, "index.html"))) {
  console.error("No production build in build/: run `npm run build` first.");
  process.exit(1);
}

/** Stops the audit with a message: a budget check that measured nothing must not pass. */
class AuditStopped extends Error {}
function fail(message) {
  throw new AuditStopped(message);
}

function docsRoutes() {
  const sitemap = readFileSync(join(buildDir, "sitemap.xml"), "utf8");
  const all = [...sitemap.matchAll(/<loc>[^<]*?\/finder\/([^<]*)<\/loc>/g)].map(
    (match) => match[1],
  );
  if (all.length === 0)
    fail(`The sitemap (${buildDir}/sitemap.xml) lists no route under /finder/.`);
  const only = flagValue("--routes");
  if (only === undefined) return all;
  const unknown = only.split(",").filter((route) => !all.includes(route));
  if (unknown.length > 0)
    fail(`--routes names ${unknown.join(", ")}, which the sitemap does not list.`);
  return all.filter((route) => only.split(",").includes(route));
}

/** gzip size of a script in the build, in bytes: the file gzipped at level 9, whatever the server sends. */
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
 * gzip bytes of the island loader and of Finder and demo modules in each script, from the module
 * report the production build writes beside the build folder (see moduleSizeReport in
 * docusaurus.config.ts). Sizes are per module, gzipped alone: a little more than they cost inside
 * their chunk.
 */
function moduleBytesByScript() {
  const reportFile = `${buildDir}.modules.json`;
  if (!existsSync(reportFile)) {
    fail(`No module report at ${reportFile}: run a production build first.`);
  }
  const bytesByFile = new Map();
  for (const chunk of JSON.parse(readFileSync(reportFile, "utf8"))) {
    const bytes = { loader: 0, finder: 0 };
    const visit = (node, path) => {
      if (node.groups) {
        for (const child of node.groups) visit(child, `${path}/${child.label}`);
        return;
      }
      // Inside a concatenated module, the path that matters is the one after its marker.
      const marker = path.lastIndexOf("(concatenated)/");
      const kind = moduleKind(marker === -1 ? path : path.slice(marker + 15), node.statSize ?? 0);
      if (kind in bytes) bytes[kind] += node.gzipSize ?? 0;
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
    return bytesByFile.get(name) ?? { loader: 0, finder: 0 };
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = await startServer({ root: buildDir, basePath });
const userDataDir = mkdtempSync(join(tmpdir(), "finder-lighthouse-"));
const chrome = await launch({
  // The same browser as the browser tests (e2e/harness.mjs): CHROMIUM_PATH, else Debian's.
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    const rows = [];
    for (const route of docsRoutes()) {
      const url = `${server.origin}${basePath}${route}`;
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(targets),
        });
        results.push(lhr);
      }
      const scores = Object.fromEntries(
        Object.keys(targets).map((key) => [
          key,
          Math.round(median(results.map((lhr) => (lhr.categories[key]?.score ?? 0) * 100))),
        ]),
      );
      // The metrics behind the performance score, medians: they tell a real cost (blocking
      // time from scripts, a late largest paint) from a busy machine, which slows everything.
      const metric = (id) =>
        median(results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      const tbt = metric("total-blocking-time");
      // The spread, lowest to highest, of what varies most from run to run.
      const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
      const spreads = {
        performance: spread(
          results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
        ),
        tbt: spread(
          results.map((lhr) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)),
        ),
      };
      const metrics = {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        si: metric("speed-index"),
        cls: metric("cumulative-layout-shift"),
      };
      const failing = new Set(
        results.flatMap((lhr) =>
          Object.values(lhr.audits)
            .filter(
              (audit) =>
                audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
            )
            .map((audit) => audit.id)
            // The local server sends `cache-control: no-store` (e2e/server.mjs), which keeps
            // pages out of the back/forward cache; GitHub Pages does not.
            .filter((id) => id !== "bf-cache"),
        ),
      );
      rows.push({ route: route || "(home)", scores, tbt, spreads, metrics, failing: [...failing] });
      process.stderr.write(".");
    }
    process.stderr.write("\n");
    rows.sort(
      (a, b) =>
        a.scores.performance - b.scores.performance ||
        b.tbt - a.tbt ||
        a.scores.accessibility - b.scores.accessibility,
    );
    console.log(`Lighthouse (mobile${runs > 1 ? `, median of ${runs} runs` : ""}), worst first:`);
    console.log(
      `route                                     perf   TBT ms  a11y  best   seo   FCP s  LCP s   SI s    CLS${runs > 1 ? "  perf range  TBT range" : ""}`,
    );
    for (const { route, scores, tbt, spreads, metrics, failing } of rows) {
      const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
      console.log(
        `${route.padEnd(40)} ${String(scores.performance).padStart(5)} ${String(Math.round(tbt)).padStart(8)} ${[
          scores.accessibility,
          scores["best-practices"],
          scores.seo,
        ]
          .map((score) => String(score).padStart(5))
          .join(
            " ",
          )} ${seconds(metrics.fcp)} ${seconds(metrics.lcp)} ${seconds(metrics.si)} ${metrics.cls.toFixed(3).padStart(6)}${
          runs > 1 ? `  ${spreads.performance.padStart(10)}  ${spreads.tbt.padStart(9)}` : ""
        }`,
      );
      // Also the failing audits that weigh nothing in a score (such as td-has-header).
      if (failing.length > 0) console.log(`  failing audits: ${failing.join(", ")}`);
      for (const [key, target] of Object.entries(targets)) {
        if (scores[key] < target)
          failures.push(
            `${route}: ${key} ${scores[key]} < ${target} (failing audits: ${failing.join(", ")})`,
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
    // The route's own JavaScript: demo islands stay waiting (an IntersectionObserver that never
    // reports), as they do until a demo comes near the viewport; what a live demo loads then is
    // its own, not the route's.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        disconnect() {}
      };
    });
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
  const moduleBytesOf = moduleBytesByScript();
  const jsRows = [];
  for (const route of docsRoutes()) {
    let total = 0;
    let loader = 0;
    let finder = 0;
    for (const url of await scriptsOf(route)) {
      total += gzipSizeOf(url);
      loader += moduleBytesOf(url).loader;
      finder += moduleBytesOf(url).finder;
    }
    const html = gzipSync(readFileSync(join(buildDir, route, "index.html")), { level: 9 }).length;
    jsRows.push({ route: route || "(home)", total, loader, finder, html });
    const budget = routeBudgets[route || "(home)"];
    if (!updateBudgets) {
      if (!budget) failures.push(`${route || "(home)"}: no budget in ${budgetsFile}`);
      else {
        if (html > budget.html)
          failures.push(`${route || "(home)"}: HTML ${html} B gzip > budget ${budget.html} B`);
        if (total > budget.firstLoadJs)
          failures.push(
            `${route || "(home)"}: first-load JS ${total} B gzip > budget ${budget.firstLoadJs} B`,
          );
      }
    }
    if (total / 1024 > maxFirstLoadJsKb)
      failures.push(`${route}: ${kb(total)} KB JS > ${maxFirstLoadJsKb} KB`);
    if (loader / 1024 > maxIslandLoaderKb)
      failures.push(`${route}: ${kb(loader)} KB of island loader > ${maxIslandLoaderKb} KB`);
    if (finder / 1024 > maxFinderJsKb)
      failures.push(`${route}: ${kb(finder)} KB of Finder and demo JS > ${maxFinderJsKb} KB`);
  }
  jsRows.sort((a, b) => b.total - a.total);
  console.log("\nJavaScript on first load and HTML (gzip KB), largest JavaScript first:");
  console.log("route                                    total  island loader  finder+demos   HTML");
  for (const { route, total, loader, finder, html } of jsRows)
    console.log(
      `${route.padEnd(40)} ${kb(total).padStart(5)}  ${kb(loader).padStart(13)}  ${kb(finder).padStart(12)}  ${kb(html).padStart(5)}`,
    );
  if (updateBudgets) {
    // With --routes, the other routes keep their budgets; a full run drops routes the site lost.
    const kept = flagValue("--routes") === undefined ? {} : routeBudgets;
    const measured = jsRows.map(({ route, total, html }) => [
      route,
      { html: Math.ceil(html * budgetHeadroom), firstLoadJs: Math.ceil(total * budgetHeadroom) },
    ]);
    // fromEntries keeps the last entry of a route, so this build's figures replace the kept ones.
    const budgets = Object.fromEntries(
      Object.entries(Object.fromEntries([...Object.entries(kept), ...measured])).sort(([a], [b]) =>
        a.localeCompare(b),
      ),
    );
    writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(
      `\nWrote ${budgetsFile}: this build's bytes plus ${Math.round((budgetHeadroom - 1) * 100)}%.`,
    );
  }
  await browser.close().catch(() => {});
} catch (error) {
  // Thrown by fail(): reported below like a failed budget, after Chrome and the server stop.
  if (!(error instanceof AuditStopped)) throw error;
  failures.push(error.message);
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
