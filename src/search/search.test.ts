import { describe, expect, it } from "vitest";
import MiniSearch from "minisearch";
import { buildSearch } from "./buildIndex";
import { indexOptions, tokenize, wordCharacter, wordsOf, type IndexedEntry } from "./config";
import { excerpt, findTerms } from "./excerpt";
import { rankedEntries, search } from "./rank";
import { readPage } from "./sections";

const page = (body: string, title = "API") =>
  `<html><head><title>${title} | Finder</title></head><body><nav>Menu words</nav><main><article>` +
  `<h1>${title}<a class="hash-link" href="#">#</a></h1>${body}</article></main></body></html>`;

const apiPage = page(`
  <p>Intro about the instance.</p>
  <h2 id="options">Options<a class="hash-link" href="#options">\u200b</a></h2>
  <p>Passed to the constructor.</p>
  <table><thead><tr><th>Option</th><th>Meaning</th></tr></thead><tbody>
    <tr id="option-debouncemilliseconds"><td><code>debounceMilliseconds</code></td><td>Waits before searching.</td></tr>
  </tbody></table>
  <h3 id="deep">Deep</h3><p>Nested text.</p><pre><code>const finder = new FinderCore();</code></pre>
  <div role="region" aria-label="Live demo: shop"><p>Camp Kitchen Set</p><button>Show more</button></div>
  <h2 id="next">Next</h2><p>Search API, Filters API.</p>
  <h2 id="errors">Errors</h2>
  <table><thead><tr><th>Code</th><th>When</th></tr></thead><tbody>
    <tr id="code-invalid_state"><td><code>INVALID_STATE</code></td><td>A state that cannot be restored.</td></tr>
  </tbody></table>
`);

