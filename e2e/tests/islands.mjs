// Demos are islands (src/components/Island): the page loads without any demo code, keeps the
// server-rendered demo, and makes it live near the viewport or on first pointer or focus inside
// it, without losing a click made before that.
import assert from "node:assert/strict";
import { allRoutes, basePath } from "../routes.mjs";
import { test } from "../harness.mjs";

// The filters step: one demo, well below the first screen of a short window.
const route = `${basePath}getting-started/basic-usage/filters/`;
const shortWindow = { width: 900, height: 400 };
const finderChunk = /\/assets\/js\/finder\.[0-9a-f]+\.js$/;

const island = (page) => page.locator("[data-island]").first();
const islandState = (page) => island(page).getAttribute("data-island");
const petsCheckbox = (page) => island(page).getByRole("checkbox", { name: "Pets allowed" });
/** The demo's sentence that counts the matching apartments. */
const countText = (page) => island(page).locator("p[aria-live]").first().textContent();

/**
 * A page on the filters step whose demo is still waiting, with the scripts it requested. With
 * `farAway`, the demo never counts as near the viewport (an IntersectionObserver that never
 * reports), so only a pointer or the focus can wake it.
 */
async function openWaiting(site, { farAway = true, path = route } = {}) {
  const page = await site.newPage({ viewport: shortWindow });
  if (farAway)
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        disconnect() {}
      };
    });
  page.scripts = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") page.scripts.push(request.url());
  });
  await site.visit(page, path);
  await page.waitForLoadState("networkidle");
  assert.equal(await islandState(page), "", "the demo waits");
  assert.ok(!page.scripts.some((url) => finderChunk.test(url)), "Finder is not loaded yet");
  return page;
}

test("island: a demo loads no code with its page and goes live when scrolled near", async (site) => {
  // The search API page: its demo is thousands of pixels down.
  const page = await openWaiting(site, { farAway: false, path: `${basePath}api/search-api/` });
  await island(page).scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="live"]');
  assert.ok(
    page.scripts.some((url) => finderChunk.test(url)),
    "Finder loads with the demo",
  );
  await island(page)
    .getByRole("combobox")
    .or(island(page).getByRole("searchbox"))
    .first()
    .fill("t");
  assert.deepEqual(page.problems, []);
});

test("island: a demo goes live when the keyboard focus enters it", async (site) => {
  const page = await openWaiting(site);
  const before = await countText(page);
  // Focus without scrolling, so only the focus can wake the demo.
  await petsCheckbox(page).evaluate((checkbox) => checkbox.focus({ preventScroll: true }));
  await page.waitForSelector('[data-island="live"]');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await page.keyboard.press("Space");
  await page.waitForFunction(
    (text) => document.querySelector("[data-island] p[aria-live]")?.textContent !== text,
    before,
  );
  assert.equal(await petsCheckbox(page).isChecked(), true);
  assert.deepEqual(page.problems, []);
});

test("island: a click made before the demo is live takes effect once it is", async (site) => {
  const page = await openWaiting(site);
  const before = await countText(page);
  // Hold Finder's chunk back, so the demo is still loading when the click comes.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(finderChunk, async (request) => {
    await held;
    await request.continue();
  });
  await petsCheckbox(page).click();
  assert.equal(await islandState(page), "loading");
  assert.equal(await petsCheckbox(page).isChecked(), false, "nothing happens before it is live");
  release();
  await page.waitForSelector('[data-island="live"]');
  await page.waitForFunction(
    (text) => document.querySelector("[data-island] p[aria-live]")?.textContent !== text,
    before,
  );
  assert.equal(await petsCheckbox(page).isChecked(), true, "the click counted");
  assert.deepEqual(page.problems, []);
});

test("island: text typed before the demo is live reaches it", async (site) => {
  const searchRoute = `${basePath}getting-started/basic-usage/search/`;
  const page = await site.newPage({ viewport: shortWindow });
  await site.visit(page, searchRoute);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(finderChunk, async (request) => {
    await held;
    await request.continue();
  });
  const box = island(page).getByRole("searchbox").or(island(page).getByRole("textbox")).first();
  await box.click();
  await page.keyboard.type("zzzz");
  release();
  await page.waitForSelector('[data-island="live"]');
  await page.waitForFunction(() =>
    /No apartment matches/.test(document.querySelector("[data-island]")?.textContent ?? ""),
  );
  assert.equal(await box.inputValue(), "zzzz");
  assert.deepEqual(page.problems, []);
});

