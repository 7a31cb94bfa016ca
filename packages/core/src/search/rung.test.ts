// calculateMatchRung: the rung a haystack reaches, from the engine itself, so a page or an app
// can show why a result matched without re-deriving the ladder (issue 29, item 6).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { calculateMatchRung, FinderCore, searchRule, type SearchThreshold } from "../index";
import { RUNG_NAMES } from "./rung";

describe("calculateMatchRung", () => {
  test.each<[string, string, SearchThreshold]>([
    ["Trail Lamp", "trail lamp", "exact"],
    ["Trail Lamp", "tra", "startsWith"],
    ["Titanium Trail Lamp", "lamp", "wordStartsWith"],
    ["Headlamp", "lamp", "contains"],
    ["Trail Lamp", "tl", "acronym"],
    ["Trail Lamp", "tmp", "fuzzy"],
    ["Café Pour-Over Kit", "cafe", "startsWith"],
    ["Straße", "STRASSE", "exact"],
    ['Trail "Lamp"', '"il la"', "contains"],
  ])("%s for %s is %s", (haystack, needle, rung) => {
    expect(calculateMatchRung(haystack, needle)).toBe(rung);
  });

  test("undefined when the haystack does not match, the needle has no letters or digits, or either is not a string", () => {
    expect(calculateMatchRung("Trail Lamp", "xyz")).toBeUndefined();
    expect(calculateMatchRung("Trail Lamp", "")).toBeUndefined();
    expect(calculateMatchRung("Trail Lamp", " -- ")).toBeUndefined();
    expect(calculateMatchRung("", "a")).toBeUndefined();
    expect(calculateMatchRung(42 as unknown as string, "4")).toBeUndefined();
    expect(calculateMatchRung("42", undefined as unknown as string)).toBeUndefined();
  });

  test("the rungs are named in the ladder's order, as a threshold names them", () => {
    expect(RUNG_NAMES).toEqual([
      "exact",
      "startsWith",
      "wordStartsWith",
      "contains",
      "acronym",
      "fuzzy",
    ]);
  });

  // The engine's own answer for one haystack: the finder with a threshold at each rung keeps it
  // from its rung down, so the best rung that keeps it is the rung it reaches.
  const engineRung = (haystack: string, needle: string): SearchThreshold | undefined =>
    RUNG_NAMES.find((threshold) => {
      const finder = new FinderCore([haystack], {
        rules: [searchRule({ searchFn: (text: string) => text, threshold })],
      });
      return finder.search.test(needle).length === 1;
    });

  test("agrees with what the search stage keeps under every threshold, for any strings", () => {
    const char = fc.constantFrom(...'abc AB-é\u0301ßsſﬁ"1℅½'.split(""), "𐐨");
    const text = fc.array(char, { maxLength: 8 }).map((chars) => chars.join(""));
    fc.assert(
      fc.property(text, text, (haystack, needle) => {
        if (!/[\p{L}\p{N}]/u.test(needle)) return;
        expect(calculateMatchRung(haystack, needle)).toBe(engineRung(haystack, needle));
      }),
      { numRuns: 300 },
    );
  });
});
