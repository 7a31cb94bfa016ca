// The page the visitor saw: when items, rules or context change (or loading ends), the page shown
// becomes the page, so a page the visitor never saw cannot come back when the list grows again.
import { describe, expect, test, vi } from "vitest";
import { FinderCore, filterRule, type FinderChangeEvent } from "./index";

interface Row {
  id: number;
  even: boolean;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, id) => ({ id, even: id % 2 === 0 }));

const evenRule = filterRule<Row>({ id: "even", boolean: true, filterFn: (row) => row.even });

function create(count: number, extra = {}) {
  const finder = new FinderCore<Row, { onlyEven: boolean } | undefined>(rows(count), {
    rules: [evenRule],
    numItemsPerPage: 5,
    ...extra,
  });
  const events: FinderChangeEvent<Row, { onlyEven: boolean } | undefined>[] = [];
  finder.events.on("change", (event) => events.push(event));
  return { finder, events };
}

describe("the page after the items change", () => {
  test("setPage(9), 12 items show page 3, and 50 items later stay on page 3", () => {
    const { finder, events } = create(50);
    finder.pagination.setPage(9);
    expect(finder.pagination.page).toBe(9);
    finder.setItems(rows(12));
    expect(finder.pagination.page).toBe(3);
    finder.setItems(rows(50));
    expect(finder.pagination.page).toBe(3);
    expect(finder.toJSON().page).toBe(3);
    expect(events.map((event) => [event.event, event.initial, event.current])).toEqual([
      ["setPage", 1, 9],
    ]);
  });

  test("after setPage(7) and 20 items (page 4 shown), setPage(4) is no change and emits nothing", () => {
    const { finder, events } = create(50);
    finder.pagination.setPage(7);
    finder.setItems(rows(20));
    expect(finder.pagination.page).toBe(4);
    events.length = 0;
    finder.pagination.setPage(4);
    expect(events).toEqual([]);
    finder.pagination.setPage(2);
    expect(events.map((event) => [event.initial, event.current])).toEqual([[4, 2]]);
  });

  test("the page settles the same way when the rules or the context change", () => {
    const contextRule = filterRule<Row, boolean, { onlyEven: boolean } | undefined>({
      id: "ctx",
      boolean: true,
      defaultValue: true,
      filterFn: (row, _value, context) => !context?.onlyEven || row.even,
    });
    const { finder } = create(50, { rules: [contextRule], context: { onlyEven: false } });
    finder.pagination.setPage(10);
    finder.setContext({ onlyEven: true });
    expect(finder.pagination.page).toBe(5);
    finder.setContext({ onlyEven: false });
    expect(finder.pagination.page).toBe(5);
    finder.setRules([evenRule]);
    finder.pagination.setPage(10);
    finder.setRules([{ ...evenRule, defaultValue: true }]);
    expect(finder.pagination.page).toBe(5);
    finder.setRules([evenRule]);
    expect(finder.pagination.page).toBe(5);
  });

  test("a page given at construction past the end is settled too", () => {
    const finder = new FinderCore<Row>(rows(12), { rules: [], numItemsPerPage: 5, page: 9 });
    expect(finder.pagination.page).toBe(3);
    finder.setItems(rows(50));
    expect(finder.pagination.page).toBe(3);
  });

  test("while loading, or before the items arrive, the requested page is kept for them", () => {
    const loading = new FinderCore<Row>([], {
      rules: [],
      isLoading: true,
      numItemsPerPage: 5,
      page: 7,
    });
    expect(loading.pagination.page).toBe(1);
    loading.setItems(rows(50));
    loading.setIsLoading(false);
    expect(loading.pagination.page).toBe(7);

    const empty = new FinderCore<Row>(null, { rules: [], numItemsPerPage: 5, page: 7 });
    empty.setItems(rows(50));
    expect(empty.pagination.page).toBe(7);
  });

  test("setPage while loading, or before the items arrive, keeps the requested page for them", () => {
    const loading = new FinderCore<Row>([], { rules: [], isLoading: true, numItemsPerPage: 5 });
    const events: unknown[] = [];
    loading.events.on("change", (event) => events.push([event.event, event.current]));
    loading.pagination.setPage(7);
    expect(events).toEqual([["setPage", 7]]);
    loading.setItems(rows(50));
    loading.setIsLoading(false);
    expect(loading.pagination.page).toBe(7);

    const empty = new FinderCore<Row>(null, { rules: [], numItemsPerPage: 5 });
    empty.pagination.setPage(7);
    empty.setItems(rows(50));
    expect(empty.pagination.page).toBe(7);
  });

  test("setPage once the items are shown is clamped to the last page", () => {
    const finder = new FinderCore<Row>(rows(12), { rules: [], numItemsPerPage: 5 });
    finder.pagination.setPage(7);
    finder.setItems(rows(50));
    expect(finder.pagination.page).toBe(3);
  });

  test("loading that ends on a shorter list settles the page", () => {
    const finder = new FinderCore<Row>(rows(50), { rules: [], numItemsPerPage: 5, page: 8 });
    finder.setIsLoading(true);
    finder.setItems(rows(12));
    finder.setIsLoading(false);
    expect(finder.pagination.page).toBe(3);
    finder.setItems(rows(50));
    expect(finder.pagination.page).toBe(3);
  });

  test("settling emits no change event; the setItems event reports the new items", () => {
    const { finder, events } = create(50);
    finder.pagination.setPage(9);
    events.length = 0;
    const setItems = vi.fn();
    finder.events.on("setItems", setItems);
    finder.setItems(rows(12));
    expect(events).toEqual([]);
    expect(setItems).toHaveBeenCalledTimes(1);
  });
});
