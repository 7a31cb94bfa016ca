import { describe, expect, test } from "vitest";
import { calculateStringMatchSegments, hasCharacterIndexMatches } from "../index";

const render = (haystack: string, needle: string) =>
  calculateStringMatchSegments(haystack, needle)
    ?.map((segment) => (segment.isMatch ? `[${segment.value}]` : segment.value))
    .join("");

describe("calculateStringMatchSegments", () => {
  test("marks a contiguous match and leaves the rest unmatched", () => {
    expect(render("Blue Cotton Shirt", "cotton")).toBe("Blue [Cotton] Shirt");
  });

  test("finds accented text from an unaccented needle and maps back to the original", () => {
    expect(render("Café Noir", "cafe")).toBe("[Café] Noir");
    expect(render("Cafe\u0301 x", "cafe")).toBe("[Cafe\u0301] x");
  });

  test("matches scripts without case or spaces", () => {
    expect(render("東京都", "東京")).toBe("[東京]都");
  });

  test("maps a ligature back to the single original character", () => {
    expect(render("ﬁne dining", "fi")).toBe("[ﬁ]ne dining");
  });

  test("prefers word initials over scattered letters", () => {
    expect(render("Blue Cotton Shirt", "bcs")).toBe("[B]lue [C]otton [S]hirt");
  });

  test("prefers runs of letters for fuzzy matches", () => {
    expect(render("Blue Cotton Shirt", "blco")).toBe("[Bl]ue [Co]tton Shirt");
  });

  test("a match across a space does not mark the space", () => {
    expect(render("Blue Cotton", "bluecot")).toBe("[Blue] [Cot]ton");
  });

  test("quoted text must be contiguous", () => {
    expect(render("Blue Cotton", '"bct"')).toBeUndefined();
    expect(render("Blue Cotton", '"cot"')).toBe("Blue [Cot]ton");
  });

  test("prefers an occurrence that starts a word over an earlier one inside a word", () => {
    expect(render("Potato Tomato", "to")).toBe("Potato [To]mato");
  });

  test("the first word of the haystack counts as a word start", () => {
    expect(render("Tea teapot", "tea")).toBe("[Tea] teapot");
  });

  test("a quoted needle also prefers an occurrence that starts a word", () => {
    expect(render("Potato Tomato", '"to"')).toBe("Potato [To]mato");
  });

  test("an empty pair of quotes does not split the needle", () => {
    expect(render("Potato Tomato", 'to""ma')).toBe("Potato [Toma]to");
  });

  test("a quoted part followed by more text aligns each part in order", () => {
    expect(render("Potato Tomato", '"to" ma')).toBe("Pota[to] To[ma]to");
  });

  test("marks only as many word initials as the needle has letters", () => {
    expect(render("Fish Shop Hub Cafe", "fsh")).toBe("[F]ish [S]hop [H]ub Cafe");
  });

  test("initials win over a run inside a word", () => {
    expect(render("Sam Ham Ash", "sha")).toBe("[S]am [H]am [A]sh");
  });

  test("keeps the longest run of the needle together rather than the first letters found", () => {
    expect(render("Blue Cotton Shirt", "bton")).toBe("[B]lue Cot[ton] Shirt");
  });

  test("looks for the rest of the needle after the run it has marked", () => {
    expect(render("Cotton Top", "coto")).toBe("[Cot]t[o]n Top");
  });

  test("looks for text after a quoted part only after that part", () => {
    expect(render("Blue Umbrella", '"blue" u')).toBe("[Blue] [U]mbrella");
  });

  test("keeps runs together in the text after a quoted part", () => {
    expect(render("Blue Cotton", '"blue" ton')).toBe("[Blue] Cot[ton]");
  });

  test("falls back to the first fitting letters when runs cannot be kept in order", () => {
    expect(render("Tiny Elephants Tea", "tee")).toBe("[T]iny [E]l[e]phants Tea");
  });

  test("a quoted part stays together in the fallback alignment", () => {
    expect(render("Tiny Elephants Tea, Ever After", 'te "ea"')).toBe(
      "[T]iny [E]lephants T[ea], Ever After",
    );
  });

  test("a whole-word match at the start wins over word initials", () => {
    expect(render("Tea Time Easy", "te")).toBe("[Te]a Time Easy");
  });

  test("the fallback alignment looks for text after a quoted part only after that part", () => {
    expect(render("Tiny Elephants Tea", 'te "ph" e')).toBe("[T]iny [E]le[ph]ants T[e]a");
  });

  test("a combining mark after a space is not joined to the letter before the space", () => {
    expect(render("Cafe \u0301x", "cafe")).toBe("[Cafe] \u0301x");
  });

  // "℅" decomposes to "c/o", "½" to "1⁄2", "㏂" to "a.m.": the search stage splits words at the
  // separator inside, so highlighting must too, or a rung that needs a word start disagrees.
  test.each([
    ["℅ box", "o"],
    ["½ cup", "2"],
    ["㏂ start", "m"],
  ])("a separator inside one character starts a word: %s for %s", (haystack, needle) => {
    expect(hasCharacterIndexMatches(haystack, needle, "wordStartsWith")).toBe(true);
    expect(render(haystack.slice(0, 1), needle)).toBe(`[${haystack.slice(0, 1)}]`);
  });

  test("returns undefined rather than throwing for a haystack or needle that is not a string", () => {
    expect(calculateStringMatchSegments(42 as unknown as string, "4")).toBeUndefined();
    expect(calculateStringMatchSegments("42", undefined as unknown as string)).toBeUndefined();
  });

  test("returns undefined when nothing matches or the needle has no letters", () => {
    expect(calculateStringMatchSegments("Blue", "xyz")).toBeUndefined();
    expect(calculateStringMatchSegments("Blue", "!!")).toBeUndefined();
    expect(calculateStringMatchSegments("", "a")).toBeUndefined();
  });

  test("segments cover the haystack exactly once with consistent lengths", () => {
    const haystack = "Ünïcödé — ﬁsh & chips 東京";
    const segments = calculateStringMatchSegments(haystack, "unicode fish")!;
    expect(segments.map((segment) => segment.value).join("")).toBe(haystack);
    let index = 0;
    for (const segment of segments) {
      expect(segment.index).toBe(index);
      expect(segment.length).toBe(segment.value.length);
      index += segment.length;
    }
  });
});

describe("hasCharacterIndexMatches", () => {
  test("is true exactly when segments exist", () => {
    expect(hasCharacterIndexMatches("Café", "cafe")).toBe(true);
    expect(hasCharacterIndexMatches("Café", "cafx")).toBe(false);
    expect(hasCharacterIndexMatches("Café", "  ")).toBe(false);
  });

  test("is false rather than throwing for a haystack or needle that is not a string", () => {
    expect(hasCharacterIndexMatches(42 as unknown as string, "4")).toBe(false);
    expect(hasCharacterIndexMatches("42", null as unknown as string)).toBe(false);
  });
});
