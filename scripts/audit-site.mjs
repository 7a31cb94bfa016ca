// Speed and size audit of the production build (`npm run audit:site`; not yet in `npm test`, whose
// run it would fail: see "Speed and size budgets" in the README).
// For a few representative routes it runs Lighthouse (mobile profile, simulated throttling)
// in Debian's chromium and prints the four category scores, then prints the gzip size of the
// JavaScript each route loads on first visit. It fails when a target or budget is missed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { startServer } from "../e2e/server.mjs";

const buildDir = join(import.meta.dirname, "..", "build");
const basePath = "/finder/";
const lighthouseRoutes = ["", "api/filters-api/", "examples/"];
// The lightest route: the site shell with no demos, the baseline that route-specific JS is measured against.
const shellRoute = "markdown-page/";

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const maxFirstLoadJsKb = 200;
const maxRouteSpecificJsKb = 25;

if (!existsSync(join(buildDir, "index.html"))) {
  console.error("No production build in build/: run `npm run build` first.");
  process.exit(1);
}

function docsRoutes() {
  const sitemap = readFileSync(join(buildDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>[^<]*?\/finder\/([^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** gzip size of a script served from the build, in bytes (the static server does not compress). */
const gzipCache = new Map();
function gzipSizeOf(url) {
  const { pathname } = new URL(url);
  if (!gzipCache.has(pathname)) {
    const file = join(buildDir, pathname.slice(basePath.length));
    gzipCache.set(
      pathname,
      existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0,
    );
  }
  return gzipCache.get(pathname);
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

  // JavaScript on first load, measured with the browser's own network log via Lighthouse's
  // network-requests audit would need a full run per route; a plain page load is enough here.
  const { chromium } = await import("playwright-core");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const scriptsOf = async (route) => {
    const page = await context.newPage();
    const urls = new Set();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") urls.add(response.url());
    });
    await page.goto(`${server.origin}${basePath}${route}`, { waitUntil: "networkidle" });
    await page.close();
    return urls;
  };
  const shellScripts = await scriptsOf(shellRoute);
  console.log("\nJavaScript on first load (gzip KB):");
  console.log("route                                    total  route-specific");
  for (const route of docsRoutes()) {
    const scripts = await scriptsOf(route);
    let total = 0;
    let specific = 0;
    for (const url of scripts) {
      const size = gzipSizeOf(url);
      total += size;
      if (!shellScripts.has(url)) specific += size;
    }
    console.log(
      `${(route || "(home)").padEnd(40)} ${kb(total).padStart(5)}  ${kb(specific).padStart(6)}`,
    );
    if (total / 1024 > maxFirstLoadJsKb)
      failures.push(`${route}: ${kb(total)} KB JS > ${maxFirstLoadJsKb} KB`);
    if (specific / 1024 > maxRouteSpecificJsKb)
      failures.push(`${route}: ${kb(specific)} KB route-specific JS > ${maxRouteSpecificJsKb} KB`);
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
