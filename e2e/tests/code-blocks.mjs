// Code blocks keep the server's HTML on the page the reader opened (src/theme/CodeBlock) and
// render when a reader reaches for them; their colours come from the mode (src/codeTheme.ts),
// and tabs mount once (src/theme/Tabs), so nothing is rendered twice after load.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { allRoutes, basePath } from "../routes.mjs";
import { test } from "../harness.mjs";
import { searchFor, setColourMode } from "./helpers.mjs";

const rulesPage = `${basePath}rules/`;
const tabsPage = `${basePath}getting-started/basic-usage/result/`;

/**
 * Opens `path` with every code block marked before the page's scripts run: a block that still
 * has its mark after hydration is the server's element, kept, not rendered again.
 */
async function openMarked(site, path) {
  const page = await site.newPage();
  await site.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: site.origin,
  });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      for (const block of document.querySelectorAll(".prism-code")) block.dataset.fromServer = "";
    });
  });
  await site.visit(page, path);
  return page;
}

const firstBlock = (page) => page.locator("article .theme-code-block").first();
const copyButton = (block) => block.getByRole("button", { name: /Copy code|Copied/ });
const keptBlocks = (page) => page.locator(".prism-code[data-from-server]").count();
const allBlocks = (page) => page.locator(".prism-code").count();

test("code blocks: the page's code blocks are the server's after hydration", async (site) => {
  const page = await openMarked(site, rulesPage);
  await page.waitForLoadState("networkidle");
  const blocks = await allBlocks(page);
  assert.ok(blocks >= 2, `the rules page shows its code (${blocks} blocks)`);
  assert.equal(await keptBlocks(page), blocks, "no block was rendered again");
  assert.deepEqual(page.problems, []);
});

test("code blocks: pointing at a block renders it with its buttons, and copy copies", async (site) => {
  const page = await openMarked(site, rulesPage);
  const block = firstBlock(page);
  await block.scrollIntoViewIfNeeded();
  assert.equal(await copyButton(block).count(), 0, "a kept block has no buttons yet");
  await block.hover();
  await page.waitForFunction(
    () =>
      !document
        .querySelector("article .theme-code-block .prism-code")
        ?.hasAttribute("data-from-server"),
  );
  await copyButton(block).click();
  await page.waitForSelector('article .theme-code-block button[aria-label="Copied"]');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /filterRule/);
  assert.deepEqual(page.problems, []);
});

test("code blocks: keyboard focus moves to the rendered block's code", async (site) => {
  const page = await openMarked(site, rulesPage);
  // The code itself is focusable (it scrolls sideways): focus it, as Tab would.
  await page.locator("article .prism-code").first().focus();
  await page.waitForFunction(
    () =>
      !document
        .querySelector("article .theme-code-block .prism-code")
        ?.hasAttribute("data-from-server"),
  );
  const focused = await page.evaluate(() =>
    document.activeElement?.classList.contains("prism-code"),
  );
  assert.equal(focused, true, "the rendered block's code has the focus");
  assert.deepEqual(page.problems, []);
});

test("code blocks: a kept block shows each mode's colours", async (site) => {
  const page = await openMarked(site, rulesPage);
  const keyword = page.locator("article .prism-code[data-from-server] .token.keyword").first();
  const colours = async () =>
    keyword.evaluate((token) => ({
      token: getComputedStyle(token).color,
      background: getComputedStyle(token.closest(".prism-code")).backgroundColor,
    }));
  // vsLight and vsDark, as Docusaurus would colour them in each mode.
  assert.deepEqual(await colours(), { token: "rgb(0, 0, 255)", background: "rgb(255, 255, 255)" });
  await setColourMode(page, "dark");
  assert.deepEqual(await colours(), { token: "rgb(86, 156, 214)", background: "rgb(30, 30, 30)" });
  assert.equal(await keptBlocks(page), await allBlocks(page), "switching modes renders nothing");
});

