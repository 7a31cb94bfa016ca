// @vitest-environment happy-dom
// Checks what docs/components/finder.mdx, docs/components/index.mdx and
// docs/getting-started/basic-usage/component.mdx say about <Finder>'s props, callbacks, the order
// of the states and server rendering.
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  Finder,
  FinderCore,
  filterRule,
  groupByRule,
  searchRule,
  sortByRule,
  type FinderChangeEvent,
  type FinderRule,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { renderShopPage } from "./_serverRender";

afterEach(cleanup);

const generator = vi.fn(({ items }: { items: GearItem[] }) =>
  [...new Set(items.map((item) => item.brand))].map((value) => ({ value })),
);
const search = searchRule<GearItem>({ searchFn: (item) => item.name });
const brand = filterRule<GearItem, string>({
  id: "brand",
  filterFn: (item, value) => item.brand === value,
  options: generator,
});

describe("rules identity", () => {
  it("the same rule objects in the same order, in a new array, are no change", () => {
    let ref: FinderCore<GearItem> | null = null;
    const { rerender } = render(
      <Finder items={gearShop} rules={[search, brand]} controllerRef={(f) => void (ref = f)} />,
    );
    const calls = generator.mock.calls.length;
    const version = ref!.version;
    rerender(
      <Finder items={gearShop} rules={[search, brand]} controllerRef={(f) => void (ref = f)} />,
    );
    expect(generator.mock.calls.length).toBe(calls);
    expect(ref!.version).toBe(version);
  });

  it("new rule objects re-run the option generators", () => {
    const { rerender } = render(<Finder items={gearShop} rules={[search, brand]} />);
    const calls = generator.mock.calls.length;
    rerender(<Finder items={gearShop} rules={[search, { ...brand }]} />);
    expect(generator.mock.calls.length).toBe(calls + 1);
  });
});

describe("callbacks", () => {
  it("calls the latest onChange, onFirstUserInteraction and onReady given, without a ref", () => {
    const seen: string[] = [];
    const ref = { current: null as FinderCore<GearItem> | null };
    const tree = (label: string, items: GearItem[] | null) => (
      <Finder
        items={items}
        rules={[search]}
        controllerRef={ref}
        onChange={() => seen.push(`change:${label}`)}
        onFirstUserInteraction={() => seen.push(`first:${label}`)}
        onReady={() => seen.push(`ready:${label}`)}
      />
    );
    const { rerender } = render(tree("old", null));
    rerender(tree("new", gearShop));
    act(() => ref.current!.search.setSearchTerm("lamp"));
    expect(seen).toEqual(["ready:new", "first:new", "change:new"]);
  });
});

describe("onReady", () => {
  it("runs once the instance first has an items array: an empty one counts, null does not", () => {
    const onReady = vi.fn();
    const { rerender } = render(<Finder items={null} rules={[search]} onReady={onReady} />);
    expect(onReady).not.toHaveBeenCalled();
    rerender(<Finder items={[]} rules={[search]} onReady={onReady} />);
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe("invalid props", () => {
  it("throw a FinderError with a code you can test, INVALID_OPTIONS and INVALID_LISTENER among them", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const bad = [
        [{ initialFilters: "brand" }, "INVALID_OPTIONS"],
        [{ onChange: "log" }, "INVALID_LISTENER"],
        [{ requireGroup: "yes" }, "INVALID_BOOLEAN"],
      ] as const;
      for (const [props, code] of bad) {
        expect(() =>
          render(<Finder items={gearShop} rules={[search]} {...(props as object)} />),
        ).toThrow(expect.objectContaining({ name: "FinderError", code }));
        cleanup();
      }
    } finally {
      quiet.mockRestore();
    }
  });
});

describe("ignoreSortByRulesWhileSearchRuleIsActive", () => {
  it("is read at mount: the default of the relevance choice, which setByRelevance changes", () => {
    let finder: FinderCore<GearItem> | undefined;
    // A sort rule for setByRelevance(false) to go back to: without one, relevance orders a
    // search whatever the choice.
    const price = sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price });
    const props = { items: gearShop, rules: [search, price], initialSearchTerm: "tent" };
    const { rerender } = render(
      <Finder
        {...props}
        ignoreSortByRulesWhileSearchRuleIsActive
        onInit={(instance) => (finder = instance)}
      />,
    );
    expect(finder?.sortBy.byRelevance).toBe(true);
    rerender(<Finder {...props} ignoreSortByRulesWhileSearchRuleIsActive={false} />);
    expect(finder?.sortBy.byRelevance).toBe(true);
    act(() => finder?.sortBy.setByRelevance(false));
    expect(finder?.sortBy.isRelevanceActive).toBe(false);
  });
});

