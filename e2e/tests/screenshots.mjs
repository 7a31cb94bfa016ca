// Screenshots for a person to look at: the home page at desktop and phone width, light and dark,
// and with E2E_DEMO_SCREENSHOTS=1 every live demo of every route the same four ways (about four
// minutes more, so not part of every run), in test-results/demos/.
import { mkdir } from "node:fs/promises";
import { allRoutes } from "../routes.mjs";
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

if (process.env.E2E_DEMO_SCREENSHOTS) {
  const demoDirectory = new URL("demos/", outputDirectory);
  for (const route of allRoutes) {
    test(`screenshots of every demo on ${route.path} at 1280 and 390 px, light and dark`, async (site) => {
      await mkdir(demoDirectory, { recursive: true });
      const slug =
        route.path
          .replace(/^\/finder\//, "")
          .replace(/\W+/g, "-")
          .replace(/-$/, "") || "home";
      for (const width of [1280, 390]) {
        const page = await site.newPage({ viewport: { width, height: 900 } });
        for (const mode of ["light", "dark"]) {
          await page.addInitScript((theme) => localStorage.setItem("theme", theme), mode);
          await site.visit(page, route.path);
          assert.equal(await currentTheme(page), mode);
          // The sticky navbar would cover the top of a demo in an element screenshot.
          await page.addStyleTag({ content: ".navbar { position: static !important; }" });
          const demos = page.locator('main [role="region"][aria-label^="Live demo: "]');
          for (let index = 0; index < (await demos.count()); index += 1) {
            const demo = demos.nth(index);
            if (!(await demo.isVisible())) continue; // folded into a closed <details>
            await demo.scrollIntoViewIfNeeded();
            await demo.locator('[data-island="live"]').first().waitFor({ state: "attached" });
            const name = (await demo.getAttribute("aria-label")).slice("Live demo: ".length);
            const file = `${slug}-${index}-${name.replace(/\W+/g, "-")}-${width}-${mode}.png`;
            await demo.screenshot({ path: new URL(file, demoDirectory).pathname });
          }
        }
        await page.close();
      }
    });
  }
}
