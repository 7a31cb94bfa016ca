// @vitest-environment happy-dom
// The custom hooks shown on docs/components/use-finder.mdx.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Finder, groupByRule, searchRule, sortByRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { useRelevanceButton, useResultRange, useSortHeader } from "./_customHooks";

afterEach(cleanup);

const rules = [
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
];

function PriceHeader() {
  const { headerProps, buttonProps } = useSortHeader("price");
  return (
    <>
      <button {...useRelevanceButton()}>Best match</button>
      <table>
        <thead>
          <tr>
            <th scope="col" {...headerProps}>
              <button {...buttonProps}>Price</button>
            </th>
          </tr>
        </thead>
      </table>
    </>
  );
}

const renderHeader = (ignore: boolean, initialSearchTerm = "") =>
  render(
    <Finder
      items={gearShop}
      rules={rules}
      initialSearchTerm={initialSearchTerm}
      ignoreSortByRulesWhileSearchRuleIsActive={ignore}
    >
      <PriceHeader />
    </Finder>,
  );

describe("useSortHeader", () => {
  it("puts aria-sort on the header and the click on the button", () => {
    renderHeader(false);
    const header = screen.getByRole("columnheader");
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("button", { name: "Price" }).getAttribute("aria-sort")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(header.getAttribute("aria-sort")).toBe("descending");
  });

  it("says no column is sorted while relevance orders a search", () => {
    renderHeader(true, "lamp");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("none");
  });

  it("still reports the sort while searching when relevance is not chosen", () => {
    renderHeader(false, "lamp");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
  });

  it("reports the sort for a term with nothing to search for, which leaves sorting on", () => {
    renderHeader(true, "!!");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
  });
});

describe("useRelevanceButton", () => {
  it("is usable only while there is a term; pressing it orders by relevance and the header says none", () => {
    renderHeader(false);
    const bestMatch = screen.getByRole("button", { name: "Best match" }) as HTMLButtonElement;
    expect(bestMatch.disabled).toBe(true);
    cleanup();
    renderHeader(false, "lamp");
    const pressed = screen.getByRole("button", { name: "Best match" });
    expect(pressed.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(pressed);
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("none");
    // A toggle: pressing it again goes back to the sort rule.
    fireEvent.click(pressed);
    expect(pressed.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
  });

  it("a header's button switches relevance off", () => {
    renderHeader(true, "lamp");
    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(screen.getByRole("button", { name: "Best match" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
  });
});

describe("useResultRange", () => {
  function Range() {
    return <p>{useResultRange()}</p>;
  }
  const byCategory = (paging?: "groups") =>
    groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category, paging });
  const numGroups = new Set(gearShop.map((item) => item.category)).size;

  it("says Showing 1–20 of 134 items from the pagination", () => {
    render(
      <Finder items={gearShop} rules={[...rules, byCategory()]} numItemsPerPage={5} page={2}>
        <Range />
      </Finder>,
    );
    expect(screen.getByText(`Showing 6–10 of ${gearShop.length} items`)).toBeTruthy();
  });

  it("says 40 of 40 items while one page holds every match, 0 of 40 items when none match", () => {
    const { unmount } = render(
      <Finder items={gearShop} rules={rules} numItemsPerPage={50}>
        <Range />
      </Finder>,
    );
    expect(screen.getByText(`${gearShop.length} of ${gearShop.length} items`)).toBeTruthy();
    unmount();
    render(
      <Finder items={gearShop} rules={rules} numItemsPerPage={5} initialSearchTerm="zzzz">
        <Range />
      </Finder>,
    );
    expect(screen.getByText(`0 of ${gearShop.length} items`)).toBeTruthy();
  });

  it("while pages hold whole groups, counts groups: Showing 3–4 of 6 groups", () => {
    render(
      <Finder
        items={gearShop}
        rules={[...rules, byCategory("groups")]}
        initialGroupBy="category"
        numItemsPerPage={2}
        page={2}
      >
        <Range />
      </Finder>,
    );
    expect(screen.getByText(`Showing 3–4 of ${numGroups} groups`)).toBeTruthy();
  });
});
