// The guides' live demos as a visitor uses them: the virtualised list on the pagination page
// (server-rendered first rows, live when it nears the viewport, scrolled by mouse and keyboard), the server-data demo and
// the error boundary's fallback, each clean under axe in light and dark mode. Also saves
// screenshots of the four guide sections for a person to look at.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { test } from "../harness.mjs";
import { basePath } from "../routes.mjs";
import { setColourMode } from "./helpers.mjs";

const paginationPath = `${basePath}getting-started/pagination/`;
const rowHeight = 56;

async function assertCleanInBothModes(site, page, what) {
  for (const mode of ["light", "dark"]) {
    await setColourMode(page, mode);
    assert.deepEqual(await site.axeViolations(page), [], `axe in ${mode} mode ${what}`);
  }
  await setColourMode(page, "light");
}

async function openVirtualList(site, viewport) {
  const page = await site.newPage({ viewport });
  await site.visit(page, paginationPath);
  const list = page.locator('ul[aria-label="Inventory"]');
  // The server HTML already has the first rows; the demo goes live (an island) when scrolled near.
  assert.ok((await list.locator("li").count()) > 0, "the server HTML has the first rows");
  const island = page.locator("[data-island]", { has: list });
  assert.equal(await island.getAttribute("data-island"), "", "not live before it is scrolled to");
  await page.locator("#long-lists-paging-or-a-virtualised-list").scrollIntoViewIfNeeded();
  await list.scrollIntoViewIfNeeded();
  await page.locator('[data-island="live"]', { has: list }).waitFor();
  return { page, list, region: page.getByRole("region", { name: "Inventory rows, scrollable" }) };
}

test("the virtualised inventory loads when scrolled to and renders later rows as it scrolls", async (site) => {
  const { page, list, region } = await openVirtualList(site);
  assert.equal(await list.locator("li").first().getAttribute("aria-posinset"), "1");
  const rendered = await list.locator("li").count();
  assert.ok(rendered > 5 && rendered < 25, `${rendered} rows in the DOM`);

  await region.evaluate((element, top) => element.scrollTo(0, top), rowHeight * 5000);
  await list.locator('li[aria-posinset="5001"]').waitFor();
  assert.equal(await list.locator('li[aria-posinset="1"]').count(), 0);

  // Keyboard: the region takes focus, and End scrolls to the last row.
  await region.focus();
  await page.keyboard.press("End");
  await list.locator('li[aria-posinset="10000"]').waitFor();

  await page.getByRole("combobox", { name: "Rows" }).selectOption("100000");
  await page.getByText("100,000 of 100,000 rows").waitFor();
  await page.getByRole("searchbox", { name: "Search" }).fill("brass valve");
  await list.locator('li[aria-posinset="1"]').waitFor();
  const setSize = Number(await list.locator("li").first().getAttribute("aria-setsize"));
  assert.ok(setSize > 0 && setSize < 100_000, `${setSize} matches`);
  await region.evaluate((element, top) => element.scrollTo(0, top), rowHeight * (setSize - 1));
  await list.locator(`li[aria-posinset="${setSize}"]`).waitFor();

  await assertCleanInBothModes(site, page, "with the virtualised list loaded");
  assert.deepEqual(page.problems, []);
});