describe("the page and numItemsPerPage props", () => {
  it("call the user mutators, so they emit change and firstUserInteraction", () => {
    const events: string[] = [];
    const tree = (page: number, numItemsPerPage: number) => (
      <Finder
        items={gearShop}
        rules={[search]}
        page={page}
        numItemsPerPage={numItemsPerPage}
        onFirstUserInteraction={(event) => events.push(`first:${event.event}`)}
        onChange={(event: FinderChangeEvent<GearItem>) => events.push(`change:${event.event}`)}
      />
    );
    const { rerender } = render(tree(1, 10));
    rerender(tree(2, 10));
    rerender(tree(2, 5));
    expect(events).toEqual(["first:setPage", "change:setPage", "change:setNumItemsPerPage"]);
  });

  it("changed together, they emit one batch event, unless the new page is 1: then only setNumItemsPerPage", () => {
    const events: string[] = [];
    const tree = (page: number, numItemsPerPage: number) => (
      <Finder
        items={gearShop}
        rules={[search]}
        page={page}
        numItemsPerPage={numItemsPerPage}
        onChange={(event: FinderChangeEvent<GearItem>) => events.push(event.event)}
      />
    );
    const { rerender } = render(tree(2, 10));
    rerender(tree(3, 5));
    rerender(tree(1, 4));
    expect(events).toEqual(["batch", "setNumItemsPerPage"]);
  });
});

describe("state precedence", () => {
  it("checks loading, empty, then noMatches before groups and items", () => {
    const rules: FinderRule<GearItem>[] = [
      search,
      groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category }),
    ];
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      initialGroupBy: "category",
      initialSearchTerm: "no such gear",
    });
    expect(finder.state).toBe("noMatches");
    finder.search.setSearchTerm("");
    expect(finder.state).toBe("groups");
    finder.setItems([]);
    expect(finder.state).toBe("empty");
    finder.setIsLoading(true);
    expect(finder.state).toBe("loading");
  });
});

describe("server rendering", () => {
  it("onInit and controllerRef do not run during renderToString", () => {
    const onInit = vi.fn();
    const controllerRef = vi.fn();
    renderToString(
      <Finder items={gearShop} rules={[search]} onInit={onInit} controllerRef={controllerRef} />,
    );
    expect(onInit).not.toHaveBeenCalled();
    expect(controllerRef).not.toHaveBeenCalled();
  });

  it("a FinderCore built from the same items and options reads what the server render shows", () => {
    const page = renderShopPage("lamp");
    expect(page.html).toContain("Trail Lamp");
    expect(page.title).toMatch(/^\d+ results for “lamp”$/);
    expect(page.status).toBe(200);
    expect(renderShopPage("no such gear").status).toBe(404);
  });
});

describe("Reset all", () => {
  it("finder.reset() returns the search, sort and page to the initial* props, as one change", () => {
    let finder: FinderCore<GearItem> | undefined;
    const events: string[] = [];
    const price = sortByRule({ id: "price", sortFn: (item: GearItem) => item.price });
    const name = sortByRule({ id: "name", sortFn: (item: GearItem) => item.name });
    render(
      <Finder
        items={gearShop}
        rules={[search, price, name]}
        initialSearchTerm="a"
        initialSortBy="name"
        numItemsPerPage={2}
        onInit={(instance) => (finder = instance as FinderCore<GearItem>)}
        onChange={(event: FinderChangeEvent<GearItem>) => events.push(event.event)}
      />,
    );
    act(() => {
      finder?.batch(() => {
        finder?.search.setSearchTerm("lamp");
        finder?.sortBy.set("price");
      });
      finder?.pagination.setPage(2);
    });
    expect(finder?.isReset).toBe(false);
    events.length = 0;
    act(() => finder?.reset());
    expect(events).toEqual(["reset"]);
    expect(finder?.toJSON()).toMatchObject({
      initialSearchTerm: "a",
      initialSortBy: "name",
      page: 1,
    });
    expect(finder?.isReset).toBe(true);
  });
});