test("island: without JavaScript a demo shows the content it shows when live", async (site) => {
  const withoutScripts = await site.newPage({ viewport: shortWindow });
  const devtools = await site.context.newCDPSession(withoutScripts);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  await withoutScripts.goto(site.origin + route);
  const staticText = await island(withoutScripts).innerText();
  assert.match(staticText, /Pets allowed/);

  const page = await site.newPage({ viewport: shortWindow });
  await site.visit(page, route);
  await island(page).scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="live"]');
  assert.equal(await island(page).innerText(), staticText);
  assert.deepEqual([...withoutScripts.problems, ...page.problems], []);
});

test("island: every demo on every route goes live without an error or a layout shift", async (site) => {
  const page = await site.newPage({ viewport: { width: 412, height: 823 } });
  for (const { path } of allRoutes) {
    await site.visit(page, path);
    const count = await page.locator("[data-island]").count();
    if (count === 0) continue;
    await page.evaluate(async () => {
      for (const box of document.querySelectorAll("[data-island]")) {
        if (!box.checkVisibility()) continue;
        box.scrollIntoView();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForFunction(
      () =>
        // A demo in a hidden tab wakes when its tab is shown.
        [...document.querySelectorAll("[data-island]")].every(
          (box) => !box.checkVisibility() || box.getAttribute("data-island") === "live",
        ),
      undefined,
      { timeout: 15_000 },
    );
    await page.waitForTimeout(200);
    const layoutShift = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
            resolve(total);
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    // Lighthouse shows layout shift to three decimals; rules/search-rule/ measured 0.0003.
    assert.ok(layoutShift < 0.001, `layout shift ${layoutShift} on ${path}`);
    assert.deepEqual(page.problems, [], path);
  }
});

// Long reference content is a static island (src/components/Island/static.tsx): an MDX partial
// the page imports. On the page the reader opens it is server HTML the page keeps, with no
// JavaScript of its own; after a client-side navigation it loads with the page.
const apiRoute = `${basePath}api/`;
const catalogue = (page) =>
  page.locator("[data-static-island]").filter({ hasText: "Sample message" });

/** Opens `path` and records every script the tab requests from then on in `page.scripts`. */
async function openRecording(site, path) {
  const page = await site.newPage();
  page.scripts = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") page.scripts.push(request.url());
  });
  await site.visit(page, path);
  await page.waitForLoadState("networkidle");
  return page;
}

test("static island: reference tables come with the HTML and their code only with a client-side navigation", async (site) => {
  const direct = await openRecording(site, apiRoute);
  assert.equal(await catalogue(direct).count(), 1, "the catalogue is in the page");
  assert.match(await catalogue(direct).innerText(), /INVALID_STATE/);

  // The filters API page links to the catalogue; following the link is a client-side navigation.
  const page = await openRecording(site, `${basePath}api/filters-api/`);
  const before = page.scripts.length;
  await page.evaluate(() => (window.sameDocument = true));
  await page.getByRole("link", { name: "error catalogue" }).first().click();
  await catalogue(page).waitFor();
  assert.equal(await page.evaluate(() => window.sameDocument), true, "no page load");
  assert.equal(new URL(page.url()).hash, "#error-catalogue");
  assert.equal(await catalogue(page).innerText(), await catalogue(direct).innerText());
  // What the navigation loaded beyond what the page it opened with had: the partials' chunks,
  // which the page opened directly never requested.
  const partials = page.scripts.slice(before).filter((url) => !direct.scripts.includes(url));
  assert.ok(partials.length > 0, "the partials load after a client-side navigation");
  assert.deepEqual([...direct.problems, ...page.problems], []);
});

test("static island: a link in kept server HTML navigates on the client", async (site) => {
  const page = await openRecording(site, apiRoute);
  await page.evaluate(() => (window.sameDocument = true));
  const link = page.locator("[data-static-island] a[href*='/rules/']").first();
  const target = new URL(await link.evaluate((anchor) => anchor.href));
  await link.click();
  await page.waitForURL((url) => url.pathname === target.pathname);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await page.evaluate(() => window.sameDocument), true, "no page load");
  assert.deepEqual(page.problems, []);
});
