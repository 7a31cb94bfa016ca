// The view in the address (issue 26): the API page's AddressShopDemo keeps its list in this page's
// address, as a reader uses it: typing, a tag, paging, Back and Forward, a reload, and an address
// edited by hand into garbage.
import assert from "node:assert/strict";
import { test } from "../harness.mjs";

const path = "/finder/api/";

/** Opens the API page (with `query`), scrolls to the demo and waits until React owns it. */
async function openShop(site, query = "") {
  const page = await site.newPage();
  await site.visit(page, `${path}${query}`);
  const demo = page.locator('[role="region"][aria-label="Live demo: AddressShopDemo.tsx"]');
  await demo.scrollIntoViewIfNeeded();
  await demo.hover();
  const handle = await demo.elementHandle();
  await page.waitForFunction(
    (element) =>
      [...element.querySelectorAll("input, button")].every((control) =>
        Object.keys(control).some((key) => key.startsWith("__reactProps$")),
      ),
    handle,
  );
  return { page, demo };
}

const search = (page) => page.evaluate(() => window.location.search);
const waitForSearch = (page, expected) =>
  page.waitForFunction((value) => window.location.search === value, expected);

test("address demo: typing, a tag and a page are written to the address, Back and Forward follow it", async (site) => {
  const { page, demo } = await openShop(site);
  assert.equal(await search(page), "");
  await demo.getByRole("searchbox", { name: "Search gear" }).pressSequentially("a");
  await waitForSearch(page, "?shop.q=a");
  const afterTyping = await page.evaluate(() => window.history.length);
  await demo.getByRole("button", { name: "Next" }).click();
  await waitForSearch(page, "?shop.q=a&shop.page=2");
  await demo.getByRole("checkbox", { name: "budget" }).check();
  await waitForSearch(page, "?shop.q=a&shop.tags=budget");
  assert.equal(await page.evaluate(() => window.history.length), afterTyping + 2);
  await page.goBack();
  await demo.getByText(/^Page 2 of /).waitFor();
  assert.equal(await demo.getByRole("checkbox", { name: "budget" }).isChecked(), false);
  await page.goForward();
  await demo.getByRole("checkbox", { name: "budget", checked: true }).waitFor();
  assert.deepEqual(page.problems, []);
});

test("address demo: a garbled address keeps its valid parts, gets a notice, is rewritten in place, and a reload shows the same view; Reset all clears it", async (site) => {
  const { page, demo } = await openShop(
    site,
    "?shop.q=tent&shop.page=zz&shop.tags=nope&shop.tags=sale",
  );
  const entries = await page.evaluate(() => window.history.length);
  await demo.getByText(/^Page 1 of /).waitFor();
  assert.equal(await demo.getByRole("searchbox", { name: "Search gear" }).inputValue(), "tent");
  assert.equal(await demo.getByRole("checkbox", { name: "sale" }).isChecked(), true);
  const notice = await demo.getByRole("status").innerText();
  assert.match(notice, /shop\.page=zz/);
  assert.match(notice, /shop\.tags=nope/);
  await waitForSearch(page, "?shop.q=tent&shop.tags=sale");
  assert.equal(await page.evaluate(() => window.history.length), entries);
  await page.reload();
  const reloaded = page.locator('[role="region"][aria-label="Live demo: AddressShopDemo.tsx"]');
  await reloaded.scrollIntoViewIfNeeded();
  await reloaded.hover();
  // Live again (the demo reads the address after mount): the address's view, not the plain one.
  await reloaded.getByRole("checkbox", { name: "sale", checked: true }).waitFor();
  assert.equal(await reloaded.getByRole("searchbox", { name: "Search gear" }).inputValue(), "tent");
  assert.equal(await search(page), "?shop.q=tent&shop.tags=sale");
  await reloaded.getByRole("button", { name: "Reset all" }).click();
  await waitForSearch(page, "");
  assert.equal(await reloaded.getByRole("searchbox", { name: "Search gear" }).inputValue(), "");
  assert.deepEqual(page.problems, []);
});
