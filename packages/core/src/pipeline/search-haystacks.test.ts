// The search stage over haystacks of every shape: strings, lists with blanks, ASCII kept as
// given, text outside ASCII, terms that grow, and the ranking of list haystacks.
import { describe, expect, test } from "vitest";
import { FinderCore, searchRule } from "../index";

type Haystack = string | (string | null | undefined)[] | null | undefined;
interface Row {
  id: number;
  text: Haystack;
}

function searcher(texts: Haystack[]) {
  const finder = new FinderCore<Row>(
    texts.map((text, id) => ({ id, text })),
    { rules: [searchRule({ searchFn: (row: Row) => row.text as string | string[] })] },
  );
  return (term: string): number[] => {
    finder.search.setSearchTerm(term);
    return (finder.matches.items ?? []).map((row) => row.id);
  };
}

describe("haystacks", () => {
  test("a list haystack matches each entry on its own, not across entries", () => {
    expect(searcher([["xa", "by"], ["ab"]])("ab")).toEqual([1]);
  });

  test("a list haystack holds only its own entries", () => {
    expect(searcher([["apple"], ["pear"]])("tryker")).toEqual([]);
  });

  test("missing entries of a list haystack match nothing", () => {
    expect(searcher([[null, undefined, "pear"]])("stryker")).toEqual([]);
  });

  test("a missing haystack matches nothing", () => {
    expect(searcher([null, undefined, "pear"])("stryker")).toEqual([]);
  });
});

describe("ASCII haystacks kept as given", () => {
  test("an earlier lower-case letter is used before a later capital", () => {
    expect(searcher(["abA"])("ab")).toEqual([0]);
  });

  test("a capital is found when the term grows letter by letter", () => {
    const search = searcher(["ABC", "xyz"]);
    expect(search("a")).toEqual([0]);
    expect(search("ab")).toEqual([0]);
    expect(search("abc")).toEqual([0]);
  });
});

describe("haystacks outside ASCII", () => {
  test("a letter is not matched by half of another character's surrogate pair", () => {
    // "𐐃" folds to "𐐫" (U+1042B); the low half of "𐐀", the capital of the term, ends "𐀀".
    expect(searcher(["𐐃𐀀"])("𐐨")).toEqual([]);
  });
});

describe("growing terms", () => {
  test("a term growing a letter of another script no longer matches an ASCII haystack", () => {
    const search = searcher(["abc"]);
    expect(search("a")).toEqual([0]);
    expect(search("a東")).toEqual([]);
  });

  test("a term of another script grows over a haystack of that script", () => {
    const search = searcher(["東京都", "大阪"]);
    expect(search("東")).toEqual([0]);
    expect(search("東京")).toEqual([0]);
  });

  test("a quoted part added to a term must occur contiguously", () => {
    const search = searcher(["ab cxd", "ab cd"]);
    expect(search("ab")).toEqual([1, 0]);
    expect(search('ab "cd"')).toEqual([1]);
  });

  test("a term is not narrowed from the matches of its own ending", () => {
    const search = searcher(["ab cxd"]);
    expect(search('b"cd')).toEqual([]);
    expect(search('"ab"cd')).toEqual([0]);
  });
});

describe("ranking of list haystacks", () => {
  test("a list haystack ranks by its best entry", () => {
    // Entry order must not matter: items 0 and 2 both hold an exact "apple".
    expect(searcher([["xapplex", "apple"], "apple pie", ["apple", "xapplex"]])("apple")).toEqual([
      0, 2, 1,
    ]);
  });

  test("a list haystack of one poor entry ranks below a better single text", () => {
    expect(searcher([["xxapplexx"], "apple pie"])("apple")).toEqual([1, 0]);
  });

  test("a list haystack is ranked like the same text given alone", () => {
    expect(searcher([["zzz apple"], ["apple"]])("apple")).toEqual([1, 0]);
  });

  test("only matching entries of a list haystack count for its rank", () => {
    expect(searcher([["pear", "xxapplexx"], "apple pie"])("apple")).toEqual([1, 0]);
    expect(searcher([["xxapplexx", "pear"], "apple pie"])("apple")).toEqual([1, 0]);
  });

  test("a word start inside a list entry ranks above a match inside a word", () => {
    expect(searcher([["zzapple"], ["zz apple"]])("apple")).toEqual([1, 0]);
    expect(
      searcher([
        ["pear", "zzapple"],
        ["pear", "zz apple"],
      ])("apple"),
    ).toEqual([1, 0]);
  });

  test("a list entry that does not match does not count for the rank", () => {
    // "appl" misses the last letter but would score better than the scattered match.
    expect(searcher(["axpxpxlxe", ["appl", "axpxpxlxe"]])("apple")).toEqual([0, 1]);
  });
});
