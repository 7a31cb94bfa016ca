// Every claim and search example on the "Search rule" page (docs/rules/search-rule.mdx), checked
// against the engine, plus a proof that the ladder the page describes predicts the engine's order
// for hundreds of terms.
import { describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  FinderError,
  calculateMatchRung,
  filterRule,
  searchRule,
  sortByRule,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

type RankTier = "exact" | "starts with" | "word start" | "contains" | "acronym" | "fuzzy";

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** The term as search compares it: quotes, spaces and punctuation gone. */
function compactTerm(term: string): string {
  return words(term.replaceAll('"', " ")).join("");
}

/**
 * The rung a matching haystack reaches, re-derived from the ladder as the page words it (not
 * from the engine): the tests below check that it gives the engine's rung and order.
 */
function rankTier(haystack: string, term: string): RankTier {
  const needle = compactTerm(term);
  const haystackWords = words(haystack);
  const text = haystackWords.join("");
  const wordStarts: number[] = [];
  let offset = 0;
  for (const word of haystackWords) {
    wordStarts.push(offset);
    offset += word.length;
  }
  if (text === needle) return "exact";
  if (text.startsWith(needle)) return "starts with";
  if (wordStarts.some((start) => text.startsWith(needle, start))) return "word start";
  if (text.includes(needle)) return "contains";
  if (
    wordStarts
      .map((start) => text[start])
      .join("")
      .includes(needle)
  )
    return "acronym";
  return "fuzzy";
}

const byName = searchRule<GearItem>({ searchFn: (item) => item.name });
const byPrice = sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price });

function names(term: string, options: { sortByPrice?: boolean; ignoreSort?: boolean } = {}) {
  const finder = new FinderCore(gearShop, {
    rules: options.sortByPrice ? [byName, byPrice] : [byName],
    initialSearchTerm: term,
    ignoreSortByRulesWhileSearchRuleIsActive: options.ignoreSort ?? false,
  });
  return (finder.matches.items ?? []).map((item) => item.name);
}

function tiers(term: string) {
  return names(term).map((name) => `${name}: ${rankTier(name, term)}`);
}

