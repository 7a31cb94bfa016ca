// @vitest-environment happy-dom
// Every claim of "The view in the address" on docs/api/index.mdx (and its partial
// _overview/searchParams.mdx) about what the library does, one test per claim, against the
// example the page shows (_urlState.ts). The React prop's claims: _UrlSyncedShop.test.tsx and
// packages/react/src/searchParams.test.tsx.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import {
  applySearchParams,
  filterRule,
  Finder,
  FinderCore,
  fromSearchParams,
  groupByRule,
  historySearchParams,
  searchParamsSync,
  sortByRule,
  toSearchParams,
  useFinder,
  type FinderSearchParamsAdapter,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { defaults, finderFromAddress, keepInAddress, rules, searchOf } from "./_urlState";

const fresh = () => new FinderCore(gearShop, { rules, ...defaults });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

describe("only what differs is written", () => {
  it("a view with nothing chosen writes nothing", () => {
    expect(searchOf(fresh(), "")).toBe("");
  });

  it("a switch or a selection turned back off leaves no key", () => {
    const finder = fresh();
    finder.filters.set("inStock", true);
    finder.filters.set("tags", ["sale"]);
    finder.filters.set("inStock", false);
    finder.filters.set("tags", []);
    expect(searchOf(finder, "")).toBe("");
  });

  it("the defaults given are not written", () => {
    const finder = fresh();
    finder.pagination.setNumItemsPerPage(10);
    expect(searchOf(finder, "")).toBe("");
  });

  it("a default the visitor cleared is written as an empty value", () => {
    const finder = new FinderCore(gearShop, { rules, initialGroupBy: "category" });
    finder.groupBy.set(undefined);
    expect(toSearchParams(finder, { defaults: { initialGroupBy: "category" } }).toString()).toBe(
      "group=",
    );
  });
});

describe("short, stable keys", () => {
  it("q, sort, dir, relevance, group, groupDir, page, perPage, and each filter under its id, multiple entries repeated", () => {
    const finder = fresh();
    finder.batch(() => {
      finder.search.setSearchTerm("a");
      finder.filters.set("tags", ["sale", "budget"]);
      finder.sortBy.set("rating", "asc");
      finder.sortBy.setByRelevance(true);
      finder.groupBy.set("category");
      finder.groupBy.setGroupSortDirection("desc");
      finder.pagination.setNumItemsPerPage(2);
      finder.pagination.setPage(2);
    });
    expect(searchOf(finder, "")).toBe(
      "?q=a&sort=rating&dir=asc&relevance=true&group=category&groupDir=desc&page=2&perPage=2&tags=sale&tags=budget",
    );
  });

  it("relevance is true or false under a key of its own: a sort rule called relevance is written as sort=relevance", () => {
    const withRelevanceRule = [
      ...rules,
      sortByRule({ id: "relevance", sortFn: (item: GearItem) => item.rating }),
    ];
    const finder = new FinderCore(gearShop, { rules: withRelevanceRule });
    finder.sortBy.set("relevance", "desc");
    expect(toSearchParams(finder).toString()).toBe("sort=relevance&dir=desc");
    const read = fromSearchParams("sort=relevance&relevance=false", {
      rules: withRelevanceRule,
    });
    expect(read.options).toMatchObject({
      initialSortBy: "relevance",
      initialByRelevance: false,
    });
  });

  it("perPage counts groups while pages hold whole groups", () => {
    const paged = [
      ...rules,
      groupByRule({
        id: "byCategory",
        groupFn: (item: GearItem) => item.category,
        paging: "groups",
      }),
    ];
    const finder = new FinderCore(gearShop, {
      rules: paged,
      initialGroupBy: "byCategory",
      numItemsPerPage: 2,
    });
    expect(finder.matches.groups).toHaveLength(2);
    const address = toSearchParams(finder).toString();
    expect(address).toBe("group=byCategory&perPage=2");
    const read = fromSearchParams(address, { rules: paged, items: gearShop });
    const restored = new FinderCore(gearShop, { rules: paged, ...read.options });
    expect(restored.matches.groups).toHaveLength(2);
  });

  it("a filter whose id is one of those keys throws INVALID_OPTIONS", () => {
    const sort = filterRule({ id: "sort", filterFn: () => true });
    expect(() => toSearchParams(new FinderCore(gearShop, { rules: [sort] }))).toThrow(
      expect.objectContaining({ code: "INVALID_OPTIONS" }),
    );
  });

  it("a prefix lets two finders share one address", () => {
    const a = fresh();
    a.search.setSearchTerm("tent");
    const address = toSearchParams(a, { prefix: "a.", params: "b.q=lamp", defaults }).toString();
    expect(address).toBe("b.q=lamp&a.q=tent");
    expect(fromSearchParams(address, { rules, prefix: "b." }).options.initialSearchTerm).toBe(
      "lamp",
    );
  });

  it("the keys of params the finder does not own are kept, in their order", () => {
    const finder = fresh();
    finder.search.setSearchTerm("tent");
    expect(searchOf(finder, "?ref=mail&q=old&tab=2")).toBe("?ref=mail&tab=2&q=tent");
  });
});

