// Offline search from the navbar: the UI loads on first use, finds pages by their text from the
// static index, shows page and section, and navigates to the chosen result.
import assert from "node:assert/strict";
import { test } from "../harness.mjs";
import { headingText } from "./helpers.mjs";

const searchButton = (page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Search/ });

async function searchFor(page, term) {
  const input = page.locator(".aa-DetachedFormContainer input.aa-Input");
  await input.waitFor({ state: "visible" });
  await input.fill(term);
  const results = page.locator(".aa-Panel .aa-Item");
  await results.first().waitFor({ state: "visible" });
  return results;
}

test('typing "sticky" in the navbar search offers the group-by rule page, and choosing it navigates there', async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  const before = await page.evaluate(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("search-index")),
  );
  assert.equal(before, false, "the search index is not fetched before the visitor searches");

  await searchButton(page).click();
  const results = await searchFor(page, "sticky");
  const texts = await results.allTextContents();
  const groupBy = results.filter({ hasText: "Group-by rule" }).first();
  assert.ok(
    await groupBy.isVisible(),
    `a result on the group-by rule page among: ${texts.join(" | ")}`,
  );

  await groupBy.click();
  await page.waitForURL(/\/finder\/rules\/group-by-rule\//);
  // The address changes before the new page renders (a client-side navigation): wait for it.
  await page.getByRole("heading", { level: 1, name: "Group-by rule" }).waitFor();
  assert.equal(await headingText(page), "Group-by rule");
  assert.deepEqual(page.problems, []);
});

test("the keyboard shortcut / opens search, Escape closes it, and the dialog is clean in both colour modes", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/api/");
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  const results = await searchFor(page, "countRuleOptions");
  assert.ok((await results.count()) > 0);
  const input = page.locator(".aa-DetachedFormContainer input.aa-Input");
  assert.ok(
    await input.evaluate((element) => element === document.activeElement),
    "focus is in the search field",
  );
  for (const mode of ["dark", "light"]) {
    await page.evaluate(
      (theme) => document.documentElement.setAttribute("data-theme", theme),
      mode,
    );
    assert.deepEqual(
      await site.axeViolations(page),
      [],
      `axe with the search dialog open in ${mode} mode`,
    );
  }
  await page.keyboard.press("Escape");
  await input.waitFor({ state: "detached" });
  await page.keyboard.press("Control+k");
  await input.waitFor({ state: "visible" });
  assert.deepEqual(page.problems, []);
});

test("at phone width the search button shows only its icon, keeps its name, and the page is clean", async (site) => {
  const page = await site.newPage({ viewport: { width: 390, height: 800 } });
  await site.visit(page, "/finder/");
  const button = searchButton(page);
  assert.equal(await button.getAttribute("aria-label"), "Search");
  assert.equal((await button.innerText()).trim(), "", "no visible text, only the icon");
  assert.deepEqual(await site.axeViolations(page), []);
  await button.click();
  await searchFor(page, "pagination");
  assert.deepEqual(page.problems, []);
});