describe("the examples on the Search rule page", () => {
  it("ranks trail by starts-with, then by coverage (shorter names first)", () => {
    expect(tiers("trail")).toEqual([
      "Trail Lamp 2: starts with",
      "Trail Lamp 10: starts with",
      "Trail Runner Vest: starts with",
      "Trail Socks 3-Pack: starts with",
    ]);
  });

  it("finds lamp at a word start", () => {
    expect(tiers("lamp")).toEqual(["Trail Lamp 2: word start", "Trail Lamp 10: word start"]);
  });

  it("finds prs as the initials of Pocket Rocket Stove", () => {
    expect(tiers("prs")).toEqual(["Pocket Rocket Stove: acronym"]);
  });

  it("finds Café with cafe (accents removed)", () => {
    expect(tiers("cafe")).toEqual(["Café Pour-Over Kit: starts with"]);
    expect(names("CAFÉ")).toEqual(["Café Pour-Over Kit"]);
  });

  it("finds a quoted phrase, ignoring the space inside it", () => {
    expect(tiers('"trail lamp"')).toEqual([
      "Trail Lamp 2: starts with",
      "Trail Lamp 10: starts with",
    ]);
    expect(names('"traillamp"')).toEqual(["Trail Lamp 2", "Trail Lamp 10"]);
  });

  it("finds 東京都 with 東京", () => {
    expect(tiers("東京")).toEqual(["東京都 Daypack: starts with"]);
  });

  it("ranks a contiguous match above an acronym: tl", () => {
    expect(tiers("tl").slice(0, 4)).toEqual([
      "Little Hiker Pack: contains",
      "Trail Lamp 2: acronym",
      "Trail Lamp 10: acronym",
      "Lantern Glow 300: fuzzy",
    ]);
  });

  it("falls back to original order when tier, coverage and position tie: pack", () => {
    expect(tiers("pack")).toEqual([
      "Glow Stick 10-Pack: word start",
      "Little Hiker Pack: word start",
      "Trail Socks 3-Pack: word start",
      "Fastpack 28: contains",
      "東京都 Daypack: contains",
      "Summit 45 Backpack: contains",
    ]);
  });

  it('treats a quoted term as contiguous: tent versus "tent"', () => {
    expect(tiers("tent")).toEqual([
      "Ridgeline 2P Tent: word start",
      "Junior Explorer Tent: word start",
      "Camp Kitchen Set: fuzzy",
    ]);
    expect(names('"tent"')).toEqual(["Ridgeline 2P Tent", "Junior Explorer Tent"]);
  });

  it("mixes unquoted and quoted parts, in the order typed", () => {
    expect(names('lamp "10"')).toEqual(["Trail Lamp 10"]);
    expect(names('"10" lamp')).toEqual([]);
  });

  it("quotes the rest of the term after an unclosed quote", () => {
    expect(names('"trail la')).toEqual(["Trail Lamp 2", "Trail Lamp 10"]);
    expect(names('"ten')).toEqual(["Ridgeline 2P Tent", "Junior Explorer Tent"]);
  });

  it("has eight fuzzy matches after the contains and acronym matches for tl", () => {
    expect(tiers("tl").filter((line) => line.endsWith("fuzzy"))).toHaveLength(8);
  });

  it("calls a term equal to the whole name an exact match", () => {
    expect(tiers("sun hoody")).toEqual(["Sun Hoody: exact"]);
  });

  it("reads the term at once but fires one change per debounced burst", () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      const finder = new FinderCore(gearShop, {
        rules: [{ ...byName, debounceMilliseconds: 200 }],
        onChange: (event) => events.push(String(event.current)),
      });
      for (const term of ["l", "la", "lam", "lamp"]) finder.search.setSearchTerm(term);
      expect(finder.search.searchTerm).toBe("lamp");
      expect(finder.matches.numMatchedItems).toBe(2);
      expect(events).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(events).toEqual(["lamp"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ignores case, spaces and punctuation", () => {
    expect(names("pour over")).toEqual(["Café Pour-Over Kit"]);
    expect(names("POUR-OVER")).toEqual(["Café Pour-Over Kit"]);
  });

  it("lets an active sort rule order the results, relevance only breaking ties", () => {
    expect(names("trail", { sortByPrice: true })).toEqual([
      "Trail Lamp 2",
      "Trail Socks 3-Pack",
      "Trail Lamp 10",
      "Trail Runner Vest",
    ]);
    expect(names("trail", { sortByPrice: true, ignoreSort: true })).toEqual(names("trail"));
  });

  it("breaks equal prices by relevance: two $39 items searched with t", () => {
    // The kit comes first in the data, but the mug starts with "t"; the kit only contains it.
    expect(rankTier("Titanium Mug 450", "t")).toBe("starts with");
    expect(rankTier("Café Pour-Over Kit", "t")).toBe("contains");
    const ordered = names("t", { sortByPrice: true });
    expect(ordered.indexOf("Titanium Mug 450")).toBe(ordered.indexOf("Café Pour-Over Kit") - 1);
  });

  it("does not search with a term that has no letters or digits", () => {
    expect(names("-").length).toBe(40);
    expect(names("  ").length).toBe(40);
  });

  it("matches when any of several haystacks matches", () => {
    const finder = new FinderCore(gearShop, {
      rules: [searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] })],
      initialSearchTerm: "lumen",
    });
    expect(finder.matches.items?.map((item) => item.name)).toEqual([
      "Trail Lamp 2",
      "Trail Lamp 10",
      "Lantern Glow 300",
    ]);
  });
});

