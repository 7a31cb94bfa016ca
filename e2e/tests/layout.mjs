// The parts every page shares: navbar, skip link, announcement bar, footer, breadcrumbs,
// table of contents and the mobile sidebar.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "../harness.mjs";
import { colourToggle, tocAndHeadings } from "./helpers.mjs";

const packageJson = JSON.parse(
  await readFile(new URL("../../package.json", import.meta.url), "utf8"),
);
const repositoryUrl = packageJson.repository.url.replace(/\.git$/, "");
const { version } = JSON.parse(
  await readFile(new URL("../../packages/react/package.json", import.meta.url), "utf8"),
);

test("the navbar shows the title and logo, the colour toggle, an English-only language menu and the source link on the right", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  const navbar = page.getByRole("navigation", { name: "Main" });
  const brand = navbar.locator(".navbar__brand");
  assert.equal(await brand.getAttribute("href"), "/finder/");
  assert.equal((await brand.locator(".navbar__title").textContent()).trim(), "Finder");
  const logo = brand.locator("img:visible");
  assert.ok(
    await logo.evaluate((image) => image.complete && image.naturalWidth > 0),
    "the logo loaded",
  );
  assert.ok((await logo.getAttribute("src")).endsWith("/finder/img/logo.svg"));
  assert.ok(await colourToggle(page).isVisible());

  const right = navbar.locator(".navbar__items--right");
  const language = right.locator(".dropdown");
  await language.hover();
  const languages = language.locator(".dropdown__menu a");
  await languages.first().waitFor({ state: "visible" });
  assert.deepEqual(await languages.allTextContents(), ["English"]);
  assert.equal(await languages.first().getAttribute("lang"), "en");

  const source = right.locator(`a[href="${repositoryUrl}"]`);
  assert.ok(await source.isVisible(), "the source link is on the right");
  assert.equal(await source.getAttribute("target"), "_blank");
  assert.equal(await source.locator("svg").getAttribute("aria-label"), "(opens in new tab)");
  assert.deepEqual(page.problems, []);
});

test("the skip link is the first tab stop and takes keyboard focus to the main content", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/getting-started/");
  await page.keyboard.press("Tab");
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  assert.equal(await focused(), "Skip to main content");
  await page.keyboard.press("Enter");
  // Docusaurus focuses <main> and then drops its temporary tabindex, which Chromium answers by
  // blurring it; what stays is the focus starting point, so the next Tab lands inside <main>.
  await page.keyboard.press("Tab");
  const insideMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
  assert.equal(insideMain, true, "the next tab stop is inside the main content");
});

test("the announcement bar names the latest release with its release notes and the migration guide, closes, and stays closed after a reload", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/");
  const bar = page.locator(".theme-announcement-bar");
  assert.equal(
    (await bar.textContent()).trim(),
    `Finder ${version} is the latest release: release notes and upgrading · migrating from @hitgrab/finder`,
  );
  assert.equal(
    await bar.getByRole("link", { name: "release notes and upgrading" }).getAttribute("href"),
    "/finder/markdown-page/#releases",
  );
  assert.equal(
    await bar.getByRole("link", { name: "migrating from @hitgrab/finder" }).getAttribute("href"),
    "/finder/markdown-page/#migration-guide",
  );
  await bar.getByRole("button", { name: "Close" }).click();
  await bar.waitFor({ state: "detached" });
  await page.reload();
  await site.hydrated(page);
  assert.equal(await page.locator(".theme-announcement-bar").count(), 0);
  assert.equal(
    await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss")),
    "true",
  );
});

test('the footer has a "More" section with the source link, and a copyright line', async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/api/");
  const footer = page.locator("footer");
  const more = footer.locator(".footer__col", { hasText: "More" });
  assert.equal((await more.locator(".footer__title").textContent()).trim(), "More");
  assert.equal(await more.locator(`a[href="${repositoryUrl}"]`).count(), 1);
  // The release notes: the changelog in the repository, named with the version.
  assert.equal(
    await more
      .getByRole("link", { name: new RegExp(`^Changelog \\(${version.replaceAll(".", "\\.")}\\)`) })
      .getAttribute("href"),
    `${repositoryUrl}/blob/main/packages/react/CHANGELOG.md`,
  );
  assert.equal(
    await more.getByRole("link", { name: "Migrating from @hitgrab/finder" }).getAttribute("href"),
    "/finder/markdown-page/#migration-guide",
  );
  assert.match(
    await footer.locator(".footer__copyright").textContent(),
    /^Copyright © \d{4} Finder contributors/,
  );
});

