// @vitest-environment happy-dom
// The custom hooks shown on docs/components/use-finder.mdx.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Finder, searchRule, sortByRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { useSortHeader } from "./_customHooks";

afterEach(cleanup);

const rules = [
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
];

function PriceHeader({ ignore }: { ignore: boolean }) {
  const { headerProps, buttonProps } = useSortHeader("price", ignore);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col" {...headerProps}>
            <button {...buttonProps}>Price</button>
          </th>
        </tr>
      </thead>
    </table>
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
      <PriceHeader ignore={ignore} />
    </Finder>,
  );

describe("useSortHeader", () => {
  it("puts aria-sort on the header and the click on the button", () => {
    renderHeader(false);
    const header = screen.getByRole("columnheader");
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("button").getAttribute("aria-sort")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Price" }));
    expect(header.getAttribute("aria-sort")).toBe("descending");
  });

  it("says no column is sorted while a search term suspends sorting", () => {
    renderHeader(true, "lamp");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("none");
  });

  it("still reports the sort while searching when sorting is not suspended", () => {
    renderHeader(false, "lamp");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
  });

  it("reports the sort for a term with nothing to search for, which leaves sorting on", () => {
    renderHeader(true, "!!");
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
  });
});
