// Small page helpers shared by the browser tests.
import assert from "node:assert/strict";

export const colourToggle = (page) =>
  page.getByRole("button", { name: /Switch between dark and light mode/ });

export const currentTheme = (page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-theme"));

/** Clicks the navbar toggle until the page is in `mode` (at most twice: it alternates). */
export async function setColourMode(page, mode) {
  for (let clicks = 0; (await currentTheme(page)) !== mode; clicks += 1) {
    assert.ok(clicks < 2, `the toggle never reached ${mode} mode`);
    await colourToggle(page).click();
  }
}

/** The table of contents' anchors, and the anchors of the content's h2 and h3 headings. */
export async function tocAndHeadings(page) {
  const toc = await page.$$eval(".table-of-contents a", (links) =>
    links.map((link) => link.getAttribute("href")),
  );
  const headings = await page.$$eval("article :is(h2, h3)[id]", (elements) =>
    elements.map((heading) => `#${heading.id}`),
  );
  return { toc, headings };
}

export const headingText = async (page) => (await page.locator("h1").first().textContent()).trim();

/** The navbar search box's text field, and its result options. */
export const searchField = (page) =>
  page.getByRole("dialog", { name: "Search the documentation" }).getByRole("combobox");

export const searchResults = (page) =>
  page.getByRole("listbox", { name: "Results" }).getByRole("option");

export async function searchFor(page, term) {
  const input = searchField(page);
  await input.waitFor({ state: "visible" });
  await input.fill(term);
  const results = searchResults(page);
  await results.first().waitFor({ state: "visible" });
  return results;
}
