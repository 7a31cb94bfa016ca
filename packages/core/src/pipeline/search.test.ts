import { describe, expect, test } from "vitest";
import { FinderCore, FinderError, searchRule, sortByRule } from "../index";
import { ids, productRules, products } from "../test/fixtures";

const named = (names: string[]) => names.map((name, id) => ({ id, name }));
type Named = { id: number; name: string };
const searchOnly = (items: Named[], extra = {}) =>
  new FinderCore<Named>(items, {
    rules: [searchRule({ searchFn: (item: { name: string }) => item.name })],
    ...extra,
  });

describe("search", () => {
  test("an empty or letterless term matches everything", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    finder.search.setSearchTerm("   ");
    expect(finder.matches.numMatchedItems).toBe(products.length);
    finder.search.setSearchTerm("--");
    expect(finder.matches.numMatchedItems).toBe(products.length);
  });

  test("matches long ASCII haystacks in either case, letter by letter as a term grows", () => {
    const filler = "Lorem ipsum dolor sit amet, ".repeat(10);
    const finder = searchOnly(
      named([`${filler}ZEBRA`, `${filler}zebu`, `${filler}Cobra`, `Zebra ${filler}`]),
    );
    // Which items match (ranking is tested elsewhere).
    const matchesFor = (term: string) => {
      finder.search.setSearchTerm(term);
      return ids(finder.matches.items).sort();
    };
    expect(matchesFor("z")).toEqual([0, 1, 3]);
    expect(matchesFor("ze")).toEqual([0, 1, 3]);
    expect(matchesFor("zeb")).toEqual([0, 1, 3]);
    expect(matchesFor("zebr")).toEqual([0, 3]);
    expect(matchesFor("zebra")).toEqual([0, 3]);
    expect(matchesFor("zebraz")).toEqual([]);
    // Digits and punctuation in the term: the digit must occur, the comma is ignored.
    expect(matchesFor("amet,cobra")).toEqual([2]);
    expect(matchesFor("amet 9")).toEqual([]);
  });

  test("ignores case, diacritics, punctuation and spaces", () => {
    const finder = searchOnly(named(["Café Crème", "Tea", "CAFE-BAR"]));
    finder.search.setSearchTerm("cafe");
    // Both start with the term; "CAFE-BAR" wins on coverage (4 of 7 letters).
    expect(ids(finder.matches.items)).toEqual([2, 0]);
    finder.search.setSearchTerm("café bar");
    expect(ids(finder.matches.items)).toEqual([2]);
  });

  test("matches letters of any script", () => {
    const finder = searchOnly(named(["東京都", "大阪", "Ελληνικά"]));
    finder.search.setSearchTerm("東京");
    expect(ids(finder.matches.items)).toEqual([0]);
    finder.search.setSearchTerm("ΕΛΛΗΝΙΚΆ");
    expect(ids(finder.matches.items)).toEqual([2]);
  });

  test("matches characters in order (subsequence) but quoted text only contiguously", () => {
    const finder = searchOnly(named(["Blue Cotton Shirt", "Black Coat"]));
    finder.search.setSearchTerm("bcs");
    expect(ids(finder.matches.items)).toEqual([0]);
    finder.search.setSearchTerm('"cot"');
    expect(ids(finder.matches.items)).toEqual([0]);
    finder.search.setSearchTerm('"coa"');
    expect(ids(finder.matches.items)).toEqual([1]);
  });

  test("ranks exact > starts-with > word-start > contains > acronym > fuzzy", () => {
    const finder = searchOnly(
      named([
        "a xcotx b",
        "Cot!",
        "x b cot",
        "cotton",
        "copper orange tin",
        "xxcxxoxxt",
        "nothing",
      ]).reverse(),
    );
    finder.search.setSearchTerm("cot");
    expect(finder.matches.items?.map((item) => item.name)).toEqual([
      "Cot!",
      "cotton",
      "x b cot",
      "a xcotx b",
      "copper orange tin",
      "xxcxxoxxt",
    ]);
  });

  test("ties go to higher coverage, then earlier position, then original order", () => {
    const finder = searchOnly(
      named(["cotton shirt long", "cotton", "cotton shirt", "my cotton", "a cotton"]),
    );
    finder.search.setSearchTerm("cot");
    expect(finder.matches.items?.map((item) => item.name)).toEqual([
      "cotton",
      "cotton shirt",
      "cotton shirt long",
      "a cotton",
      "my cotton",
    ]);
  });

  test("match positions past the 1023rd letter count as 1023, so those matches tie on position", () => {
    // Each text is one 1703-letter word, except the last, whose second word starts with the term.
    const word = (before: number, after: number) => `${"a".repeat(before)}bcd${"a".repeat(after)}`;
    const finder = searchOnly(
      named([word(1500, 200), word(1200, 500), word(1000, 700), `${"a".repeat(1600)} bcd`]),
    );
    finder.search.setSearchTerm("bcd");
    expect(ids(finder.matches.items)).toEqual([3, 2, 0, 1]);
  });

  test("an item matches when any of its haystacks matches", () => {
    const finder = new FinderCore(
      [
        { id: 1, title: "Shirt", tags: ["linen", "summer"] },
        { id: 2, title: "Coat", tags: ["wool"] },
      ],
      {
        rules: [
          searchRule({
            searchFn: (item: { title: string; tags: string[] }) => [item.title, ...item.tags],
          }),
        ],
      },
    );
    finder.search.setSearchTerm("summer");
    expect(ids(finder.matches.items)).toEqual([1]);
  });

  test("an active sort rule orders the results and ranking breaks its ties", () => {
    const items = [
      { id: 1, name: "xcot", price: 1 },
      { id: 2, name: "cot", price: 2 },
      { id: 3, name: "cotton", price: 1 },
    ];
    const rules = [
      searchRule({ searchFn: (item: (typeof items)[number]) => item.name }),
      sortByRule({ id: "price", sortFn: (item: (typeof items)[number]) => item.price }),
    ];
    const finder = new FinderCore(items, { rules, initialSearchTerm: "cot" });
    expect(ids(finder.matches.items)).toEqual([3, 1, 2]);
    const relevance = new FinderCore(items, {
      rules,
      initialSearchTerm: "cot",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(ids(relevance.matches.items)).toEqual([2, 3, 1]);
  });

  test("narrowing a term gives the same result as searching from scratch", () => {
    const items = named(["cotton", "coat", "cot", "scooter", "taco", "octopus"]);
    const typed = searchOnly(items);
    for (const term of ["c", "co", "cot", "co", '"co', '"cot"']) {
      typed.search.setSearchTerm(term);
      expect(ids(typed.matches.items)).toEqual(
        ids(searchOnly(items, { initialSearchTerm: term }).matches.items),
      );
    }
  });

  test("test() reports matches for a term without changing the state", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    expect(ids(finder.search.test("cotton"))).toEqual([6, 1]);
    expect(finder.search.searchTerm).toBe("");
    expect(finder.search.hasSearchTerm).toBe(false);
    expect(finder.search.hasSearchRule).toBe(true);
  });

  test("reset clears the term", () => {
    const finder = new FinderCore(products, { rules: productRules(), initialSearchTerm: "coat" });
    expect(finder.search.hasSearchTerm).toBe(true);
    finder.search.reset();
    expect(finder.search.searchTerm).toBe("");
    expect(finder.matches.numMatchedItems).toBe(products.length);
  });
});

