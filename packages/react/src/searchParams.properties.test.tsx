// @vitest-environment happy-dom
// The address sync under real use, as a property (issue 40): two finders share one address
// through prefixes, the app pushes keys of its own, one finder's rules change under it, the other
// loads its items late and debounces its search, and the visitor goes Back and Forward. After any
// such run, a reload of the address (a new finder reading it, as <Finder> does at construction)
// shows each finder's view, and every key the app wrote is still there.
import { act, cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FinderCore,
  sortByRule,
  fromSearchParams,
  toSearchParams,
  type FinderRule,
} from "@finderjs/core";
import { Finder, historySearchParams } from "./index";
import { makerRule, products, rules, type Product } from "./test/fixtures";

const withMakers: FinderRule<Product>[] = [...rules, makerRule(true)];
// A's rules: a sort rule that starts descending too, so Back to an address without `dir` must
// give its own direction.
const rulesA: FinderRule<Product>[] = [
  ...rules,
  sortByRule<Product>({
    id: "name",
    sortFn: (product) => product.name,
    defaultSortDirection: "desc",
  }),
];
const withoutPrice = rulesA.filter((rule) => rule.id !== "price");
// B's search rule reports its changes 300 ms after the last keystroke.
const debounced = withMakers.map((rule, index) =>
  index === 0 ? { ...rule, debounceMilliseconds: 300 } : rule,
);

type Step =
  | { do: "type"; list: "a" | "b"; term: string }
  | { do: "toggleCheap"; list: "a" | "b" }
  | { do: "category"; list: "a" | "b"; value: string | null }
  | { do: "maker"; value: string }
  | { do: "sort"; list: "a" | "b"; rule: "price" | "name"; direction?: "asc" | "desc" }
  | { do: "group"; list: "a" | "b"; on: boolean }
  | { do: "page"; list: "a" | "b"; page: number; perPage: number }
  | { do: "relevance"; list: "a" | "b"; on: boolean }
  | { do: "appKey"; value: string }
  | { do: "dropPriceRule"; dropped: boolean }
  | { do: "itemsArrive" }
  | { do: "back" }
  | { do: "forward" }
  | { do: "wait"; milliseconds: number };

const list = fc.constantFrom<"a" | "b">("a", "b");
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant("type"), list, term: fc.constantFrom("", "j", "ja", "jacket", "o") }),
  fc.record({ do: fc.constant("toggleCheap"), list }),
  fc.record({
    do: fc.constant("category"),
    list,
    value: fc.constantFrom(null, "shoes", "outerwear"),
  }),
  fc.record({ do: fc.constant("maker"), value: fc.constantFrom("p1", "p2", "p5") }),
  fc.record(
    {
      do: fc.constant("sort"),
      list,
      rule: fc.constantFrom("price", "name"),
      direction: fc.constantFrom("asc", "desc"),
    },
    { requiredKeys: ["do", "list", "rule"] },
  ),
  fc.record({ do: fc.constant("group"), list, on: fc.boolean() }),
  fc.record({
    do: fc.constant("page"),
    list,
    page: fc.integer({ min: 1, max: 4 }),
    perPage: fc.constantFrom(1, 2, 10),
  }),
  fc.record({ do: fc.constant("relevance"), list, on: fc.boolean() }),
  fc.record({ do: fc.constant("appKey"), value: fc.constantFrom("reviews", "specs") }),
  fc.record({ do: fc.constant("dropPriceRule"), dropped: fc.boolean() }),
  fc.record({ do: fc.constant("itemsArrive") }),
  fc.record({ do: fc.constant("back") }),
  fc.record({ do: fc.constant("forward") }),
  fc.record({ do: fc.constant("wait"), milliseconds: fc.constantFrom(0, 100, 400) }),
) as fc.Arbitrary<Step>;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/shop");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Both lists on one page, with the handles a run needs. */
function mountShop() {
  const finders: Partial<Record<"a" | "b", FinderCore<Product>>> = {};
  let setPriceDropped: (dropped: boolean) => void = () => {};
  let setItemsB: (items: Product[]) => void = () => {};
  function Shop() {
    const [priceDropped, dropPrice] = useState(false);
    const [itemsB, setItems] = useState<Product[] | null>(null);
    setPriceDropped = dropPrice;
    setItemsB = setItems;
    return (
      <>
        <Finder
          items={products}
          rules={priceDropped ? withoutPrice : rulesA}
          initialSortBy="price"
          searchParams={historySearchParams({ prefix: "a." })}
          onInit={(finder) => (finders.a = finder)}
        />
        <Finder
          items={itemsB}
          rules={debounced}
          numItemsPerPage={2}
          searchParams={historySearchParams({ prefix: "b." })}
          onInit={(finder) => (finders.b = finder)}
        />
      </>
    );
  }
  render(<Shop />);
  return {
    finder: (name: "a" | "b") => finders[name] as FinderCore<Product>,
    dropPrice: (dropped: boolean) => setPriceDropped(dropped),
    itemsArrive: () => setItemsB(products),
  };
}

