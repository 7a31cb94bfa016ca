// Screenshots of the home page for a person to look at: desktop and phone, light and dark.
import { mkdir } from "node:fs/promises";
import { test } from "../harness.mjs";
import { currentTheme } from "./helpers.mjs";
import assert from "node:assert/strict";

const outputDirectory = new URL("../../test-results/", import.meta.url);

test("screenshots of the home page at 1280 and 390 px, light and dark, are saved to test-results/", async (site) => {
  await mkdir(outputDirectory, { recursive: true });
  for (const width of [1280, 390]) {
    const page = await site.newPage({ viewport: { width, height: 900 } });
    await site.visit(page, "/finder/");
    for (const mode of ["light", "dark"]) {
      // At phone width the toggle sits in the closed menu: set the stored choice instead.
      await page.evaluate((theme) => localStorage.setItem("theme", theme), mode);
      await page.reload();
      await site.hydrated(page);
      assert.equal(await currentTheme(page), mode);
      const path = new URL(`home-${width}-${mode}.png`, outputDirectory);
      await page.screenshot({ path: path.pathname, fullPage: true });
    }
    await page.close();
  }
});