describe("values of every kind", () => {
  it("strings as they are, commas and quotes included", () => {
    const finder = fresh();
    finder.search.setSearchTerm('tent, "2 person"');
    const { finder: copy } = finderFromAddress(searchOf(finder, ""));
    expect(copy.search.searchTerm).toBe('tent, "2 person"');
  });

  it("numbers and booleans as text, dates as ISO 8601", () => {
    const released = filterRule({
      id: "released",
      options: [{ value: new Date("2024-05-01") }],
      filterFn: (item: GearItem, date) => item.releasedAt >= date,
    });
    const finder = new FinderCore(gearShop, { rules: [...rules, released] });
    finder.filters.set("maxPrice", 50);
    finder.filters.set("inStock", true);
    finder.filters.set("released", new Date("2024-05-01"));
    expect(toSearchParams(finder).toString()).toBe(
      "inStock=true&maxPrice=50&released=2024-05-01T00%3A00%3A00.000Z",
    );
  });

  it("an option value: its key if declared, else its value as text, or its index for an object", () => {
    const cheap = { max: 50 };
    const band = (key?: string) =>
      filterRule({
        id: "band",
        options: [{ value: cheap, ...(key ? { key } : {}) }, { value: { max: 100 } }],
        filterFn: (item: GearItem, value) => item.price <= value.max,
      });
    for (const [rule, text] of [
      [band("cheap"), "band=cheap"],
      [band(), "band=0"],
    ] as const) {
      const finder = new FinderCore(gearShop, { rules: [rule] });
      finder.filters.set("band", cheap);
      expect(toSearchParams(finder).toString()).toBe(text);
      const read = fromSearchParams(text, { rules: [rule] });
      expect(read.options.initialFilters?.band).toBe(cheap);
    }
  });

  it("a free-form filter's text is read through its parse; without parse it stays text", () => {
    expect(finderFromAddress("?maxPrice=40").finder.filters.get("maxPrice")).toBe(40);
    const loose = filterRule({ id: "note", filterFn: () => true });
    expect(fromSearchParams("note=40", { rules: [loose] }).options.initialFilters).toEqual({
      note: "40",
    });
  });
});

