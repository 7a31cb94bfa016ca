// Relevance as a runtime choice (issue 32, item 2): `sortBy.setByRelevance`, its default
// `ignoreSortByRulesWhileSearchRuleIsActive`, what it reports, how it is saved and read back.
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import {
  applySearchParams,
  FinderCore,
  FinderError,
  filterRule,
  fromSearchParams,
  restoreState,
  searchRule,
  sortByRule,
  toSearchParams,
  type FinderChangeEvent,
  type FinderCoreOptions,
  type FinderRule,
  type SearchThreshold,
} from "./index";
import { codeOf } from "./test/codeOf";

interface Row {
  id: number;
  name: string;
  price: number;
  kind: string;
}

const names = ["Camp Kitchen Set", "Ridgeline 2P Tent", "Tent Pegs", "tent", "Trail Lamp"];
const prices = [30, 250, 8, 120, 45];
const rows: Row[] = names.map((name, id) => ({
  id,
  name,
  price: prices[id] as number,
  kind: id % 2 ? "odd" : "even",
}));

const search = searchRule({ searchFn: (row: Row) => row.name });
const kind = filterRule({
  id: "kind",
  options: [{ value: "even" }, { value: "odd" }],
  filterFn: (row: Row, value: string) => row.kind === value,
});
const price = sortByRule({ id: "price", sortFn: (row: Row) => row.price });
const byName = sortByRule({ id: "name", sortFn: (row: Row) => row.name });
const rules: FinderRule<Row>[] = [search, kind, price, byName];

function finderWith(options: Partial<FinderCoreOptions<Row>> = {}) {
  return new FinderCore<Row>(rows, { rules, ...options });
}

const namesOf = (finder: FinderCore<Row>) => (finder.matches.items ?? []).map((row) => row.name);

// By price: Tent Pegs 8, tent 120, Ridgeline 250, Camp Kitchen Set 30 (the scattered match).
const BY_PRICE = ["Tent Pegs", "Camp Kitchen Set", "tent", "Ridgeline 2P Tent"];
// By relevance: exact, starts with, a word starts with, scattered.
const BY_RELEVANCE = ["tent", "Tent Pegs", "Ridgeline 2P Tent", "Camp Kitchen Set"];

