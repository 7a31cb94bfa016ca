// Routing as a visitor meets it: the sitemap, not-found pages, ".html" suffixes, folders
// without a trailing slash, routes loaded on demand behind a delayed progress bar, a reload
// when a route fails to load, prefetching, and the wrong-base-URL banner.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { allRoutes, basePath } from "../routes.mjs";
import { startServer } from "../server.mjs";
import { test } from "../harness.mjs";
import { headingText, searchField, searchFor } from "./helpers.mjs";

/** Makes the page report a data-saving or 2g connection, on which Docusaurus does not prefetch. */
const emulateConnection = (page, connection) =>
  page.addInitScript((value) => {
    Object.defineProperty(navigator, "connection", { value, configurable: true });
  }, connection);
const saveData = { saveData: true, effectiveType: "4g" };

/**
 * Resolves once the page has had its chance to prefetch `selector`'s link: Docusaurus prefetches
 * from an IntersectionObserver callback and on hover, so this waits for an observer of the same
 * link to be called (observers run in the order they were created) and then for as many idle
 * moments as the page has links, since the site prefetches one route per idle moment
 * (src/prefetchWhenIdle.ts) and this link's may come last.
 */
const linkHandled = (page, selector) =>
  page.evaluate(
    (linkSelector) =>
      new Promise((resolve) => {
        let moments = document.querySelectorAll("a[href]").length + 1;
        const wait = () => {
          moments -= 1;
          if (moments > 0) requestIdleCallback(wait, { timeout: 5000 });
          else requestAnimationFrame(() => resolve());
        };
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          wait();
        });
        observer.observe(document.querySelector(linkSelector));
      }),
    selector,
  );