describe("search API", () => {
  const withoutSearch = () =>
    new FinderCore(products, { rules: productRules().filter((rule) => !("searchFn" in rule)) });

  test("test() ignores the current filters unless it is additive", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    finder.filters.set("inStock", true);
    expect(ids(finder.search.test("cotton"))).toEqual([6, 1]);
    expect(ids(finder.search.test("cotton", true))).toEqual([1]);
  });

  test("hasSearchRule is false for a finder without a search rule", () => {
    expect(withoutSearch().search.hasSearchRule).toBe(false);
  });

  test("test() without a search rule throws a message that names search.test() and the term", () => {
    const act = () => withoutSearch().search.test("x");
    expect(act).toThrow(FinderError);
    expect(act).toThrow('search.test() got the term "x", but there is no search rule.');
  });

  test("a term that is not a string is named by its type, and null as null", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    expect(() => finder.search.setSearchTerm(3 as never)).toThrow(
      "the search term must be a string, got number.",
    );
    expect(() => finder.search.setSearchTerm(null as never)).toThrow(
      "the search term must be a string, got null.",
    );
  });
});

describe("word starts and letters in the compact text", () => {
  const names = (finder: FinderCore<Named>) => finder.matches.items?.map((item) => item.name);

  test("punctuation after z is not a letter: a term of it searches nothing", () => {
    const finder = searchOnly(named(["a", "b"]), { initialSearchTerm: "{|}~" });
    expect(finder.search.hasSearchTerm).toBe(false);
  });

  test("9 and Z are letters of a term", () => {
    expect(searchOnly(named(["a"]), { initialSearchTerm: "9" }).search.hasSearchTerm).toBe(true);
    expect(searchOnly(named(["a"]), { initialSearchTerm: "Z" }).search.hasSearchTerm).toBe(true);
  });

  test("a leading separator does not make the first word's initial count twice", () => {
    // Both long enough for a list of word starts; "ee" is only a fuzzy match in either, a tie.
    const eclair = `-Éclair Tea ${"x".repeat(25)}`;
    const era = `Era Tea ${"x".repeat(28)}`;
    const finder = searchOnly(named([era, eclair]), { initialSearchTerm: "ee" });
    expect(names(finder)).toEqual([era, eclair]);
  });

  test.each([
    ["ASCII", "C"],
    ["outside ASCII", "Ö"],
  ])("in a long %s haystack an acronym match ranks by the word it starts at", (_, initial) => {
    const later = `${initial}aaaaaaaaa bird golf dog zzzzzzzzzzzzzz`;
    const earlier = `${initial}aaaaaaa bird golf dog zzzzzzzzzzzzzzzz`;
    const finder = searchOnly(named([later, earlier]), { initialSearchTerm: "bgd" });
    expect(names(finder)).toEqual([earlier, later]);
  });
});