describe("readPage", () => {
  const { sections, references } = readPage(apiPage, "/finder/api/");

  it("splits the page at its headings, with the headings above each section as its path", () => {
    expect(sections.map((section) => [section.url, section.path])).toEqual([
      ["/finder/api/", ["API"]],
      ["/finder/api/#options", ["API", "Options"]],
      ["/finder/api/#deep", ["API", "Options", "Deep"]],
      ["/finder/api/#next", ["API", "Next"]],
      ["/finder/api/#errors", ["API", "Errors"]],
    ]);
    expect(sections[0]!.text).toBe("Intro about the instance.");
  });

  it("keeps code apart from prose and leaves out navigation, buttons and demos' live output", () => {
    const deep = sections[2]!;
    expect(deep.text).toBe("Nested text.");
    expect(deep.code).toBe("const finder = new FinderCore();");
    const all = sections.map((section) => section.text).join(" ");
    expect(all).not.toMatch(/Menu words|Camp Kitchen|Show more|#/);
  });

  it("reads each anchored row of a reference table as an entry of its own", () => {
    expect(references).toEqual([
      {
        url: "/finder/api/#option-debouncemilliseconds",
        path: ["API", "Options"],
        name: "debounceMilliseconds",
        kind: "Option",
        text: "Waits before searching.",
      },
      {
        url: "/finder/api/#code-invalid_state",
        path: ["API", "Errors"],
        name: "INVALID_STATE",
        kind: "Code",
        text: "A state that cannot be restored.",
      },
    ]);
  });

  it("reads a member's signature, shown under its name, as the start of the row's text", () => {
    const members = page(`<table><thead><tr><th>Member</th><th>Returns</th></tr></thead><tbody>
      <tr id="member-setsearchterm"><td><code>setSearchTerm</code><span class="member-signature"><code>(term: string) => void</code></span></td><td><code>void</code></td></tr>
      <tr id="member-searchterm"><td><code>searchTerm</code><span class="member-kind">property</span></td><td><code>string</code></td></tr>
    </tbody></table>`);
    const rows = readPage(members, "/finder/api/search-api/").references;
    expect(rows.map(({ name, text }) => [name, text])).toEqual([
      ["setSearchTerm", "(term: string) => void · void"],
      ["searchTerm", "property · string"],
    ]);
  });

  it("lists where the page's text links to on the site, as entries' urls", () => {
    const links = page(`<p><a href="/finder/rules/search-rule#match-threshold">a</a>
      <a href="../pagination-api/">b</a> <a href="#options">c</a>
      <a href="https://github.com/x">d</a></p>`);
    expect(readPage(links, "/finder/api/search-api/").links).toEqual([
      "/finder/rules/search-rule/#match-threshold",
      "/finder/api/pagination-api/",
      "/finder/api/search-api/#options",
    ]);
  });

  it("reports ids used twice on a page", () => {
    expect(readPage(apiPage, "/finder/api/").duplicateIds).toEqual([]);
    const twice = page('<h2 id="a">A</h2><p id="a">again</p><p id="b">once</p>');
    expect(readPage(twice, "/finder/x/").duplicateIds).toEqual(["a"]);
  });
});

describe("tokenize", () => {
  it("keeps an identifier whole and adds its parts", () => {
    expect(tokenize("set debounceMilliseconds, INVALID_STATE and getURLState")).toEqual([
      "set",
      "debounceMilliseconds",
      "debounce",
      "Milliseconds",
      "INVALID_STATE",
      "INVALID",
      "STATE",
      "and",
      "getURLState",
      "get",
      "URL",
      "State",
    ]);
  });

  it("reads words as the query does: letters, digits, _ and $, in any script", () => {
    expect(wordsOf("filters.set(id, $value) → Größe_2")).toEqual([
      "filters",
      "set",
      "id",
      "$value",
      "Größe_2",
    ]);
    expect(wordCharacter.test("→")).toBe(false);
  });
});

describe("rankedEntries", () => {
  it("works out once what an entry ranks by: a page's title and words, a row's names, its heading's words", () => {
    const [page, row, section] = rankedEntries([
      { url: "/finder/api/sort-by-api/", path: ["SortBy API"], shard: 0 },
      {
        url: "/finder/api/#method-filters-set",
        path: ["API", "Filters"],
        name: "filters.set(id, value)",
        kind: "Method",
        shard: 1,
      },
      {
        url: "/finder/getting-started/#quick-start",
        path: ["Getting started", "Quick start"],
        shard: 2,
      },
    ]);
    expect(page?.page).toEqual({
      title: "sortbyapi",
      words: ["sortby", "sort", "by", "api"],
      reference: true,
    });
    expect(page?.headingWords).toEqual(["sortby", "sort", "by", "api"]);
    expect(row?.page).toBeUndefined();
    expect(row?.names).toEqual(["set", "filters.setid,value"]);
    expect(row?.headingWords).toEqual(["filters", "set", "id", "value"]);
    expect(section?.summary.url).toBe("/finder/getting-started/#quick-start");
    expect(section?.names).toEqual([]);
    expect(section?.headingWords).toEqual(["quick", "start"]);
  });
});

describe("search", () => {
  const built = buildSearch([
    readPage(apiPage, "/finder/api/"),
    readPage(
      page("<p>Debounce a search term while the reader types.</p>", "Debounce"),
      "/finder/d/",
    ),
    readPage(page("<p>Pages of matches.</p>", "Pagination API"), "/finder/pagination-api/"),
  ]);
  const index = MiniSearch.loadJS<IndexedEntry>(
    JSON.parse(JSON.stringify(built.file.index)) as never,
    indexOptions,
  );
  const entries = rankedEntries(built.file.entries);
  const urls = (query: string) => search(index, entries, query).map((hit) => hit.entry.url);

  it("leaves out sections that only point elsewhere", () => {
    expect(built.file.entries.some((entry) => entry.path.at(-1) === "Next")).toBe(false);
    expect(urls("Filters")).toEqual([]);
  });

  it("puts a page titled exactly as the query first, then reference rows named so", () => {
    expect(urls("debounce")[0]).toBe("/finder/d/");
    expect(urls("debounceMilliseconds")[0]).toBe("/finder/api/#option-debouncemilliseconds");
    expect(urls("invalid_state")[0]).toBe("/finder/api/#code-invalid_state");
  });

  it("puts pages with the word in their title, reference pages first, before names that only contain it", () => {
    const sorting = buildSearch([
      readPage(
        page(`
          <h2 id="types">Types</h2>
          <table><thead><tr><th>Type</th><th>Meaning</th></tr></thead><tbody>
            <tr id="type-sortvalue"><td><code>SortValue</code></td><td>What a sort reads.</td></tr>
          </tbody></table>`),
        "/finder/api/",
      ),
      readPage(page("<p>Order the list.</p>", "Sort by"), "/finder/getting-started/sort-by/"),
      readPage(page("<p>Order the list.</p>", "Sort-by rule"), "/finder/rules/sort-by-rule/"),
      readPage(page("<p>Order the list.</p>", "SortBy API"), "/finder/api/sort-by-api/"),
    ]);
    const sortIndex = MiniSearch.loadJS<IndexedEntry>(
      JSON.parse(JSON.stringify(sorting.file.index)) as never,
      indexOptions,
    );
    const sortEntries = rankedEntries(sorting.file.entries);
    const found = search(sortIndex, sortEntries, "sort").map((hit) => hit.entry.url);
    expect(found.slice(0, 2).sort()).toEqual([
      "/finder/api/sort-by-api/",
      "/finder/rules/sort-by-rule/",
    ]);
    expect(found.slice(2, 4)).toEqual([
      "/finder/getting-started/sort-by/",
      "/finder/api/#type-sortvalue",
    ]);
    // Typed whole, the name comes first again.
    expect(search(sortIndex, sortEntries, "SortValue")[0]?.entry.url).toBe(
      "/finder/api/#type-sortvalue",
    );
  });

  it("puts an entry whose heading holds every word before names that hold one, and forgives a typo only when nothing matches as typed", () => {
    const groups = buildSearch([
      readPage(
        page(
          `<h2 id="behaviour">Behaviour</h2>
          <table><thead><tr><th>Member</th><th>Meaning</th></tr></thead><tbody>
            <tr id="member-groups"><td><code>groups</code></td><td>The groups of the page, while a group rule is active, whose items are whole.</td></tr>
            <tr id="member-numtotalgroups"><td><code>numTotalGroups</code></td><td>How many groups, while groups are whole.</td></tr>
          </tbody></table>`,
          "Matches API",
        ),
        "/finder/api/matches-api/",
      ),
      readPage(
        page(
          `<h2 id="pages-of-whole-groups">Pages of whole groups</h2>
          <p>With paging set to groups, a page holds whole groups.</p>
          <h2 id="order">Group order</h2><p>While sorting, groups whose items tie keep their order.</p>`,
          "Group-by rule",
        ),
        "/finder/rules/group-by-rule/",
      ),
      readPage(
        page(
          `<h2 id="pages-of-whole-groups">Pages of whole groups</h2>
          <p>While pages hold whole groups, offset counts groups, as
          <a href="/finder/rules/group-by-rule#pages-of-whole-groups">the rule's option</a> says.</p>`,
          "Pagination API",
        ),
        "/finder/api/pagination-api/",
      ),
      readPage(
        page(
          `<p>Group whole pages with <a href="../rules/group-by-rule/#pages-of-whole-groups">paging</a>.</p>`,
          "Paginating matches",
        ),
        "/finder/getting-started/pagination/",
      ),
    ]);
    const groupsIndex = MiniSearch.loadJS<IndexedEntry>(
      JSON.parse(JSON.stringify(groups.file.index)) as never,
      indexOptions,
    );
    const found = (query: string) =>
      search(groupsIndex, rankedEntries(groups.file.entries), query).map((hit) => hit.entry.url);
    // Both sections have the words in their heading; other pages link to the group-by rule's.
    expect(found("whole groups").slice(0, 2)).toEqual([
      "/finder/rules/group-by-rule/#pages-of-whole-groups",
      "/finder/api/pagination-api/#pages-of-whole-groups",
    ]);
    // "whole" is in the index, so "while" and "whose" do not count as it with a typo.
    expect(found("whole groups")).not.toContain("/finder/rules/group-by-rule/#order");
    // Typed with a typo, the words still find their section.
    expect(found("whole grops")[0]).toBe("/finder/rules/group-by-rule/#pages-of-whole-groups");
  });

  it("of two entries named as typed, puts first the one on the page the site links to for the word", () => {
    const thresholds = buildSearch([
      readPage(
        page(
          `<h2 id="props">Props</h2>
          <table><thead><tr><th>Prop</th><th>Meaning</th></tr></thead><tbody>
            <tr id="prop-threshold"><td><code>threshold</code></td><td>The threshold.</td></tr>
          </tbody></table>`,
          "StringMatch",
        ),
        "/finder/components/string-match/",
      ),
      readPage(
        page(
          `<h2 id="options">Options</h2>
          <table><thead><tr><th>Option</th><th>Meaning</th></tr></thead><tbody>
            <tr id="option-threshold"><td><code>threshold</code></td><td>How close a match must be: the threshold's rungs.</td></tr>
          </tbody></table>
          <h2 id="match-threshold">Match threshold</h2><p>Each threshold rung keeps fewer matches.</p>`,
          "Search rule",
        ),
        "/finder/rules/search-rule/",
      ),
      readPage(
        page(
          `<p>Matches follow the search rule's
          <a href="/finder/rules/search-rule/#match-threshold">threshold</a>.</p>`,
          "Highlighting",
        ),
        "/finder/guides/highlighting/",
      ),
    ]);
    const thresholdIndex = MiniSearch.loadJS<IndexedEntry>(
      JSON.parse(JSON.stringify(thresholds.file.index)) as never,
      indexOptions,
    );
    const found = search(thresholdIndex, rankedEntries(thresholds.file.entries), "threshold").map(
      (hit) => hit.entry.url,
    );
    expect(found.slice(0, 3)).toEqual([
      "/finder/rules/search-rule/#option-threshold",
      "/finder/components/string-match/#prop-threshold",
      "/finder/rules/search-rule/#match-threshold",
    ]);
  });

  it("finds a word with one typo, and the word being typed by its beginning", () => {
    expect(urls("pagnation")).toContain("/finder/pagination-api/");
    expect(urls("debunce")).toContain("/finder/api/#option-debouncemilliseconds");
    expect(urls("milli")).toContain("/finder/api/#option-debouncemilliseconds");
  });

  it("offers entries with some of the words when none has them all, and nothing for a blank query", () => {
    expect(urls("restored zebra")).toEqual([
      "/finder/api/#code-invalid_state",
      "/finder/api/#errors",
    ]);
    expect(urls("  ")).toEqual([]);
  });

  it("keeps every entry's text in its page's shard, named by content", () => {
    const names = built.file.shards;
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^pages\/[0-9a-f]{12}\.json$/);
    const texts = new Map(
      names.flatMap((name) => JSON.parse(built.shards.get(name)!) as [number, string][]),
    );
    built.file.entries.forEach((entry, id) => {
      expect(texts.has(id)).toBe(true);
      expect(names[entry.shard]).toBeDefined();
    });
  });
});

