// Every route's text is in the server-rendered HTML: with JavaScript switched off, a reader (or
// a search engine) sees the same title, the same h1–h3 headings and the same live demos (their
// text, before anyone uses them) as after hydration.
import assert from "node:assert/strict";
import { allRoutes, basePath } from "../routes.mjs";
import { test } from "../harness.mjs";

const headingsOf = (page) =>
  page.$$eval("main :is(h1, h2, h3)", (headings) =>
    headings.map((heading) => heading.textContent.replace(/\u200b/g, "").trim()),
  );

const demoSelector = 'main [role="region"][aria-label^="Live demo: "]';

/**
 * Each demo's label and text (textContent: a demo folded into a closed <details> counts too);
 * measured timings ("12.3 ms") vary from run to run.
 */
const demosOf = (page) =>
  page.$$eval(demoSelector, (demos) =>
    demos.map((demo) => [
      demo.getAttribute("aria-label"),
      demo.textContent
        .replace(/\u200b/g, "")
        .replace(/\d+(\.\d+)?\s?ms\b/g, "N ms")
        .replace(/\s+/g, " ")
        .trim(),
    ]),
  );

// The routes without a live demo: on every other one the comparison below must find at least one,
// so a page whose demos vanished (or a selector that stopped matching them) fails.
// Basic usage's index and the components overview link to a demo shown elsewhere (the finished
// list, the quick start) rather than repeating it (issue 31, item 5).
const withoutDemos = new Set([
  `${basePath}rules/effects/`,
  `${basePath}markdown-page/`,
  `${basePath}getting-started/basic-usage/`,
  `${basePath}components/`,
]);

for (const route of allRoutes) {
  test(`${route.path} shows its title, headings and demos without JavaScript`, async (site) => {
    const withoutScripts = await site.newPage();
    const devtools = await site.context.newCDPSession(withoutScripts);
    await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
    await withoutScripts.goto(site.origin + route.path);
    assert.equal(await withoutScripts.title(), route.documentTitle);
    const staticHeadings = await headingsOf(withoutScripts);
    assert.equal(staticHeadings[0], route.title, "the h1");

    const withScripts = await site.newPage();
    await site.visit(withScripts, route.path);
    assert.deepEqual(staticHeadings, await headingsOf(withScripts));
    const staticDemos = await demosOf(withoutScripts);
    assert.equal(staticDemos.length > 0, !withoutDemos.has(route.path), "has a live demo");
    for (const [label, text] of staticDemos) assert.notEqual(text, "", `${label} is empty`);
    const liveDemos = await demosOf(withScripts);
    assert.deepEqual(
      staticDemos.map(([label]) => label),
      liveDemos.map(([label]) => label),
    );
    // A demo that fetches its items on mount shows its loading state until scripts run.
    const loadsOnTheClient = new Set(["Live demo: RemoteApartments.tsx"]);
    const comparable = (demos) => demos.filter(([label]) => !loadsOnTheClient.has(label));
    assert.deepEqual(comparable(staticDemos), comparable(liveDemos));
    assert.deepEqual([...withoutScripts.problems, ...withScripts.problems], []);
  });
}

test("without JavaScript every demo says it does not respond; with JavaScript no demo does", async (site) => {
  const notice = (page) =>
    page.$$eval("[data-island]", (islands) =>
      islands.map((island) => getComputedStyle(island, "::before").content),
    );
  const withoutScripts = await site.newPage();
  const devtools = await site.context.newCDPSession(withoutScripts);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  await withoutScripts.goto(`${site.origin}${basePath}`);
  const off = await notice(withoutScripts);
  assert.ok(off.length > 0);
  for (const content of off) assert.match(content, /JavaScript is off: this demo/);

  const withScripts = await site.newPage();
  await site.visit(withScripts, basePath);
  for (const content of await notice(withScripts)) assert.equal(content, "none");
});

test("without JavaScript code blocks keep the light mode's colours: a keyword differs from the plain text", async (site) => {
  const page = await site.newPage();
  const devtools = await site.context.newCDPSession(page);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  await page.goto(`${site.origin}${basePath}rules/`);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined);
  const colours = await page
    .locator("article .prism-code")
    .first()
    .evaluate((block) => {
      const colourOf = (element) => (element ? getComputedStyle(element).color : "none");
      return {
        keyword: colourOf(block.querySelector(".token.keyword")),
        plain: colourOf(block.querySelector(".token.plain")),
        background: getComputedStyle(block).backgroundColor,
      };
    });
  // vsLight's keyword blue and plain text on white, as with JavaScript in light mode.
  assert.deepEqual(colours, {
    keyword: "rgb(0, 0, 255)",
    plain: "rgb(0, 0, 0)",
    background: "rgb(255, 255, 255)",
  });
  assert.notEqual(colours.keyword, colours.plain);
  assert.deepEqual(page.problems, []);
});