test("code blocks: after a client-side navigation they render at once, highlighted when their chunk arrives", async (site) => {
  const page = await openMarked(site, `${basePath}rules/search-rule/`);
  await page
    .getByRole("navigation", { name: "Docs sidebar" })
    .getByRole("link", { name: "Rules", exact: true })
    .click();
  await page.waitForURL(`**${rulesPage}`);
  // Docusaurus shows the old page until the new one's chunks are here, after the address changed.
  await page.getByRole("heading", { level: 1, name: "Rules", exact: true }).waitFor();
  const block = firstBlock(page);
  await block.locator(".token-line").first().waitFor();
  assert.equal(await keptBlocks(page), 0, "the new page's blocks are rendered in the browser");
  await block.hover();
  await copyButton(block).waitFor();
  assert.deepEqual(page.problems, []);
});

test("tabs: mount once, keep their code blocks, and switch by keyboard", async (site) => {
  const page = await openMarked(site, tabsPage);
  await page.waitForLoadState("networkidle");
  assert.equal(await keptBlocks(page), await allBlocks(page), "the tabs' blocks are the server's");
  const dataTab = page.getByRole("tab", { name: "Data" });
  await dataTab.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  const rulesTab = page.getByRole("tab", { name: "Rules" });
  assert.equal(await rulesTab.getAttribute("aria-selected"), "true");
  const visible = page.locator('[role="tabpanel"]:not([hidden])');
  assert.equal(await visible.count(), 1);
  assert.match(await visible.locator(".prism-code").textContent(), /finderRuleset/);
  assert.deepEqual(page.problems, []);
});

