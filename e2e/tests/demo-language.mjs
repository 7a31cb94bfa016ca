// One visual language for the demos (issue 31): every pager has the same parts in the same order,
// every sort direction button the same label form, every badge the same look, every facet count
// the same "(12)", every count line the same wording ("24 of 40 items", or "Showing 6–10 of 24
// items" while a page shows a part of the matches; a list that grows with "Show more" keeps the
// first form, its button saying how many it shows), every field's label a caption above its
// control and every fieldset's options one line each (src/components/Example/styles.module.css
// says the rules), every demo its source in a disclosure below it (closed, except on the
// tutorial's pages, whose prose walks through the code: there it may start open; the quick start
// shows its essential lines above its demo instead, and fits one screen); on a phone the pager
// stays on one line and a wide table shows a scroll cue and can be scrolled from the keyboard.
import assert from "node:assert/strict";
import { allRoutes } from "../routes.mjs";
import { test } from "../harness.mjs";
import { currentTheme } from "./helpers.mjs";

/** What breaks the rules on the page as it is now, one line per problem. */
function demoProblems(tutorial) {
  const problems = [];
  const text = (element) => element?.textContent.replace(/\s+/g, " ").trim() ?? "";
  const demos = document.querySelectorAll('main [role="region"][aria-label^="Live demo: "]');
  for (const demo of demos) {
    const name = demo.getAttribute("aria-label").slice("Live demo: ".length);
    for (const pager of demo.querySelectorAll(".pager")) {
      const [previous, status, next] = pager.children;
      const parts = [previous, status, next].map(text).join(" · ");
      if (
        previous?.tagName !== "BUTTON" ||
        text(previous) !== "Previous" ||
        !status?.classList.contains("pager__status") ||
        !/^Page [\d,]+ of [\d,]+$/.test(text(status)) ||
        next?.tagName !== "BUTTON" ||
        text(next) !== "Next"
      )
        problems.push(`${name}: a pager reads "${parts}"`);
    }
    for (const button of demo.querySelectorAll("button")) {
      const label = text(button);
      if (/^(Previous|Next|First|Last)( page)?$/.test(label) && !button.closest(".pager"))
        problems.push(`${name}: "${label}" outside the pager`);
      if (
        /ascending|descending/i.test(label) &&
        !/^(\w+: )?(↑ Ascending|↓ Descending)\b/.test(label)
      )
        problems.push(`${name}: a sort direction button reads "${label}"`);
    }
    // A facet count: "(12)" after its option's words, plain text, in a select as beside a box.
    const options = [
      ...demo.querySelectorAll('label:has(> input[type="checkbox"], > input[type="radio"])'),
      ...demo.querySelectorAll("select > option"),
    ];
    for (const option of options) {
      const words = text(option);
      if (option.querySelector(".badge, small, sup"))
        problems.push(`${name}: an option's count "${words}" is not plain text`);
      // An option whose words are its value ("Category 10") is a name without a count.
      else if (
        /\D\s\d[\d,]*$/.test(words) &&
        !(option.tagName === "OPTION" && words === option.value)
      )
        problems.push(`${name}: an option's count "${words}" is not in parentheses`);
    }
    // A field's label is a caption above its control; a fieldset's options are each one line.
    const fieldControl = 'select, textarea, input:not([type="checkbox"], [type="radio"])';
    for (const label of demo.querySelectorAll("label")) {
      const control = label.htmlFor
        ? document.getElementById(label.htmlFor)
        : label.querySelector(`:scope > :is(${fieldControl})`);
      if (!control?.matches(fieldControl) || !text(label)) continue;
      const caption = label.htmlFor ? label : document.createRange();
      if (!label.htmlFor) {
        const words = [...label.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim(),
        );
        if (!words) continue;
        caption.selectNodeContents(words);
      }
      const above =
        caption.getBoundingClientRect().bottom <= control.getBoundingClientRect().top + 1;
      if (!above) problems.push(`${name}: the label "${text(label)}" is not above its control`);
    }
    for (const label of demo.querySelectorAll(
      'fieldset > label:has(> input[type="checkbox"], > input[type="radio"])',
    )) {
      const style = getComputedStyle(label);
      if (style.display !== "inline-block" || style.whiteSpace !== "nowrap")
        problems.push(
          `${name}: the option "${text(label)}" is ${style.display}, ${style.whiteSpace}`,
        );
    }
    // A count (issue 38): "24 of 40 items" while every match is on screen, "Showing 6–10 of 24
    // items" while a part of them is (a page); the noun agrees with the number before it, and a
    // demo whose pager has several pages says which part it shows.
    let ranges = 0;
    for (const live of demo.querySelectorAll("[aria-live]")) {
      const line = text(live);
      if (/^\d/.test(line) && !/^[\d,]+ of [\d,]+ [a-z]/.test(line))
        problems.push(`${name}: a count reads "${line}"`);
      if (/\bShowing\b/.test(line) && !/\bShowing [\d,]+–[\d,]+ of [\d,]+ [a-z]/.test(line))
        problems.push(`${name}: a count reads "${line}"`);
      for (const phrase of line.match(/(Showing )?[\d,]+(–[\d,]+)? of [\d,]+( [a-z]+)?/g) ?? []) {
        const [, showing, first, last, of, noun] =
          /^(Showing )?([\d,]+)(?:–([\d,]+))? of ([\d,]+)(?: ([a-z]+))?$/.exec(phrase);
        const [a, b, n] = [first, last, of].map((value) => Number(value?.replaceAll(",", "")));
        if (last !== undefined) ranges++;
        const wrong =
          !noun ||
          Boolean(showing) !== (last !== undefined) ||
          (n === 1) === noun.endsWith("s") ||
          (last === undefined ? a > n : a > b || b - a + 1 >= n);
        if (wrong) problems.push(`${name}: a count reads "${line}"`);
      }
    }
    const pages = [...demo.querySelectorAll(".pager__status")].map((status) =>
      Number(/of ([\d,]+)$/.exec(text(status))?.[1].replaceAll(",", "")),
    );
    if (pages.some((lastPage) => lastPage > 1) && ranges === 0)
      problems.push(`${name}: a pager of several pages, but no "Showing a–b of n" count`);
    for (const badge of demo.querySelectorAll(".badge"))
      if (/badge--(info|success|warning)/.test(badge.className))
        problems.push(`${name}: a badge "${text(badge)}" is ${badge.className}`);
    const figure = demo.closest("figure");
    const source = figure?.querySelector(":scope > details");
    if (demo.parentElement !== figure || figure.firstElementChild !== demo)
      problems.push(`${name}: the demo is not the first thing of its figure`);
    const summary = text(source?.querySelector("summary"));
    if (!source || !(source.open ? /^Source of / : /^Show the source of /).test(summary))
      problems.push(`${name}: the source is not in a disclosure that says what it holds`);
    else if (source.open && !tutorial)
      problems.push(`${name}: the source starts open outside the tutorial`);
    else if (figure.querySelector(':scope > :not(details, [role="region"]) pre'))
      problems.push(`${name}: code outside the disclosure`);
  }
  return problems;
}

