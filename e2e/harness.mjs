// The plain test runner and the browser helpers the browser tests share.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const tests = [];

/** Registers a test; `fn` receives the shared `site` object from `openSite`. */
export function test(name, fn) {
  tests.push({ name, fn });
}

const testTimeoutMs = 60_000;

/** Runs the registered tests in order, printing ✓/✗ per test and a final count line. */
export async function runTests(site) {
  let passed = 0;
  let failed = 0;
  // E2E_GREP=<regular expression> runs only the tests whose name matches it ("sticky|typo").
  const only = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined;
  for (const { name, fn } of tests) {
    if (only && !only.test(name)) continue;
    const started = performance.now();
    let timer;
    try {
      await Promise.race([
        fn(site),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`timed out after ${testTimeoutMs} ms`)),
            testTimeoutMs,
          );
        }),
      ]);
      passed += 1;
      console.log(`✓ ${name} (${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      failed += 1;
      console.log(
        `✗ ${name}\n    ${String(error?.stack ?? error)
          .split("\n")
          .slice(0, 6)
          .join("\n    ")}`,
      );
    } finally {
      clearTimeout(timer);
      await site.closePages();
    }
  }
  return { passed, failed };
}

// Debian's chromium, never a downloaded browser; flags keep it quiet, offline and sandbox-free.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const axeSource = await readFile(
  new URL("../node_modules/axe-core/axe.min.js", import.meta.url),
  "utf8",
);

const noTransitions =
  "*, *::before, *::after { transition: none !important; animation: none !important; }";

/** Launches chromium with a fresh profile and returns helpers bound to `origin`. */
export async function openSite(origin) {
  const userDataDir = await mkdtemp(join(tmpdir(), "finder-e2e-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
    colorScheme: "dark", // The site must ignore the system preference and still start light.
  });
  for (const page of context.pages()) await page.close();

  const site = {
    origin,
    context,

    /**
     * A new tab with a clean localStorage, recording console errors, page errors and failed
     * requests in `page.problems` (an expected status for the document itself can be passed).
     */
    async newPage({ viewport, allowDocumentStatus } = {}) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      page.problems = [];
      const expectedDocumentError = `the server responded with a status of ${allowDocumentStatus} `;
      page.on("console", (message) => {
        // Chromium also logs an expected document status as a console error; sub-resources
        // with that status are still caught by the response listener below.
        if (message.type() !== "error" || message.text().includes(expectedDocumentError)) return;
        page.problems.push(`console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => page.problems.push(`page error: ${error.message}`));
      page.on("requestfailed", (request) => {
        const failure = request.failure()?.errorText ?? "";
        // Prefetches still in flight when the test moves on are cancelled, not failed.
        if (failure !== "net::ERR_ABORTED") page.problems.push(`${failure}: ${request.url()}`);
      });
      page.on("response", (response) => {
        const isDocument = response.request().resourceType() === "document";
        if (
          response.status() >= 400 &&
          !(isDocument && response.status() === allowDocumentStatus)
        ) {
          page.problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      // Clear the origin's localStorage without loading a page (a page would cost a load, and
      // one without an icon link makes Chromium ask for /favicon.ico).
      const devtools = await context.newCDPSession(page);
      await devtools.send("Storage.clearDataForOrigin", { origin, storageTypes: "local_storage" });
      await devtools.detach();
      return page;
    },

    /**
     * Opens `path` and waits until React has hydrated the page. Transitions are switched off so
     * that a colour-mode change is complete at once (axe would otherwise measure mid-fade).
     */
    async visit(page, path) {
      const response = await page.goto(origin + path);
      await page.addStyleTag({ content: noTransitions });
      await site.hydrated(page);
      return response;
    },

    async hydrated(page) {
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
    },

    /** Serious and critical axe-core violations on the page as it is now. */
    async axeViolations(page) {
      if (!(await page.evaluate(() => "axe" in window)))
        await page.addScriptTag({ content: axeSource });
      const results = await page.evaluate(() =>
        // eslint-disable-next-line no-undef
        axe.run(document, { resultTypes: ["violations"] }),
      );
      return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    },

    async closePages() {
      for (const page of context.pages()) await page.close();
    },

    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
  return site;
}