// A panel not chosen sends its code without highlighting (src/tabPanel.ts): every word in the HTML,
// for reading without JavaScript (every panel shows then, under its label) and for the search, in
// the same lines at the same height as the highlighted block it becomes when its tab is chosen.
test("tabs: a panel not chosen is sent unhighlighted, shows without JavaScript, and highlights in place when chosen", async (site) => {
  const lineCount = async (panel) => panel.locator(".token-line").count();
  // The code's height, and where its first line's text starts (after the line number).
  const codeHeight = (panel) =>
    panel.locator("pre").evaluate((pre) => {
      const box = pre.getBoundingClientRect();
      const text = pre.querySelector(".token-line")?.lastElementChild?.getBoundingClientRect();
      return [box.height, text ? text.left - box.left : null];
    });

  const off = await site.newPage();
  const devtools = await site.context.newCDPSession(off);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  await off.goto(site.origin + tabsPage);
  const panels = off.locator('[role="tabpanel"]');
  assert.equal(await panels.count(), 5);
  assert.equal(
    await off.locator('[role="tablist"]').isVisible(),
    false,
    "no tabs that cannot switch",
  );
  const labels = await panels.evaluateAll((all) =>
    all.map((panel) => getComputedStyle(panel, "::before").content),
  );
  assert.deepEqual(labels, ['"Data"', '"Rules"', '"App"', '"Controls"', '"List"']);
  for (const panel of await panels.all()) assert.ok(await panel.isVisible(), "every panel shows");
  const controls = panels.nth(3);
  assert.equal(await controls.locator(".token.keyword").count(), 0, "sent without highlighting");
  assert.ok((await panels.nth(0).locator(".token.keyword").count()) > 0, "the chosen one is");
  const source = await readFile(
    "src/examples/getting-started/basic-usage/_ApartmentControls.tsx",
    "utf8",
  );
  assert.equal(await lineCount(controls), source.trimEnd().split("\n").length);
  assert.match(await codeOf(controls), /function useOptionCounts\(id: string\)/);
  const plainHeight = await codeHeight(controls);

  const page = await openMarked(site, tabsPage);
  await page.waitForLoadState("networkidle");
  const hidden = page.locator('[role="tabpanel"][hidden]');
  assert.equal(await hidden.locator(".token.keyword").count(), 0);
  // Layout shifts from here on: choosing the tab moves what is below it (a shift the reader
  // caused, which does not count); the highlighting that follows must move nothing.
  await page.evaluate(() => {
    window.shiftsAfterChoice = [];
    const from = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= from && !entry.hadRecentInput)
          window.shiftsAfterChoice.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.getByRole("tab", { name: "Controls" }).click();
  const shown = page.locator('[role="tabpanel"]:not([hidden])');
  await shown.locator(".token.keyword").first().waitFor();
  assert.equal(await lineCount(shown), source.trimEnd().split("\n").length);
  assert.deepEqual(await codeHeight(shown), plainHeight, "the same size and place highlighted");
  assert.match(await codeOf(shown), /function useOptionCounts\(id: string\)/);
  // Past the 500 ms after the click in which a shift counts as the reader's.
  await page.waitForTimeout(600);
  assert.deepEqual(await page.evaluate(() => window.shiftsAfterChoice), [], "nothing moved");

  // The search finds the words of a panel not chosen (its prose: the index leaves code out).
  await page.keyboard.press("/");
  const results = await searchFor(page, "slot for each state step 4");
  // A result shows its heading, then the page: the finished list's "The source".
  assert.ok(
    (await results.allInnerTexts()).some((text) => /^The source\s+The finished list\b/.test(text)),
  );
  assert.deepEqual(page.problems, []);
});

// A closed disclosure's code is sent unhighlighted too (src/tabPanel.ts): an Example's source
// (PipelineCountsDemo on the rules page) and a Markdown <details> (src/theme/Details, on the
// controls step). Without JavaScript it opens as it is, every line there; with JavaScript it
// highlights when it first opens, in the same lines at the same height.
const closedSources = [
  {
    path: rulesPage,
    details: 'figure:has([aria-label="Live demo: PipelineCountsDemo.tsx"]) > details',
    file: "src/examples/rules/PipelineCountsDemo.tsx",
  },
  {
    path: `${basePath}getting-started/basic-usage/controls/`,
    details: 'article details:has(summary:text-is("Show the source of ApartmentControls.tsx"))',
    file: "src/examples/getting-started/basic-usage/_ApartmentControls.tsx",
  },
];
for (const { path, details: selector, file } of closedSources)
  test(`disclosures: a closed source on ${path} is sent unhighlighted, opens without JavaScript, and highlights in place when opened`, async (site) => {
    const source = (await readFile(file, "utf8")).trimEnd();
    const lines = source.split("\n").length;
    const codeBox = (details) =>
      details.locator("pre").evaluate((pre) => {
        const box = pre.getBoundingClientRect();
        // Where the first line's text starts, after its number.
        const text = pre.querySelector(".token-line .token")?.getBoundingClientRect();
        return [box.height, text ? text.left - box.left : null];
      });

    const off = await site.newPage();
    const devtools = await site.context.newCDPSession(off);
    await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
    await off.goto(site.origin + path);
    const closed = off.locator(selector);
    assert.equal(await closed.evaluate((element) => element.open), false);
    assert.equal(await closed.locator(".token.keyword").count(), 0, "sent without highlighting");
    assert.ok(
      (await off.locator("article .token.keyword").count()) > 0,
      "the page's other code is highlighted",
    );
    await closed.locator("summary").click();
    assert.equal(await closed.locator(".token-line").count(), lines, "every line, one per line");
    assert.equal(await codeOf(closed), source.replace(/from "\.\/_/g, 'from "./'));
    const plainBox = await codeBox(closed);
    await off.close();

    const page = await site.newPage();
    await site.visit(page, path);
    await page.waitForLoadState("networkidle");
    const details = page.locator(selector);
    assert.equal(await details.locator(".token.keyword").count(), 0, "unhighlighted while closed");
    await details.locator("summary").scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.shiftsAfterOpening = [];
      const from = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.startTime >= from && !entry.hadRecentInput)
            window.shiftsAfterOpening.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await details.locator("summary").click();
    await details.locator(".token.keyword").first().waitFor();
    assert.equal(await details.locator(".token-line").count(), lines);
    // Markdown's <details> opens with an animation: measure once it has finished.
    await page.waitForTimeout(600);
    assert.deepEqual(await codeBox(details), plainBox, "the same size and place highlighted");
    assert.deepEqual(await page.evaluate(() => window.shiftsAfterOpening), [], "nothing moved");
    assert.deepEqual(page.problems, []);
  });

test("code blocks: every title is a file's name alone, without the site's \"_\" prefix or a folder, and shown imports name files the same way", async (site) => {
  const prefixed = [];
  const withFolder = [];
  const titled = [];
  for (const { path } of allRoutes) {
    const html = await (await fetch(site.origin + path)).text();
    for (const [, title] of html.matchAll(/class="codeBlockTitle_\w+"[^>]*>([^<]*)</g)) {
      titled.push(title);
      if (/(^|\/)_[^/]+$/.test(title)) prefixed.push(`${path}: ${title}`);
      if (title.includes("/")) withFolder.push(`${path}: ${title}`);
    }
  }
  assert.deepEqual(prefixed, []);
  assert.deepEqual(withFolder, [], "a title names the file, not its path in the site");
  assert.ok(
    titled.includes("HelloFinder.tsx"),
    "the home page's snippet is titled HelloFinder.tsx",
  );

  // The finished list shows ApartmentFinder.tsx, which imports the part shown below it.
  const page = await site.newPage();
  await site.visit(page, tabsPage);
  const titles = await page
    .locator("article .theme-code-block [class*=codeBlockTitle]")
    .allTextContents();
  assert.ok(titles.includes("ApartmentControls.tsx"), titles.join(", "));
  const code = await page.locator("article").textContent();
  assert.match(code, /from "\.\/ApartmentControls"/);
  assert.doesNotMatch(code, /from "\.\/_ApartmentControls"/);
});

// "Copy as one file" (src/theme/CodeBlock/OneFileButton.tsx): an example that imports the
// site's own files copies as one file with those imports inlined (src/oneFile), fetched on press.
const searchPage = `${basePath}getting-started/basic-usage/search/`;
/** A block's "Copy as one file" bar: in its title bar, the element right after the block's. */
const oneFileBar = (block) =>
  block.locator("xpath=../following-sibling::*[1][button[@data-one-file]]");
const oneFileButton = (block) =>
  oneFileBar(block).getByRole("button", { name: /as one file|Copied|Copy failed/ });

/** The search page's example source, rendered with its buttons. */
async function exampleBlock(page) {
  // A demo's source is in a disclosure below it (open on this tutorial step; opened the way a
  // reader does where it is not).
  const details = page.locator('figure:has([aria-label="Live demo: SearchDemo.tsx"]) > details');
  if (!(await details.evaluate((element) => element.open))) {
    await details.locator("summary").scrollIntoViewIfNeeded();
    await details.locator("summary").click();
  }
  const block = page.locator("figure .theme-code-block").filter({ hasText: "SearchDemo.tsx" });
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await copyButton(block).waitFor();
  return block;
}

test("code blocks: Copy as one file copies the example with no relative imports, and says so", async (site) => {
  const page = await openMarked(site, searchPage);
  const loaded = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/one-file/")) loaded.push(response.url());
  });
  await page.waitForLoadState("networkidle");
  assert.deepEqual(loaded, [], "nothing of it loads with the page");
  const block = await exampleBlock(page);
  const shown = await block.locator(".prism-code").innerText();
  assert.match(shown, /from "\.\.\/\.\.\/data\/apartments"/, "the shown code imports site files");
  // The keyboard reaches it after the copy button, and Enter presses it.
  await copyButton(block).focus();
  await page.keyboard.press("Tab");
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent),
    "Copy as one file",
    "Tab from the copy button reaches Copy as one file",
  );
  await page.keyboard.press("Enter");
  await oneFileBar(block)
    .getByRole("status")
    .filter({ hasText: "Copied SearchDemo.tsx as one file" })
    .waitFor();
  assert.equal(await oneFileButton(block).innerText(), "Copied");
  assert.equal(loaded.length, 1, "the one file loads when pressed");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.doesNotMatch(copied, /\bfrom\s*["']\.{1,2}\//, "no relative imports are left");
  assert.doesNotMatch(copied, /\bimport\s*\(?\s*["']\.{1,2}\//, "no relative import() either");
  assert.match(copied, /^import \{[^}]*\bFinder\b[^}]*\} from "@finderjs\/react";$/m);
  assert.match(copied, /^const apartments: Apartment\[\] = /m, "the data is inlined");
  assert.match(copied, /^export default function SearchDemo\(\)/m, "the example itself follows");
  assert.deepEqual(page.problems, []);
});

test("code blocks: Copy as one file is only on blocks that import site files, and passes axe in both modes", async (site) => {
  const page = await openMarked(site, searchPage);
  // A block that imports no site file has the copy button alone.
  const plain = page
    .locator("article .theme-code-block")
    .filter({ hasNotText: /from "\.\.?\// })
    .first();
  await plain.scrollIntoViewIfNeeded();
  await plain.hover();
  await copyButton(plain).waitFor();
  assert.equal(await oneFileButton(plain).count(), 0);
  const block = await exampleBlock(page);
  await oneFileButton(block).click();
  await oneFileBar(block).getByRole("status").filter({ hasText: "Copied" }).waitFor();
  await block.hover();
  for (const mode of ["light", "dark"]) {
    await setColourMode(page, mode);
    await block.hover();
    assert.deepEqual(await site.axeViolations(page), [], `axe in ${mode} mode`);
  }
  assert.deepEqual(page.problems, []);
});

// Every source block whose code imports the site's own files offers "Copy as one file", in sight
// from load without reaching for the block: the editable <Example> sources, those in closed
// disclosures (opened first) and Markdown blocks, in tabs not shown too.
const codeOf = (block) =>
  block
    .locator("pre")
    .first()
    .evaluate((pre) => {
      const lines = pre.querySelectorAll(".token-line");
      return lines.length > 0
        ? Array.from(lines, (line) => line.textContent).join("\n")
        : (pre.textContent ?? "");
    });
const importsSiteFiles = (code) =>
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']\.{1,2}\//m.test(code) ||
  /^\s*import\s*["']\.{1,2}\//m.test(code);

for (const { path } of allRoutes)
  test(`code blocks: on ${path} every block that imports site files shows Copy as one file`, async (site) => {
    const page = await site.newPage();
    await site.visit(page, path);
    for (const summary of await page.locator("article figure details > summary").all())
      if (!(await summary.evaluate((element) => element.parentElement.open))) await summary.click();
    // An opened disclosure's source arrives with its chunk.
    for (const details of await page.locator("article figure details").all())
      await details.locator(".theme-code-block").waitFor({ state: "attached" });
    const missing = [];
    let importing = 0;
    for (const block of await page.locator("article .theme-code-block").all()) {
      if (!importsSiteFiles(await codeOf(block))) continue;
      importing += 1;
      const title = (await block.locator("[class*=codeBlockTitle]").allTextContents())[0];
      // Present in a tab not shown too (where it is hidden with its block, and has no role).
      const button = oneFileBar(block).locator("button[data-one-file]");
      if ((await button.count()) !== 1) missing.push(`${title}: no button`);
      else if (await block.isVisible()) {
        // In sight, in the title bar: within its height, after its text.
        const bar = await block.locator("[class*=codeBlockTitle]").boundingBox();
        const box = await button.boundingBox();
        const inBar =
          (await button.isVisible()) &&
          bar !== null &&
          box !== null &&
          box.y >= bar.y &&
          box.y + box.height <= bar.y + bar.height &&
          box.x + box.width <= bar.x + bar.width;
        if (!inBar) missing.push(`${title}: not in the title bar (${JSON.stringify([bar, box])})`);
      }
    }
    assert.deepEqual(missing, [], `${importing} blocks import site files; these lack the button`);
    assert.deepEqual(page.problems, []);
  });
