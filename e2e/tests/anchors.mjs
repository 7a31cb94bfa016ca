// Landing on a heading after a client-side navigation (src/anchorScroll.ts): the demos, long
// partials and code blocks of the next page arrive after Docusaurus has scrolled to the hash and
// grow the page above it; the heading must still be at the top of the viewport once the page has
// settled, whether the reader followed a link from another page or chose a search result.
import assert from "node:assert/strict";
import { basePath } from "../routes.mjs";
import { test } from "../harness.mjs";
import { searchFor } from "./helpers.mjs";

const glossary = `${basePath}markdown-page/`;

/**
 * Waits until the page has settled (the heading's place unchanged for 1.5 s, nothing still
 * loading) and returns where the heading is: its distance from the top of the viewport, and
 * whether the page is scrolled to its end (a heading near the end cannot reach the top).
 */
async function settledPlace(page, id) {
  await page.waitForFunction((hash) => window.location.hash === hash, `#${id}`);
  let last;
  let stableSince = Date.now();
  for (;;) {
    const place = await page.evaluate(
      (target) => ({
        top: document.getElementById(target)?.getBoundingClientRect().top,
        atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        pending:
          document.querySelector('[data-island="loading"], [data-static-island-loading]') !== null,
      }),
      id,
    );
    if (place.top !== last || place.pending) {
      last = place.top;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1500) {
      return place;
    }
    await page.waitForTimeout(100);
  }
}

/**
 * The navbar is about 60 px tall; a heading scrolled into view sits just below it, or, near the
 * end of the page, in view with the page scrolled as far as it goes.
 */
async function assertLanded(page, id, what) {
  const { top, atEnd } = await settledPlace(page, id);
  assert.ok(top !== undefined, `${what}: the heading is on the page`);
  const height = page.viewportSize().height;
  assert.ok(
    top >= 0 && (top <= 120 || (atEnd && top < height - 100)),
    `${what}: the heading is ${Math.round(top)} px from the top${atEnd ? " (page end)" : ""}`,
  );
}

for (const [id, viewport] of [
  ["error-catalogue", { width: 1280, height: 800 }],
  ["restoring-untrusted-state-restorestate", { width: 390, height: 800 }],
]) {
  test(`a link from the glossary to the API page's #${id} lands on that heading at ${viewport.width} px`, async (site) => {
    const page = await site.newPage({ viewport });
    await site.visit(page, glossary);
    await page.evaluate(() => (window.sameDocument = true));
    await page.locator(`article a[href="${basePath}api/#${id}"]`).first().click();
    await assertLanded(page, id, `API #${id}`);
    assert.equal(await page.evaluate(() => window.sameDocument), true, "a client-side navigation");
    assert.deepEqual(page.problems, []);
  });
}

for (const [term, result, path, id] of [
  [
    "view in the address",
    /^The view in the address/,
    `${basePath}api/`,
    "the-view-in-the-address-tosearchparams-and-fromsearchparams",
  ],
  ["About the example data", "About the example data", glossary, "about-the-example-data"],
  ["INVALID_STATE", "INVALID_STATE", `${basePath}api/`, "code-invalid_state"],
]) {
  test(`the search result "${result}" for "${term}" lands on its heading`, async (site) => {
    const page = await site.newPage();
    await site.visit(page, `${basePath}rules/`);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /Search/ })
      .click();
    const results = await searchFor(page, term);
    await results.filter({ hasText: result }).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await assertLanded(page, id, `${path}#${id}`);
    assert.deepEqual(page.problems, []);
  });
}

test("after landing on a heading, the reader's own scrolling is left alone", async (site) => {
  const page = await site.newPage();
  await site.visit(page, glossary);
  await page.locator(`article a[href="${basePath}api/#error-catalogue"]`).first().click();
  await page.getByRole("heading", { level: 1, name: "API" }).waitFor();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -600);
  await page.waitForFunction(() => document.querySelector("[data-island='loading']") === null);
  await page.waitForTimeout(1200);
  const top = await page.evaluate(
    () => document.getElementById("error-catalogue").getBoundingClientRect().top,
  );
  assert.ok(top > 300, `the page stayed where the reader scrolled (${Math.round(top)} px)`);
});