test("breadcrumbs lead from the docs home to a nested page", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/getting-started/basic-usage/search/");
  const crumbs = page
    .getByRole("navigation", { name: "Breadcrumbs" })
    .locator(".breadcrumbs__item");
  assert.equal(await crumbs.first().locator("a").getAttribute("href"), "/finder/");
  const labels = (await crumbs.allTextContents()).map((text) => text.trim()).slice(1);
  assert.deepEqual(labels, ["Getting started", "Basic usage", "Search"]);
  assert.match(await crumbs.last().getAttribute("class"), /breadcrumbs__item--active/);
});

test("the table of contents lists only h2 and h3 headings", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/markdown-page/");
  assert.ok(
    (await page.locator("article h4").count()) > 0,
    "the page has a deeper heading to leave out",
  );
  const { toc, headings } = await tocAndHeadings(page);
  assert.ok(toc.length > 0);
  assert.deepEqual(toc, headings);
});

test("the glossary page has its table of contents on phones too: collapsed above the text, with the migration guide in it", async (site) => {
  const page = await site.newPage({ viewport: { width: 390, height: 844 } });
  await site.visit(page, "/finder/markdown-page/");
  const toggle = page.getByRole("button", { name: "On this page" });
  await toggle.waitFor();
  const { y } = await toggle.boundingBox();
  assert.ok(y < 400, `"On this page" is on the first screen (${y} px)`);
  await toggle.click();
  const guide = page.locator(".theme-doc-toc-mobile, [class*=tocMobile]").getByRole("link", {
    name: "Migration guide: from @hitgrab/finder",
  });
  await guide.click();
  await page.waitForURL(/#migration-guide$/);
  const heading = page.locator("#migration-guide");
  const { y: headingY } = await heading.boundingBox();
  assert.ok(headingY >= 0 && headingY < 200, `the guide's heading is in view (${headingY} px)`);
  assert.deepEqual(await site.axeViolations(page), [], "light, the contents open");
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(await toggle.isVisible(), false, "beside the text from 997 px, not above it");
  assert.equal(await page.locator("main .col--2 .table-of-contents").isVisible(), true);
});

test("the home page and Getting started lead to the release notes and the migration guide from their first screen", async (site) => {
  for (const path of ["/finder/", "/finder/getting-started/"]) {
    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    await site.visit(page, path);
    // Closed, the announcement bar (which links both too) leaves the page's own links to find.
    await page.locator(".theme-announcement-bar").getByRole("button", { name: "Close" }).click();
    for (const [name, href] of [
      ["migration guide", "/finder/markdown-page/#migration-guide"],
      [/release notes and (?:how to )?upgrad/, "/finder/markdown-page/#releases"],
    ]) {
      const link = page.locator("article").getByRole("link", { name }).first();
      assert.equal(await link.getAttribute("href"), href, `${path}: ${name}`);
      const box = await link.boundingBox();
      assert.ok(
        box && box.y < 844 * 1.5,
        `${path}: ${name} is near the first screen (${box?.y} px)`,
      );
    }
  }
});

test("the mobile sidebar opens below 997 px and closes when the window grows past 996 px", async (site) => {
  const page = await site.newPage({ viewport: { width: 997, height: 800 } });
  await site.visit(page, "/finder/rules/");
  const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
  assert.equal(await toggle.isVisible(), false, "no menu button at 997 px");
  await page.setViewportSize({ width: 996, height: 800 });
  await toggle.waitFor({ state: "visible" });
  await toggle.click();
  const navbar = page.getByRole("navigation", { name: "Main" });
  await page.waitForFunction(() =>
    document.querySelector(".navbar")?.classList.contains("navbar-sidebar--show"),
  );
  assert.ok(
    await navbar.locator(".navbar-sidebar").getByRole("link", { name: "Search rule" }).isVisible(),
  );
  await page.setViewportSize({ width: 997, height: 800 });
  await page.waitForFunction(
    () => !document.querySelector(".navbar")?.classList.contains("navbar-sidebar--show"),
  );
  assert.equal(await toggle.isVisible(), false);
});

test("a collapsed example source loads when opened, as a highlighted code block with line numbers", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/examples/");
  const details = page.locator("details", { hasText: "Show the source of Storefront.tsx" });
  assert.equal(await details.locator(".theme-code-block").count(), 0, "plain text until opened");
  assert.match(
    await details.locator("pre code").textContent(),
    /export default function Storefront/,
    "the server's HTML carries the text",
  );
  // The text's script loads on opening, not with the page.
  const scriptsOnOpen = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptsOnOpen.push(request.url());
  });
  await details.locator("summary").click();
  const block = details.locator(".theme-code-block");
  // The highlighting code may arrive a moment after the text (src/theme/CodeBlock/load.ts).
  await block.locator(".token-line").first().waitFor({ state: "visible" });
  assert.ok((await block.locator(".token-line").count()) > 100, "highlighted, line by line");
  assert.match(await block.innerText(), /export default function Storefront/);
  assert.ok(scriptsOnOpen.length > 0, "the source's chunk is fetched when the disclosure opens");
  assert.deepEqual(await site.axeViolations(page), []);
  assert.deepEqual(page.problems, []);
});

