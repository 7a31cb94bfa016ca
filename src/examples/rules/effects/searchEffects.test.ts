// Every claim on the "Search effects" page (docs/rules/effects/search-effects.mdx), one test per
// claim, named after the page's sentence. The keyword table is checked row by row by
// searchEffectTerms.test.ts, the demo by SearchEffectsDemo.test.tsx. Left out while the library
// changes it (issue 11, statement 8): "Setting the same term again is not a change".
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  filterRule,
  ruleEffect,
  searchEffect,
  searchRule,
  sortByRule,
  type FinderEffect,
} from "@finderjs/core";
import { gearShop, gearTags, type GearItem } from "../../data/gearShop";

const rules = [
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  filterRule<GearItem, string>({
    id: "tags",
    multiple: true,
    filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
  }),
  sortByRule<GearItem>({ id: "name", sortFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price }),
];
const shop = (effects: FinderEffect<GearItem>[]) =>
  new FinderCore<GearItem>(gearShop, { rules, effects });

describe("Signature", () => {
  it("searchEffect returns { haystack, onChange }, a plain object", () => {
    const onChange = () => {};
    expect(searchEffect<GearItem>("cheapest", onChange)).toEqual({
      haystack: "cheapest",
      onChange,
    });
  });

  it("a function haystack is called at each search change, with the current items and context", () => {
    const haystack = vi.fn(() => "cheapest");
    const finder = new FinderCore<GearItem, string>(gearShop, {
      rules,
      context: "ctx",
      effects: [searchEffect<GearItem, string>(haystack, () => {})],
    });
    finder.search.setSearchTerm("tent");
    finder.search.setSearchTerm("tents");
    finder.filters.set("tags", ["sale"]);
    expect(haystack).toHaveBeenCalledTimes(2);
    expect(haystack).toHaveBeenCalledWith(gearShop, "ctx");
  });

  it("searchTerm is the term exactly as the visitor typed it, not normalised", () => {
    const seen: string[] = [];
    const finder = shop([searchEffect<GearItem>("cheapest", (_f, term) => seen.push(term))]);
    finder.search.setSearchTerm("  Chéapest TENT!");
    expect(seen).toEqual(["  Chéapest TENT!"]);
  });

  it("throws INVALID_EFFECT at construction when onChange is not a function or haystack is missing", () => {
    for (const effect of [{ haystack: "cheapest" }, { onChange: () => {} }]) {
      let code: string | undefined;
      try {
        shop([effect as unknown as FinderEffect<GearItem>]);
      } catch (error) {
        code = error instanceof FinderError ? error.code : "other";
      }
      expect(code).toBe("INVALID_EFFECT");
    }
  });
});

describe("The keyword rule", () => {
  it("search effects are checked after the change event for the search rule, before the rule effects", () => {
    const order: string[] = [];
    const finder = shop([
      ruleEffect<GearItem>("search", () => order.push("rule effect")),
      searchEffect<GearItem>("cheapest", () => order.push("search effect")),
    ]);
    finder.events.on("change", () => order.push("change"));
    finder.search.setSearchTerm("cheapest");
    expect(order).toEqual(["change", "search effect", "rule effect"]);
  });

  it("skips the effect if the normalised term is empty", () => {
    const onChange = vi.fn();
    const finder = shop([searchEffect<GearItem>("cheapest", onChange)]);
    finder.search.setSearchTerm("!?  ");
    finder.search.setSearchTerm("cheapest");
    finder.search.reset();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("ignores keywords that normalise to nothing", () => {
    const onChange = vi.fn();
    const finder = shop([searchEffect<GearItem>(["--", " "], onChange)]);
    finder.search.setSearchTerm("tent");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("typing letter by letter runs the effect once the term reaches the keyword, and again for each longer term", () => {
    const seen: string[] = [];
    const finder = shop([searchEffect<GearItem>("cheapest", (_f, term) => seen.push(term))]);
    for (const term of ["c", "ch", "cheap", "cheapes", "cheapest", "cheapest ", "cheapest t"]) {
      finder.search.setSearchTerm(term);
    }
    expect(seen).toEqual(["cheapest", "cheapest ", "cheapest t"]);
  });

  it("when only an exact term should count, compare it yourself", () => {
    const onChange = (finder: FinderCore<GearItem>, searchTerm: string) => {
      if (searchTerm.trim().toLowerCase() !== "cheapest") return;
      finder.sortBy.set("price");
    };
    const finder = shop([searchEffect<GearItem>("cheapest", onChange)]);
    finder.search.setSearchTerm("not the cheapest");
    expect(finder.sortBy.activeRule?.id).toBe("name");
    finder.search.setSearchTerm(" Cheapest ");
    expect(finder.sortBy.activeRule?.id).toBe("price");
  });

  it("effects run only for search changes: a filter change while the term contains a keyword does not run them", () => {
    const onChange = vi.fn();
    const finder = shop([searchEffect<GearItem>("cheapest", onChange)]);
    finder.search.setSearchTerm("cheapest");
    finder.filters.set("tags", ["sale"]);
    finder.sortBy.set("price");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("Recipes", () => {
  const withoutKeyword = (term: string, keyword: string) =>
    term.replace(new RegExp(keyword, "i"), "").replace(/\s+/g, " ").trim();

  it('"cheapest" sorts by price; the effect\'s own setSearchTerm is silent and does not run the effect again', () => {
    const onChange = vi.fn((finder: FinderCore<GearItem>, term: string) => {
      finder.sortBy.set("price", "asc");
      finder.search.setSearchTerm(withoutKeyword(term, "cheapest"));
    });
    const finder = shop([searchEffect<GearItem>("cheapest", onChange)]);
    const listener = vi.fn();
    finder.events.on("change", listener);
    finder.search.setSearchTerm("cheapest tent");
    expect(finder.search.searchTerm).toBe("tent");
    expect(finder.sortBy.activeRule?.id).toBe("price");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('"waterproof" applies a tag filter with filters.add, which keeps the other tags; the visitor removes it like any other', () => {
    const finder = shop([
      searchEffect<GearItem>("waterproof", (f, term) => {
        f.filters.add("tags", "waterproof");
        f.search.setSearchTerm(withoutKeyword(term, "waterproof"));
      }),
    ]);
    finder.filters.set("tags", ["sale"]);
    finder.search.setSearchTerm("waterproof");
    expect(finder.filters.get("tags")).toEqual(["sale", "waterproof"]);
    finder.filters.delete("tags", "waterproof");
    expect(finder.filters.get("tags")).toEqual(["sale"]);
  });

  it("a function haystack can derive keywords from the items, for example every tag name", () => {
    const finder = shop([
      searchEffect<GearItem>(
        (items) => [...new Set(items.flatMap((item) => item.tags))],
        (f, term) => {
          const named = gearTags.filter((tag) => term.toLowerCase().includes(tag));
          for (const tag of named) f.filters.add("tags", tag);
        },
      ),
    ]);
    finder.search.setSearchTerm("kids winter");
    expect(finder.filters.get("tags")).toEqual(["kids", "winter"]);
  });
});