describe("reading never throws for the address", () => {
  it("keeps every valid part and lists the others with their codes", () => {
    const { finder, dropped } = finderFromAddress("?q=lamp&sort=weight&page=0&maxPrice=cheap");
    expect(finder.search.searchTerm).toBe("lamp");
    expect(dropped.map((part) => part.code)).toEqual([
      "INVALID_FILTER_VALUE",
      "RULE_NOT_FOUND",
      "INVALID_PAGE",
    ]);
  });

  it("takes a query string, URLSearchParams or a record", () => {
    const setup = { rules, items: gearShop };
    const expected = fromSearchParams("q=lamp&tags=sale&tags=budget", setup).options;
    expect(
      fromSearchParams(new URLSearchParams("q=lamp&tags=sale&tags=budget"), setup).options,
    ).toEqual(expected);
    expect(fromSearchParams({ q: "lamp", tags: ["sale", "budget"] }, setup).options).toEqual(
      expected,
    );
  });

  it("a repeated key gives its first value, the others dropped as INVALID_STATE", () => {
    const { finder, dropped } = finderFromAddress("?page=2&page=3");
    expect(finder.pagination.page).toBe(2);
    expect(dropped.map((part) => [part.value, part.code])).toEqual([["3", "INVALID_STATE"]]);
  });

  it("with a prefix, a key under it that names nothing is dropped; other keys are ignored", () => {
    expect(fromSearchParams("a.x=1&y=2", { rules, prefix: "a." }).dropped).toHaveLength(1);
    expect(fromSearchParams("y=2", { rules }).dropped).toEqual([]);
  });

  it("options are the defaults with the address's parts in their place", () => {
    expect(
      fromSearchParams("q=lamp", {
        rules,
        defaults: { numItemsPerPage: 10, initialSearchTerm: "tent" },
      }).options,
    ).toEqual({ numItemsPerPage: 10, initialSearchTerm: "lamp", initialFilters: {} });
  });
});

describe("Back and Forward", () => {
  it("applySearchParams puts a live finder into the view in one batch, the rest back at the defaults", () => {
    const finder = fresh();
    finder.filters.set("inStock", true);
    finder.pagination.setNumItemsPerPage(3);
    const events: string[] = [];
    finder.events.on("change", (event) => events.push(event.event));
    expect(applySearchParams(finder, "q=lamp&page=x", { defaults })).toHaveLength(1);
    expect(finder.search.searchTerm).toBe("lamp");
    expect(finder.filters.get("inStock")).toBe(false);
    expect(finder.pagination.numItemsPerPage).toBe(10);
    expect(events).toEqual(["batch"]);
  });

  it("applySearchParams gives the view a reload shows: a sort rule's own direction, the defaults' page size", () => {
    const finder = fresh();
    applySearchParams(finder, "sort=rating", { defaults });
    finder.sortBy.setSortDirection("asc");
    finder.pagination.setNumItemsPerPage(3);
    applySearchParams(finder, "sort=rating", { defaults });
    const reload = finderFromAddress("?sort=rating").finder;
    expect(finder.sortBy.sortDirection).toBe("desc");
    expect(finder.pagination.numItemsPerPage).toBe(10);
    expect(finder.toJSON()).toEqual(reload.toJSON());
  });

  it("keepInAddress writes changes and follows popstate", async () => {
    const { finder } = finderFromAddress("");
    const stop = keepInAddress(finder);
    finder.filters.set("tags", ["sale"]);
    expect(window.location.search).toBe("?tags=sale");
    window.history.replaceState(null, "", "/?q=lamp");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(finder.search.searchTerm).toBe("lamp");
    expect(finder.filters.get("tags")).toEqual([]);
    stop();
  });

  it("keepInAddress writes nothing while it follows Back, even for an address it would write otherwise", () => {
    const { finder } = finderFromAddress("");
    const stop = keepInAddress(finder);
    finder.filters.set("tags", ["sale"]);
    // Back to an entry holding a stale key: the finder shows what it can, and the entry stays.
    window.history.replaceState(null, "", "/?q=lamp&tags=gone");
    const entries = window.history.length;
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(finder.search.searchTerm).toBe("lamp");
    expect(window.location.search).toBe("?q=lamp&tags=gone");
    expect(window.history.length).toBe(entries);
    stop();
  });
});

