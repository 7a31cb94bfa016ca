// @vitest-environment happy-dom
// <Finder searchParams> (issue 26, item 3): the address read at mount, written on change (typing
// replaces, choices push, once per batch, throttled), followed on Back and Forward.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  Finder,
  historySearchParams,
  searchParamsSync,
  useFinder,
  useRouterSearchParams,
  type FinderCore,
  type FinderSearchParamsAdapter,
} from "./index";
import { filterRule } from "@finderjs/core";
import { makerRule, namesByPrice, products, rules, type Product } from "./test/fixtures";

function Controls() {
  const finder = useFinder<Product>();
  return (
    <>
      <input
        aria-label="search"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
      <button onClick={() => finder.filters.toggle("cheap")}>cheap</button>
      <button onClick={() => finder.sortBy.set("price", "desc")}>priciest</button>
      <button
        onClick={() =>
          finder.batch(() => {
            finder.filters.set("category", "shoes");
            finder.groupBy.set("byCategory");
          })
        }
      >
        shoes grouped
      </button>
      <output>{finder.matches.items?.map((product) => product.name).join(", ")}</output>
    </>
  );
}

const visit = (query: string) => window.history.replaceState(null, "", `/shop${query}`);
const shown = () => screen.getByRole("status").textContent;

beforeEach(() => {
  vi.useFakeTimers();
  visit("");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Runs the throttle's timer. */
const settle = () => act(() => vi.runAllTimers());

describe("<Finder searchParams={historySearchParams()}>", () => {
  it("starts from the address, over the initial props", () => {
    visit("?q=jacket&sort=price&dir=desc");
    render(
      <Finder
        items={products}
        rules={rules}
        initialSearchTerm="boot"
        searchParams={historySearchParams()}
      >
        <Controls />
      </Finder>,
    );
    expect(shown()).toBe("Down Jacket, Rain Jacket");
  });

  it("writes nothing for a plain view, and a view equal to the props leaves the address plain", async () => {
    render(
      <Finder
        items={products}
        rules={rules}
        numItemsPerPage={2}
        searchParams={historySearchParams()}
      >
        <Controls />
      </Finder>,
    );
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(window.location.search).toBe("?cheap=true");
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(window.location.search).toBe("");
  });

  it("a search that starts pushes a history entry and typing on replaces it (issue 40, item 18); a choice pushes one", async () => {
    render(
      <Finder items={products} rules={rules} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    const start = window.history.length;
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "j" } });
    await settle();
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "ja" } });
    await settle();
    expect(window.location.search).toBe("?q=ja");
    expect(window.history.length).toBe(start + 1);
    fireEvent.click(screen.getByText("priciest"));
    await settle();
    expect(window.location.search).toBe("?q=ja&dir=desc");
    expect(window.history.length).toBe(start + 2);
    // Back from the search returns to the view before it.
    window.history.back();
    window.history.back();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(window.location.search).toBe("");
  });

  it("keeps the keys the app owns and the hash", async () => {
    visit("?tab=2#list");
    render(
      <Finder items={products} rules={rules} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(`${window.location.search}${window.location.hash}`).toBe("?tab=2&cheap=true#list");
  });

  it("follows Back and Forward, writing nothing back", async () => {
    render(
      <Finder items={products} rules={rules} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    fireEvent.click(screen.getByText("priciest"));
    await settle();
    const length = window.history.length;
    expect(shown()?.startsWith("Down Jacket")).toBe(true);
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.search).toBe(""));
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await settle();
    expect(shown()?.startsWith("Wool Socks")).toBe(true);
    expect(window.location.search).toBe("");
    expect(window.history.length).toBe(length);
  });

  it("a garbled address: the valid parts shown, the others reported, the address rewritten in place to the view (issue 40, item 16)", async () => {
    visit("?q=sock&page=x&sort=weight&cheap=maybe");
    const onDropped = vi.fn();
    render(
      <Finder items={products} rules={rules} searchParams={historySearchParams({ onDropped })}>
        <Controls />
      </Finder>,
    );
    await settle();
    expect(shown()).toBe("Wool Socks");
    expect(onDropped.mock.calls[0]?.[0].map((part: { code: string }) => part.code)).toEqual([
      "INVALID_FILTER_VALUE",
      "RULE_NOT_FOUND",
      "INVALID_PAGE",
    ]);
    const entries = window.history.length;
    await settle();
    expect(window.location.search).toBe("?q=sock");
    expect(window.history.length).toBe(entries);
  });

  it("canonical: false leaves a garbled address as it was typed until the first change", async () => {
    visit("?q=sock&page=x");
    render(
      <Finder
        items={products}
        rules={rules}
        searchParams={historySearchParams({ canonical: false })}
      >
        <Controls />
      </Finder>,
    );
    await settle();
    expect(window.location.search).toBe("?q=sock&page=x");
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(window.location.search).toBe("?q=sock&cheap=true");
  });

  it("a page past the last is rewritten to the page shown", async () => {
    visit("?perPage=2&page=999");
    render(
      <Finder items={products} rules={rules} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    await settle();
    const last = Math.ceil(products.length / 2);
    expect(window.location.search).toBe(`?page=${last}&perPage=2`);
  });

  it("works under StrictMode", async () => {
    render(
      <StrictMode>
        <Finder items={products} rules={rules} searchParams={historySearchParams()}>
          <Controls />
        </Finder>
      </StrictMode>,
    );
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(window.location.search).toBe("?cheap=true");
  });
});

