import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { normalizeCompact } from "./normalize";
import { parseTerm, searches } from "./term";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261126) });

// `searches` decides whether a term searches; the search stage, highlighting and search effects
// test the same thing on the parsed or compact form they hold. These tests hold all three forms
// to one answer.
describe("searches: whether a term searches", () => {
  test("a term with a letter or digit searches; one without (blank, punctuation, emoji) does not", () => {
    expect(searches("tent")).toBe(true);
    expect(searches(' "2" ')).toBe(true);
    expect(searches("é")).toBe(true);
    expect(searches("")).toBe(false);
    expect(searches("   ")).toBe(false);
    expect(searches('!! "" -')).toBe(false);
    expect(searches("🙂")).toBe(false);
  });

  test("agrees with the parsed form (search stage, highlighting) and the compact form (effects)", () => {
    const char = fc.constantFrom("a", "Z", "7", " ", '"', "!", "-", "é", "\u0301", "🙂", "ß");
    fc.assert(
      fc.property(fc.array(char, { maxLength: 8 }), (chars) => {
        const term = chars.join("");
        expect(parseTerm(term).pieces.length > 0).toBe(searches(term));
        expect(normalizeCompact(term) !== "").toBe(searches(term));
      }),
    );
  });
});