test("below 600 px a card leaves out a field the table marks empty with a dash; at 1280 px the table keeps the dash", async (site) => {
  const cardFields = (page, member) =>
    page
      .locator(`tr#member-${member.toLowerCase()}`)
      .evaluate((row) =>
        [...row.cells]
          .filter((cell) => getComputedStyle(cell).display !== "none")
          .map((cell) => cell.dataset.label),
      );
  const phone = await site.newPage({ viewport: { width: 390, height: 800 } });
  await site.visit(phone, "/finder/api/pagination-api/");
  // numTotalItems has no default and throws nothing; setPage has no default and throws.
  assert.deepEqual(await cardFields(phone, "numTotalItems"), ["Member", "Returns", "Meaning"]);
  assert.deepEqual(await cardFields(phone, "setPage"), ["Member", "Returns", "Meaning", "Throws"]);
  assert.deepEqual(phone.problems, []);
  const desktop = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await site.visit(desktop, "/finder/api/pagination-api/");
  assert.deepEqual(await cardFields(desktop, "numTotalItems"), [
    "Member",
    "Returns",
    "Default",
    "Meaning",
    "Throws",
  ]);
  assert.deepEqual(desktop.problems, []);
});

test("below 600 px the API's options table is one card per option, every value under its column's name", async (site) => {
  const page = await site.newPage({ viewport: { width: 390, height: 800 } });
  await site.visit(page, "/finder/api/");
  const table = page.locator("table:has(td[data-label])").filter({ hasText: "isLoading" }).first();
  const rule = await table.evaluate((element) => {
    const row = [...element.querySelectorAll("tbody tr")].find((tr) =>
      tr.textContent.includes("isLoading"),
    );
    return {
      headerShown: element.querySelector("thead").getBoundingClientRect().height > 1,
      cells: [...row.cells].map((cell) => {
        const box = cell.getBoundingClientRect();
        return {
          label:
            getComputedStyle(cell, "::before").display === "none"
              ? "none"
              : getComputedStyle(cell, "::before").content,
          left: box.left,
          right: box.right,
          display: getComputedStyle(cell).display,
        };
      }),
    };
  });
  assert.equal(rule.headerShown, false, "the header row is for screen readers only");
  assert.deepEqual(
    rule.cells.map((cell) => cell.label),
    ["none", '"Type"', '"Default"', '"Meaning"', '"Applied after mount"'],
  );
  for (const cell of rule.cells) {
    assert.equal(cell.display, "block");
    assert.ok(cell.left >= 0 && cell.right <= 390, `a cell from ${cell.left} to ${cell.right} px`);
  }
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth),
    390,
    "the page does not scroll sideways",
  );
  for (const mode of ["light", "dark"]) {
    await page.evaluate(
      (theme) => document.documentElement.setAttribute("data-theme", theme),
      mode,
    );
    assert.deepEqual(await site.axeViolations(page), [], `axe in ${mode} mode`);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(
    await table
      .locator("td")
      .first()
      .evaluate((cell) => getComputedStyle(cell).display),
    "table-cell",
  );
});

/**
 * Where text in the elements matching `selector` is broken across lines between two letters or
 * digits of one text node: a break mid-word. (src/rehypeCodeBreaks.ts splits a cell's code with
 * <wbr> between an identifier's parts, so those breaks fall between text nodes.)
 */
function midWordBreaks(page, selector) {
  return page.evaluate((selector) => {
    const found = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        let top;
        for (let at = 0; at < node.data.length; at++) {
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          const inWord =
            /[\p{L}\p{N}]/u.test(node.data[at - 1] ?? "") && /[\p{L}\p{N}]/u.test(node.data[at]);
          if (top !== undefined && rect.top > top + 2 && inWord)
            found.push(`${element.textContent.slice(0, 60)} (before "${node.data.slice(at)}")`);
          top = rect.top;
        }
      }
    }
    return found;
  }, selector);
}

test("at 1280 px, code in the API page's tables wraps between an identifier's parts, never mid-word", async (site) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await site.visit(page, "/finder/api/");
  assert.deepEqual(await midWordBreaks(page, "article td code"), [], "code broken mid-word");
});

