// Offline search from the navbar: the box opens at once (a key typed straight after "/" is kept),
// the index loads on first use, results show their section path and an excerpt with the matched
// words marked, a typo still finds its page, reference names rank first, and choosing a result
// navigates there.
import assert from "node:assert/strict";
import { test } from "../harness.mjs";
import { headingText, searchField, searchFor, searchResults } from "./helpers.mjs";

const searchButton = (page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Search/ });

const indexRequests = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/search/"))
      .map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
  );

test('typing "sticky" offers the group-by rule\'s option first, with its path and a marked excerpt, and choosing it lands on the row', async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  assert.deepEqual(await indexRequests(page), [], "no search file is fetched before a search");

  await searchButton(page).click();
  const results = await searchFor(page, "sticky");
  const first = results.first();
  assert.match(await first.innerText(), /sticky\s*Option/);
  assert.match(await first.innerText(), /Group-by rule › Options/);
  await first.locator("mark").first().waitFor();
  assert.equal((await first.locator("mark").first().innerText()).toLowerCase(), "sticky");

  await first.click();
  await page.waitForURL(/\/finder\/rules\/group-by-rule\/#option-sticky$/);
  await page.getByRole("heading", { level: 1, name: "Group-by rule" }).waitFor();
  assert.equal(await headingText(page), "Group-by rule");
  await page.waitForFunction(() => {
    const top = document.getElementById("option-sticky")?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < 200;
  });
  assert.deepEqual(page.problems, []);
});

test("keys typed straight after / are kept while the index loads", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/api/");
  // Slow the index down, so the whole word is typed before it arrives.
  await page.route("**/search/index.json", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  await page.keyboard.type("restore");
  assert.equal(await searchField(page).inputValue(), "restore");
  const first = searchResults(page).first();
  await first.waitFor();
  assert.match(await first.innerText(), /restoreState/);
  assert.deepEqual(page.problems, []);
});

for (const [typo, page, where] of [
  ["debunce", "debounceMilliseconds", "an option"],
  ["pagnation", "Pagination API", "a page"],
]) {
  test(`a typo finds its page: "${typo}" offers ${where}, ${page}`, async (site) => {
    const tab = await site.newPage();
    await site.visit(tab, "/finder/");
    await searchButton(tab).click();
    const results = await searchFor(tab, typo);
    const texts = await results.allInnerTexts();
    assert.ok(
      texts.slice(0, 5).some((text) => text.includes(page)),
      `${page} among the first five: ${texts.join(" | ")}`,
    );
  });
}

test("exact names rank first: debounce leads to the option, INVALID_STATE to its catalogue row, useFinder to its page, threshold to the search rule's option; whole groups to the group-by rule's section", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  await searchButton(page).click();
  for (const [term, expected] of [
    ["debounce", /debounceMilliseconds\s*Option/],
    ["INVALID_STATE", /INVALID_STATE\s*Code/],
    ["useFinder", /^useFinder\n/],
    // Two options are named threshold: the search rule's, on the page about thresholds, first.
    ["threshold", /^threshold\s*Option\s*Search rule › Options/],
    // A heading with both words comes before rows named "groups" that hold "whole" in their text.
    ["whole groups", /^Pages of whole groups\s*Group-by rule\n/],
  ]) {
    const results = await searchFor(page, term);
    // The list shows the previous query's results until this one's arrive: wait for a change.
    await page
      .waitForFunction(
        ([pattern, flags]) =>
          new RegExp(pattern, flags).test(
            document.querySelector('[role="listbox"] [role="option"]')?.innerText ?? "",
          ),
        [expected.source, expected.flags],
        { timeout: 5000 },
      )
      .catch(() => undefined);
    assert.match(await results.first().innerText(), expected, term);
  }
});

