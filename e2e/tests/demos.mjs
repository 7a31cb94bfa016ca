// The first live demo of the home page, of every Getting started page and of the examples page,
// used the way a reader uses it (typing, ticking, choosing a sort, paging), with the result checked.
// A demo may hydrate late (when it scrolls into view), so each test scrolls to it and waits until
// React has taken over its controls before touching them; every later wait is for a condition.
import assert from "node:assert/strict";
import { test } from "../harness.mjs";

const demoSelector = 'main [role="region"][aria-label^="Live demo: "]';

/** Opens `path`, scrolls its first demo into view and waits until React owns its controls. */
async function openDemo(site, path, title) {
  const page = await site.newPage();
  await site.visit(page, path);
  // The page's first demo, or the one whose source file is `title`.
  const demo = page
    .locator(title === undefined ? demoSelector : `[aria-label="Live demo: ${title}"]`)
    .first();
  // A demo folded into a <details> is opened the way a reader does.
  const closed = demo.locator("xpath=ancestor::details[not(@open)]/summary");
  if ((await closed.count()) > 0) await closed.first().click();
  await demo.waitFor({ state: "visible" });
  await demo.scrollIntoViewIfNeeded();
  await demo.hover();
  const handle = await demo.elementHandle();
  // React marks each element it has hydrated with an own "__reactProps$…" property.
  await page.waitForFunction((element) => {
    const controls = element.querySelectorAll("input, select, button");
    return (
      controls.length > 0 &&
      [...controls].every((control) =>
        Object.keys(control).some((key) => key.startsWith("__reactProps$")),
      )
    );
  }, handle);
  return { page, demo };
}

/** Waits until an element of `demo` shows exactly `text`. */
const shows = (demo, text) => demo.getByText(text, { exact: true }).first().waitFor();

const texts = async (locator) =>
  (await locator.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());

/** Sets a range input the way dragging it does (Playwright cannot fill a range). */
const slide = (locator, value) =>
  locator.evaluate((input, next) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    setter.call(input, next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);

const finish = (page) => assert.deepEqual(page.problems, []);

test("home page demo: searching 'cafe' finds and highlights Café, and Show more adds 12 cards", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/");
  const cards = demo.getByRole("list", { name: "Gear" }).getByRole("listitem");
  await shows(demo, "40 of 40 items");
  assert.equal(await cards.count(), 12);
  await demo.getByRole("searchbox", { name: "Search gear" }).fill("cafe");
  await shows(demo, "1 of 40 items");
  assert.equal(
    await demo.getByRole("list", { name: "Gear" }).locator("mark").textContent(),
    "Café",
  );
  await demo.getByRole("searchbox", { name: "Search gear" }).fill("");
  await shows(demo, "40 of 40 items");
  await demo.getByRole("button", { name: "Show more (12 of 40 shown)" }).click();
  await page.waitForFunction(
    (list) => list.querySelectorAll(":scope > li").length === 24,
    await demo.getByRole("list", { name: "Gear" }).elementHandle(),
  );
  finish(page);
});

test("home page demo: a category that would match nothing cannot be ticked", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/");
  await demo.getByRole("searchbox", { name: "Search gear" }).fill("cafe");
  await shows(demo, "1 of 40 items");
  const categories = demo.getByRole("group", { name: "Category" }).getByRole("checkbox");
  const states = await categories.evaluateAll((boxes) =>
    boxes.map((box) => ({ label: box.labels[0].textContent, disabled: box.disabled })),
  );
  assert.ok(
    states.some((state) => state.label.endsWith("(0)")),
    JSON.stringify(states),
  );
  for (const { label, disabled } of states)
    assert.equal(disabled, label.endsWith("(0)"), `${label} is ${disabled ? "" : "not "}disabled`);
  finish(page);
});

test("Getting started demo: typing 'trail lamp' lists both trail lamps first", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/");
  const items = demo.getByRole("list", { name: "Gear" }).getByRole("listitem");
  await demo.getByRole("searchbox", { name: "Search" }).fill("trail lamp");
  await items.first().filter({ hasText: "Trail Lamp 2" }).waitFor();
  assert.deepEqual((await texts(items)).slice(0, 2), ["Trail Lamp 2", "Trail Lamp 10"]);
  finish(page);
});