test("the virtualised inventory fits a 390 px phone without sideways scrolling", async (site) => {
  const { page } = await openVirtualList(site, { width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0);
  assert.deepEqual(page.problems, []);
});

test("the server-data demo loads, loads more and refreshes, keeping the filter, and is clean", async (site) => {
  const page = await site.newPage();
  await site.visit(page, `${basePath}getting-started/basic-usage/component/`);
  const demo = page.getByRole("region", { name: "Live demo: RemoteApartments.tsx" });
  // The demo is an island: it goes live, and starts its fetch, when it comes near the viewport.
  await demo.scrollIntoViewIfNeeded();
  await demo.getByText("8 of 24 apartments loaded").waitFor();
  await demo.getByRole("checkbox", { name: "Pets allowed" }).check();
  await demo.getByRole("button", { name: "Load more" }).click();
  await demo.getByText("16 of 24 apartments loaded").waitFor();
  await demo.getByRole("button", { name: "Refresh" }).click();
  await demo.getByText("16 of 24 apartments loaded", { exact: true }).waitFor();
  assert.equal(await demo.getByRole("checkbox", { name: "Pets allowed" }).isChecked(), true);
  const rows = await demo.getByRole("list", { name: "Apartments" }).locator("li").allTextContents();
  assert.ok(rows.length > 0 && rows.every((row) => row.includes("pets allowed")));
  await assertCleanInBothModes(site, page, "after loading more");
  assert.deepEqual(page.problems, []);
});

test("the error-boundary demo shows its fallback for a stale view and recovers, cleanly", async (site) => {
  const page = await site.newPage();
  await site.visit(page, `${basePath}components/finder/`);
  const demo = page.getByRole("region", { name: "Live demo: ErrorBoundaryDemo.tsx" });
  // React reports the error a boundary catches on the console: expected here, and only here.
  await demo.getByRole("combobox", { name: "Saved view" }).selectOption("A sort that was renamed");
  await demo.getByRole("alert").getByText("RULE_NOT_FOUND").waitFor();
  // The message names the rule in the development build, the code in the production build that
  // a production site bundles (the `production` export condition of @finderjs/core).
  page.problems = page.problems.filter(
    (problem) => !problem.includes("cheapest") && !problem.includes("RULE_NOT_FOUND"),
  );
  await assertCleanInBothModes(site, page, "showing the fallback");
  await demo.getByRole("button", { name: "Open the default view" }).click();
  await demo.getByRole("list", { name: "Gear" }).waitFor();
  assert.deepEqual(page.problems, []);
});

const outputDirectory = new URL("../../test-results/", import.meta.url);
const sections = [
  ["typescript", "rules/ruleset/", "with-typescript"],
  ["server-data", "getting-started/basic-usage/component/", "loading-data-from-a-server"],
  ["long-lists", "getting-started/pagination/", "long-lists-paging-or-a-virtualised-list"],
  ["errors", "components/finder/", "errors-and-error-boundaries"],
];

test("screenshots of the four guide sections at 1280 and 390 px, light and dark, are saved to test-results/", async (site) => {
  await mkdir(outputDirectory, { recursive: true });
  for (const [name, path, anchor] of sections) {
    for (const width of [1280, 390]) {
      const page = await site.newPage({ viewport: { width, height: 900 } });
      await site.visit(page, basePath + path);
      const heading = page.locator(`#${anchor}`);
      await heading.scrollIntoViewIfNeeded();
      if (name === "long-lists")
        await page.locator('ul[aria-label="Inventory"] li').first().waitFor();
      if (name === "server-data") await page.getByText("8 of 24 apartments loaded").waitFor();
      for (const mode of ["light", "dark"]) {
        await page.evaluate((theme) => localStorage.setItem("theme", theme), mode);
        await page.evaluate(
          (theme) => document.documentElement.setAttribute("data-theme", theme),
          mode,
        );
        const box = await page.evaluate((id) => {
          const start = document.getElementById(id);
          let end = start.nextElementSibling;
          while (end && end.tagName !== "H2") end = end.nextElementSibling;
          const top = start.getBoundingClientRect().top + window.scrollY;
          const bottom = end
            ? end.getBoundingClientRect().top + window.scrollY
            : document.body.scrollHeight;
          return { top, bottom };
        }, anchor);
        const file = new URL(`guide-${name}-${width}-${mode}.png`, outputDirectory);
        await page.screenshot({
          path: file.pathname,
          fullPage: true,
          clip: { x: 0, y: box.top - 16, width, height: Math.min(box.bottom - box.top, 6000) },
        });
      }
      await page.close();
    }
  }
});