test("a full list says it holds the best ten, a shorter one counts its results", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  await searchButton(page).click();
  const status = page.getByRole("dialog").getByRole("status");
  await searchFor(page, "finder");
  await page
    .waitForFunction(
      () =>
        /Best 10 results/.test(document.querySelector('dialog [role="status"]')?.textContent ?? ""),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  assert.equal((await status.innerText()).trim(), "Best 10 results");
  await searchFor(page, "INVALID_STATE");
  await page
    .waitForFunction(
      () => !/Best 10/.test(document.querySelector('dialog [role="status"]')?.textContent ?? ""),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  assert.match((await status.innerText()).trim(), /^(1 result|[1-9] results)$/);
});

test("the first download is the index only: a fraction of the old 1 MB, and excerpts come from one shard per page", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  await searchButton(page).click();
  await searchFor(page, "filter");
  await page.getByRole("listbox", { name: "Results" }).locator("mark").first().waitFor();
  const requests = await indexRequests(page);
  const index = requests.find((request) => request.name.endsWith("/search/index.json"));
  assert.ok(index, "the index was fetched");
  const shards = requests.filter((request) => request.name.includes("/search/pages/"));
  assert.ok(shards.length > 0 && shards.length <= 10, `${shards.length} shards`);
  // The server gzips like GitHub Pages: the old plugin's index was 229 KB gzip (1,024 KB raw).
  // 122,041 B on 29 November 2026, after the URL-state and release-notes sections were added:
  // the guard is about half the old index, so a page that grows it much shows here.
  assert.ok(index.bytes < 130_000, `index ${index.bytes} bytes over the wire`);
});

test("arrow keys move through results, Enter navigates, Escape closes, and the box is clean in both colour modes", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/api/");
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  const results = await searchFor(page, "countRuleOptions");
  const input = searchField(page);
  assert.ok(await input.evaluate((element) => element === document.activeElement));
  assert.equal(await results.first().getAttribute("aria-selected"), "true");
  await page.keyboard.press("ArrowDown");
  assert.equal(await results.nth(1).getAttribute("aria-selected"), "true");
  assert.equal(
    await input.getAttribute("aria-activedescendant"),
    await results.nth(1).getAttribute("id"),
  );
  for (const mode of ["dark", "light"]) {
    await page.evaluate(
      (theme) => document.documentElement.setAttribute("data-theme", theme),
      mode,
    );
    assert.deepEqual(await site.axeViolations(page), [], `axe with the search box open in ${mode}`);
  }
  await page.keyboard.press("Escape");
  await input.waitFor({ state: "detached" });
  await page.keyboard.press("Control+k");
  await input.waitFor({ state: "visible" });
  assert.equal(await input.inputValue(), "countRuleOptions", "the last query comes back, selected");
  await page.keyboard.type("pagination");
  await page.keyboard.press("Enter");
  await page.waitForURL(/pagination/);
  assert.deepEqual(page.problems, []);
});

test("at phone width the search button shows only its icon, keeps its name, and the box fits", async (site) => {
  const page = await site.newPage({ viewport: { width: 390, height: 800 } });
  await site.visit(page, "/finder/");
  const button = searchButton(page);
  assert.equal(await button.getAttribute("aria-label"), "Search");
  assert.equal((await button.innerText()).trim(), "", "no visible text, only the icon");
  assert.deepEqual(await site.axeViolations(page), []);
  await button.click();
  await searchFor(page, "pagination");
  const box = await page.getByRole("dialog", { name: "Search the documentation" }).boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the box fits: ${JSON.stringify(box)}`);
  assert.deepEqual(page.problems, []);
});

test("release and migration words find the release notes and the migration guide first: changelog, release notes, upgrade, migration, migrate", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  await searchButton(page).click();
  for (const [term, expected] of [
    ["changelog", /^Release notes, changelog and upgrades\s*Glossary and compatibility/],
    ["release notes", /^Release notes, changelog and upgrades\s*Glossary and compatibility/],
    ["upgrade", /^Release notes, changelog and upgrades\s*Glossary and compatibility/],
    ["migration", /^Migration guide: from @hitgrab\/finder\s*Glossary and compatibility/],
    ["migrate", /^Migration guide: from @hitgrab\/finder\s*Glossary and compatibility/],
  ]) {
    const results = await searchFor(page, term);
    await page
      .waitForFunction(
        ([pattern, flags]) =>
          new RegExp(pattern, flags).test(
            document.querySelector('[role="listbox"] [role="option"]')?.innerText ?? "",
          ),
        [expected.source, expected.flags],
        { timeout: 5000 },
      )
      .catch(() => undefined);
    assert.match(await results.first().innerText(), expected, term);
  }
  await searchFor(page, "migration");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/markdown-page\/#migration-guide$/);
  assert.deepEqual(page.problems, []);
});