describe("the React prop", () => {
  function Term() {
    return <output>{useFinder<GearItem>().search.searchTerm}</output>;
  }

  it("the address wins over the initial* props", () => {
    window.history.replaceState(null, "", "/?q=lamp");
    render(
      <Finder
        items={gearShop}
        rules={rules}
        initialSearchTerm="tent"
        searchParams={historySearchParams()}
      >
        <Term />
      </Finder>,
    );
    expect(screen.getByRole("status").textContent).toBe("lamp");
  });

  it("historySearchParams(options) is searchParamsSync(historyAdapter(options), options); a refused write is tried again", async () => {
    vi.useFakeTimers();
    let search = "";
    let refusals = 1;
    const adapter: FinderSearchParamsAdapter = {
      read: () => search,
      write: (params) => {
        if (refusals-- > 0) throw new Error("refused");
        search = params.toString();
      },
    };
    let finder: FinderCore<GearItem> | undefined;
    render(
      <Finder
        items={gearShop}
        rules={rules}
        searchParams={searchParamsSync(adapter, { onDropped: () => {} })}
        onInit={(f) => (finder = f)}
      >
        <Term />
      </Finder>,
    );
    act(() => finder?.search.setSearchTerm("lamp"));
    await act(() => vi.runAllTimersAsync());
    expect(search).toBe("q=lamp");
  });

  it("onDropped receives the parts left out at mount", () => {
    window.history.replaceState(null, "", "/?page=0");
    const onDropped = vi.fn();
    render(
      <Finder items={gearShop} rules={rules} searchParams={historySearchParams({ onDropped })}>
        <Term />
      </Finder>,
    );
    expect(onDropped).toHaveBeenCalledWith([expect.objectContaining({ code: "INVALID_PAGE" })]);
  });
});

