import { describe, expect, it } from "vitest";
import { FinderCore, searchEffect, searchRule } from "@finderjs/core";
import { keyword, searchEffectTermRows } from "./searchEffectTerms";

describe(`searchEffect("${keyword}")`, () => {
  for (const row of searchEffectTermRows) {
    it(`${row.triggers ? "runs" : "does not run"} for ${JSON.stringify(row.term)}`, () => {
      const seen: string[] = [];
      const finder = new FinderCore(["Ridgeline tent"], {
        rules: [searchRule<string>({ searchFn: (name) => name })],
        // Start from another term so that setting "" is a change too.
        initialSearchTerm: "x",
        effects: [searchEffect<string>(keyword, (_finder, term) => seen.push(term))],
      });
      finder.search.setSearchTerm(row.term);
      expect(seen).toEqual(row.triggers ? [row.term] : []);
    });
  }

  it("matches an array of keywords when any one is contained", () => {
    const seen: string[] = [];
    const finder = new FinderCore(["Storm Bivy"], {
      rules: [searchRule<string>({ searchFn: (name) => name })],
      effects: [searchEffect<string>(["waterproof", "rain"], (_f, term) => seen.push(term))],
    });
    finder.search.setSearchTerm("Rain jacket");
    expect(seen).toEqual(["Rain jacket"]);
  });

  it("matches accents and other scripts after normalisation", () => {
    const seen: string[] = [];
    const finder = new FinderCore(["Café Pour-Over Kit"], {
      rules: [searchRule<string>({ searchFn: (name) => name })],
      effects: [searchEffect<string>(["cafe", "東京"], (_f, term) => seen.push(term))],
    });
    finder.search.setSearchTerm("Café");
    finder.search.setSearchTerm("東京都");
    expect(seen).toEqual(["Café", "東京都"]);
  });

  it("does not run when the same term is set again", () => {
    const seen: string[] = [];
    const finder = new FinderCore(["Ridgeline tent"], {
      rules: [searchRule<string>({ searchFn: (name) => name })],
      effects: [searchEffect<string>(keyword, (_f, term) => seen.push(term))],
    });
    finder.search.setSearchTerm("cheapest");
    finder.search.setSearchTerm("cheapest");
    expect(seen).toHaveLength(1);
  });
});