test("every demo on every route: one pager, one count wording, one sort label form, one badge, one facet count form, one label layout, its source folded below it", async (site) => {
  const page = await site.newPage();
  const found = [];
  let pagers = 0;
  for (const route of allRoutes) {
    await site.visit(page, route.path);
    const tutorial = route.path.includes("/getting-started/");
    found.push(
      ...(await page.evaluate(demoProblems, tutorial)).map((problem) => `${route.path} ${problem}`),
    );
    pagers += await page.locator('main [role="region"] .pager').count();
  }
  assert.deepEqual(found, []);
  assert.ok(pagers >= 8, `the pagers were found (${pagers})`);
  assert.deepEqual(page.problems, []);
});

test("at 1280 × 800 the quick start fits one screen: the install line, its essential code (the full source closed under the demo) and the start of the result", async (site) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await site.visit(page, "/finder/getting-started/#install");
  const figure = page.locator('figure:has([aria-label="Live demo: QuickStart.tsx"])');
  const source = figure.locator(":scope > details");
  assert.equal(
    await source.evaluate((details) => details.open),
    false,
    "the full source is closed",
  );
  assert.equal(
    (await source.locator("summary").textContent()).trim(),
    "Show the source of QuickStart.tsx",
  );
  const install = page.locator("#install");
  await install.evaluate((heading) => heading.scrollIntoView());
  const navbar = await page
    .locator(".navbar")
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  const box = async (locator) => locator.evaluate((element) => element.getBoundingClientRect());
  const top = (await box(install)).top;
  assert.ok(top >= navbar - 1, `the install heading (${top}) is below the navbar (${navbar})`);
  const command = await box(page.locator("pre").filter({ hasText: "npm install @finderjs/react" }));
  const excerpt = page
    .locator("pre")
    .filter({ hasText: "<Finder items={gearShop}" })
    .filter({ hasNotText: "import" });
  const code = await box(excerpt);
  const firstItem = await box(figure.getByRole("listitem").first());
  for (const [what, rect] of [
    ["the install line", command],
    ["the essential code", code],
    ["the demo's first result", firstItem],
  ])
    assert.ok(rect.top >= top && rect.bottom <= 800, `${what} from ${rect.top} to ${rect.bottom}`);
  assert.ok(
    await page.getByText("const rules = finderRuleset<GearItem>([").first().isVisible(),
    "the rules are in the code shown",
  );
  assert.deepEqual(page.problems, []);
});

/** The top of each of the pager's three parts, in px. */
const pagerTops = (pager) =>
  pager.evaluate((element) =>
    [...element.children].slice(0, 3).map((child) => Math.round(child.getBoundingClientRect().top)),
  );

