import { describe, expect, test } from "vitest";
import { FinderCore, FinderError, searchRule, sortByRule } from "../index";
import { ids, productRules, products } from "../test/fixtures";

const create = (extra = {}) => new FinderCore(products, { rules: productRules(), ...extra });

describe("sort", () => {
  test("the first sort rule is active by default, ascending", () => {
    const finder = create();
    expect(finder.sortBy.activeRule?.id).toBe("price");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
    expect(ids(finder.matches.items)).toEqual([4, 5, 6, 1, 2, 3]);
  });

  test("is stable and keeps nulls last in both directions", () => {
    const finder = create({ initialSortDirection: "desc" });
    expect(ids(finder.matches.items)).toEqual([2, 1, 6, 4, 5, 3]);
  });

  test("compares strings with numeric, case-insensitive collation", () => {
    const finder = create({ initialSortBy: "name" });
    expect(finder.matches.items?.map((item) => item.name)).toEqual([
      "Blue Cotton Shirt",
      "Café Crème Mug",
      "Cotton Socks",
      "item 2",
      "item 10",
      "Red Wool Coat",
    ]);
  });

  test("sorts dates and booleans by value", () => {
    const items = [
      { id: 1, at: new Date(2020, 1, 1), flag: true },
      { id: 2, at: new Date(2019, 1, 1), flag: false },
      { id: 3, at: null, flag: true },
    ];
    const finder = new FinderCore(items, {
      rules: [
        sortByRule({ id: "at", sortFn: (item: (typeof items)[number]) => item.at }),
        sortByRule({ id: "flag", sortFn: (item: (typeof items)[number]) => item.flag }),
      ],
    });
    expect(ids(finder.matches.items)).toEqual([2, 1, 3]);
    finder.sortBy.set("flag", "desc");
    expect(ids(finder.matches.items)).toEqual([1, 3, 2]);
  });

  test("an array of selectors breaks ties with the next key", () => {
    const finder = new FinderCore(products, {
      rules: [
        sortByRule({
          id: "r",
          sortFn: [(item: (typeof products)[number]) => item.rating, (item) => item.price],
        }),
      ],
    });
    // Ratings 2, 3, 4, 5; the two rated 4 (items 1 at 20 and 6 at 8) swap by price, which
    // sorting by rating alone (stable, so item order) would not do.
    expect(ids(finder.matches.items)).toEqual([4, 5, 3, 6, 1, 2]);
    finder.sortBy.setSortDirection("desc");
    expect(ids(finder.matches.items)).toEqual([2, 1, 6, 3, 4, 5]);
  });

  test("defaultSortDirection applies until the user sets one", () => {
    const finder = new FinderCore(products, {
      rules: [
        sortByRule({
          id: "p",
          sortFn: (item: (typeof products)[number]) => item.price,
          defaultSortDirection: "desc",
        }),
      ],
    });
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.setSortDirection("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(true);
    expect(ids(finder.matches.items)[0]).toBe(4);
  });

  test("set, toggle, isRuleActive and reset", () => {
    const finder = create();
    finder.sortBy.set("name", "desc");
    expect(finder.sortBy.isRuleActive("name")).toBe(true);
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.toggle("name");
    expect(finder.sortBy.sortDirection).toBe("asc");
    finder.sortBy.toggle("price");
    expect(finder.sortBy.activeRule?.id).toBe("price");
    finder.sortBy.reset();
    expect(finder.sortBy.activeRule?.id).toBe("price");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  test("sortBy.set() and reset() name the first sort rule, the one in force afterwards, in the change event", () => {
    const finder = create();
    const named: (string | undefined)[] = [];
    finder.events.on("change", (event) => named.push(event.rule?.id));
    finder.sortBy.set("name");
    finder.sortBy.reset();
    finder.sortBy.set("name");
    finder.sortBy.set();
    expect(named).toEqual(["name", "price", "name", "price"]);
  });

  test("toggleSortDirection flips and cycleSortDirection goes unset → desc → asc → unset", () => {
    const finder = create();
    finder.sortBy.toggleSortDirection();
    expect(finder.sortBy.sortDirection).toBe("desc");
    finder.sortBy.reset();
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      finder.sortBy.cycleSortDirection();
      seen.push(finder.sortBy.userHasSetSortDirection ? finder.sortBy.sortDirection : undefined);
    }
    expect(seen).toEqual(["desc", "asc", undefined]);
  });

  test("cycleSortDirection on a rule whose default is desc goes unset → asc → desc → unset, so every press but the last changes the order", () => {
    const finder = new FinderCore(products, {
      rules: [
        sortByRule({
          id: "newest",
          sortFn: (p: (typeof products)[number]) => p.id,
          defaultSortDirection: "desc",
        }),
      ],
    });
    const seen: [string, boolean][] = [];
    for (let i = 0; i < 3; i++) {
      finder.sortBy.cycleSortDirection();
      seen.push([finder.sortBy.sortDirection, finder.sortBy.userHasSetSortDirection]);
    }
    expect(seen).toEqual([
      ["asc", true],
      ["desc", true],
      ["desc", false],
    ]);
  });

  test("toggle on the active rule flips its direction from ascending to descending", () => {
    const finder = create();
    finder.sortBy.toggle("price");
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(true);
  });

  test("toggle on another rule activates it in its default direction", () => {
    const finder = create();
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggle("name");
    expect(finder.sortBy.activeRule?.id).toBe("name");
    expect(finder.sortBy.sortDirection).toBe("asc");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  test("isRuleActive is false for a sort rule that is not in force", () => {
    const finder = create();
    expect(finder.sortBy.isRuleActive("name")).toBe(false);
    expect(finder.sortBy.isRuleActive("price")).toBe(true);
  });

  test("toggleSortDirection flips descending back to ascending", () => {
    const finder = create({ initialSortDirection: "desc" });
    finder.sortBy.toggleSortDirection();
    expect(finder.sortBy.sortDirection).toBe("asc");
  });

  test("cycleSortDirection without any sort rule sets descending rather than throwing", () => {
    const finder = new FinderCore(products, {
      rules: [searchRule({ searchFn: (item: (typeof products)[number]) => item.name })],
    });
    finder.sortBy.cycleSortDirection();
    expect(finder.sortBy.sortDirection).toBe("desc");
  });

  test("each sort mutator reports its own action, from the sortBy source", () => {
    const finder = create();
    const seen: [string, string][] = [];
    finder.events.on("change", (event) => seen.push([event.source, event.event]));
    finder.sortBy.set("name");
    finder.sortBy.set(undefined, "desc");
    finder.sortBy.toggle("price");
    finder.sortBy.toggle("name");
    finder.sortBy.setSortDirection("desc");
    finder.sortBy.toggleSortDirection();
    finder.sortBy.cycleSortDirection();
    finder.sortBy.reset();
    expect(seen).toEqual([
      ["sortBy", "setSortBy"],
      ["sortBy", "setSortBy"],
      ["sortBy", "setSortDirection"],
      ["sortBy", "setSortBy"],
      ["sortBy", "setSortDirection"],
      ["sortBy", "setSortDirection"],
      ["sortBy", "setSortDirection"],
      ["sortBy", "setSortBy"],
    ]);
  });

  test("a wrong direction's message names the sort direction and the value", () => {
    for (const act of [
      (finder: FinderCore<(typeof products)[number]>) => finder.sortBy.set("name", "up" as never),
      (finder: FinderCore<(typeof products)[number]>) =>
        finder.sortBy.setSortDirection("up" as never),
    ]) {
      expect(() => act(create())).toThrow(FinderError);
      expect(() => act(create())).toThrow('the sort direction must be "asc" or "desc", got "up".');
    }
  });
});