describe("excerpt", () => {
  it("marks terms at the start of words and of identifier parts, longest first", () => {
    expect(
      findTerms("The debounceMilliseconds option; rebounce", ["debounce", "milliseconds"]),
    ).toEqual([
      { start: 4, end: 12 },
      { start: 12, end: 24 },
    ]);
    expect(findTerms("INVALID_STATE", ["invalid_state", "state"])).toEqual([{ start: 0, end: 13 }]);
  });

  it("cuts the text around the first match, at word boundaries, with ellipses", () => {
    const text = `${"lead ".repeat(40)}the target word ${"tail ".repeat(40)}`.trim();
    const parts = excerpt(text, ["target"], 60);
    expect(parts[0]).toEqual({ text: "…", marked: false });
    expect(parts.at(-1)).toEqual({ text: "…", marked: false });
    expect(parts.filter((part) => part.marked)).toEqual([{ text: "target", marked: true }]);
    const shown = parts.map((part) => part.text).join("");
    expect(shown.length).toBeLessThanOrEqual(64);
    expect(shown).toMatch(/^…lead .* tail…$/);
  });

  it("marks a whole text when given no length limit", () => {
    expect(excerpt("Sticky group", ["sticky"], Infinity)).toEqual([
      { text: "Sticky", marked: true },
      { text: " group", marked: false },
    ]);
  });

  it("shows the start of a short text whole, marking nothing when nothing matches", () => {
    expect(excerpt("Short text.", ["absent"])).toEqual([{ text: "Short text.", marked: false }]);
  });
});
