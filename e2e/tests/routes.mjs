// Every route of the spec renders its page, is reachable from the sidebar (docs pages), and is
// clean: no console errors, no failed requests, no serious axe violations in either colour mode.
import assert from "node:assert/strict";
import { allRoutes } from "../routes.mjs";
import { test } from "../harness.mjs";
import { setColourMode, tocAndHeadings } from "./helpers.mjs";

for (const route of allRoutes) {
  const where = route.inSidebar ? "is current in the sidebar" : "has no docs sidebar";
  test(`${route.path} is titled "${route.documentTitle}", ${where}, and is clean in light and dark mode`, async (site) => {
    const page = await site.newPage();
    const response = await site.visit(page, route.path);
    assert.equal(response.status(), 200);
    assert.equal(await page.title(), route.documentTitle);
    assert.equal((await page.locator("h1").first().textContent()).trim(), route.title);

    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    if (route.inSidebar) {
      const link = sidebar.locator(`a[href="${route.path}"]`);
      assert.equal(await link.count(), 1, "one sidebar link to the page");
      assert.equal(await link.getAttribute("aria-current"), "page");
    } else {
      assert.equal(await sidebar.count(), 0);
    }

    const { toc, headings } = await tocAndHeadings(page);
    assert.deepEqual(toc, headings, "the table of contents lists exactly the h2 and h3 headings");

    for (const mode of ["light", "dark"]) {
      await setColourMode(page, mode);
      assert.deepEqual(await site.axeViolations(page), [], `axe in ${mode} mode`);
    }
    await setColourMode(page, "light");
    assert.deepEqual(page.problems, []);
  });
}