/**
 * Code in the Returns and Default cells of the tables on the page that wraps inside a name: on
 * more than one line although it has no space, or with a line that starts other than after a space
 * or a `<` (src/rehypeCodeBreaks.ts breaks such code only there). Also how many such codes there
 * are.
 */
function valueCodeBreaks(page) {
  return page.evaluate(() => {
    const found = [];
    const codes = document.querySelectorAll(
      'article td:is([data-label="Returns"], [data-label="Default"]) code',
    );
    for (const code of codes) {
      const lines = code.getClientRects().length;
      if (lines === 1) continue;
      if (!/\s/.test(code.textContent)) found.push(`${code.textContent} on ${lines} lines`);
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let previous = "";
      let top;
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let at = 0; at < node.data.length; at++) {
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) {
            if (top !== undefined && rect.top > top + 2 && !/[\s<]/.test(previous))
              found.push(`${code.textContent} (a line starts at "${node.data.slice(at)}")`);
            top = rect.top;
          }
          previous = node.data[at];
        }
    }
    return { found, codes: codes.length };
  });
}

for (const route of [
  "api/",
  "api/search-api/",
  "api/filters-api/",
  "api/sort-by-api/",
  "api/group-by-api/",
  "api/pagination-api/",
  "api/events-api/",
  "api/test-api/",
])
  test(`at 1280 px, the types and defaults in the tables of ${route} are never broken inside a name`, async (site) => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    await site.visit(page, `/finder/${route}`);
    const { found, codes } = await valueCodeBreaks(page);
    assert.ok(codes > 0, "the page has Returns or Default cells with code");
    assert.deepEqual(found, []);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1280);
    assert.deepEqual(page.problems, []);
  });

for (const width of [1280, 390]) {
  test(`at ${width} px, an API table shows each member's signature under its name, names on one line, and long names in prose break only between parts`, async (site) => {
    const page = await site.newPage({ viewport: { width, height: 800 } });
    await site.visit(page, "/finder/api/search-api/");
    const table = page.locator("article table").filter({ hasText: "setSearchTerm" }).first();
    const shape = await table.evaluate((element) => ({
      headings: [...element.querySelectorAll("thead th")].map((th) => th.textContent.trim()),
      names: [...element.querySelectorAll("tbody tr[id] > td:first-child > code:first-child")].map(
        (code) => [code.textContent, code.getClientRects().length],
      ),
      under: [...element.querySelectorAll("tbody tr[id] > td:first-child")].map((cell) =>
        [...cell.querySelectorAll(".member-signature, .member-kind")].map((part) =>
          part.textContent.trim(),
        ),
      ),
    }));
    assert.deepEqual(shape.headings, ["Member", "Returns", "Default", "Meaning", "Throws"]);
    assert.equal(shape.names.length, 7, "the Search API's seven members");
    for (const [name, lines] of shape.names) assert.equal(lines, 1, `${name} on one line`);
    const under = new Map(shape.names.map(([name], index) => [name, shape.under[index]]));
    assert.deepEqual(under.get("searchTerm"), ["property"]);
    assert.deepEqual(under.get("setSearchTerm"), ["(term: string) => void"]);
    assert.deepEqual(await midWordBreaks(page, "article td code"), [], "table code mid-word");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);

    await site.visit(page, "/finder/components/finder/");
    assert.deepEqual(await midWordBreaks(page, "article p code"), [], "prose code mid-word");
    assert.deepEqual(page.problems, []);
  });
}

for (const route of [
  "rules/filter-rule/",
  "rules/sort-by-rule/",
  "getting-started/basic-usage/sort-by/",
])
  test(`at 390 px, the demo tables of ${route} keep their words whole, and the page does not scroll sideways`, async (site) => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    await site.visit(page, `/finder/${route}`);
    assert.deepEqual(await midWordBreaks(page, "[data-island] :is(th, td)"), [], "words broken");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    assert.deepEqual(await site.axeViolations(page), []);
  });

test("below 600 px the home comparison's row name (Search, Typos…) is its card's title, not a boxed cell", async (site) => {
  const page = await site.newPage({ viewport: { width: 390, height: 800 } });
  await site.visit(page, "/finder/");
  const first = page
    .locator("table:has(td[data-label])")
    .filter({ hasText: "match-sorter" })
    .first()
    .locator("tbody tr td")
    .first();
  const style = await first.evaluate((cell) => ({
    text: cell.textContent,
    border: getComputedStyle(cell).borderTopWidth,
    bold: Number(getComputedStyle(cell).fontWeight) >= 500,
    display: getComputedStyle(cell).display,
  }));
  assert.deepEqual(style, { text: "Search", border: "0px", bold: true, display: "block" });
  assert.deepEqual(page.problems, []);
});