for (const [path, name] of [
  ["/finder/getting-started/pagination/", "ApartmentPager.tsx"],
  ["/finder/examples/", "Inventory.tsx"],
  ["/finder/api/pagination-api/", "PagerDemo.tsx"],
]) {
  test(`at 390 px the pager of ${name} keeps Previous, "Page x of y" and Next on one line`, async (site) => {
    const page = await site.newPage({ viewport: { width: 390, height: 800 } });
    await site.visit(page, path);
    const pager = page.locator(`[aria-label="Live demo: ${name}"] .pager`).first();
    await pager.scrollIntoViewIfNeeded();
    const [previous, status, next] = await pagerTops(pager);
    assert.ok(Math.abs(previous - next) <= 4, `Previous at ${previous}, Next at ${next}`);
    assert.ok(Math.abs(previous - status) <= 8, `status at ${status}`);
    assert.deepEqual(page.problems, []);
  });
}

test("at 390 px a demo's wide table scrolls in a labelled, focusable box that shows a cue at its hidden edge", async (site) => {
  const page = await site.newPage({ viewport: { width: 390, height: 800 } });
  await site.visit(page, "/finder/examples/");
  const box = page.locator('[aria-label="Live demo: Inventory.tsx"] .table-scroll').last();
  await box.scrollIntoViewIfNeeded();
  const state = await box.evaluate((element) => ({
    overflows: element.scrollWidth > element.clientWidth + 1,
    tabIndex: element.tabIndex,
    role: element.getAttribute("role"),
    label: element.getAttribute("aria-label"),
    background: getComputedStyle(element).backgroundImage,
    attachment: getComputedStyle(element).backgroundAttachment,
  }));
  assert.ok(state.overflows, "the table is wider than a phone");
  assert.equal(state.tabIndex, 0);
  assert.equal(state.role, "region");
  assert.ok(state.label);
  assert.equal((state.background.match(/gradient/g) ?? []).length, 4, state.background);
  assert.equal(state.attachment, "local, local, scroll, scroll");
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((element) => element.scrollLeft > 0, await box.elementHandle());
  assert.deepEqual(await site.axeViolations(page), [], "axe in light mode at 390 px");
  // At phone width the colour toggle sits in the closed menu: the stored choice instead.
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await site.visit(page, "/finder/examples/");
  assert.equal(await currentTheme(page), "dark");
  await page
    .locator('[aria-label="Live demo: Inventory.tsx"] .table-scroll')
    .last()
    .scrollIntoViewIfNeeded();
  assert.deepEqual(await site.axeViolations(page), [], "axe in dark mode at 390 px");
  assert.deepEqual(page.problems, []);
});

test("a table that fits shows no scroll shadow: its covers are opaque in both modes", async (site) => {
  const page = await site.newPage();
  await site.visit(page, "/finder/api/search-api/");
  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await site.visit(page, "/finder/api/search-api/");
    assert.equal(await currentTheme(page), theme);
    const cover = await page
      .locator("main .table-scroll")
      .first()
      .evaluate((element) => ({
        fits: element.scrollWidth <= element.clientWidth + 1,
        image: getComputedStyle(element).backgroundImage,
      }));
    assert.ok(cover.fits, "the first table fits at 1280 px");
    const first = /linear-gradient\(to right, (rgba?\([^)]*\))/.exec(cover.image)?.[1] ?? "";
    assert.match(first, /^rgb\(/, `${theme}: the cover is ${first}`);
  }
  assert.deepEqual(page.problems, []);
});

test("at 1280 px a pager beside a page-size field sits on the field's middle, and a loose checkbox after a fieldset on its row of options", async (site) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await site.visit(page, "/finder/examples/");
  const middle = (locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, middle: (box.top + box.bottom) / 2 };
    });
  const inventory = page.locator('[aria-label="Live demo: Inventory.tsx"]');
  const pager = inventory.locator(".pager");
  await pager.scrollIntoViewIfNeeded();
  const field = await middle(inventory.getByRole("combobox", { name: "Rows per page" }));
  for (const part of [
    pager.getByRole("button", { name: "Previous" }),
    pager.locator(".pager__status"),
    pager.getByRole("button", { name: "Next" }),
  ]) {
    const { middle: at } = await middle(part);
    assert.ok(
      Math.abs(at - field.middle) <= 1,
      `a pager part at ${at}, the field at ${field.middle}`,
    );
  }
  const apartments = page.locator('[aria-label="Live demo: ApartmentSavedSearches.tsx"]');
  const option = await middle(apartments.getByRole("checkbox", { name: "Studio" }));
  const loose = await middle(apartments.getByRole("checkbox", { name: "Pets allowed" }));
  assert.ok(
    Math.abs(option.middle - loose.middle) <= 1,
    `Pets allowed at ${loose.middle}, the bedroom options at ${option.middle}`,
  );
  assert.deepEqual(page.problems, []);
});