// Basic usage's index links to this demo rather than showing it a second time (issue 31, item 5).
for (const path of ["/finder/getting-started/basic-usage/result/"]) {
  test(`${path} demo: the initials 'hbr' find Harbour Bay Residence`, async (site) => {
    const { page, demo } = await openDemo(site, path);
    await demo.getByRole("searchbox", { name: "Search" }).fill("hbr");
    await shows(demo, "7 of 24 apartments");
    const titles = await texts(
      demo.getByRole("list", { name: "Apartments" }).getByRole("listitem").locator("strong"),
    );
    assert.ok(titles.includes("Harbour Bay Residence"), titles.join(", "));
    finish(page);
  });
}

test("Search demo: 'towpath' matches two apartments by their street", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/basic-usage/search/");
  await demo.getByRole("searchbox", { name: "Search apartments" }).fill("towpath");
  await shows(demo, "2 of 24 apartments");
  const titles = await texts(
    demo.getByRole("list", { name: "Apartments" }).getByRole("listitem").locator("strong"),
  );
  assert.deepEqual(titles, ["Riverside Terrace", "Kingfisher Flat"]);
  finish(page);
});

test("Filters demo: ticking Pets allowed leaves 15 and recounts the neighbourhoods", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/basic-usage/filters/");
  await shows(demo, "24 of 24 apartments");
  await demo.getByRole("checkbox", { name: "Pets allowed" }).check();
  await shows(demo, "15 of 24 apartments");
  const options = await texts(
    demo.getByRole("combobox", { name: "Neighbourhood" }).locator("option"),
  );
  assert.deepEqual(options, [
    "Any",
    "Harbour (5)",
    "Old Town (2)",
    "Riverside (4)",
    "Hillcrest (4)",
  ]);
  await demo.getByRole("checkbox", { name: "Pets allowed" }).uncheck();
  await shows(demo, "24 of 24 apartments");
  finish(page);
});

test("Sort-by demo: flipping the direction puts the dearest first", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/basic-usage/sort-by/");
  const rent = demo.getByRole("columnheader", { name: "Rent" });
  assert.equal(await rent.getAttribute("aria-sort"), "ascending");
  await demo.getByRole("button", { name: "↑ Ascending" }).click();
  await demo.locator('[aria-sort="descending"]').waitFor();
  const firstCell = demo.getByRole("table", { name: "Apartments" }).locator("tbody tr td").first();
  assert.equal((await firstCell.textContent()).trim(), "Hilltop Penthouse");
  finish(page);
});

test("Display-matches demo: Simulate loading shows only the loading slot", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/basic-usage/component/");
  assert.equal(await demo.getByRole("list", { name: "Apartments" }).locator("li").count(), 24);
  await demo.getByRole("checkbox", { name: "Simulate loading" }).check();
  await shows(demo, "Loading apartments…");
  assert.equal(await demo.getByRole("list", { name: "Apartments" }).count(), 0);
  assert.equal(await demo.getByRole("searchbox", { name: "Search" }).isDisabled(), true);
  finish(page);
});

test("Controls demo: a checkbox, a select, an option and a sort drive one list", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/basic-usage/controls/");
  await shows(demo, "24 of 24 apartments");
  await demo.getByRole("checkbox", { name: "Pets allowed" }).check();
  await shows(demo, "15 of 24 apartments");
  await demo.getByRole("combobox", { name: "Neighbourhood" }).selectOption("Riverside");
  await shows(demo, "4 of 24 apartments");
  await demo.getByRole("checkbox", { name: "1 bedroom (1)" }).check();
  await shows(demo, "1 of 24 apartments");
  await demo.getByRole("combobox", { name: "Sort by" }).selectOption("availableFrom");
  const first = demo.getByRole("list", { name: "Apartments" }).getByRole("listitem").first();
  assert.match(await first.textContent(), /^Boathouse Loft/);
  finish(page);
});

test("Context demo: switching to euros relabels prices and keeps the chosen band", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/context/");
  await demo.getByRole("radio", { name: "EUR" }).check();
  await demo.getByRole("radio", { name: "€135.00 and more (10)" }).waitFor();
  assert.equal(await demo.getByRole("radio", { name: "€135.00 and more (10)" }).isChecked(), true);
  const first = demo.getByRole("list", { name: "Gear" }).getByRole("listitem").first();
  assert.equal((await first.textContent()).trim(), "Fastpack 28: €143.10");
  finish(page);
});