test("the sitemap lists exactly the routes of the specification", async (site) => {
  const xml = await (await fetch(`${site.origin}${basePath}sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>https:\/\/finderjs\.github\.io([^<]*)<\/loc>/g)].map(
    (match) => match[1],
  );
  assert.deepEqual(listed.toSorted(), allRoutes.map((route) => route.path).toSorted());
});

for (const path of [
  "/finder/does-not-exist/",
  "/finder/blog",
  "/finder/blog/",
  "/finder/tags/",
  "/finder/search/",
  "/finder/api/nope",
]) {
  test(`${path} shows the not-found page with status 404`, async (site) => {
    const page = await site.newPage({ allowDocumentStatus: 404 });
    const response = await site.visit(page, path);
    assert.equal(response.status(), 404);
    assert.equal(await headingText(page), "Page Not Found");
    assert.deepEqual(page.problems, []);
  });
}

test("the not-found page offers the search and links to the documentation's sections", async (site) => {
  const page = await site.newPage({ allowDocumentStatus: 404 });
  await site.visit(page, "/finder/no-such-page/");
  assert.deepEqual(await site.axeViolations(page), []);
  const main = page.getByRole("main");
  const links = await main
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  for (const section of ["", "getting-started/", "rules/", "api/", "components/", "examples/"])
    assert.ok(links.includes(`${basePath}${section}`), `links to /${section}: ${links.join(", ")}`);
  // Each section goes by the name the sidebar gives it ("Introduction", not "Overview").
  const named = await main
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.getAttribute("href"), anchor.textContent]),
    );
  const docsPage = await site.newPage();
  await site.visit(docsPage, `${basePath}getting-started/`);
  const sidebar = new Map(
    await docsPage
      .locator(".theme-doc-sidebar-menu > li > div > a, .theme-doc-sidebar-menu > li > a")
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [anchor.getAttribute("href"), anchor.textContent]),
      ),
  );
  assert.ok(sidebar.size >= 5, JSON.stringify([...sidebar]));
  for (const [href, text] of named)
    if (sidebar.has(href)) assert.equal(text, sidebar.get(href), `the link to ${href}`);
  assert.ok(
    named.some(([href]) => href === basePath && sidebar.has(href)),
    "the first page is compared",
  );
  await main.getByRole("button", { name: "Search the documentation" }).click();
  const input = searchField(page);
  await input.waitFor({ state: "visible" });
  assert.ok(await input.evaluate((element) => element === document.activeElement));
  await searchFor(page, "pagination");
  await page.keyboard.press("Escape");
  await input.waitFor({ state: "detached" });
  await main.getByRole("link", { name: "API" }).click();
  await page.getByRole("heading", { level: 1, name: "API" }).waitFor();
  assert.deepEqual(page.problems, []);
});

// The server answers a ".html" address with 404.html (as GitHub Pages does) and the client then
// renders the page the address names, so React reports a recovered hydration mismatch: expected.
const recoveredHydration = /onRecoverableError: Error: Minified React error #418/;

for (const [path, title, documentTitle = `${title} | Finder`] of [
  ["/finder/index.html", "Finder", "Finder"],
  ["/finder/api/search-api/index.html", "Search API"],
  ["/finder/api/search-api.html", "Search API"],
  ["/finder/getting-started/basic-usage.html", "Basic usage"],
  ["/finder/markdown-page/index.html", "Glossary and compatibility"],
  ["/finder/rules/effects/index.html", "Effects"],
  ["/finder/api", "API"],
]) {
  test(`${path} shows the "${title}" page`, async (site) => {
    const page = await site.newPage({ allowDocumentStatus: 404 });
    await site.visit(page, path);
    assert.equal(await headingText(page), title);
    // The client renders the page the address names, and its title follows a moment later
    // (react-helmet sets it after the render): wait for it rather than read it at once.
    await page
      .waitForFunction((expected) => document.title === expected, documentTitle, { timeout: 5000 })
      .catch(() => {});
    assert.equal(await page.title(), documentTitle);
    assert.deepEqual(
      page.problems.filter((problem) => !recoveredHydration.test(problem)),
      [],
    );
  });
}

test("a new route loads on demand while the previous page stays visible, with a progress bar after 200 ms", async (site) => {
  const page = await site.newPage();
  await emulateConnection(page, saveData); // nothing prefetched: the route must load on click
  await site.visit(page, "/finder/");
  await page.evaluate(() => (window.sameDocument = true));
  const chunkRequests = [];
  await page.route("**/assets/js/**", async (route) => {
    chunkRequests.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // Timed inside the page, so a slow test machine cannot blur the 200 ms delay.
  await page.evaluate(() => {
    const timing = (window.progressTiming = {});
    const record = () => (timing.clicked = performance.now());
    document.addEventListener("click", record, { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!document.getElementById("nprogress")) return;
      timing.shown = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/finder/rules/"]').click();
  await page.locator("#nprogress").waitFor({ state: "attached", timeout: 900 });
  const { clicked, shown } = await page.evaluate(() => window.progressTiming);
  assert.ok(shown - clicked >= 195, `progress bar after ${Math.round(shown - clicked)} ms`);
  assert.equal(await headingText(page), "Finder", "the previous page is still shown");
  await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Rules");
  assert.ok(chunkRequests.length > 0, "the route's code was fetched on demand");
  assert.equal(await page.evaluate(() => window.sameDocument), true, "no full page load");
  await page.locator("#nprogress").waitFor({ state: "detached" });
  assert.deepEqual(page.problems, []);
});

test("when a route's code fails to load, the page reloads at the new address", async (site) => {
  const page = await site.newPage();
  await emulateConnection(page, saveData);
  await site.visit(page, "/finder/");
  await page.evaluate(() => (window.sameDocument = true));
  let failing = true;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });
  await page.route("**/assets/js/**", (route) => (failing ? route.abort() : route.continue()));
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/finder/api/"]').click();
  await page.waitForFunction(() => document.querySelector("h1")?.textContent === "API");
  await site.hydrated(page);
  assert.equal(page.url(), `${site.origin}/finder/api/`);
  assert.equal(await page.evaluate(() => window.sameDocument), undefined, "the page was reloaded");
});

test("visible links are prefetched", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  // The same wait as the no-prefetch tests below: if it were too short, this would fail.
  const link = 'nav[aria-label="Docs sidebar"] a[href="/finder/examples/"]';
  await page.locator(link).hover();
  await linkHandled(page, link);
  assert.ok((await page.locator('head link[rel="prefetch"]').count()) > 0);
  assert.deepEqual(page.problems, []);
});

// Prefetching waits for idle moments (src/prefetchWhenIdle.ts): every <link rel="prefetch"> is
// added in an idle callback rather than in the task in which the links in sight report, spread
// over several of them, and the links in sight still have their routes prefetched.
test("visible links are prefetched in idle moments, a route at a time", async (site) => {
  const page = await site.newPage();
  await page.addInitScript(() => {
    // For each prefetch link added: the number of the idle callback it was added in, 0 outside.
    window.prefetchedIn = [];
    let calls = 0;
    let current = 0;
    const idle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (task, options) =>
      idle((deadline) => {
        calls += 1;
        current = calls;
        try {
          task(deadline);
        } finally {
          current = 0;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function appendChild(child) {
      if (child instanceof HTMLLinkElement && child.rel === "prefetch")
        window.prefetchedIn.push(current);
      return append.call(this, child);
    };
  });
  await site.visit(page, `${basePath}getting-started/basic-usage/component/`);
  const link = 'nav[aria-label="Breadcrumbs"] a[href="/finder/getting-started/basic-usage/"]';
  await linkHandled(page, link);
  const prefetchedIn = await page.evaluate(() => window.prefetchedIn);
  assert.ok(prefetchedIn.length > 0, "links in sight are prefetched");
  assert.ok(!prefetchedIn.includes(0), "every prefetch link is added in an idle callback");
  assert.ok(new Set(prefetchedIn).size > 1, "in several idle callbacks, not one");
  assert.deepEqual(page.problems, []);
});

for (const [name, connection] of [
  ["data saving is on", saveData],
  ["the connection is 2g", { saveData: false, effectiveType: "2g" }],
]) {
  test(`nothing is prefetched when ${name}, even on hover`, async (site) => {
    const page = await site.newPage();
    await emulateConnection(page, connection);
    await site.visit(page, "/finder/");
    const link = 'nav[aria-label="Docs sidebar"] a[href="/finder/examples/"]';
    await page.locator(link).hover();
    await linkHandled(page, link);
    assert.equal(await page.locator('head link[rel="prefetch"]').count(), 0);
  });
}

test('served under the wrong base URL, the site shows "Your Docusaurus site did not load properly." with the right base URL', async (site) => {
  const root = fileURLToPath(new URL("../../build", import.meta.url));
  const wrong = await startServer({ root, basePath: "/docs/" });
  try {
    const page = await site.context.newPage();
    await page.goto(`${wrong.origin}/docs/`);
    const banner = page.locator("#__docusaurus-base-url-issue-banner");
    await banner.waitFor({ state: "visible" });
    const text = await banner.textContent();
    assert.match(text, /Your Docusaurus site did not load properly\./);
    assert.match(text, /baseUrl = \/docs\//);
  } finally {
    await wrong.close();
  }
});
