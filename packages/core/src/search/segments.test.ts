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
});
