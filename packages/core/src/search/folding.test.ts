// Full case folding in search and highlighting, and what a term without letters or digits means
// (issue 13, item 9).
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import {
  calculateStringMatchSegments,
  FinderCore,
  hasCharacterIndexMatches,
  searchEffect,
  searchRule,
  sortByRule,
} from "../index";
import { normalizeText } from "./normalize";
import { mapText } from "./segments";

interface Named {
  id: number;
  name: string;
}

const named = (names: string[]): Named[] => names.map((name, id) => ({ id, name }));
const finderOf = (items: Named[]) =>
  new FinderCore(items, { rules: [searchRule({ searchFn: (item: Named) => item.name })] });
const found = (names: string[], term: string) =>
  (finderOf(named(names)).search.test(term) ?? []).map((item) => item.name);
const render = (haystack: string, needle: string) =>
  calculateStringMatchSegments(haystack, needle)
    ?.map((segment) => (segment.isMatch ? `[${segment.value}]` : segment.value))
    .join("");

describe("full case folding", () => {
  test.each([
    ["strasse", "Straße"],
    ["STRASSE", "Straße"],
    ["Straße", "STRASSE"],
    ["straße", "STRAẞE"],
    ["fine", "ﬁne dining"],
    ["ΟΔΥΣΣΕΥΣ", "Οδυσσεύς"],
    ["οδυσσευσ", "ΟΔΥΣΣΕΥΣ"],
    ["οδυσσευς", "Οδυσσευσ"],
    ["ΑΙ", "ᾳ"],
    ["diyarbakir", "Diyarbakır"],
    ["DIYARBAKIR", "Diyarbakır"],
    ["istanbul", "İstanbul"],
  ])('"%s" finds "%s"', (term, name) => {
    expect(found([name, "unrelated"], term)).toEqual([name]);
    expect(hasCharacterIndexMatches(name, term)).toBe(true);
  });

  test("a folded match ranks like any other: an exact fold beats a longer name", () => {
    expect(found(["Strassenbahn", "Straße"], "strasse")).toEqual(["Straße", "Strassenbahn"]);
  });

  test("highlights map a character that folds to two back to the one original character", () => {
    expect(render("Große Straße 5", "strasse")).toBe("Große [Straße] 5");
    expect(render("Große Straße 5", "grosse")).toBe("[Große] Straße 5");
    // Half of "ß" still marks the whole character: there is nothing smaller to mark.
    expect(render("Straße", "stras")).toBe("[Straß]e");
    expect(render("ΟΔΥΣΣΕΥΣ", "οδυσσευς")).toBe("[ΟΔΥΣΣΕΥΣ]");
    expect(render("Diyarbakır", "kir")).toBe("Diyarba[kır]");
  });

  test("highlight segments of folded text cover the haystack exactly once", () => {
    const haystack = "Maß ﬁx ᾳ ΣΟΦΟΣ İı ẞ";
    for (const needle of ["mass", "fix", "αι", "σοφοσ", "ii", "ss", "msfx"]) {
      const segments = calculateStringMatchSegments(haystack, needle);
      expect(segments, needle).toBeDefined();
      expect(segments?.map((segment) => segment.value).join("")).toBe(haystack);
      let index = 0;
      for (const segment of segments ?? []) {
        expect(segment.index).toBe(index);
        expect(segment.value).toBe(haystack.slice(index, index + segment.length));
        index += segment.length;
      }
    }
  });

  test("search and highlighting agree on random strings of folding-sensitive characters", () => {
    const alphabet = [
      "ß",
      "ẞ",
      "s",
      "S",
      "ς",
      "Σ",
      "σ",
      "ﬁ",
      "f",
      "i",
      "ı",
      "İ",
      "ᾳ",
      "α",
      " ",
      "é",
      "\u0301",
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
    const items = named(Array.from({ length: 200 }, () => text(1 + random(8))));
    const finder = finderOf(items);
    for (let k = 0; k < 100; k++) {
      const term = text(1 + random(3));
      if (!/[\p{L}\p{N}]/u.test(term)) continue; // no search: covered below
      const matched = new Set(finder.search.test(term).map((item) => item.id));
      for (const item of items) {
        expect(hasCharacterIndexMatches(item.name, term), `${term} in ${item.name}`).toBe(
          matched.has(item.id),
        );
      }
    }
  });
});

describe("a term without letters or digits is no search", () => {
  const names = ["Blue 🙂 mug", 'The "quoted" one', "[.*+?] regex", "Plain"];
  test.each(["🙂", '"', '""', "[.*+?", "\u200b", "!!", "  ", "—", "🙂 \u200b !"])(
    "%j: hasSearchTerm is false, the term is kept and every item matches",
    (term) => {
      const finder = finderOf(named(names));
      finder.search.setSearchTerm(term);
      expect(finder.search.searchTerm).toBe(term);
      expect(finder.search.hasSearchTerm).toBe(false);
      expect(finder.matches.numMatchedItems).toBe(names.length);
      expect(finder.search.test(term)).toHaveLength(names.length);
      expect(calculateStringMatchSegments(names[0] as string, term)).toBeUndefined();
    },
  );

  test("letters next to symbols still search by the letters", () => {
    const finder = finderOf(named(names));
    finder.search.setSearchTerm("🙂 plain");
    expect(finder.search.hasSearchTerm).toBe(true);
    expect(finder.matches.items?.map((item) => item.name)).toEqual(["Plain"]);
  });

  test("such a term keeps the sort order, fires no search effect and counts as no term", () => {
    const effect = vi.fn();
    const items = named(["b", "c", "a"]);
    const finder = new FinderCore(items, {
      rules: [
        searchRule({ searchFn: (item: Named) => item.name }),
        sortByRule({ id: "name", sortFn: (item: Named) => item.name }),
      ],
      ignoreSortByRulesWhileSearchRuleIsActive: true,
      effects: [searchEffect("cheap", effect)],
    });
    finder.search.setSearchTerm("?!");
    expect(finder.matches.items?.map((item) => item.name)).toEqual(["a", "b", "c"]);
    expect(effect).not.toHaveBeenCalled();
  });
});

describe("one normalisation", () => {
  // The search stage compacts whole strings (normalizeText, with an ASCII fast path); highlighting
  // compacts character by character to map each kept character back (mapText). They must agree
  // on the text and on where words start, or a highlight would mark what search did not match.
  test("the search stage's compact text and word starts equal highlighting's, for any string", () => {
    const char = fc.constantFrom(
      ..."aZ9 -_.ßẞςΣıİᾳﬁſé\u0301\u0345ᲀ東℅½㏂⑴".split(""),
      "𐐨",
      "\u00a0",
      "Å",
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (chars) => {
        const input = chars.join("");
        const { text, starts } = mapText(input);
        expect(normalizeText(input)).toEqual({ text, starts });
      }),
      { numRuns: 500 },
    );
  });

  test("the ASCII fast path gives what the general path gives", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 20 }), (input) => {
        const { text, starts } = mapText(input);
        expect(normalizeText(input)).toEqual({ text, starts });
      }),
    );
  });
});
