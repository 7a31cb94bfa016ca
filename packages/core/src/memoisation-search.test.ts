// The search stage remembers its recent results. Its rule function cannot show that (each
// item's haystack is normalised once either way), so this test counts the scoring of matched
// haystacks, which a search that ran again would repeat.
import { describe, expect, test, vi } from "vitest";
import { FinderCore } from "./index";
import * as match from "./search/match";
import { ids, productRules, products, type Product } from "./test/fixtures";

vi.mock("./search/match", async (importOriginal) => {
  const original = await importOriginal<typeof import("./search/match")>();
  return { ...original, scoreMatch: vi.fn(original.scoreMatch) };
});

const scoreMatch = vi.mocked(match.scoreMatch);

describe("memoisation of the search stage", () => {
  test("a filter change, a sort change or a term seen recently does not search the items again", () => {
    const finder = new FinderCore<Product>(products, { rules: productRules() });
    finder.search.setSearchTerm("co");
    void finder.matches;
    finder.search.setSearchTerm("cot");
    void finder.matches;
    expect(scoreMatch).toHaveBeenCalled();
    scoreMatch.mockClear();
    finder.filters.set("inStock", true);
    void finder.matches;
    finder.sortBy.set("name");
    void finder.matches;
    finder.search.setSearchTerm("co");
    expect(ids(finder.matches.items)).toEqual([1]);
    expect(scoreMatch).not.toHaveBeenCalled();
  });
});