describe("searchParamsSync with an adapter", () => {
  /** An adapter over a plain string, recording its writes. */
  function memoryAdapter(initial = "") {
    let search = initial;
    const writes: [string, string][] = [];
    const listeners = new Set<() => void>();
    const adapter: FinderSearchParamsAdapter = {
      read: () => search,
      write: (params, mode) => {
        search = params.toString();
        writes.push([search, mode]);
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const navigate = (to: string) => {
      search = to;
      listeners.forEach((listener) => listener());
    };
    return { adapter, writes, navigate, read: () => search };
  }

  function mount(sync: ReturnType<typeof searchParamsSync>) {
    let finder: FinderCore<Product> | undefined;
    const result = render(
      <Finder items={products} rules={rules} searchParams={sync} onInit={(f) => (finder = f)}>
        <Controls />
      </Finder>,
    );
    return { ...result, finder: () => finder as FinderCore<Product> };
  }

  it("an address's relevance is the visitor's choice: Back and reset() go to the app's default (issue 32)", async () => {
    const memory = memoryAdapter("q=jacket&relevance=true");
    const { finder } = mount(searchParamsSync(memory.adapter));
    expect(finder().sortBy.byRelevance).toBe(true);
    act(() => memory.navigate("q=jacket"));
    expect(finder().sortBy.byRelevance).toBe(false);
    act(() => memory.navigate("q=jacket&relevance=true"));
    expect(finder().sortBy.byRelevance).toBe(true);
    act(() => finder().sortBy.reset());
    expect(finder().sortBy.byRelevance).toBe(false);
    await settle();
    expect(memory.read()).toBe("q=jacket");
  });

  it("the other parts an address gives are the visitor's too: Back to an address without them goes to the app's defaults", () => {
    const memory = memoryAdapter("q=jacket&sort=price&dir=desc&group=byCategory&perPage=2&page=2");
    const { finder } = mount(searchParamsSync(memory.adapter));
    expect(finder().sortBy.sortDirection).toBe("desc");
    expect(finder().groupBy.activeRule?.id).toBe("byCategory");
    act(() => memory.navigate("q=jacket"));
    expect(finder().sortBy.userHasSetSortDirection).toBe(false);
    expect(finder().groupBy.activeRule).toBeUndefined();
    expect(finder().pagination.page).toBe(1);
    act(() => memory.navigate("q=jacket&sort=price&dir=desc&group=byCategory"));
    act(() => {
      finder().sortBy.reset();
      finder().groupBy.reset();
    });
    expect(finder().sortBy.userHasSetSortDirection).toBe(false);
    expect(finder().groupBy.activeRule).toBeUndefined();
  });

  it("writes once per batch", async () => {
    const memory = memoryAdapter();
    mount(searchParamsSync(memory.adapter));
    fireEvent.click(screen.getByText("shoes grouped"));
    await settle();
    expect(memory.writes).toEqual([["group=byCategory&category=shoes", "push"]]);
  });

  it("throttles: changes close together are one write, of the last state, pushed if any was a choice", async () => {
    const memory = memoryAdapter();
    const { finder } = mount(searchParamsSync(memory.adapter, { throttleMilliseconds: 300 }));
    act(() => finder().filters.set("category", "shoes"));
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (const term of ["t", "tr", "tra", "trai"]) act(() => finder().search.setSearchTerm(term));
    act(() => finder().filters.toggle("cheap"));
    act(() => finder().search.setSearchTerm("trail"));
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(memory.writes).toEqual([["category=shoes", "push"]]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(memory.writes).toEqual([
      ["category=shoes", "push"],
      ["q=trail&category=shoes&cheap=true", "push"],
    ]);
  });

  it("a refused write never throws and the last state is written later (Safari's limit)", async () => {
    const memory = memoryAdapter();
    let refuse = true;
    const adapter: FinderSearchParamsAdapter = {
      ...memory.adapter,
      write: (params, mode) => {
        if (refuse) throw new DOMException("Too many calls", "SecurityError");
        memory.adapter.write(params, mode);
      },
    };
    const { finder } = mount(searchParamsSync(adapter));
    act(() => finder().search.setSearchTerm("tr"));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => finder().search.setSearchTerm("trail"));
    refuse = false;
    await settle();
    expect(memory.writes).toEqual([["q=trail", "push"]]);
  });

  it("a custom history choice: every change replaces", async () => {
    const memory = memoryAdapter();
    mount(searchParamsSync(memory.adapter, { history: () => "replace" }));
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(memory.writes).toEqual([["cheap=true", "replace"]]);
  });

  it("follows the adapter's own navigation", async () => {
    const memory = memoryAdapter("q=boot");
    mount(searchParamsSync(memory.adapter));
    expect(shown()).toBe("Hiking Boot");
    act(() => memory.navigate("q=jacket&cheap=true"));
    await settle();
    expect(shown()).toBe("");
    act(() => memory.navigate("q=jacket"));
    await settle();
    expect(shown()).toBe("Rain Jacket, Down Jacket");
    expect(memory.writes).toEqual([]);
  });

  it("writes what is pending when it unmounts", async () => {
    const memory = memoryAdapter();
    const { finder, unmount } = mount(
      searchParamsSync(memory.adapter, { throttleMilliseconds: 1000 }),
    );
    act(() => finder().filters.toggle("cheap"));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => finder().search.setSearchTerm("sock"));
    unmount();
    expect(memory.read()).toBe("q=sock&cheap=true");
  });

  it("two finders share one address with prefixes", async () => {
    const memory = memoryAdapter("a.q=boot&b.q=sock");
    const a = searchParamsSync(memory.adapter, { prefix: "a." });
    const b = searchParamsSync(memory.adapter, { prefix: "b." });
    render(
      <>
        <Finder items={products} rules={rules} searchParams={a}>
          <Controls />
        </Finder>
        <Finder items={products} rules={rules} searchParams={b}>
          <Controls />
        </Finder>
      </>,
    );
    expect(screen.getAllByRole("status").map((output) => output.textContent)).toEqual([
      "Hiking Boot",
      "Wool Socks",
    ]);
    fireEvent.click(screen.getAllByText("cheap")[1] as HTMLElement);
    await settle();
    expect(memory.read()).toBe("a.q=boot&b.q=sock&b.cheap=true");
  });
});

describe("a router that shows a write later", () => {
  /** An adapter whose writes the address shows only when `show()` is called, as a router's. */
  function lateAdapter() {
    let search = "";
    const queued: string[] = [];
    const writes: string[] = [];
    const listeners = new Set<() => void>();
    const adapter: FinderSearchParamsAdapter = {
      read: () => search,
      write: (params) => {
        queued.push(params.toString());
        writes.push(params.toString());
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const show = (to = queued.shift() ?? "") => {
      search = to;
      listeners.forEach((listener) => listener());
    };
    return { adapter, writes, show };
  }

  function mount(adapter: FinderSearchParamsAdapter) {
    let finder: FinderCore<Product> | undefined;
    render(
      <Finder
        items={products}
        rules={rules}
        searchParams={searchParamsSync(adapter, { throttleMilliseconds: 0 })}
        onInit={(f) => (finder = f)}
      >
        <Controls />
      </Finder>,
    );
    return () => finder as FinderCore<Product>;
  }

  it("an address that is the finder's own write, shown late, does not undo the changes made since", async () => {
    const late = lateAdapter();
    const finder = mount(late.adapter);
    act(() => finder().search.setSearchTerm("jack"));
    await settle();
    act(() => finder().search.setSearchTerm("jacket"));
    act(() => late.show());
    expect(finder().search.searchTerm).toBe("jacket");
    await settle();
    act(() => late.show());
    expect(late.writes).toEqual(["q=jack", "q=jacket"]);
    expect(finder().search.searchTerm).toBe("jacket");
  });

  it("a write not shown yet counts as the address: going back to the plain view before it is shown is written", async () => {
    const late = lateAdapter();
    const finder = mount(late.adapter);
    act(() => finder().filters.toggle("cheap"));
    await settle();
    act(() => finder().filters.toggle("cheap"));
    await settle();
    expect(late.writes).toEqual(["cheap=true", ""]);
  });

  it("an address that is none of its writes is shown", async () => {
    const late = lateAdapter();
    const finder = mount(late.adapter);
    act(() => finder().filters.toggle("cheap"));
    await settle();
    act(() => late.show("q=boot"));
    expect(shown()).toBe("Hiking Boot");
    expect(finder().filters.get("cheap")).toBe(false);
  });
});

describe("useRouterSearchParams(search, navigate)", () => {
  /** A router kept in React state: `navigate` shows the new search params on the next render. */
  let routerSearch: (search: string) => void = () => {};
  const navigations: [string, string][] = [];
  function RouterShop({ initial }: { initial: string }) {
    const [search, setSearch] = useState(() => new URLSearchParams(initial));
    routerSearch = (to) => setSearch(new URLSearchParams(to));
    const sync = useRouterSearchParams(
      search,
      (params, mode) => {
        navigations.push([params.toString(), mode]);
        setTimeout(() => setSearch(params), 50);
      },
      { throttleMilliseconds: 0 },
    );
    return (
      <Finder items={products} rules={rules} searchParams={sync}>
        <Controls />
      </Finder>
    );
  }
  beforeEach(() => {
    navigations.length = 0;
  });

  it("starts from the router's search params and navigates through the router on change", async () => {
    render(<RouterShop initial="q=jacket" />);
    expect(shown()).toBe("Rain Jacket, Down Jacket");
    fireEvent.click(screen.getByText("priciest"));
    await settle();
    expect(navigations).toEqual([["q=jacket&dir=desc", "push"]]);
    expect(shown()).toBe("Down Jacket, Rain Jacket");
  });

  it("typing on while the router catches up loses nothing", async () => {
    render(<RouterShop initial="" />);
    const input = screen.getByLabelText("search");
    fireEvent.change(input, { target: { value: "ja" } });
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.change(input, { target: { value: "jacket" } });
    await act(() => vi.advanceTimersByTimeAsync(45));
    // The router now shows "q=ja", the first write: what was typed since stays.
    expect((input as HTMLInputElement).value).toBe("jacket");
    fireEvent.change(input, { target: { value: "" } });
    await settle();
    expect(navigations).toEqual([
      ["q=ja", "push"],
      ["q=jacket", "replace"],
      ["", "replace"],
    ]);
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("takes the options of historySearchParams but url, read once", async () => {
    function PrefixedShop({ prefix }: { prefix: string }) {
      const [search, setSearch] = useState("");
      const sync = useRouterSearchParams(search, (params) => setSearch(params.toString()), {
        prefix,
        throttleMilliseconds: 0,
      });
      return (
        <>
          <Finder items={products} rules={rules} searchParams={sync}>
            <Controls />
          </Finder>
          <p data-testid="search">{search}</p>
        </>
      );
    }
    const { rerender } = render(<PrefixedShop prefix="a." />);
    rerender(<PrefixedShop prefix="b." />);
    fireEvent.click(screen.getByText("cheap"));
    await settle();
    expect(screen.getByTestId("search").textContent).toBe("a.cheap=true");
  });

  it("follows the router's search params when they change by other means, writing nothing back", async () => {
    render(<RouterShop initial="q=jacket" />);
    act(() => routerSearch("q=boot"));
    expect(shown()).toBe("Hiking Boot");
    await settle();
    expect(navigations).toEqual([]);
  });
});

describe("readOnMount", () => {
  it("the first render is the plain view, the address's view follows after mount, and the address is rewritten to it", async () => {
    visit("?q=jacket&page=x");
    const onDropped = vi.fn();
    const renders: (string | null)[] = [];
    function Spy() {
      const finder = useFinder<Product>();
      renders.push(finder.search.searchTerm);
      return null;
    }
    render(
      <Finder
        items={products}
        rules={rules}
        searchParams={historySearchParams({ readOnMount: true, onDropped })}
      >
        <Spy />
        <Controls />
      </Finder>,
    );
    expect(renders[0]).toBe("");
    expect(shown()).toBe("Rain Jacket, Down Jacket");
    expect(onDropped).toHaveBeenCalledTimes(1);
    await settle();
    expect(window.location.search).toBe("?q=jacket");
  });
});

describe("the review of issue 26", () => {
  it("readOnMount: onChange and onFirstUserInteraction hear the address applied after mount, and later changes", async () => {
    visit("?q=jacket");
    const onChange = vi.fn();
    const onFirstUserInteraction = vi.fn();
    const { getByText } = render(
      <Finder
        items={products}
        rules={rules}
        searchParams={historySearchParams({ readOnMount: true })}
        onChange={onChange}
        onFirstUserInteraction={onFirstUserInteraction}
      >
        <Controls />
      </Finder>,
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onFirstUserInteraction).toHaveBeenCalledTimes(1);
    expect(onFirstUserInteraction.mock.calls[0]?.[0]).toMatchObject({ current: "jacket" });
    fireEvent.click(getByText("cheap"));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onFirstUserInteraction).toHaveBeenCalledTimes(1);
  });

  it("a write pending when the page's path changes is dropped, not written into the other page's address", async () => {
    const { getByLabelText, unmount } = render(
      <Finder items={products} rules={rules} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    fireEvent.change(getByLabelText("search"), { target: { value: "a" } });
    await settle();
    expect(window.location.search).toBe("?q=a");
    fireEvent.change(getByLabelText("search"), { target: { value: "ab" } });
    // A link to another page: the router changes the address, then the list unmounts.
    window.history.pushState(null, "", "/other");
    unmount();
    expect(window.location.pathname + window.location.search).toBe("/other");
  });

  it("on the same page, the pending write is still made when the list unmounts", async () => {
    const { getByLabelText, unmount } = render(
      <Finder items={products} rules={rules} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    fireEvent.change(getByLabelText("search"), { target: { value: "a" } });
    await settle();
    fireEvent.change(getByLabelText("search"), { target: { value: "ab" } });
    unmount();
    expect(window.location.pathname + window.location.search).toBe("/shop?q=ab");
  });

  describe("a filter whose options come from the items, while they load", () => {
    const withMakers = [...rules, makerRule()];
    function Shop({ items }: { items: Product[] | null }) {
      return (
        <Finder items={items} rules={withMakers} searchParams={historySearchParams({ onDropped })}>
          <Controls />
        </Finder>
      );
    }
    const onDropped = vi.fn();
    beforeEach(() => onDropped.mockReset());

    it("keeps the address's value, and applies it when the items arrive", async () => {
      visit("?maker=p2&dir=desc");
      const { rerender, getByLabelText } = render(<Shop items={null} />);
      // Typing while the items load writes the term, and the maker stays in the address.
      fireEvent.change(getByLabelText("search"), { target: { value: "jacket" } });
      await settle();
      expect(window.location.search).toBe("?q=jacket&dir=desc&maker=p2");
      rerender(<Shop items={products} />);
      expect(shown()).toBe("Rain Jacket");
      await settle();
      expect(window.location.search).toBe("?q=jacket&dir=desc&maker=p2");
      // Called once, after mount, with nothing left out.
      expect(onDropped.mock.calls).toEqual([[[]]]);
    });

    it("reports the value when the items that arrive do not offer it", async () => {
      visit("?maker=p9");
      const { rerender } = render(<Shop items={null} />);
      expect(onDropped.mock.calls).toEqual([[[]]]);
      rerender(<Shop items={products} />);
      expect(onDropped).toHaveBeenCalledTimes(2);
      expect(onDropped.mock.calls[1]?.[0]).toMatchObject([
        { filterId: "maker", value: "p9", code: "INVALID_FILTER_OPTION" },
      ]);
      expect(shown()).toBe(namesByPrice.join(", "));
    });
  });
});

describe("details of the sync", () => {
  it("the page and numItemsPerPage props are defaults too: a view equal to them writes no key", async () => {
    visit("");
    const { getByLabelText } = render(
      <Finder
        items={products}
        rules={rules}
        numItemsPerPage={2}
        searchParams={historySearchParams()}
      >
        <Controls />
      </Finder>,
    );
    fireEvent.change(getByLabelText("search"), { target: { value: "o" } });
    await settle();
    expect(window.location.search).toBe("?q=o");
  });

  it("the address wins over the page and numItemsPerPage props", () => {
    visit("?perPage=1&page=3");
    let finder: FinderCore<Product> | undefined;
    render(
      <Finder
        items={products}
        rules={rules}
        page={2}
        numItemsPerPage={2}
        searchParams={historySearchParams()}
        onInit={(f) => (finder = f)}
      />,
    );
    expect([finder?.pagination.page, finder?.pagination.numItemsPerPage]).toEqual([3, 1]);
  });

  it("a prefix that is not a string throws INVALID_OPTIONS while <Finder> renders", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <Finder
          items={products}
          rules={rules}
          searchParams={historySearchParams({ prefix: 5 as unknown as string })}
        />,
      ),
    ).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    vi.restoreAllMocks();
  });

  it("what the items change without a change event is written at once, in place: the address shows what is shown", async () => {
    visit("?maker=p2");
    const withMakers = [...rules, makerRule()];
    const Shop = ({ items }: { items: Product[] }) => (
      <Finder items={items} rules={withMakers} searchParams={historySearchParams()}>
        <Controls />
      </Finder>
    );
    const { rerender, getByLabelText } = render(<Shop items={products} />);
    expect(shown()).toBe("Rain Jacket");
    await settle();
    // New items without p2: the value is dropped, with no change event; the entry is rewritten.
    const entries = window.history.length;
    rerender(<Shop items={products.filter((product) => product.id !== "p2")} />);
    await settle();
    expect(window.location.search).toBe("");
    expect(window.history.length).toBe(entries);
    fireEvent.change(getByLabelText("search"), { target: { value: "o" } });
    await settle();
    expect(window.location.search).toBe("?q=o");
  });

  it("writes are never synchronous, even with throttleMilliseconds: 0; a refused write is tried again after the longer of the throttle and one second", async () => {
    let refusals = 1;
    const writes: string[] = [];
    const adapter: FinderSearchParamsAdapter = {
      read: () => writes.at(-1) ?? "",
      write: (params) => {
        if (refusals-- > 0) throw new Error("refused");
        writes.push(params.toString());
      },
    };
    let finder: FinderCore<Product> | undefined;
    render(
      <Finder
        items={products}
        rules={rules}
        searchParams={searchParamsSync(adapter, { throttleMilliseconds: 0 })}
        onInit={(f) => (finder = f)}
      />,
    );
    act(() => finder?.filters.toggle("cheap"));
    expect(writes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(writes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(writes).toEqual(["cheap=true"]);
  });

  it("onDropped is called after mount, not during a render (issue 40, item 19): once per connection, so twice under StrictMode", () => {
    visit("?page=0");
    const onDropped = vi.fn();
    render(
      <StrictMode>
        <Finder items={products} rules={rules} searchParams={historySearchParams({ onDropped })} />
      </StrictMode>,
    );
    expect(onDropped).toHaveBeenCalledTimes(2);
  });

  it("what the adapter's read() throws at mount, <Finder> throws while rendering", () => {
    const adapter: FinderSearchParamsAdapter = {
      read: () => {
        throw new Error("no address");
      },
      write: () => {},
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(<Finder items={products} rules={rules} searchParams={searchParamsSync(adapter)} />),
    ).toThrow("no address");
    vi.restoreAllMocks();
  });

  it("read(setup, defaults) is called once, while the instance is created; connect(finder, defaults) after mount, until what it returns is called", () => {
    const calls: string[] = [];
    const stop = vi.fn();
    const sync = {
      read: () => {
        calls.push("read");
        return { initialSearchTerm: "boot" };
      },
      connect: (finder: FinderCore<Product>) => {
        calls.push(`connect ${finder.search.searchTerm}`);
        return stop;
      },
    } as unknown as Parameters<typeof Finder>[0]["searchParams"];
    const { unmount, rerender } = render(
      <Finder items={products} rules={rules} searchParams={sync}>
        <Controls />
      </Finder>,
    );
    rerender(
      <Finder items={products} rules={rules} searchParams={sync}>
        <Controls />
      </Finder>,
    );
    expect(calls).toEqual(["read", "connect boot"]);
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe("the address under real use (issue 40)", () => {
  it("item 1: each write starts from the address as it is now: another finder's keys and the app's own stay", async () => {
    const a = historySearchParams({ prefix: "a." });
    const b = historySearchParams({ prefix: "b." });
    render(
      <>
        <Finder items={products} rules={rules} searchParams={a}>
          <Controls />
        </Finder>
        <Finder items={products} rules={rules} searchParams={b}>
          <Controls />
        </Finder>
      </>,
    );
    const [searchA, searchB] = screen.getAllByLabelText("search") as [HTMLElement, HTMLElement];
    fireEvent.change(searchA, { target: { value: "tent" } });
    await settle();
    fireEvent.change(searchB, { target: { value: "boat" } });
    await settle();
    // The app adds a key of its own after the finders' first writes.
    window.history.pushState(
      null,
      "",
      `${window.location.pathname}${window.location.search}&tab=reviews`,
    );
    fireEvent.change(searchA, { target: { value: "sock" } });
    await settle();
    expect(new URLSearchParams(window.location.search).getAll("b.q")).toEqual(["boat"]);
    expect(new URLSearchParams(window.location.search).get("tab")).toBe("reviews");
    expect(new URLSearchParams(window.location.search).get("a.q")).toBe("sock");
  });

  it("item 2: the sync follows the rules it is given now: a default whose rule goes does not stop it", async () => {
    const onError = vi.fn();
    window.addEventListener("error", onError);
    function Shop({ withPrice }: { withPrice: boolean }) {
      return (
        <Finder
          items={products}
          rules={withPrice ? rules : rules.filter((rule) => rule.id !== "price")}
          initialSortBy="price"
          searchParams={historySearchParams()}
        >
          <Controls />
        </Finder>
      );
    }
    const { rerender } = render(<Shop withPrice />);
    await settle();
    rerender(<Shop withPrice={false} />);
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "sock" } });
    await settle();
    expect(window.location.search).toBe("?q=sock");
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "jacket" } });
    await settle();
    expect(window.location.search).toBe("?q=jacket");
    window.removeEventListener("error", onError);
    expect(onError).not.toHaveBeenCalled();
  });

  it("item 4: a shared link's page survives the items loading, and applying what it held tells no one a visitor acted", async () => {
    const withMakers = [...rules, makerRule(true)];
    const onChange = vi.fn();
    const onFirstUserInteraction = vi.fn();
    const Shop = ({ items }: { items: Product[] | null }) => (
      <Finder
        items={items}
        rules={withMakers}
        searchParams={historySearchParams()}
        onChange={onChange}
        onFirstUserInteraction={onFirstUserInteraction}
      >
        <Controls />
      </Finder>
    );
    // In the order the finder writes its keys, so the canonical rewrite leaves it as it is.
    const twoMakers = "?page=2&perPage=1&maker=p4&maker=p5";
    visit(twoMakers);
    const { rerender } = render(<Shop items={null} />);
    await settle();
    rerender(<Shop items={products} />);
    await settle();
    expect(shown()).toBe("Down Jacket");
    expect(window.location.search).toBe(twoMakers);
    expect(onChange).not.toHaveBeenCalled();
    expect(onFirstUserInteraction).not.toHaveBeenCalled();
  });

  it("item 5: a debounced term typed just before unmount is written", async () => {
    const debounced = rules.map((rule) =>
      rule.id === rules[0]?.id ? { ...rule, debounceMilliseconds: 300 } : rule,
    );
    const { unmount } = render(
      <Finder items={products} rules={debounced} searchParams={historySearchParams()}>
        <Controls />
      </Finder>,
    );
    await settle();
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "tent" } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    unmount();
    expect(window.location.search).toBe("?q=tent");
  });

  it("item 13: with readOnMount, a filter id that is a part's key still throws INVALID_OPTIONS while the instance is created", () => {
    const clash = [...rules, filterRule<Product, string>({ id: "page", filterFn: () => true })];
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onInit = vi.fn();
    expect(() =>
      render(
        <Finder
          items={products}
          rules={clash}
          onInit={onInit}
          searchParams={historySearchParams({ readOnMount: true })}
        />,
      ),
    ).toThrow(expect.objectContaining({ code: "INVALID_OPTIONS" }));
    // Thrown before any instance was mounted, not by the connection after mount.
    expect(onInit).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("item 19: onDropped may set state (it runs after commit), and a later clean entry calls it with []", async () => {
    visit("?page=x");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    function Shop() {
      const [notice, setNotice] = useState("");
      return (
        <Finder
          items={products}
          rules={rules}
          searchParams={historySearchParams({
            canonical: false,
            onDropped: (dropped) => setNotice(dropped.map((part) => part.option).join(", ")),
          })}
        >
          <p>{notice}</p>
          <Controls />
        </Finder>
      );
    }
    render(<Shop />);
    expect(screen.getByText("page")).toBeTruthy();
    window.history.pushState(null, "", "/shop?q=sock");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(screen.queryByText("page")).toBeNull();
    expect(shown()).toBe("Wool Socks");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("the app decides what a link may set (issue 40, item 17)", () => {
  it("with pageSizes, ?perPage=5000 is dropped, reported with its key, and rewritten away", async () => {
    visit("?q=sock&perPage=5000");
    const onDropped = vi.fn();
    render(
      <Finder
        items={products}
        rules={rules}
        searchParams={historySearchParams({ pageSizes: [2, 4], onDropped })}
      >
        <Controls />
      </Finder>,
    );
    expect(onDropped.mock.calls[0]?.[0]).toMatchObject([
      { key: "perPage", value: 5000, code: "INVALID_NUM_ITEMS_PER_PAGE" },
    ]);
    await settle();
    expect(window.location.search).toBe("?q=sock");
  });

  it("with parts, a part left out is neither read nor written, and Back leaves it alone", async () => {
    visit("?q=sock&group=byCategory");
    let finder: FinderCore<Product> | undefined;
    render(
      <Finder
        items={products}
        rules={rules}
        onInit={(f) => (finder = f)}
        searchParams={historySearchParams({ parts: ["search", "filters"] })}
      >
        <Controls />
      </Finder>,
    );
    expect(finder?.groupBy.activeRule).toBeUndefined();
    await settle();
    expect(window.location.search).toBe("?q=sock");
    act(() => finder?.groupBy.set("byCategory"));
    await settle();
    expect(window.location.search).toBe("?q=sock");
    window.history.pushState(null, "", "/shop?q=boot");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(finder?.search.searchTerm).toBe("boot");
    expect(finder?.groupBy.activeRule?.id).toBe("byCategory");
  });
});

describe("reset() under the address (issue 40, item 15)", () => {
  it("a shared link's view resets to the props' view, not to the link, and the address follows", async () => {
    visit("?q=sock&cheap=true&sort=price&dir=desc");
    let finder: FinderCore<Product> | undefined;
    render(
      <Finder
        items={products}
        rules={rules}
        initialFilters={{ category: "shoes" }}
        onInit={(f) => (finder = f)}
        searchParams={historySearchParams()}
      >
        <Controls />
      </Finder>,
    );
    await settle();
    expect(finder?.isReset).toBe(false);
    act(() => finder?.reset());
    expect(finder?.search.searchTerm).toBe("");
    expect(finder?.filters.raw).toEqual({ category: "shoes" });
    expect(finder?.sortBy.sortDirection).toBe("asc");
    expect(finder?.isReset).toBe(true);
    await settle();
    expect(window.location.search).toBe("");
  });
});

describe("the initialByRelevance prop under the address (a second review's finding)", () => {
  it("is a default like the other view props: a plain address shows it, writes nothing, and reset() returns to it", async () => {
    visit("?q=jacket");
    let finder: FinderCore<Product> | undefined;
    render(
      <Finder
        items={products}
        rules={rules}
        initialByRelevance
        onInit={(f) => (finder = f)}
        searchParams={historySearchParams()}
      >
        <Controls />
      </Finder>,
    );
    await settle();
    expect(finder?.sortBy.byRelevance).toBe(true);
    expect(window.location.search).toBe("?q=jacket");
    act(() => finder?.sortBy.setByRelevance(false));
    act(() => finder?.reset());
    expect(finder?.sortBy.byRelevance).toBe(true);
  });
});