describe("the ranking ladder predicts the engine's order", () => {
  const tierIndex: Record<RankTier, number> = {
    exact: 0,
    "starts with": 1,
    "word start": 2,
    contains: 3,
    acronym: 4,
    fuzzy: 5,
  };

  function compact(text: string) {
    const words = text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const starts: number[] = [];
    let offset = 0;
    for (const word of words) {
      starts.push(offset);
      offset += word.length;
    }
    return { text: words.join(""), starts };
  }

  /** Letters in order (a subsequence). */
  function isSubsequence(text: string, needle: string) {
    let at = 0;
    for (const char of needle) {
      at = text.indexOf(char, at);
      if (at < 0) return false;
      at += 1;
    }
    return true;
  }

  /** Where the match starts, as the page describes it for each tier. */
  function position(text: string, starts: number[], needle: string, tier: RankTier) {
    if (tier === "exact" || tier === "starts with") return 0;
    if (tier === "word start") return starts.find((start) => text.startsWith(needle, start)) ?? 0;
    if (tier === "contains") return text.indexOf(needle);
    if (tier === "acronym") {
      const initials = starts.map((start) => text[start]).join("");
      return starts[initials.indexOf(needle)] ?? 0;
    }
    return text.indexOf(needle[0] ?? "");
  }

  function predict(term: string): string[] {
    const needle = compact(term).text;
    return gearShop
      .map((item, index) => ({ item, index, ...compact(item.name) }))
      .filter(({ text }) => isSubsequence(text, needle))
      .map((entry) => {
        const tier = rankTier(entry.item.name, term);
        return {
          name: entry.item.name,
          index: entry.index,
          tier: tierIndex[tier],
          coverage: needle.length / entry.text.length,
          position: position(entry.text, entry.starts, needle, tier),
        };
      })
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.coverage - a.coverage ||
          a.position - b.position ||
          a.index - b.index,
      )
      .map((entry) => entry.name);
  }

  // Every 1-, 2- and 3-letter prefix of every word, every acronym and a few cross-word terms.
  const terms = new Set<string>(["trail", "lamp", "prs", "cafe", "東京", "tl", "pack", "tent"]);
  for (const item of gearShop) {
    const words = compact(item.name);
    for (const start of words.starts) {
      for (const length of [1, 2, 3, 4]) terms.add(words.text.slice(start, start + length));
    }
    terms.add(words.starts.map((start) => words.text[start]).join(""));
    terms.add(words.text.slice(1, 4));
  }

  it.each([...terms])("for %j", (term) => {
    expect(names(term, { ignoreSort: true })).toEqual(predict(term));
  });

  const engineName: Record<RankTier, string> = {
    exact: "exact",
    "starts with": "startsWith",
    "word start": "wordStartsWith",
    contains: "contains",
    acronym: "acronym",
    fuzzy: "fuzzy",
  };

  // The demo's badges come from calculateMatchRung: the page's ladder must name the same rung.
  it("gives the rung calculateMatchRung reports, the one the demo shows, for every match", () => {
    for (const term of terms) {
      for (const name of names(term)) {
        expect(calculateMatchRung(name, term), `${term} in ${name}`).toBe(
          engineName[rankTier(name, term)],
        );
      }
    }
  });
});

