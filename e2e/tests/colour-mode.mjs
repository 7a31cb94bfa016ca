// Colour mode: light by default whatever the system prefers, a toggle that alternates
// light and dark (never "system", since the system preference is not followed), and a
// choice kept in localStorage under "theme".
import assert from "node:assert/strict";
import { test } from "../harness.mjs";
import { colourToggle, currentTheme } from "./helpers.mjs";

test("the site starts in light mode although the browser prefers dark", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  assert.equal(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), true);
  assert.equal(await currentTheme(page), "light");
  assert.equal(await page.evaluate(() => localStorage.getItem("theme")), null);
});

test('the toggle alternates light and dark, and the choice persists in localStorage "theme" across reloads', async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/rules/");
  for (const expected of ["dark", "light", "dark"]) {
    await colourToggle(page).click();
    assert.equal(await currentTheme(page), expected);
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), expected);
    await page.reload();
    await site.hydrated(page);
    assert.equal(await currentTheme(page), expected, `still ${expected} after a reload`);
  }
});