describe("details of the address functions", () => {
  it("a switch on by default and turned off is written false", () => {
    const on = filterRule({
      id: "on",
      boolean: true,
      defaultValue: true,
      filterFn: (item: GearItem) => item.inStock,
    });
    const finder = new FinderCore(gearShop, { rules: [on] });
    finder.filters.set("on", false);
    expect(toSearchParams(finder).toString()).toBe("on=false");
  });

  it("a free-form object is written as JSON and read back as text; an invalid date is written empty and read back as cleared", () => {
    const free = filterRule({ id: "free", filterFn: () => true });
    const finder = new FinderCore(gearShop, { rules: [free] });
    finder.filters.set("free", { a: 1 });
    expect(toSearchParams(finder).get("free")).toBe('{"a":1}');
    expect(fromSearchParams('free={"a":1}', { rules: [free] }).options.initialFilters).toEqual({
      free: '{"a":1}',
    });
    finder.filters.set("free", new Date("nonsense"));
    expect(toSearchParams(finder).get("free")).toBe("");
    expect(fromSearchParams("free=", { rules: [free] }).options.initialFilters).toEqual({
      free: null,
    });
  });

  it("an object option is written by its index, which moves with generated options", () => {
    const sizes = (items: GearItem[]) => items.map((item) => ({ value: { id: item.id } }));
    const size = filterRule({
      id: "size",
      options: ({ items }) => sizes(items),
      strictOptions: false,
      filterFn: (_item: GearItem) => true,
    });
    const finder = new FinderCore(gearShop, { rules: [size] });
    finder.filters.set("size", finder.filters.getRule("size").options?.[1]);
    expect(toSearchParams(finder).toString()).toBe("size=1");
    const read = fromSearchParams("size=1", { rules: [size], items: gearShop.slice(2) });
    expect(read.options.initialFilters).toEqual({ size: { id: gearShop[3]?.id } });
  });

  it("keys and texts are not checked for duplicates: the first option with a text is read; a key that is not a string is ignored", () => {
    const pick = filterRule({
      id: "pick",
      options: [
        { value: "a", key: "k" },
        { value: "b", key: "k" },
        { value: "c", key: 5 as unknown as string },
      ],
      filterFn: () => true,
    });
    const finder = new FinderCore(gearShop, { rules: [pick] });
    finder.filters.set("pick", "b");
    expect(toSearchParams(finder).toString()).toBe("pick=k");
    expect(fromSearchParams("pick=k", { rules: [pick] }).options.initialFilters).toEqual({
      pick: "a",
    });
    finder.filters.set("pick", "c");
    expect(toSearchParams(finder).toString()).toBe("pick=c");
  });

  it("reading takes an option's key first, then a text as a value; sort and group rules are written by their ids", () => {
    const status = filterRule({
      id: "status",
      options: [
        { value: "open", key: "o" },
        { value: "closed", key: "c" },
      ],
      filterFn: () => true,
    });
    for (const address of ["status=c", "status=closed"]) {
      expect(fromSearchParams(address, { rules: [status] })).toEqual({
        options: { initialFilters: { status: "closed" } },
        dropped: [],
      });
    }
    const finder = fresh();
    finder.batch(() => {
      finder.sortBy.set("rating");
      finder.groupBy.set("category");
    });
    expect(toSearchParams(finder, { defaults }).toString()).toBe("sort=rating&group=category");
  });

  it("a multiple filter reads each value once and skips empty ones, unreported, and reports each distinct value it drops", () => {
    const { options, dropped } = fromSearchParams(
      "tags=sale&tags=sale&tags=&tags=x&tags=x&tags=y",
      {
        rules,
      },
    );
    expect(options.initialFilters).toEqual({ tags: ["sale"] });
    expect(dropped.map((part) => part.value)).toEqual(["x", "y"]);
  });

  it("a prefix is matched as the start of a key: with s, the app's size is reported; a stray key is reported on every read and kept by toSearchParams", () => {
    expect(fromSearchParams("size=10", { rules, prefix: "s" }).dropped).toEqual([
      expect.objectContaining({ option: "size", value: "10", code: "INVALID_STATE" }),
    ]);
    const finder = fresh();
    finder.search.setSearchTerm("lamp");
    expect(toSearchParams(finder, { params: "a.zzz=1", prefix: "a.", defaults }).toString()).toBe(
      "a.zzz=1&a.q=lamp",
    );
  });

  it("keys such as __proto__ are the app's and are ignored", () => {
    expect(fromSearchParams("__proto__=1&constructor=2", { rules })).toEqual({
      options: { initialFilters: {} },
      dropped: [],
    });
  });

  it("defaults a constructor would refuse throw its code from all three, an on/off switch's included", () => {
    for (const bad of [
      { initialSortBy: "weight" },
      { ignoreSortByRulesWhileSearchRuleIsActive: "yes" as never },
    ]) {
      const code = bad.initialSortBy ? "RULE_NOT_FOUND" : "INVALID_BOOLEAN";
      expect(() => new FinderCore(gearShop, { rules, ...bad })).toThrow(
        expect.objectContaining({ code }),
      );
      for (const call of [
        () => fromSearchParams("", { rules, defaults: bad }),
        () => applySearchParams(fresh(), "", { defaults: bad }),
        () => toSearchParams(fresh(), { defaults: bad }),
      ]) {
        expect(call).toThrow(expect.objectContaining({ code }));
      }
    }
  });

  it("a dropped part's option is a stray key itself, and its value the number read for page", () => {
    expect(fromSearchParams("a.zzz=1", { rules, prefix: "a." }).dropped[0]?.option).toBe("a.zzz");
    expect(fromSearchParams("page=0", { rules }).dropped[0]?.value).toBe(0);
  });

  it("misuse throws INVALID_OPTIONS: not a finder, a prefix that is not a string", () => {
    expect(() => toSearchParams({} as never)).toThrow(
      expect.objectContaining({ code: "INVALID_OPTIONS" }),
    );
    expect(() => applySearchParams(null as never, "")).toThrow(
      expect.objectContaining({ code: "INVALID_OPTIONS" }),
    );
    expect(() => fromSearchParams("", { rules, prefix: 5 as never })).toThrow(
      expect.objectContaining({ code: "INVALID_OPTIONS" }),
    );
  });

  it("applySearchParams acts as a visitor: change, effects, onChange and the first user interaction; a disabled finder does not change and still reports", () => {
    const onChange = vi.fn();
    const onFirstUserInteraction = vi.fn();
    const effect = vi.fn();
    const finder = new FinderCore(gearShop, {
      rules,
      onChange,
      onFirstUserInteraction,
      effects: [{ rules: "tags", onChange: effect }],
    });
    applySearchParams(finder, "tags=sale");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onFirstUserInteraction).toHaveBeenCalledTimes(1);
    expect(effect).toHaveBeenCalledTimes(1);
    finder.setIsDisabled(true);
    expect(applySearchParams(finder, "q=lamp&page=0")).toEqual([
      expect.objectContaining({ code: "INVALID_PAGE" }),
    ]);
    expect(finder.search.searchTerm).toBe("");
  });
});