describe("search rule validation", () => {
  it("throws MULTIPLE_SEARCH_RULES for a second search rule", () => {
    expect(() => new FinderCore(gearShop, { rules: [byName, { ...byName, id: "brand" }] })).toThrow(
      expect.objectContaining({ code: "MULTIPLE_SEARCH_RULES" }),
    );
  });

  it('takes the id "search" when it has none, which other rules cannot reuse', () => {
    const finder = new FinderCore(gearShop, { rules: [byName] });
    expect(finder.getRule("search")).toBe(byName);
    const clash = filterRule<GearItem, boolean>({
      id: "search",
      boolean: true,
      filterFn: (item) => item.inStock,
    });
    expect(() => new FinderCore(gearShop, { rules: [byName, clash] })).toThrow(
      expect.objectContaining({ code: "DUPLICATE_RULE_ID" }),
    );
  });

  it("throws INVALID_SEARCH_TERM for a term that is not a string", () => {
    const finder = new FinderCore(gearShop, { rules: [byName] });
    const notAString = 42 as unknown as string;
    expect(() => finder.search.setSearchTerm(notAString)).toThrow(FinderError);
    for (const misuse of [
      () => finder.search.setSearchTerm(notAString),
      () => finder.search.test(notAString),
      () => finder.test({ searchTerm: notAString }),
      () => new FinderCore(gearShop, { rules: [byName], initialSearchTerm: notAString }),
    ]) {
      expect(misuse).toThrow(expect.objectContaining({ code: "INVALID_SEARCH_TERM" }));
    }
  });
});

