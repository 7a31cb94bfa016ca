// The search index keeps an ASCII haystack as given and matches it without folding it (issue 14):
// these properties check that this fast path answers exactly as the full normalisation does. A
// combining mark appended to a haystack is stripped by normalisation, so "text + U+0301" has the
// same compact form and word starts as "text" but always takes the full path.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, searchRule } from "../index";

interface Named {
  id: number;
  name: string;
}

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };
const MARK = "\u0301";

/** The ids `search.test(term)` returns, in result order. */
function searched(names: string[], term: string): number[] | undefined {
  const items = names.map((name, id) => ({ id, name }));
  const finder = new FinderCore(items, {
    rules: [searchRule({ searchFn: (item: Named) => item.name })],
  });
  return finder.search.test(term)?.map((item) => item.id);
}

// ASCII with both cases, digits, separators and control characters; words from a few letters so
// that terms often match.
const asciiText = fc
  .array(fc.constantFrom(..."abcABC01 _.-\t\u0000\u007f"), { maxLength: 12 })
  .map((chars) => chars.join(""));
const term = fc.oneof(
  fc.stringMatching(/^[abcABC01 "]{0,5}$/),
  fc.constantFrom("é", "ß", "ab é", '"a b"', "AB", "b1", '"c'),
);

describe("ASCII haystacks take a fast path that matches and ranks like the full one", () => {
  test("the matches and their order are the same as for the same text through full normalisation", () => {
    fc.assert(
      fc.property(fc.array(asciiText, { minLength: 1, maxLength: 8 }), term, (names, needle) => {
        const fast = searched(names, needle);
        const full = searched(
          names.map((name) => name + MARK),
          needle,
        );
        expect(fast).toEqual(full);
      }),
      RUNS,
    );
  });

  test("typing a term character by character (each keystroke continuing the last one's matches) finds what searching it at once finds", () => {
    fc.assert(
      fc.property(fc.array(asciiText, { minLength: 1, maxLength: 8 }), term, (names, needle) => {
        const items = names.map((name, id) => ({ id, name }));
        const finder = new FinderCore(items, {
          rules: [searchRule({ searchFn: (item: Named) => item.name })],
        });
        for (let length = 1; length <= needle.length; length++) {
          finder.search.setSearchTerm(needle.slice(0, length));
          void finder.matches;
        }
        expect((finder.matches.items ?? []).map((item) => item.id)).toEqual(
          searched(names, needle) ?? names.map((_, id) => id),
        );
      }),
      RUNS,
    );
  });

  test("an ASCII haystack matches letters in either case and skips everything but letters and digits", () => {
    expect(searched(["Cotton SHIRT", "cot-ton", "c.o.t", "tco"], "COT")).toEqual([2, 1, 0]);
    expect(searched(["Cotton shirt"], "tonsh")).toEqual([0]);
  });

  test("a term with a letter outside ASCII finds only haystacks that fold to it", () => {
    expect(searched(["cafe", "Café", "CAFÉ"], "café")).toEqual([0, 1, 2]);
    expect(searched(["strasse", "Strase"], "straße")).toEqual([0]);
    expect(searched(["EBC"], "ébc")).toEqual([0]);
    expect(searched(["abc"], "東")).toEqual([]);
  });

  test("a quoted part must occur contiguously in an ASCII haystack, separators ignored", () => {
    expect(searched(["Cotton shirt", "cotton sport shirt"], '"ton shi"')).toEqual([0]);
  });
});
