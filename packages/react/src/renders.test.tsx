// @vitest-environment happy-dom
// Re-render counts: one change to the instance renders each consumer once; one prop change renders each
// consumer once, already with the new results (never once stale and then again).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { memo, useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Finder, FinderCore, useFinder } from "./index";
import { products, rules, type Product } from "./test/fixtures";

afterEach(cleanup);

const renders = { results: 0, searchBox: 0, pager: 0 };
// What each render of Results saw, to prove no render shows stale results for new props.
let seen: { numItems: number; numTotalItems: number }[] = [];
let finder: FinderCore<Product> | undefined;

beforeEach(() => {
  renders.results = renders.searchBox = renders.pager = 0;
  seen = [];
});

function Results({ items }: { items: Product[] }) {
  finder = useFinder<Product>();
  renders.results += 1;
  seen.push({ numItems: items.length, numTotalItems: finder.matches.numTotalItems });
  return <p>{finder.matches.numMatchedItems} matches</p>;
}

function SearchBox() {
  const { search } = useFinder<Product>();
  renders.searchBox += 1;
  return (
    <input
      aria-label="Search"
      value={search.searchTerm}
      onChange={(event) => search.setSearchTerm(event.target.value)}
    />
  );
}

// Not a consumer: only re-renders when its parent does.
function Pager() {
  renders.pager += 1;
  return null;
}

function App({
  items = products,
  page,
  numItemsPerPage = 2,
}: {
  items?: Product[];
  page?: number;
  numItemsPerPage?: number;
}) {
  const [tick, setTick] = useState(0);
  return (
    <Finder items={items} rules={rules} numItemsPerPage={numItemsPerPage} page={page}>
      <button onClick={() => setTick(tick + 1)}>re-render {tick}</button>
      <SearchBox />
      <Results items={items} />
      <Pager />
    </Finder>
  );
}

// Consumers given as stable elements (memoised), the shape a large app tends to have.
const MemoResults = memo(Results);
const MemoSearchBox = memo(SearchBox);
function MemoApp({ items = products }: { items?: Product[] }) {
  return (
    <Finder items={items} rules={rules}>
      <MemoSearchBox />
      <MemoResults items={items} />
    </Finder>
  );
}

describe("re-render counts", () => {
  it("mounting renders each consumer once", () => {
    render(<App />);
    expect(renders).toMatchObject({ results: 1, searchBox: 1, pager: 1 });
  });

  it("a keystroke renders each consumer once and nothing else", () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "jacket" } });
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 1 });
  });

  it("a filter change through the instance renders each consumer once", () => {
    render(<App />);
    act(() => finder?.filters.set("category", "shoes"));
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 1 });
  });

  it("a page change through the instance renders each consumer once", () => {
    render(<App />);
    act(() => finder?.pagination.setPage(2));
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 1 });
  });

  it("several changes in one event handler render each consumer once", () => {
    render(<App />);
    act(() => {
      finder?.search.setSearchTerm("a");
      finder?.filters.set("category", "outerwear");
      finder?.sortBy.set("price", "desc");
    });
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 1 });
  });

  it("a batch renders each consumer once, with every change applied, after one notification", () => {
    render(<App />);
    const notifications: number[] = [];
    finder?.subscribe(() => notifications.push(finder?.version ?? 0));
    const events: string[] = [];
    finder?.events.on("change", (event) => events.push(event.event));
    const instance = finder as FinderCore<Product>;
    act(() => {
      instance.batch(() => {
        instance.search.setSearchTerm("a");
        instance.filters.set("category", "outerwear");
        instance.sortBy.set("price", "desc");
      });
    });
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 1 });
    expect(screen.getByText("2 matches")).toBeTruthy();
    expect(notifications).toHaveLength(1);
    expect(events).toEqual(["batch"]);
  });

  it("props changed in one render arrive as one batch: one event per channel, one change", () => {
    const { rerender } = render(<App page={1} />);
    const instance = finder as FinderCore<Product>;
    const events: string[] = [];
    const notifications: number[] = [];
    instance.events.on("setItems", (event) => events.push(event.event));
    instance.events.on("change", (event) => events.push(event.event));
    instance.subscribe(() => notifications.push(instance.version));
    const fewer = products.slice(1);
    rerender(<App page={2} items={fewer} />);
    expect(events).toEqual(["setItems", "setPage"]);
    expect(notifications).toHaveLength(1);
    expect(instance.pagination.page).toBe(2);
    events.length = 0;
    rerender(<App page={3} numItemsPerPage={1} items={fewer} />);
    expect(events).toEqual(["batch"]);
    expect(instance.pagination.page).toBe(3);
  });

  it("a new items prop renders each consumer once, already with the new items", () => {
    const { rerender } = render(<App />);
    rerender(<App items={products.slice(0, 3)} />);
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 2 });
    expect(seen.at(-1)).toEqual({ numItems: 3, numTotalItems: 3 });
    // No render paired the new `items` prop with the old results.
    expect(seen.every((view) => view.numItems === view.numTotalItems)).toBe(true);
  });

  it("a new page prop together with new items renders each consumer once", () => {
    const { rerender } = render(<App page={1} />);
    rerender(<App page={2} items={products.slice(1)} />);
    expect(renders).toMatchObject({ results: 2, searchBox: 2 });
    expect(finder?.pagination.page).toBe(2);
  });

  it("a parent re-render without prop changes renders its children once, as React always does", () => {
    render(<App />);
    fireEvent.click(screen.getByText("re-render 0"));
    expect(renders).toMatchObject({ results: 2, searchBox: 2, pager: 2 });
  });

  it("memoised consumers render once per change and once per new items", () => {
    const { rerender } = render(<MemoApp />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "jacket" } });
    expect(renders).toMatchObject({ results: 2, searchBox: 2 });
    rerender(<MemoApp items={products.slice(0, 3)} />);
    // The search box does not depend on the items, but does subscribe: the items change notifies it.
    expect(renders).toMatchObject({ results: 3, searchBox: 3 });
    expect(seen.at(-1)).toEqual({ numItems: 3, numTotalItems: 3 });
  });

  it("a parent re-render with the same props leaves memoised consumers alone", () => {
    const { rerender } = render(<MemoApp />);
    rerender(<MemoApp />);
    expect(renders).toMatchObject({ results: 1, searchBox: 1 });
  });
});