describe("relevance as a runtime choice", () => {
  test("isRelevanceActive is true whenever relevance orders the matches, also without sort rules (issue 32 review, item 2)", () => {
    const unsorted = new FinderCore<Row>(rows, { rules: [search], initialSearchTerm: "tent" });
    expect(namesOf(unsorted)).toEqual(BY_RELEVANCE);
    expect(unsorted.sortBy.isRelevanceActive).toBe(true);
    expect(unsorted.sortBy.byRelevance).toBe(false);
    unsorted.search.setSearchTerm("");
    expect(unsorted.sortBy.isRelevanceActive).toBe(false);
    const sorted = finderWith({ initialSearchTerm: "tent" });
    expect(sorted.sortBy.isRelevanceActive).toBe(false);
  });

  test("after setRules takes the search rule away, setByRelevance(true) of the choice in force changes nothing and does not throw (item 7)", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    finder.sortBy.setByRelevance(true);
    finder.setRules([price]);
    expect(finder.sortBy.byRelevance).toBe(true);
    const onChange = vi.fn();
    finder.events.on("change", onChange);
    expect(() => finder.sortBy.setByRelevance(true)).not.toThrow();
    expect(onChange).not.toHaveBeenCalled();
    finder.sortBy.setByRelevance(false);
    expect(finder.sortBy.byRelevance).toBe(false);
    expect(codeOf(() => finder.sortBy.setByRelevance(true))).toBe("NO_SEARCH_RULE");
  });

  test("setByRelevance(true) orders by relevance while a term is active, and false goes back to the sort rule", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    expect(namesOf(finder)).toEqual(BY_PRICE);
    expect(finder.sortBy.byRelevance).toBe(false);
    finder.sortBy.setByRelevance(true);
    expect(namesOf(finder)).toEqual(BY_RELEVANCE);
    expect(finder.sortBy.byRelevance).toBe(true);
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    finder.sortBy.setByRelevance(false);
    expect(namesOf(finder)).toEqual(BY_PRICE);
    expect(finder.sortBy.isRelevanceActive).toBe(false);
  });

  test("activeRule and sortDirection keep naming the sort rule while relevance orders", () => {
    const finder = finderWith({ initialSearchTerm: "tent", initialSortBy: "price" });
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.setByRelevance(true);
    expect(finder.sortBy.activeRule?.id).toBe("price");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.sortBy.isRuleActive("price")).toBe(true);
    expect(finder.sortBy.isRelevanceActive).toBe(true);
  });

  test("clearing the term keeps the choice: the sort rule orders, and relevance again once a term is typed", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    finder.sortBy.setByRelevance(true);
    finder.search.reset();
    expect(finder.sortBy.byRelevance).toBe(true);
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    expect(finder.matches.items?.map((row) => row.price)).toEqual([8, 30, 45, 120, 250]);
    // A term with no letter or digit ranks nothing either.
    finder.search.setSearchTerm("  ");
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    finder.search.setSearchTerm("tent");
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    expect(namesOf(finder)).toEqual(BY_RELEVANCE);
  });

  test("the choice can be made before any term is typed", () => {
    const finder = finderWith();
    finder.sortBy.setByRelevance(true);
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    finder.search.setSearchTerm("tent");
    expect(namesOf(finder)).toEqual(BY_RELEVANCE);
  });

  test("ignoreSortByRulesWhileSearchRuleIsActive is the default of the choice, and setByRelevance() goes back to it", () => {
    const finder = finderWith({
      initialSearchTerm: "tent",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(finder.sortBy.byRelevance).toBe(true);
    expect(namesOf(finder)).toEqual(BY_RELEVANCE);
    finder.sortBy.setByRelevance(false);
    expect(namesOf(finder)).toEqual(BY_PRICE);
    finder.sortBy.setByRelevance();
    expect(finder.sortBy.byRelevance).toBe(true);
    expect(namesOf(finder)).toEqual(BY_RELEVANCE);
    finder.sortBy.setByRelevance(false);
    finder.sortBy.reset();
    expect(finder.sortBy.byRelevance).toBe(true);
  });

  test("set() and toggle() choose a rule over relevance; the direction calls keep the choice", () => {
    const finder = finderWith({
      initialSearchTerm: "tent",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    finder.sortBy.set("price");
    expect(finder.sortBy.byRelevance).toBe(false);
    expect(namesOf(finder)).toEqual(BY_PRICE);

    finder.sortBy.setByRelevance(true);
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggleSortDirection();
    finder.sortBy.cycleSortDirection();
    expect(finder.sortBy.byRelevance).toBe(true);

    // The active rule while relevance orders: toggle starts it in its default direction.
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggle("price");
    expect(finder.sortBy.byRelevance).toBe(false);
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(namesOf(finder)).toEqual(BY_PRICE);
    // Once the rule orders, toggle flips it as before.
    finder.sortBy.toggle("price");
    expect(finder.sortBy.sortDirection).toBe("desc");

    // Chosen but without a term, the active rule orders: toggle flips it and switches relevance off.
    finder.search.reset();
    finder.sortBy.setByRelevance(true);
    finder.sortBy.toggle("price");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.byRelevance).toBe(false);
  });

  test("relevance ties keep item order, and filters and pages apply as with a sort rule", () => {
    const finder = finderWith({
      initialSearchTerm: "t",
      initialFilters: { kind: "odd" },
      numItemsPerPage: 1,
      page: 2,
    });
    finder.sortBy.setByRelevance(true);
    expect(finder.pagination.page).toBe(1);
    // "Ridgeline 2P Tent" (1) and "tent" (3) are the odd ones; "tent" starts with "t", and
    // "Ridgeline 2P Tent" has "t" at a word start.
    expect(finder.test({}, true).map((row) => row.name)).toEqual(["tent", "Ridgeline 2P Tent"]);
    expect(namesOf(finder)).toEqual(["tent"]);
  });
});

describe("what a change of the choice reports", () => {
  test("setByRelevance emits one change from sortBy with { sortBy, sortDirection, byRelevance }", () => {
    const onChange = vi.fn<(event: FinderChangeEvent<Row>) => void>();
    const finder = finderWith({ initialSortBy: "name", onChange });
    finder.sortBy.setByRelevance(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    const event = onChange.mock.calls[0]?.[0];
    expect(event).toMatchObject({
      source: "sortBy",
      event: "setByRelevance",
      initial: { sortBy: "name", sortDirection: undefined, byRelevance: undefined },
      current: { sortBy: "name", sortDirection: undefined, byRelevance: true },
    });
    expect(event?.rule).toBe(byName);
  });

  test("choosing what is already in force changes nothing and emits nothing", () => {
    const onChange = vi.fn();
    const finder = finderWith({ onChange, numItemsPerPage: 1, page: 3 });
    finder.sortBy.setByRelevance(false);
    finder.sortBy.setByRelevance();
    expect(onChange).not.toHaveBeenCalled();
    expect(finder.pagination.page).toBe(3);
    const byDefault = finderWith({
      onChange,
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    byDefault.sortBy.setByRelevance(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a choice moves to page 1; while disabled it does nothing", () => {
    const finder = finderWith({ numItemsPerPage: 1, page: 3 });
    finder.sortBy.setByRelevance(true);
    expect(finder.pagination.page).toBe(1);
    finder.setIsDisabled(true);
    finder.sortBy.setByRelevance(false);
    expect(finder.sortBy.byRelevance).toBe(true);
  });

  test("set() on the rule already set reports the switch from relevance as setSortBy", () => {
    const onChange = vi.fn<(event: FinderChangeEvent<Row>) => void>();
    const finder = finderWith({ initialSortBy: "price", onChange });
    finder.sortBy.setByRelevance(true);
    finder.sortBy.set("price");
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({
      event: "setSortBy",
      initial: { sortBy: "price", byRelevance: true },
      current: { sortBy: "price", byRelevance: undefined },
    });
  });
});

describe("bad input leaves the state as it was", () => {
  test("relevance without a search rule throws NO_SEARCH_RULE; false and undefined are accepted", () => {
    const finder = new FinderCore<Row>(rows, { rules: [price], numItemsPerPage: 1, page: 2 });
    let error: unknown;
    try {
      finder.sortBy.setByRelevance(true);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FinderError);
    expect((error as FinderError).code).toBe("NO_SEARCH_RULE");
    expect((error as FinderError).message).toBe(
      "Finder: sortBy.setByRelevance() chose relevance order, but there is no search rule to rank by.",
    );
    expect(finder.sortBy.byRelevance).toBe(false);
    expect(finder.pagination.page).toBe(2);
    expect(codeOf(() => finder.sortBy.setByRelevance(false))).toBeUndefined();
    expect(codeOf(() => finder.sortBy.setByRelevance())).toBeUndefined();
    expect(codeOf(() => finder.test({ byRelevance: true }))).toBe("NO_SEARCH_RULE");
    // The switch is the default of the choice, and as before needs no search rule.
    expect(
      codeOf(
        () =>
          new FinderCore<Row>(rows, {
            rules: [price],
            ignoreSortByRulesWhileSearchRuleIsActive: true,
          }),
      ),
    ).toBeUndefined();
  });

  test("anything but true, false or undefined throws INVALID_BOOLEAN", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    for (const value of ["true", 1, null, {}]) {
      expect(codeOf(() => finder.sortBy.setByRelevance(value as boolean))).toBe("INVALID_BOOLEAN");
      expect(codeOf(() => finder.test({ byRelevance: value as boolean }))).toBe("INVALID_BOOLEAN");
    }
    expect(finder.sortBy.byRelevance).toBe(false);
    expect(namesOf(finder)).toEqual(BY_PRICE);
  });

  test("setRules without the search rule keeps the choice, which has nothing to rank until a search rule is back", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    finder.sortBy.setByRelevance(true);
    finder.setRules([price, byName]);
    expect(finder.sortBy.byRelevance).toBe(true);
    expect(finder.sortBy.isRelevanceActive).toBe(false);
    const restored = new FinderCore<Row>(rows, { rules: [price, byName], ...finder.toJSON() });
    expect(restored.toJSON()).toEqual(finder.toJSON());
  });
});

describe("saving and restoring the choice", () => {
  test("toJSON() saves the choice in force as ignoreSortByRulesWhileSearchRuleIsActive, which the restored finder starts with", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    expect(finder.toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBeUndefined();
    finder.sortBy.setByRelevance(true);
    const json = finder.toJSON();
    expect(json.ignoreSortByRulesWhileSearchRuleIsActive).toBe(true);
    expect(Object.keys(json)).toHaveLength(11);
    const restored = new FinderCore<Row>(rows, { rules, ...json });
    expect(restored.sortBy.byRelevance).toBe(true);
    expect(namesOf(restored)).toEqual(BY_RELEVANCE);
    expect(restored.toJSON()).toEqual(json);
  });

  test("a visitor's false overrides the switch in the snapshot; restored, it is the new default", () => {
    const finder = finderWith({
      initialSearchTerm: "tent",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
    });
    expect(finder.toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBe(true);
    finder.sortBy.setByRelevance(false);
    const json = finder.toJSON();
    expect(json.ignoreSortByRulesWhileSearchRuleIsActive).toBe(false);
    const restored = new FinderCore<Row>(rows, { rules, ...json });
    expect(namesOf(restored)).toEqual(BY_PRICE);
    restored.sortBy.reset();
    expect(restored.sortBy.byRelevance).toBe(false);
  });

  test("a batch reports the choice in its snapshots", () => {
    const onChange = vi.fn<(event: FinderChangeEvent<Row>) => void>();
    const finder = finderWith({ initialSearchTerm: "tent", onChange });
    finder.batch(() => {
      finder.sortBy.setByRelevance(true);
      finder.pagination.setNumItemsPerPage(2);
    });
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      event: "batch",
      initial: { ignoreSortByRulesWhileSearchRuleIsActive: undefined },
      current: { ignoreSortByRulesWhileSearchRuleIsActive: true },
    });
  });

  test("restoreState keeps the switch as a boolean", () => {
    expect(
      restoreState({ ignoreSortByRulesWhileSearchRuleIsActive: false }, { rules }).options,
    ).toEqual({ ignoreSortByRulesWhileSearchRuleIsActive: false });
  });

  test("an address holds the choice under its own key, only when it differs from a fresh finder", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    expect(toSearchParams(finder).toString()).toBe("q=tent");
    finder.sortBy.setByRelevance(true);
    expect(toSearchParams(finder).toString()).toBe("q=tent&relevance=true");
    const read = fromSearchParams("q=tent&relevance=true", { rules, items: rows });
    expect(read).toEqual({
      options: {
        initialSearchTerm: "tent",
        initialFilters: {},
        initialByRelevance: true,
      },
      dropped: [],
    });
    // Switched off where the app's default is on: "false" is written.
    const defaults = { ignoreSortByRulesWhileSearchRuleIsActive: true };
    const byDefault = finderWith({ ...defaults, initialSearchTerm: "tent" });
    expect(toSearchParams(byDefault, { defaults }).toString()).toBe("q=tent");
    byDefault.sortBy.set("name");
    expect(toSearchParams(byDefault, { defaults }).toString()).toBe(
      "q=tent&sort=name&relevance=false",
    );
    // Compared with a fresh finder without the switch, off is what it shows.
    expect(toSearchParams(byDefault).toString()).toBe("q=tent&sort=name");
    expect(fromSearchParams("relevance=false", { rules, defaults }).options).toMatchObject({
      ignoreSortByRulesWhileSearchRuleIsActive: true,
      initialByRelevance: false,
    });
  });

  test("a sort rule named relevance does not collide with the key", () => {
    const relevance = sortByRule({ id: "relevance", sortFn: (row: Row) => row.price });
    const setup = { rules: [search, price, relevance], items: rows };
    const finder = new FinderCore<Row>(rows, { ...setup, initialSearchTerm: "tent" });
    finder.sortBy.set("relevance", "desc");
    expect(toSearchParams(finder).toString()).toBe("q=tent&sort=relevance&dir=desc");
    finder.sortBy.setByRelevance(true);
    const address = toSearchParams(finder).toString();
    expect(address).toBe("q=tent&sort=relevance&dir=desc&relevance=true");
    expect(fromSearchParams(address, setup).options).toMatchObject({
      initialSortBy: "relevance",
      initialByRelevance: true,
    });
  });

  test("an address with a bad relevance value drops it with its reason", () => {
    const read = fromSearchParams("relevance=yes&q=tent", { rules, items: rows });
    expect(read.options).toEqual({ initialSearchTerm: "tent", initialFilters: {} });
    expect(read.dropped).toMatchObject([
      { option: "ignoreSortByRulesWhileSearchRuleIsActive", value: "yes", code: "INVALID_STATE" },
    ]);
    // Empty means none: off, whatever the defaults say.
    expect(
      fromSearchParams("relevance=", {
        rules,
        defaults: { ignoreSortByRulesWhileSearchRuleIsActive: true },
      }).options,
    ).toEqual({
      initialFilters: {},
      ignoreSortByRulesWhileSearchRuleIsActive: true,
      initialByRelevance: false,
    });
  });

  test("applySearchParams puts the choice in force, and an address without it goes back to the default", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    applySearchParams(finder, "q=tent&sort=name&relevance=true");
    expect(finder.sortBy.byRelevance).toBe(true);
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(namesOf(finder)).toEqual(BY_RELEVANCE);
    applySearchParams(finder, "q=tent&sort=name");
    expect(finder.sortBy.byRelevance).toBe(false);
    // Without a search rule there is no relevance to put in force: the part is left out, as said.
    const unsearchable = new FinderCore<Row>(rows, { rules: [price] });
    expect(applySearchParams(unsearchable, "relevance=true")).toEqual([
      {
        option: "ignoreSortByRulesWhileSearchRuleIsActive",
        key: "relevance",
        value: "true",
        code: "NO_SEARCH_RULE",
        message:
          'Finder: "relevance" chose relevance order, but there is no search rule to rank by.',
      },
    ]);
    expect(unsearchable.sortBy.byRelevance).toBe(false);
  });

  test("a finder built from an address with relevance goes back to the app's default on Back and reset()", () => {
    const setup = { rules, items: rows };
    const built = () =>
      finderWith(fromSearchParams("q=tent&sort=name&relevance=true", setup).options);
    const back = built();
    expect(back.sortBy.byRelevance).toBe(true);
    expect(namesOf(back)).toEqual(BY_RELEVANCE);
    applySearchParams(back, "q=tent");
    const fresh = finderWith(fromSearchParams("q=tent", setup).options);
    expect(back.sortBy.byRelevance).toBe(false);
    expect(namesOf(back)).toEqual(namesOf(fresh));
    expect(toSearchParams(back).toString()).toBe("q=tent");
    const reset = built();
    reset.sortBy.reset();
    expect(reset.sortBy.byRelevance).toBe(false);
    expect(namesOf(reset)).toEqual(BY_PRICE);
    // The app's own default stays the default: on, with the address's "off" as the choice.
    const defaults = { ignoreSortByRulesWhileSearchRuleIsActive: true };
    const off = finderWith(
      fromSearchParams("q=tent&relevance=false", { ...setup, defaults }).options,
    );
    expect(off.sortBy.byRelevance).toBe(false);
    off.sortBy.reset();
    expect(off.sortBy.byRelevance).toBe(true);
  });

  test("initialByRelevance is the visitor's choice at the start; it is checked like setByRelevance()", () => {
    const finder = finderWith({ initialSearchTerm: "tent", initialByRelevance: true });
    expect(finder.sortBy.isRelevanceActive).toBe(true);
    expect(finder.toJSON().ignoreSortByRulesWhileSearchRuleIsActive).toBe(true);
    finder.sortBy.setByRelevance();
    expect(finder.sortBy.byRelevance).toBe(false);
    expect(
      codeOf(() => new FinderCore<Row>(rows, { rules: [price], initialByRelevance: true })),
    ).toBe("NO_SEARCH_RULE");
    expect(codeOf(() => finderWith({ initialByRelevance: "yes" as unknown as boolean }))).toBe(
      "INVALID_BOOLEAN",
    );
    expect(() => finderWith({ initialByRelevance: "yes" as unknown as boolean })).toThrow(
      "the initialByRelevance option takes only true or false",
    );
    // The default chosen again is no choice: going back to the default changes nothing.
    const onChange = vi.fn();
    const same = finderWith({
      initialSearchTerm: "tent",
      ignoreSortByRulesWhileSearchRuleIsActive: true,
      initialByRelevance: true,
      onChange,
    });
    same.sortBy.setByRelevance();
    expect(onChange).not.toHaveBeenCalled();
  });

  test("test() takes byRelevance; a sortBy given chooses the rule, as set() does", () => {
    const finder = finderWith({ initialSearchTerm: "tent" });
    const names = (items: Row[]) => items.map((row) => row.name);
    expect(names(finder.test({ searchTerm: "tent", byRelevance: true }))).toEqual(BY_RELEVANCE);
    finder.sortBy.setByRelevance(true);
    expect(names(finder.test({}, true))).toEqual(BY_RELEVANCE);
    expect(names(finder.search.test("tent", true))).toEqual(BY_RELEVANCE);
    expect(names(finder.search.test("tent"))).toEqual(BY_PRICE);
    expect(names(finder.test({ sortBy: "price" }, true))).toEqual(BY_PRICE);
    expect(names(finder.test({ sortBy: "price", byRelevance: true }, true))).toEqual(BY_RELEVANCE);
  });
});