describe("the other claims on the Search rule page", () => {
  it("searchFn runs once per item, the first time a search needs it; typing never calls it again", () => {
    const searchFn = vi.fn((item: GearItem) => item.name);
    const finder = new FinderCore(gearShop, { rules: [searchRule<GearItem>({ searchFn })] });
    void finder.matches;
    expect(searchFn).not.toHaveBeenCalled();
    for (const term of ["t", "tr", "tra", "trail", "lamp"]) {
      finder.search.setSearchTerm(term);
      void finder.matches;
    }
    expect(searchFn).toHaveBeenCalledTimes(gearShop.length);
  });

  it("Finder keeps each item's text until the items, the context or the rules change", () => {
    const searchFn = vi.fn((item: GearItem) => item.name);
    const finder = new FinderCore(gearShop, {
      rules: [searchRule<GearItem>({ searchFn })],
      initialSearchTerm: "lamp",
    });
    void finder.matches;
    searchFn.mockClear();
    finder.setContext("new context");
    finder.search.setSearchTerm("tent");
    void finder.matches;
    expect(searchFn).toHaveBeenCalledTimes(gearShop.length);
  });

  it("with an array, an item ranks by its best entry", () => {
    const finder = new FinderCore(gearShop, {
      rules: [searchRule<GearItem>({ searchFn: (item) => [item.brand, item.name] })],
      initialSearchTerm: "sun hoody",
    });
    expect(finder.matches.items?.[0]?.name).toBe("Sun Hoody");
  });

  it("label and hidden are for your UI: Finder never reads them", () => {
    const reads = vi.fn();
    const rule = {
      searchFn: (item: GearItem) => item.name,
      get label() {
        reads();
        return "Search gear";
      },
      get hidden() {
        reads();
        return true;
      },
    };
    const finder = new FinderCore(gearShop, { rules: [rule], initialSearchTerm: "lamp" });
    expect(finder.matches.numMatchedItems).toBeGreaterThan(0);
    expect(reads).not.toHaveBeenCalled();
  });

  it("setting a term moves pagination back to page 1", () => {
    const finder = new FinderCore(gearShop, { rules: [byName], numItemsPerPage: 5, page: 3 });
    expect(finder.pagination.page).toBe(3);
    finder.search.setSearchTerm("a");
    expect(finder.pagination.page).toBe(1);
  });

  it("with ignoreSortByRulesWhileSearchRuleIsActive, the sort rule applies again as soon as the term is cleared", () => {
    const finder = new FinderCore(gearShop, {
      rules: [byName, byPrice],
      initialSearchTerm: "trail",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(finder.matches.items?.map((item) => item.name)).toEqual(names("trail"));
    finder.search.reset();
    const prices = (finder.matches.items ?? []).map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("setByRelevance(true) orders by relevance alone while a term is active; setByRelevance(false) or choosing a sort rule switches back, at any time", () => {
    const finder = new FinderCore(gearShop, { rules: [byName, byPrice], initialSearchTerm: "t" });
    const shown = () => finder.matches.items?.map((item) => item.name);
    const byPriceOrder = shown();
    finder.sortBy.setByRelevance(true);
    expect(shown()).toEqual(names("t"));
    expect(shown()).not.toEqual(byPriceOrder);
    finder.sortBy.setByRelevance(false);
    expect(shown()).toEqual(byPriceOrder);
    finder.sortBy.setByRelevance(true);
    finder.sortBy.set("price");
    expect(shown()).toEqual(byPriceOrder);
  });

  it("the choice is kept when the term is cleared, and the sort rule orders until a term is typed again", () => {
    const finder = new FinderCore(gearShop, { rules: [byName, byPrice] });
    finder.sortBy.setByRelevance(true);
    finder.search.setSearchTerm("trail");
    finder.search.reset();
    expect(finder.sortBy.byRelevance).toBe(true);
    const prices = (finder.matches.items ?? []).map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    finder.search.setSearchTerm("trail");
    expect(finder.matches.items?.map((item) => item.name)).toEqual(names("trail"));
  });

  it("ignoreSortByRulesWhileSearchRuleIsActive makes relevance the default choice, which the visitor can change", () => {
    const finder = new FinderCore(gearShop, {
      rules: [byName, byPrice],
      initialSearchTerm: "t",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(finder.sortBy.byRelevance).toBe(true);
    finder.sortBy.setByRelevance(false);
    expect(finder.sortBy.isRelevanceActive).toBe(false);
  });

  it("throws INVALID_RULE when searchFn is not a function, or the rule also has a filterFn", () => {
    for (const rule of [
      { searchFn: "name" },
      { searchFn: (item: GearItem) => item.name, filterFn: () => true },
    ]) {
      expect(() => new FinderCore(gearShop, { rules: [rule as never] })).toThrow(
        expect.objectContaining({ code: "INVALID_RULE" }),
      );
    }
  });
});

describe("the tie-breakers' limits on the Search rule page", () => {
  const order = (items: string[], term: string) =>
    (
      new FinderCore(items, {
        rules: [searchRule({ searchFn: (text: string) => text })],
        initialSearchTerm: term,
      }).matches.items ?? []
    ).map((text) => items.indexOf(text));
  // A text of `length` letters with "ab" inside one word at `at`: a contains match.
  const text = (length: number, at: number) => "x".repeat(at) + "ab" + "x".repeat(length - at - 2);

  it("coverage is compared in steps: a 301-character text with an earlier match ranks above a 300-character one", () => {
    expect(order([text(300, 10), text(301, 2)], "ab")).toEqual([1, 0]);
  });

  it("with a two-letter term, texts under 90 characters never tie on coverage; a longer term needs longer texts", () => {
    for (let length = 4; length < 90; length++) {
      // The longer text matches earlier and comes first in the items: coverage alone puts the shorter first.
      expect(order([text(length + 1, 1), text(length, length - 3)], "ab")).toEqual([1, 0]);
    }
    // At 97 and 98 characters "ab" ties (position decides), "abx" does not (coverage decides).
    expect(order([text(98, 1), text(97, 94)], "ab")).toEqual([0, 1]);
    expect(order([text(98, 1), text(97, 94)], "abx")).toEqual([1, 0]);
  });

  it("positions from 1,023 on count as 1,023", () => {
    expect(order([text(2000, 1500), text(2000, 1023)], "ab")).toEqual([0, 1]);
    expect(order([text(2000, 1022), text(2000, 1023)], "ab")).toEqual([0, 1]);
    expect(order([text(2000, 1023), text(2000, 1022)], "ab")).toEqual([1, 0]);
  });

  it("a fuzzy match whose term begins with a quoted part is placed where that quoted run begins", () => {
    // "axxabxxz": the first "a" is at 0, the quoted run "ab" at 3; "xxabxxzx": the run at 2.
    expect(order(["axxabxxz", "xxabxxzx"], '"ab"z')).toEqual([1, 0]);
  });
});
