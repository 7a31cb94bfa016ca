// Every example's source can be edited in place (src/components/Example/editing): Edit loads the
// editor and the transform on demand, the demo re-runs the reader's code as they type, errors show
// with their line while the last working version stays, Reset goes back, and an edit survives
// leaving the page and coming back in the same tab.
import assert from "node:assert/strict";
import { mkdir, readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { allRoutes, basePath } from "../routes.mjs";
import { test } from "../harness.mjs";
import { setColourMode } from "./helpers.mjs";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/** A shared link's code as src/components/Example/editing/share.ts writes it (zlib's DEFLATE). */
const encodeSharedCode = (code) => `1${deflateRawSync(code, { level: 9 }).toString("base64url")}`;
/** The fragment of a shared link to the home page's demo with `code`. */
const sharedFragment = (code) =>
  new URLSearchParams({ edit: "home/GearShopFinder", code: encodeSharedCode(code) }).toString();

const title = "GearShopFinder.tsx";
const editButton = (page) => page.getByRole("button", { name: `Edit ${title}` });
const example = (page) =>
  page.locator("figure").filter({ has: page.getByRole("region", { name: `Live demo: ${title}` }) });
const demo = (page) => page.getByRole("region", { name: `Live demo: ${title}` });
const editor = (page) => page.getByRole("textbox", { name: new RegExp(`^${title}`) });
const resetButton = (page) => example(page).getByRole("button", { name: "Reset" });

/** Waits until the edited demo has run the newest code, or shows an error for it. */
const settled = (page, state) =>
  page.waitForSelector(`[data-edited-demo="${state}"]`, { timeout: 15_000 });

/**
 * Opens the home page, presses Edit with the keyboard and waits for the reader's copy to run.
 * Returns the page, the original source and the scripts that loaded after the press.
 */
async function openEditor(site, { viewport } = {}) {
  const page = await site.newPage({ viewport });
  await site.visit(page, basePath);
  await page.waitForLoadState("networkidle");
  const scripts = [];
  const responses = [];
  page.on("response", (response) => {
    responses.push(response);
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  await editButton(page).focus();
  const pressed = performance.now();
  await page.keyboard.press("Enter");
  await settled(page, "running");
  const startMs = Math.round(performance.now() - pressed);
  const original = await editor(page).inputValue();
  return { page, original, scripts, responses, startMs, pressed };
}

/** Replaces the editor's whole text, as pasting over a selection does. */
const replaceCode = (page, code) => editor(page).fill(code);

test("editable: Edit opens the home page demo's source and the demo runs the reader's change", async (site) => {
  const { page, original, scripts, startMs } = await openEditor(site);
  // Pressed with the keyboard, the focus lands in the editor, which holds the demo's own file.
  assert.equal(await editor(page).evaluate((area) => area === document.activeElement), true);
  assert.match(original, /export default function GearShopFinder\(\)/);
  const bodies = await Promise.all(scripts.map((response) => response.body()));
  const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
  console.log(
    `    Edit → running demo: ${startMs} ms; scripts loaded on Edit: ${scripts.length}, ${gzipKb.toFixed(1)} KB gzip`,
  );

  await demo(page).getByRole("checkbox", { name: "In stock only" }).waitFor();
  await replaceCode(page, original.replaceAll("In stock only", "Only what ships today"));
  await demo(page).getByRole("checkbox", { name: "Only what ships today" }).waitFor();
  // The changed rule is the real thing: ticking it filters the real data.
  await demo(page).getByRole("checkbox", { name: "Only what ships today" }).check();
  await demo(page)
    .getByText(/of 40 items/)
    .first()
    .waitFor();
  assert.doesNotMatch(await demo(page).innerText(), /40 of 40 items/);

  // Escape, then Tab, leaves the editor (Tab alone indents).
  await editor(page).focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  assert.equal(await editor(page).evaluate((area) => area === document.activeElement), false);

  await resetButton(page).click();
  await demo(page).getByRole("checkbox", { name: "In stock only" }).waitFor();
  assert.equal(await editor(page).count(), 0, "Reset closes the editor");
  assert.equal(
    await editButton(page).evaluate((button) => button === document.activeElement),
    true,
  );
  assert.deepEqual(page.problems, []);
});

test("editable: a small component of the reader's own replaces the demo", async (site) => {
  const { page } = await openEditor(site);
  await replaceCode(
    page,
    [
      'import { useState } from "react";',
      'import { useFinder } from "@finderjs/react";',
      "",
      "export default function Mine() {",
      "  const [clicks, setClicks] = useState(0);",
      "  return (",
      '    <button type="button" onClick={() => setClicks(clicks + 1)}>',
      "      Clicked {clicks} times, {typeof useFinder}",
      "    </button>",
      "  );",
      "}",
    ].join("\n"),
  );
  const button = demo(page).getByRole("button", { name: /^Clicked 0 times, function/ });
  await button.waitFor();
  await button.click();
  await demo(page)
    .getByRole("button", { name: /^Clicked 1 times/ })
    .waitFor();
  assert.equal(await demo(page).getByRole("searchbox").count(), 0, "the shop is gone");
  assert.deepEqual(page.problems, []);
});

test("editable: a syntax error shows its line while the last working demo stays", async (site) => {
  const { page, original } = await openEditor(site);
  const lines = original.split("\n");
  const line = lines.findIndex((text) => text.startsWith("const pageSize = 12;")) + 1;
  assert.ok(line > 0);
  lines[line - 1] = "const pageSize = ;";
  await replaceCode(page, lines.join("\n"));
  await settled(page, "error");
  const message = demo(page).locator(".alert--danger");
  assert.match(await message.innerText(), new RegExp(`SyntaxError on line ${line}\\b`));
  assert.match(await message.innerText(), /const pageSize = ;/);
  // The last version that ran is still there and still works.
  await demo(page).getByRole("searchbox", { name: "Search gear" }).fill("cafe");
  await demo(page).getByText("1 of 40 items", { exact: true }).waitFor();
  // "Show line" selects the line in the editor.
  await message.getByRole("button", { name: `Show line ${line} in the editor` }).click();
  const selected = await editor(page).evaluate((area) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );
  assert.equal(selected, "const pageSize = ;");

  await replaceCode(page, original.replace("const pageSize = 12;", "const pageSize = 4;"));
  await settled(page, "running");
  assert.equal(await demo(page).locator(".alert--danger").count(), 0);
  await demo(page).getByRole("list", { name: "Gear" }).waitFor();
  assert.equal(
    await demo(page).getByRole("list", { name: "Gear" }).getByRole("listitem").count(),
    4,
  );
  assert.deepEqual(page.problems, []);
});

test("editable: a component that throws is caught and named with its line; other imports are refused", async (site) => {
  const { page, original } = await openEditor(site);
  const lines = original.split("\n");
  const line =
    lines.findIndex((text) => text.startsWith("export default function GearShopFinder")) + 2;
  lines.splice(line - 1, 0, '  if (gearShop.length > 0) throw new Error("no gear today");');
  await replaceCode(page, lines.join("\n"));
  await settled(page, "error");
  const message = demo(page).locator(".alert--danger");
  assert.match(
    await message.innerText(),
    new RegExp(`Error on line ${line}\\b.*no gear today`, "s"),
  );
  // What the version before it showed is still on show, frozen.
  await demo(page).locator('[data-frozen-demo] input[type="search"]').waitFor();

  await replaceCode(page, `import chunk from "lodash/chunk";\nchunk;\n${original}`);
  await message.getByText(/cannot be imported/).waitFor();
  assert.match(
    await message.innerText(),
    /Import on line 1: "lodash\/chunk" cannot be imported in an edited example\. It can import @finderjs\/core, @finderjs\/react, react, .*"\.\.\/data\/gearShop"/s,
  );
  // React reports the caught error on the console; nothing else may go wrong.
  assert.deepEqual(
    page.problems.filter((problem) => !problem.includes("no gear today")),
    [],
  );
});

test("editable: an edit survives leaving the page and coming back in the same tab", async (site) => {
  const { page, original } = await openEditor(site);
  await replaceCode(page, original.replaceAll("In stock only", "Kept in this tab"));
  await demo(page).getByRole("checkbox", { name: "Kept in this tab" }).waitFor();
  await page.waitForTimeout(100);

  // Away by a link (client-side navigation) and back with the browser's Back button.
  await page.getByRole("link", { name: "Getting started", exact: true }).first().click();
  await page.waitForURL(/getting-started\/$/);
  await page.goBack();
  await demo(page).getByRole("checkbox", { name: "Kept in this tab" }).waitFor();
  assert.match(await editor(page).inputValue(), /Kept in this tab/);

  // A fresh load of the page in the same tab.
  await site.visit(page, basePath);
  await demo(page).getByRole("checkbox", { name: "Kept in this tab" }).waitFor();

  await resetButton(page).click();
  await site.visit(page, basePath);
  await page.waitForLoadState("networkidle");
  assert.equal(await editor(page).count(), 0, "after Reset the page opens as it was");
  await demo(page).getByRole("checkbox", { name: "In stock only" }).waitFor();
  assert.deepEqual(page.problems, []);
});

test("editable: every example on every route has an Edit button", async (site) => {
  const page = await site.newPage();
  const devtools = await site.context.newCDPSession(page);
  // The buttons are in the server's HTML: no script needs to run to count them.
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  let examples = 0;
  for (const { path } of allRoutes) {
    await page.goto(site.origin + path);
    const figures = await page.locator("main figure").evaluateAll((all) =>
      all
        .filter((figure) => figure.querySelector('[aria-label^="Live demo: "]'))
        .map((figure) => ({
          title: figure.querySelector('[aria-label^="Live demo: "]').getAttribute("aria-label"),
          edit: figure.querySelector('button[aria-label^="Edit "]')?.getAttribute("aria-label"),
        })),
    );
    for (const { title: label, edit } of figures) {
      assert.equal(edit, label.replace("Live demo: ", "Edit "), `${path}: ${label}`);
    }
    examples += figures.length;
  }
  assert.ok(examples >= 40, `only ${examples} examples found`);
  assert.deepEqual(page.problems, []);
});

test("editable: the editor and its error are axe-clean in both colour modes and fit 390 px", async (site) => {
  const { page, original } = await openEditor(site);
  await mkdir("test-results", { recursive: true });
  const broken = original.replace("const pageSize = 12;", "const pageSize = ;");
  for (const mode of ["light", "dark"]) {
    // The colour toggle is in the navbar at this width (in the menu on a phone).
    await page.setViewportSize({ width: 1280, height: 900 });
    await setColourMode(page, mode);
    await replaceCode(page, original);
    await settled(page, "running");
    // The highlighted copy under the textarea has the mode's code colours (vsLight, vsDark).
    const keywordColour = await example(page)
      .locator(".token.keyword")
      .first()
      .evaluate((token) => getComputedStyle(token).color);
    assert.equal(keywordColour, mode === "light" ? "rgb(0, 0, 255)" : "rgb(86, 156, 214)");
    await example(page).screenshot({ path: `test-results/editable-desktop-${mode}.png` });
    await replaceCode(page, broken);
    await settled(page, "error");
    await example(page).screenshot({ path: `test-results/editable-desktop-${mode}-error.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    assert.deepEqual(await site.axeViolations(page), [], `${mode}, with an error`);
    await demo(page).screenshot({ path: `test-results/editable-390-${mode}-error.png` });
    await replaceCode(page, original);
    await settled(page, "running");
    assert.deepEqual(await site.axeViolations(page), [], `${mode}, editing`);
    await example(page).screenshot({ path: `test-results/editable-390-${mode}.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, "nothing runs off the side of a phone");
    // A long demo scrolls inside the editor instead of making the page thousands of pixels tall.
    const editorHeight = await page.evaluate(
      () =>
        document.querySelector("textarea")?.closest("div[class*='scroller']")?.clientHeight ?? -1,
    );
    assert.ok(
      editorHeight > 0 && editorHeight <= 0.7 * 844 + 1,
      `the editor's box is at most 70% of the phone's height (${editorHeight} px)`,
    );
  }
  assert.deepEqual(page.problems, []);
});

/** The line (from 1) of the first line of `code` that contains `text`. */
const lineOf = (code, text) => code.split("\n").findIndex((line) => line.includes(text)) + 1;

/** A small demo of the reader's own: a counter whose click handler and render run `extra`. */
const counter = ({ inRender = "", inClick = "" } = {}) =>
  [
    'import { useState } from "react";',
    "",
    "export default function Counter() {",
    "  const [clicks, setClicks] = useState(0);",
    `  ${inRender}`,
    "  return (",
    "    <p>",
    '      <button type="button" onClick={() => {',
    "        setClicks(clicks + 1);",
    `        ${inClick}`,
    "      }}>",
    "        Clicked {clicks} times",
    "      </button>",
    "    </p>",
    "  );",
    "}",
  ].join("\n");

/** Checks that the page answers a click at once: the demo's counter goes up within `ms`. */
async function answersClick(page, from, ms = 500) {
  const started = performance.now();
  await demo(page)
    .getByRole("button", { name: `Clicked ${from} times` })
    .click({ timeout: ms });
  await demo(page)
    .getByRole("button", { name: `Clicked ${from + 1} times` })
    .waitFor({ timeout: ms });
  return Math.round(performance.now() - started);
}

test("editable: code and demo side by side at 1280 px, stacked at 390 px, with line numbers", async (site) => {
  const { page, original } = await openEditor(site, { viewport: { width: 1280, height: 900 } });
  const boxOf = (locator) => locator.boundingBox();
  const demoBox = await boxOf(demo(page));
  const editorBox = await boxOf(
    editor(page).locator("xpath=ancestor::div[contains(@class, 'editorBox')]"),
  );
  assert.ok(demoBox.x + demoBox.width <= editorBox.x + 1, "the demo is left of the editor");
  assert.ok(Math.abs(demoBox.y - editorBox.y) < 2, "the two panes start at one height");
  assert.ok(editorBox.width >= 420, `the editor is ${editorBox.width} px wide`);
  assert.ok(editorBox.height <= 900, "the editor's pane fits the window");
  // The editor scrolls on its own: the page and the demo stay where they are.
  const scrolled = await page.evaluate(() => {
    const scroller = document.querySelector("textarea").closest("div[class*='scroller']");
    const pageY = window.scrollY;
    scroller.scrollTop = scroller.scrollHeight;
    const demoBox = document.querySelector("[data-edited-demo]");
    return {
      editor: scroller.scrollTop,
      page: window.scrollY - pageY,
      demo: demoBox.scrollTop,
    };
  });
  assert.ok(scrolled.editor > 0, "the editor's text is longer than its pane and scrolls");
  assert.equal(scrolled.page, 0);
  assert.equal(scrolled.demo, 0);
  // One number per line of the code, drawn beside the line.
  const numbers = await example(page)
    .locator("[data-line]")
    .evaluateAll((lines) => lines.map((line) => getComputedStyle(line, "::before").content));
  assert.equal(numbers.length, original.split("\n").length);
  assert.deepEqual(numbers.slice(0, 3), ['"1"', '"2"', '"3"']);
  await mkdir("test-results", { recursive: true });
  for (const mode of ["light", "dark"]) {
    await setColourMode(page, mode);
    await page.evaluate(() => window.scrollTo(0, 0));
    await example(page).scrollIntoViewIfNeeded();
    assert.deepEqual(await site.axeViolations(page), [], `${mode}, side by side`);
    await page.screenshot({ path: `test-results/editable-1280-${mode}-side-by-side.png` });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const phoneDemo = await boxOf(demo(page));
  const phoneEditor = await boxOf(
    editor(page).locator("xpath=ancestor::div[contains(@class, 'editorBox')]"),
  );
  assert.ok(phoneDemo.y + phoneDemo.height <= phoneEditor.y, "on a phone the editor is below");
  assert.deepEqual(page.problems, []);
});

test("editable: after an error in render or in a handler, the last working render stays", async (site) => {
  const { page } = await openEditor(site);
  // An error in a click handler: the demo stays live, with the message above it.
  const inClick = 'if (clicks === 1) throw new Error("handler says no");';
  const handlerCode = counter({ inClick });
  await replaceCode(page, handlerCode);
  await settled(page, "running");
  await answersClick(page, 0, 5000);
  // The handler counts the click, then throws.
  await demo(page).getByRole("button", { name: "Clicked 1 times" }).click();
  await settled(page, "error");
  const message = demo(page).locator(".alert--danger");
  assert.match(
    await message.innerText(),
    new RegExp(`Error on line ${lineOf(handlerCode, "handler says no")}\\b.*handler says no`, "s"),
  );
  assert.equal(await demo(page).locator("[data-frozen-demo]").count(), 0, "still live");
  await answersClick(page, 2, 5000);

  // An error while rendering, after two clicks: the demo's last render stays, frozen.
  const inRender = 'if (clicks === 2) throw new Error("two is too many");';
  const renderCode = counter({ inRender });
  await replaceCode(page, renderCode);
  await settled(page, "running");
  await answersClick(page, 0, 5000);
  await demo(page).getByRole("button", { name: "Clicked 1 times" }).click();
  await settled(page, "error");
  assert.match(
    await message.innerText(),
    new RegExp(`Error on line ${lineOf(renderCode, "two is too many")}\\b`),
  );
  const frozen = demo(page).locator("[data-frozen-demo]");
  assert.equal(await frozen.innerText(), "Clicked 1 times");
  assert.equal(await frozen.evaluate((box) => box.inert), true);
  assert.match(
    // The editor's own status, not the Share or StackBlitz ones beside it.
    await example(page)
      .locator('[role="status"]:not([data-stackblitz-status]):not([data-share-status])')
      .first()
      .innerText(),
    /paused until your code runs again/,
  );

  // An error while the module loads: the version before it stays, live.
  await replaceCode(page, counter());
  await settled(page, "running");
  await replaceCode(page, `throw new Error("not today");\n${counter()}`);
  await settled(page, "error");
  assert.match(await message.innerText(), /Error on line 1\b.*not today/s);
  await answersClick(page, 0, 5000);
  assert.deepEqual(
    page.problems.filter((problem) => !/handler says no|two is too many/.test(problem)),
    [],
  );
});

test("editable: an endless loop is stopped with its line, the demo stays, the page answers and the edit is kept", async (site) => {
  const { page } = await openEditor(site);
  await replaceCode(page, counter());
  await settled(page, "running");
  await answersClick(page, 0, 5000);

  // Typed at the top of the module: stopped as it loads.
  const atLoad = `let spins = 0;\nwhile (true) {}\n${counter()}`;
  await replaceCode(page, atLoad);
  await settled(page, "error");
  const message = demo(page).locator(".alert--danger");
  assert.match(
    await message.innerText(),
    /Stopped on line 2: this loop ran for more than 1 s without a pause, so it was stopped/,
  );
  const clickMs = await answersClick(page, 1);
  assert.match(await editor(page).inputValue(), /while \(true\) \{\}/);

  // In the component, while it renders.
  const inRender = counter({ inRender: "if (clicks > 0) { while (true) {} }" });
  await replaceCode(page, inRender);
  await settled(page, "running");
  await demo(page).getByRole("button", { name: "Clicked 0 times" }).click();
  await settled(page, "error");
  assert.match(
    await message.innerText(),
    new RegExp(`Stopped on line ${lineOf(inRender, "while (true)")}\\b`),
  );
  assert.equal(await demo(page).locator("[data-frozen-demo]").innerText(), "Clicked 0 times");

  // In a click handler: stopped, and the page answers the next click.
  const inClick = counter({ inClick: "for (let i = 0; i >= 0; i++) {}" });
  await replaceCode(page, inClick);
  await settled(page, "running");
  await demo(page).getByRole("button", { name: "Clicked 0 times" }).click();
  await settled(page, "error");
  assert.match(
    await message.innerText(),
    new RegExp(`Stopped on line ${lineOf(inClick, "for (let i")}\\b`),
  );
  // Typing still works: the edit goes in and is kept in this tab.
  await editor(page).focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n// still typing");
  assert.match(await editor(page).inputValue(), /\/\/ still typing$/);
  await page.waitForTimeout(400);
  await site.visit(page, basePath);
  await demo(page).getByRole("button", { name: "Clicked 0 times" }).waitFor();
  assert.match(
    await editor(page).inputValue(),
    /for \(let i = 0; i >= 0; i\+\+\) \{\}[^]*still typing$/,
  );
  console.log(`    a click after a stopped loop answered in ${clickMs} ms`);
  await resetButton(page).click();
  assert.deepEqual(
    page.problems.filter((problem) => !/without a pause/.test(problem)),
    [],
  );
});

/** Waits for the type check's answer to the newest code; returns its status line. */
async function typesChecked(page) {
  const status = example(page).locator("[data-type-check]");
  await page.waitForFunction(
    () => /^Types: [^,]*\.$/.test(document.querySelector("[data-type-check]")?.textContent ?? ""),
    undefined,
    { timeout: 30_000 },
  );
  return status.innerText();
}

test("editable: types are checked in a worker, a type error shows with its line and clears when fixed", async (site) => {
  const { page, original, responses, pressed } = await openEditor(site, {
    viewport: { width: 1280, height: 900 },
  });
  assert.equal(await typesChecked(page), "Types: no errors.");
  const firstReportMs = Math.round(performance.now() - pressed);
  // What pressing Edit downloaded, the checker's worker and files included.
  const sized = await Promise.all(
    responses
      .filter((response) => response.request().method() === "GET" && response.ok())
      .map(async (response) => ({
        url: response.url(),
        gzip: gzipSync(await response.body()).length,
      })),
  );
  const checker = sized.filter(({ url }) => url.includes("/assets/typecheck/"));
  assert.equal(checker.length, 2, `the compiler and the files: ${JSON.stringify(sized)}`);
  const kb = (list) => (list.reduce((sum, { gzip }) => sum + gzip, 0) / 1024).toFixed(1);
  console.log(
    `    Edit → first type report: ${firstReportMs} ms; downloaded on Edit: ${kb(sized)} KB gzip, ` +
      `of which the checker's files ${checker.map(({ url, gzip }) => `${url.split("/").pop()} ${(gzip / 1024).toFixed(1)} KB`).join(", ")}`,
  );

  const lines = original.split("\n");
  const line = lines.findIndex((text) => text.startsWith("const pageSize = 12;")) + 1;
  lines[line - 1] = "const pageSize: string = 12;";
  const typed = performance.now();
  await replaceCode(page, lines.join("\n"));
  await page.locator("[data-type-problems]").waitFor({ timeout: 30_000 });
  const reportMs = Math.round(performance.now() - typed);
  console.log(
    `    a change → its type report: ${reportMs} ms (300 ms of it the pause before a check)`,
  );
  // The wrong annotation, and the three places where the number the demo needs is now a string.
  const report = demo(page).locator("[data-type-problems]");
  assert.equal(await typesChecked(page), "Types: 4 errors.");
  assert.equal(await report.getByRole("listitem").count(), 4);
  assert.match(
    await report.innerText(),
    new RegExp(
      `Type error on line ${line}, column 7: Type 'number' is not assignable to type 'string'\\.`,
    ),
  );
  // A type error does not stop the demo: sucrase strips the types and the code runs.
  await settled(page, "running");
  await report.getByRole("button", { name: `Show line ${line} in the editor` }).click();
  assert.equal(
    await editor(page).evaluate((area) => area.value.slice(area.selectionStart, area.selectionEnd)),
    "const pageSize: string = 12;",
  );
  await mkdir("test-results", { recursive: true });
  for (const mode of ["light", "dark"]) {
    // The colour toggle is in the navbar at this width (in the menu on a phone).
    await page.setViewportSize({ width: 1280, height: 900 });
    await setColourMode(page, mode);
    assert.deepEqual(await site.axeViolations(page), [], `${mode}, a type error shown`);
    await example(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/editable-1280-${mode}-type-error.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    assert.deepEqual(await site.axeViolations(page), [], `${mode}, a type error shown, 390 px`);
    await demo(page).screenshot({ path: `test-results/editable-390-${mode}-type-error.png` });
  }

  await replaceCode(page, original);
  await page.locator("[data-type-problems]").waitFor({ state: "detached", timeout: 30_000 });
  assert.equal(await typesChecked(page), "Types: no errors.");
  assert.deepEqual(page.problems, []);
});

test("editable: Share puts the edit in the address and on the clipboard", async (site) => {
  const { page, original } = await openEditor(site);
  await site.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: site.origin,
  });
  const edited = original.replaceAll("In stock only", "Ships today, 東京都");
  await replaceCode(page, edited);
  await demo(page).getByRole("checkbox", { name: "Ships today, 東京都" }).waitFor();
  await example(page)
    .getByRole("button", { name: /^Share/ })
    .click();
  await page.locator("[data-share-status]").filter({ hasText: "Link copied" }).waitFor();
  const link = page.url();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  console.log(`    Share link of the home page's demo: ${link.length} characters`);
  // The address holds the code itself: raw DEFLATE in base64url, which zlib reads back.
  const fragment = new URLSearchParams(new URL(link).hash.slice(1));
  assert.equal(fragment.get("edit"), "home/GearShopFinder");
  const data = fragment.get("code");
  assert.match(data, /^1[\w-]+$/);
  assert.equal(inflateRawSync(Buffer.from(data.slice(1), "base64url")).toString("utf8"), edited);
  assert.deepEqual(page.problems, []);
});

test("editable: a shared link opens with the edit applied, and Back to the original goes back", async (site) => {
  const original = await readFile(
    new URL("../../src/examples/home/GearShopFinder.tsx", import.meta.url),
    "utf8",
  );
  const edited = original.replaceAll("In stock only", "Ships today, 東京都");
  // A fresh tab (no edit kept in its session) opens the link: the demo runs the shared code.
  const opened = await site.newPage({ viewport: { width: 390, height: 844 } });
  await site.visit(opened, `${basePath}#${sharedFragment(edited)}`);
  await settled(opened, "running");
  assert.equal(await editor(opened).inputValue(), edited);
  await demo(opened).getByRole("checkbox", { name: "Ships today, 東京都" }).waitFor();
  const notice = opened.locator("[data-shared-notice='applied']");
  assert.match(await notice.innerText(), /runs the code of the link you opened/);
  // The demo is brought into view: the fragment names no heading to scroll to.
  const top = await example(opened).evaluate((figure) => figure.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the shared demo is at the top of the window (${top} px)`);
  await mkdir("test-results", { recursive: true });
  for (const mode of ["light", "dark"]) {
    // The colour toggle is in the navbar at desktop width (in the menu on a phone).
    await opened.setViewportSize({ width: 1280, height: 900 });
    await setColourMode(opened, mode);
    await opened.setViewportSize({ width: 390, height: 844 });
    await example(opened).screenshot({ path: `test-results/editable-shared-390-${mode}.png` });
  }
  assert.deepEqual(await site.axeViolations(opened), [], "shared link, dark");

  await notice.getByRole("button", { name: "Back to the original" }).click();
  await demo(opened).getByRole("checkbox", { name: "In stock only" }).waitFor();
  assert.equal(await editor(opened).count(), 0, "the page's own demo and source are back");
  assert.equal(new URL(opened.url()).hash, "", "the shared code left the address");
  await opened.reload();
  await site.hydrated(opened);
  await demo(opened).getByRole("checkbox", { name: "In stock only" }).waitFor();
  assert.equal(await editor(opened).count(), 0, "a reload does not bring the edit back");
  assert.deepEqual(opened.problems, []);
});

test("editable: a shared link cut short says so and opens the page's code", async (site) => {
  const page = await site.newPage();
  const code = encodeSharedCode("export default function Cut() {\n  return null;\n}\n".repeat(20));
  const fragment = new URLSearchParams({ edit: "home/GearShopFinder", code: code.slice(0, 30) });
  await site.visit(page, `${basePath}#${fragment}`);
  await settled(page, "running");
  await page.locator("[data-shared-notice='unreadable']").waitFor();
  assert.match(await editor(page).inputValue(), /export default function GearShopFinder\(\)/);
  assert.deepEqual(page.problems, []);
});

test("editable: Open in StackBlitz posts a Vite project of the example as one file to StackBlitz's form API in a new tab", async (site) => {
  const posts = [];
  await site.context.route("https://stackblitz.com/**", (route) => {
    posts.push({ url: route.request().url(), body: route.request().postData() ?? "" });
    return route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>StackBlitz</title>",
    });
  });
  try {
    const page = await site.newPage();
    await site.visit(page, basePath);
    const tab = site.context.waitForEvent("page");
    await example(page)
      .getByRole("button", { name: `Open in StackBlitz: ${title} (opens in new tab)` })
      .click();
    const opened = await tab;
    await page.locator("[data-stackblitz-status]").filter({ hasText: "Opened" }).waitFor();
    await opened.waitForURL(/stackblitz\.com/);
    assert.equal(posts.length, 1);
    assert.equal(posts[0].url, "https://stackblitz.com/run?file=src%2FGearShopFinder.tsx");
    const fields = new URLSearchParams(posts[0].body);
    assert.equal(fields.get("project[template]"), "node");
    const file = fields.get("project[files][src/GearShopFinder.tsx]");
    // The one-file version: the site's data copied in, no relative import left.
    assert.match(file, /export default function GearShopFinder\(\)/);
    assert.doesNotMatch(file, /from "\.{1,2}\//);
    const manifest = JSON.parse(fields.get("project[files][package.json]"));
    assert.equal(manifest.scripts.dev, "vite");
    assert.ok(manifest.dependencies["@finderjs/react"] && manifest.devDependencies.vite);
    assert.match(
      fields.get("project[files][src/main.tsx]"),
      /import GearShopFinder from "\.\/GearShopFinder"/,
    );
    assert.equal(
      await opened.evaluate(() => window.opener),
      null,
      "StackBlitz cannot reach the docs' tab",
    );
    await opened.close();

    // An edit that imports only packages goes as it is.
    await editButton(page).click();
    await settled(page, "running");
    const mine = "export default function Mine() {\n  return <p>mine</p>;\n}\n";
    await replaceCode(page, mine);
    await settled(page, "running");
    const second = site.context.waitForEvent("page");
    await example(page)
      .getByRole("button", { name: /in StackBlitz/ })
      .click();
    await (await second).waitForURL(/stackblitz\.com/);
    // A form sends its line breaks as CRLF (HTML's form encoding), as StackBlitz's SDK's forms do.
    assert.equal(
      new URLSearchParams(posts[1].body)
        .get("project[files][src/GearShopFinder.tsx]")
        .replaceAll("\r\n", "\n"),
      mine,
    );
    assert.deepEqual(page.problems, []);
  } finally {
    await site.context.unroute("https://stackblitz.com/**");
  }
});