describe("relevance order against sorting by score", () => {
  const THRESHOLDS: SearchThreshold[] = [
    "exact",
    "startsWith",
    "wordStartsWith",
    "contains",
    "acronym",
    "fuzzy",
  ];
  /** The best rung an item reaches for `term`: the strictest threshold under which it still matches. */
  const rungOf = (row: Row, term: string) =>
    THRESHOLDS.findIndex(
      (threshold) =>
        new FinderCore<Row>([row], {
          rules: [searchRule({ searchFn: (item: Row) => item.name, threshold })],
          initialSearchTerm: term,
        }).matches.numMatchedItems === 1,
    );

  const word = fc.constantFrom("tent", "Tent", "pegs", "trail", "lamp", "camp", "set", "t", "2P");
  const rowArbitrary = fc.array(
    fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.nat(9)),
    {
      maxLength: 14,
    },
  );

  test("with relevance chosen, the order is a ranking finder's (no sort rules), best rung first, whatever the sort rule and filters", () => {
    fc.assert(
      fc.property(
        rowArbitrary,
        fc.constantFrom("t", "te", "tent", "tp", "camp set", "la"),
        fc.constantFrom("price", "name"),
        fc.constantFrom<"asc" | "desc">("asc", "desc"),
        fc.constantFrom<string | undefined>(undefined, "odd", "even"),
        (specs, term, sortBy, direction, kindValue) => {
          const items: Row[] = specs.map(([words, cost], id) => ({
            id,
            name: words.join(" "),
            price: cost,
            kind: id % 2 ? "odd" : "even",
          }));
          const initialFilters = kindValue === undefined ? {} : { kind: kindValue };
          const finder = new FinderCore<Row>(items, {
            rules,
            initialSearchTerm: term,
            initialFilters,
            initialSortBy: sortBy,
            initialSortDirection: direction,
            ignoreSortByRulesWhileSearchRuleIsActive: true,
          });
          const ranking = new FinderCore<Row>(items, {
            rules: [search, kind],
            initialSearchTerm: term,
            initialFilters,
          });
          const ids = (finder.matches.items ?? []).map((row) => row.id);
          expect(ids).toEqual((ranking.matches.items ?? []).map((row) => row.id));
          const rungs = (finder.matches.items ?? []).map((row) => rungOf(row, term));
          expect(rungs).toEqual([...rungs].sort((a, b) => a - b));
          expect(rungs.every((rung) => rung >= 0)).toBe(true);
          // Switching back gives the sort rule's order of the same matches.
          finder.sortBy.setByRelevance(false);
          const sorted = (finder.matches.items ?? []).map((row) => row.id);
          expect([...sorted].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
          expect(sorted).toEqual(
            finder.test({ sortBy, sortDirection: direction }, true).map((row) => row.id),
          );
        },
      ),
      { seed: 20261126, numRuns: 150 },
    );
  });
});