function run(shop: ReturnType<typeof mountShop>, s: Step, appKeys: Map<string, string>) {
  const finder = "list" in s ? shop.finder(s.list) : shop.finder("b");
  switch (s.do) {
    case "type":
      return act(() => finder.search.setSearchTerm(s.term));
    case "toggleCheap":
      return act(() => finder.filters.toggle("cheap"));
    case "category":
      return act(() => finder.filters.set("category", s.value));
    case "maker":
      return act(() => {
        if (!finder.isEmpty) finder.filters.toggle("maker", s.value);
      });
    case "sort":
      return act(() => {
        if (finder.sortBy.rules.some((rule) => rule.id === s.rule))
          finder.sortBy.set(s.rule, s.direction);
      });
    case "group":
      return act(() => (s.on ? finder.groupBy.set("byCategory") : finder.groupBy.reset()));
    case "page":
      return act(() =>
        finder.batch(() => {
          finder.pagination.setNumItemsPerPage(s.perPage);
          finder.pagination.setPage(s.page);
        }),
      );
    case "relevance":
      return act(() => finder.sortBy.setByRelevance(s.on));
    case "appKey": {
      // The app's own key, pushed as the app's router would.
      const params = new URLSearchParams(window.location.search);
      params.set("tab", s.value);
      appKeys.set("tab", s.value);
      window.history.pushState(null, "", `/shop?${params}`);
      return;
    }
    case "dropPriceRule":
      return act(() => shop.dropPrice(s.dropped));
    case "itemsArrive":
      return act(() => shop.itemsArrive());
    case "back":
    case "forward":
      return act(async () => {
        if (s.do === "back") window.history.back();
        else window.history.forward();
        await vi.advanceTimersByTimeAsync(20);
      });
    case "wait":
      return act(() => vi.advanceTimersByTimeAsync(s.milliseconds));
  }
}

/**
 * What a list shows: its saved state, with the filters in force and relevance as the order in force (a choice of it made
 * before any term is typed changes nothing shown, and the address leaves it out until it does).
 */
function view(finder: FinderCore<Product>) {
  const {
    ignoreSortByRulesWhileSearchRuleIsActive: _switch,
    initialFilters: _filters,
    ...state
  } = finder.toJSON();
  // The filters in force: a boolean filter turned off shows what one never turned on does.
  const filters = Object.fromEntries(
    finder.filters.activeRules.map((rule) => [rule.id, finder.filters.get(rule.id)]),
  );
  return { ...state, filters, relevanceInForce: finder.sortBy.isRelevanceActive };
}

/**
 * A reload of the address for one of the finders: a new instance reading it, as <Finder> does at
 * construction. It must show the live finder's view, and write the address it was read from.
 */
function expectReloadShowsView(
  live: FinderCore<Product>,
  prefix: string,
  rulesNow: FinderRule<Product>[],
) {
  const defaults =
    prefix === "a."
      ? rulesNow.some((rule) => rule.id === "price")
        ? { initialSortBy: "price" }
        : {}
      : { numItemsPerPage: 2 };
  const { options } = fromSearchParams(window.location.search, {
    rules: rulesNow,
    items: live.items,
    prefix,
    defaults,
  });
  const reload = new FinderCore(live.items, { rules: rulesNow, ...defaults, ...options });
  expect(view(reload)).toEqual(view(live));
  const written = (finder: FinderCore<Product>) =>
    toSearchParams(finder, { prefix, defaults }).toString();
  expect(written(reload)).toBe(written(live));
}

describe("two finders on one address, under any sequence of visits (issue 40)", () => {
  it("a reload of the address the sync wrote shows each finder's view, and the app's keys stay", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        cleanup();
        window.history.replaceState(null, "", "/shop");
        const shop = mountShop();
        const appKeys = new Map<string, string>();
        let wentBack = false;
        for (const s of steps) {
          await run(shop, s, appKeys);
          // After Back or Forward the entry is one the app may not have written its key into.
          if (s.do === "back" || s.do === "forward") wentBack = true;
          if (s.do === "appKey") wentBack = false;
        }
        // Every write waiting (throttle, debounce) is made.
        await act(() => vi.advanceTimersByTimeAsync(2000));
        const a = shop.finder("a");
        const b = shop.finder("b");
        const rulesNow = [
          ...(a.search.rule ? [a.search.rule] : []),
          ...a.filters.rules,
          ...a.sortBy.rules,
          ...a.groupBy.rules,
        ];
        expectReloadShowsView(a, "a.", rulesNow);
        if (!b.isEmpty) expectReloadShowsView(b, "b.", debounced);
        if (!wentBack) {
          const address = new URLSearchParams(window.location.search);
          for (const [key, value] of appKeys) expect(address.get(key)).toBe(value);
        }
      }),
      {
        numRuns: 150,
        // The runs of issue 40's reports, always tried first.
        examples: [
          // Item 1: the app adds a key between two writes of a finder.
          [
            [
              { do: "type", list: "a", term: "j" },
              { do: "wait", milliseconds: 400 },
              { do: "appKey", value: "reviews" },
              { do: "type", list: "a", term: "jacket" },
            ],
          ],
          // Item 1, as reported: A types, B types, A types again.
          [
            [
              { do: "itemsArrive" },
              { do: "type", list: "a", term: "j" },
              { do: "wait", milliseconds: 400 },
              { do: "type", list: "b", term: "o" },
              { do: "wait", milliseconds: 400 },
              { do: "type", list: "a", term: "jacket" },
            ],
          ],
          // Item 2: the rule of a default goes, then the visitor types.
          [
            [
              { do: "dropPriceRule", dropped: true },
              { do: "type", list: "a", term: "o" },
            ],
          ],
          // Item 3: Back to an address without the direction of a rule that starts descending.
          [
            [
              { do: "sort", list: "a", rule: "name" },
              { do: "wait", milliseconds: 400 },
              { do: "sort", list: "a", rule: "name", direction: "asc" },
              { do: "wait", milliseconds: 400 },
              { do: "back" },
            ],
          ],
        ],
      },
    );
  }, 120_000);
});