test("Context-aware rules demo: moving the budget to $50 regroups the shop", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/context/context-rules/");
  await shows(demo, "Within budget (30)");
  await slide(demo.getByRole("slider", { name: "Budget" }), "50");
  await shows(demo, "Within budget (15)");
  assert.deepEqual(await texts(demo.getByRole("heading", { level: 3 })), [
    "Within budget (15)",
    "Over budget (25)",
  ]);
  finish(page);
});

test("Injecting UI state demo: filter to closed issues and select all matching", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/context/injecting-state/");
  await demo.getByRole("combobox", { name: "Status" }).selectOption("closed");
  await demo.getByRole("button", { name: "Select all matching" }).click();
  await shows(demo, "3 of 12 issues · 3 selected");
  finish(page);
});

test("Pagination demo: Next shows apartments 6–10 and marks page 2", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/pagination/");
  await shows(demo, "Showing 1–5 of 24 apartments");
  await demo.getByRole("button", { name: "Next" }).click();
  await shows(demo, "Showing 6–10 of 24 apartments");
  assert.equal(
    await demo.getByRole("button", { name: "Page 2" }).getAttribute("aria-current"),
    "page",
  );
  finish(page);
});

test("Effects demo: Mine and Unassigned switch each other off", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/effects/");
  const mine = demo.getByRole("switch", { name: "Mine" });
  const unassigned = demo.getByRole("switch", { name: "Unassigned" });
  await mine.click();
  await shows(demo, "4 of 12 issues");
  await unassigned.click();
  await page.waitForFunction(
    (element) => element.getAttribute("aria-checked") === "false" || element.checked === false,
    await mine.elementHandle(),
  );
  assert.equal(await unassigned.isChecked(), true);
  finish(page);
});

test("Testing demo: Pets allowed recounts the neighbourhood options", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/getting-started/testing/");
  await shows(demo, "24 of 24 apartments");
  await demo.getByRole("radio", { name: "Harbour (7)" }).waitFor();
  await demo.getByRole("button", { name: /^Pets allowed/ }).click();
  await demo.getByRole("radio", { name: "Harbour (5)" }).waitFor();
  finish(page);
});

test("Examples page demo: search 'cafe', see it highlighted, remove the chip", async (site) => {
  const { page, demo } = await openDemo(site, "/finder/examples/");
  await shows(demo, "40 of 40 products");
  await demo.getByRole("searchbox", { name: /Search products/ }).fill("cafe");
  await demo.locator("mark", { hasText: "Café" }).first().waitFor();
  await demo.getByRole("button", { name: "Remove “cafe”" }).click();
  await shows(demo, "40 of 40 products");
  finish(page);
});

test("demos share one look in both modes: form controls at text size, soft highlights and greys in dark mode", async (site) => {
  const { page, demo } = await openDemo(
    site,
    "/finder/rules/search-rule/",
    "SearchRankingDemo.tsx",
  );
  await demo.getByRole("textbox").or(demo.getByRole("searchbox")).first().fill("trail");
  await demo.locator("mark").first().waitFor();
  const looks = () =>
    demo.evaluate((element) => {
      const style = (selector) => getComputedStyle(element.querySelector(selector));
      const text = parseFloat(getComputedStyle(element).fontSize);
      return {
        inputRatio: parseFloat(style("input:not([type=radio])").fontSize) / text,
        fieldsetRadius: style("fieldset").borderTopLeftRadius,
        mark: style("mark").backgroundColor,
        badge: style(".badge--secondary").backgroundColor,
      };
    });
  /** Relative luminance of an rgb() colour, 0 (black) to 1 (white). */
  const luminance = (colour) => {
    const [r, g, b] = colour
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const light = await looks();
  assert.ok(light.inputRatio > 0.9, `inputs at ${light.inputRatio} of the text size`);
  assert.notEqual(light.fieldsetRadius, "0px", "fieldsets have the site's rounded corners");
  assert.ok(luminance(light.mark) > 0.6, `a light highlight in light mode (${light.mark})`);
  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
  const dark = await looks();
  assert.ok(luminance(dark.mark) < 0.15, `no bright highlight in dark mode (${dark.mark})`);
  assert.ok(luminance(dark.badge) < 0.15, `no white badge in dark mode (${dark.badge})`);
  assert.deepEqual(await site.axeViolations(page), [], "axe in dark mode");
  finish(page);
});
