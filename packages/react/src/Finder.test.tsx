// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  Finder,
  FinderContent,
  FinderCore,
  useFinder,
  useFinderRef,
  type FinderContentRenderProps,
} from "./index";
import { namesByPrice, products, renderedNames, rules, type Product } from "./test/fixtures";

afterEach(cleanup);

const contentSlots: FinderContentRenderProps<Product> = {
  loading: <p>Loading…</p>,
  empty: () => <p>No products yet</p>,
  noMatches: <p>Nothing matches</p>,
  items: ({ items }) => (
    <ul>
      {items.map((product) => (
        <li key={product.id}>{product.name}</li>
      ))}
    </ul>
  ),
  groups: ({ groups }) => (
    <section>
      {groups.map((group) => (
        <h2 key={group.id}>{group.id}</h2>
      ))}
    </section>
  ),
};

function SearchBox() {
  const finder = useFinder<Product>();
  return (
    <input
      aria-label="Search"
      value={finder.search.searchTerm}
      onChange={(event) => finder.search.setSearchTerm(event.target.value)}
    />
  );
}

describe("Finder.Content", () => {
  it("renders the loading slot, and only it, while loading", () => {
    render(
      <Finder items={products} rules={rules} isLoading>
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(document.body.textContent).toBe("Loading…");
  });

  it("renders the empty slot, and only it, when there are no items", () => {
    render(
      <Finder items={[]} rules={rules}>
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(document.body.textContent).toBe("No products yet");
  });

  it("treats null items as empty", () => {
    render(
      <Finder<Product> items={null} rules={rules}>
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(document.body.textContent).toBe("No products yet");
  });

  it("renders the noMatches slot, and only it, when nothing matches", () => {
    render(
      <Finder items={products} rules={rules} initialSearchTerm="zzzz">
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(document.body.textContent).toBe("Nothing matches");
  });

  it("renders the items slot, and only it, with the matched items", () => {
    const { container } = render(
      <Finder items={products} rules={rules}>
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(renderedNames(container)).toEqual(namesByPrice);
    expect(container.querySelector("h2")).toBeNull();
  });

  it("renders the groups slot, and only it, when a group rule is active", () => {
    const { container } = render(
      <Finder items={products} rules={rules} initialGroupBy="byCategory">
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(Array.from(container.querySelectorAll("h2"), (h2) => h2.textContent)).toEqual([
      "socks",
      "shoes",
      "outerwear",
    ]);
    expect(container.querySelector("li")).toBeNull();
  });

  it("accepts the render props as props too", () => {
    render(
      <Finder items={[]} rules={rules}>
        <Finder.Content empty="Empty list" />
      </Finder>,
    );
    expect(document.body.textContent).toBe("Empty list");
  });

  it("renders nothing when the current state has no render prop", () => {
    const { container } = render(
      <Finder items={[]} rules={rules}>
        <Finder.Content>{{ items: "has items" }}</Finder.Content>
      </Finder>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("passes pagination and context to a render prop function", () => {
    render(
      <Finder
        items={products}
        rules={rules}
        context={{ currency: "€" }}
        numItemsPerPage={2}
        page={2}
      >
        <Finder.Content<Product, { currency: string }>>
          {{
            items: ({ items, pagination, context }) =>
              `${context.currency} page ${pagination.page}/${pagination.lastPage}: ${items
                .map((product) => product.id)
                .join(",")}`,
          }}
        </Finder.Content>
      </Finder>,
    );
    expect(document.body.textContent).toBe("€ page 2/3: p2,p4");
  });

  it("reaches the sub-components through Finder.Content and FinderContent", () => {
    expect(Finder.Content).toBe(FinderContent);
    render(
      <Finder items={products} rules={rules} initialSearchTerm="zzzz">
        <Finder.Content.Items>{() => "items"}</Finder.Content.Items>
        <Finder.Content.NoMatches>{() => "no matches"}</Finder.Content.NoMatches>
        <FinderContent.Empty>empty</FinderContent.Empty>
        <FinderContent.Loading>loading</FinderContent.Loading>
        <FinderContent.Groups>{({ groups }) => groups.length}</FinderContent.Groups>
      </Finder>,
    );
    expect(document.body.textContent).toBe("no matches");
  });

  it("switches slots as the state changes", () => {
    render(
      <Finder items={products} rules={rules}>
        <SearchBox />
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "zzzz" } });
    expect(screen.getByText("Nothing matches")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "jacket" } });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Rain Jacket",
      "Down Jacket",
    ]);
  });
});

describe("controls built from useFinder", () => {
  function CategoryButtons() {
    const finder = useFinder<Product>();
    return (
      <>
        {["shoes", "socks"].map((category) => (
          <button
            key={category}
            aria-pressed={finder.filters.get("category") === category}
            onClick={() =>
              finder.filters.set(
                "category",
                finder.filters.get("category") === category ? undefined : category,
              )
            }
          >
            {category}
          </button>
        ))}
      </>
    );
  }

  function Pager() {
    const { pagination } = useFinder();
    return (
      <button onClick={() => pagination.setPage(pagination.page + 1)}>
        page {pagination.page} of {pagination.lastPage}
      </button>
    );
  }

  it("updates the results when a filter button is clicked, and again when it is unclicked", () => {
    const { container } = render(
      <Finder items={products} rules={rules}>
        <CategoryButtons />
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    fireEvent.click(screen.getByText("shoes"));
    expect(renderedNames(container)).toEqual(["Trail Runner", "Hiking Boot"]);
    expect(screen.getByText("shoes").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByText("shoes"));
    expect(renderedNames(container)).toHaveLength(products.length);
  });

  it("updates the results when the search input changes", () => {
    const { container } = render(
      <Finder items={products} rules={rules}>
        <SearchBox />
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "socks" } });
    expect(renderedNames(container)).toEqual(["Wool Socks"]);
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("socks");
  });

  it("pages through the matches", () => {
    const { container } = render(
      <Finder items={products} rules={rules} numItemsPerPage={2}>
        <Pager />
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>,
    );
    expect(renderedNames(container)).toEqual(["Wool Socks", "Trail Runner"]);
    fireEvent.click(screen.getByText("page 1 of 3"));
    expect(renderedNames(container)).toEqual(["Rain Jacket", "Hiking Boot"]);
    expect(screen.getByText("page 2 of 3")).toBeTruthy();
  });
});

describe("controllerRef", () => {
  it("gives the instance to the parent, the same one useFinder returns", () => {
    let fromHook: FinderCore<Product> | undefined;
    function Spy() {
      fromHook = useFinder<Product>();
      return null;
    }
    let fromRef: FinderCore<Product> | null = null;
    function Parent() {
      const finderRef = useFinderRef<Product>();
      useEffect(() => {
        fromRef = finderRef.current;
      }, [finderRef]);
      return (
        <Finder items={products} rules={rules} controllerRef={finderRef}>
          <Spy />
        </Finder>
      );
    }
    render(<Parent />);
    expect(fromRef).toBeInstanceOf(FinderCore);
    expect(fromRef).toBe(fromHook);
  });

  it("lets a parent outside the tree drive the results", () => {
    let finderRef: { current: FinderCore<Product> | null } = { current: null };
    function Parent() {
      finderRef = useFinderRef<Product>();
      return (
        <Finder items={products} rules={rules} controllerRef={finderRef}>
          <Finder.Content>{contentSlots}</Finder.Content>
        </Finder>
      );
    }
    const { container } = render(<Parent />);
    act(() => finderRef.current?.search.setSearchTerm("boot"));
    expect(renderedNames(container)).toEqual(["Hiking Boot"]);
  });

  it("accepts a callback ref and calls it with null on unmount", () => {
    const calls: (FinderCore<Product> | null)[] = [];
    const { unmount } = render(
      <Finder
        items={products}
        rules={rules}
        controllerRef={(instance) => void calls.push(instance)}
      />,
    );
    unmount();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBeInstanceOf(FinderCore);
    expect(calls[1]).toBeNull();
  });

  it("is cleared on unmount", () => {
    const finderRef = { current: null as FinderCore<Product> | null };
    const { unmount } = render(<Finder items={products} rules={rules} controllerRef={finderRef} />);
    expect(finderRef.current).toBeInstanceOf(FinderCore);
    unmount();
    expect(finderRef.current).toBeNull();
  });
});

describe("props after the first render", () => {
  let finder: FinderCore<Product> | undefined;
  function Capture() {
    finder = useFinder<Product>();
    return null;
  }

  function Harness(props: { items?: Product[]; page?: number; children?: ReactNode }) {
    const [, setTick] = useState(0);
    return (
      <Finder items={props.items ?? products} rules={rules} numItemsPerPage={2} page={props.page}>
        <button onClick={() => setTick((tick) => tick + 1)}>re-render</button>
        <Capture />
        <Finder.Content>{contentSlots}</Finder.Content>
      </Finder>
    );
  }

  it("keeps one instance for the life of the component", () => {
    const { rerender } = render(<Harness />);
    const first = finder;
    rerender(<Harness items={products.slice(0, 3)} />);
    expect(finder).toBe(first);
  });

  it("applies new items", () => {
    const { container, rerender } = render(<Harness />);
    rerender(<Harness items={products.slice(2, 3)} />);
    expect(renderedNames(container)).toEqual(["Wool Socks"]);
  });

  it("applies a new page", () => {
    const { container, rerender } = render(<Harness page={1} />);
    rerender(<Harness page={3} />);
    expect(renderedNames(container)).toEqual(["Down Jacket"]);
  });

  it("does not undo a user's page change when the parent re-renders", () => {
    const { container, rerender } = render(<Harness page={1} />);
    act(() => finder?.pagination.setPage(2));
    fireEvent.click(screen.getByText("re-render"));
    rerender(<Harness page={1} />);
    expect(finder?.pagination.page).toBe(2);
    expect(renderedNames(container)).toEqual(["Rain Jacket", "Hiking Boot"]);
  });

  it("does not undo a user's search when only the items change", () => {
    const { container, rerender } = render(<Harness />);
    act(() => finder?.search.setSearchTerm("jacket"));
    rerender(<Harness items={[...products]} />);
    expect(finder?.search.searchTerm).toBe("jacket");
    expect(renderedNames(container)).toEqual(["Rain Jacket", "Down Jacket"]);
  });

  it("applies isLoading, disabled, context and rules when they change", () => {
    const first = { label: "first" };
    const second = { label: "second" };
    const onlySearch = rules.slice(0, 1);
    function Props(props: {
      isLoading: boolean;
      disabled: boolean;
      context: { label: string };
      rules: typeof rules;
    }) {
      return (
        <Finder items={products} {...props}>
          <Capture />
        </Finder>
      );
    }
    const { rerender } = render(
      <Props isLoading={false} disabled={false} context={first} rules={rules} />,
    );
    rerender(<Props isLoading disabled context={second} rules={onlySearch} />);
    expect(finder?.isLoading).toBe(true);
    expect(finder?.disabled).toBe(true);
    expect(finder?.context).toBe(second);
    expect(finder?.filters.rules).toHaveLength(0);
  });

  it("applies a page and numItemsPerPage that changed while disabled once the finder is enabled again", () => {
    function Pager(props: { disabled: boolean; page: number; numItemsPerPage: number }) {
      return (
        <Finder items={products} rules={rules} {...props}>
          <Capture />
        </Finder>
      );
    }
    const { rerender } = render(<Pager disabled page={1} numItemsPerPage={2} />);
    rerender(<Pager disabled page={2} numItemsPerPage={3} />);
    rerender(<Pager disabled page={2} numItemsPerPage={3} />);
    // Mutators do nothing while disabled: nothing moved yet.
    expect(finder?.pagination.page).toBe(1);
    expect(finder?.pagination.numItemsPerPage).toBe(2);
    rerender(<Pager disabled={false} page={2} numItemsPerPage={3} />);
    expect(finder?.disabled).toBe(false);
    expect(finder?.pagination.numItemsPerPage).toBe(3);
    expect(finder?.pagination.page).toBe(2);
  });

  it("throws a FinderError for a non-boolean disabled or isLoading prop (null too), at mount and after, as the core does", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    function Props(props: { isLoading?: boolean; disabled?: boolean }) {
      return (
        <Finder items={products} rules={rules} {...props}>
          <Capture />
        </Finder>
      );
    }
    for (const props of [
      { disabled: "false" },
      { isLoading: 1 },
      { disabled: null },
      { isLoading: null },
    ]) {
      const { rerender, unmount } = render(<Props />);
      expect(() => rerender(<Props {...(props as object)} />)).toThrow(
        expect.objectContaining({ name: "FinderError", code: "INVALID_BOOLEAN" }),
      );
      unmount();
      expect(() => render(<Props {...(props as object)} />)).toThrow(
        expect.objectContaining({ code: "INVALID_BOOLEAN" }),
      );
      cleanup();
    }
    quiet.mockRestore();
  });
});

describe("render props", () => {
  it("calls an inline arrow instead of mounting it, so its subtree keeps its state", () => {
    let mounts = 0;
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => {
        mounts += 1;
      }, []);
      return <button onClick={() => setCount(count + 1)}>count {count}</button>;
    }
    function Parent() {
      const [tick, setTick] = useState(0);
      return (
        <Finder items={products} rules={rules}>
          <button onClick={() => setTick(tick + 1)}>parent {tick}</button>
          <Finder.Content>{{ items: () => <Counter /> }}</Finder.Content>
        </Finder>
      );
    }
    render(<Parent />);
    fireEvent.click(screen.getByText("count 0"));
    fireEvent.click(screen.getByText("parent 0"));
    fireEvent.click(screen.getByText("parent 1"));
    expect(screen.getByText("count 1")).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it("keeps a hook called directly in an inline render prop stable while the state stays", () => {
    let refsCreated = 0;
    function Parent() {
      return (
        <Finder items={products} rules={rules}>
          <SearchBox />
          <Finder.Content>
            {{
              items: ({ items }) => {
                // eslint-disable-next-line react-hooks/rules-of-hooks -- what this test is about
                const ref = useRef<number | null>(null);
                if (ref.current === null) {
                  ref.current = refsCreated;
                  refsCreated += 1;
                }
                return `${items.length} items`;
              },
              noMatches: "none",
            }}
          </Finder.Content>
        </Finder>
      );
    }
    render(<Parent />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "jacket" } });
    expect(document.body.textContent).toContain("2 items");
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "zzzz" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "" } });
    expect(document.body.textContent).toContain("5 items");
    // One ref for the first "items" period, a fresh one after noMatches unmounted it.
    expect(refsCreated).toBe(2);
  });
});

describe("lifecycle callbacks", () => {
  it("calls onInit and onReady once with the instance, and onChange for each user action", () => {
    const onInit = vi.fn();
    const onReady = vi.fn();
    const onChange = vi.fn();
    const onFirstUserInteraction = vi.fn();
    render(
      <Finder
        items={products}
        rules={rules}
        onInit={onInit}
        onReady={onReady}
        onChange={onChange}
        onFirstUserInteraction={onFirstUserInteraction}
      >
        <SearchBox />
      </Finder>,
    );
    expect(onInit).toHaveBeenCalledTimes(1);
    expect(onInit.mock.calls[0]?.[0]).toBeInstanceOf(FinderCore);
    expect(onReady).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "a" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "ab" } });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({ event: "setSearchTerm", current: "ab" });
    expect(onFirstUserInteraction).toHaveBeenCalledTimes(1);
  });

  it("calls onReady even when onInit throws, then throws onInit's error", () => {
    const onReady = vi.fn();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <Finder
          items={products}
          rules={rules}
          onInit={() => {
            throw new Error("onInit failed");
          }}
          onReady={onReady}
        />,
      ),
    ).toThrow("onInit failed");
    spy.mockRestore();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it("throws one AggregateError, as FinderCore does, when onInit and onReady both throw", () => {
    const failing = (message: string) => () => {
      throw new Error(message);
    };
    const options = { rules, onInit: failing("init"), onReady: failing("ready") };
    const caught = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error;
      }
    };
    const fromCore = caught(() => new FinderCore(products, options));
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const fromFinder = caught(() => render(<Finder items={products} {...options} />));
    spy.mockRestore();
    expect(fromFinder).toBeInstanceOf(AggregateError);
    expect(fromFinder).toEqual(fromCore);
    expect((fromFinder as AggregateError).errors.map((error: Error) => error.message)).toEqual([
      "init",
      "ready",
    ]);
  });

  it("calls onReady when items arrive later", () => {
    const onReady = vi.fn();
    const { rerender } = render(
      <Finder<Product> items={undefined} rules={rules} isLoading onReady={onReady} />,
    );
    expect(onReady).not.toHaveBeenCalled();
    rerender(<Finder items={products} rules={rules} isLoading={false} onReady={onReady} />);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it("calls the latest onChange given", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Finder items={products} rules={rules} onChange={first}>
        <SearchBox />
      </Finder>,
    );
    rerender(
      <Finder items={products} rules={rules} onChange={second}>
        <SearchBox />
      </Finder>,
    );
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "a" } });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("errors", () => {
  // React logs errors thrown during render; the assertion is on the thrown error itself.
  const quietly = (fn: () => void) => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      fn();
    } finally {
      spy.mockRestore();
    }
  };

  it("useFinder outside <Finder> says to wrap the component in <Finder>", () => {
    function Orphan() {
      useFinder();
      return null;
    }
    quietly(() => expect(() => render(<Orphan />)).toThrow(/outside <Finder>.*Wrap the component/));
  });

  it("a callback prop that is not a function throws INVALID_LISTENER at render, at mount and after, as the constructor does", () => {
    for (const key of ["onInit", "onReady", "onChange", "onFirstUserInteraction"]) {
      const bad = { [key]: "log" } as object;
      quietly(() =>
        expect(() => render(<Finder items={products} rules={rules} {...bad} />)).toThrow(
          expect.objectContaining({
            name: "FinderError",
            code: "INVALID_LISTENER",
            message: `Finder: the ${key} option must be a function, got "log".`,
          }),
        ),
      );
      cleanup();
      const { rerender } = render(<Finder items={products} rules={rules} />);
      quietly(() =>
        expect(() => rerender(<Finder items={products} rules={rules} {...bad} />)).toThrow(
          expect.objectContaining({ code: "INVALID_LISTENER" }),
        ),
      );
      cleanup();
    }
  });

  it("Finder.Content outside <Finder> says to wrap it in <Finder>", () => {
    quietly(() =>
      expect(() => render(<Finder.Content>{{ items: "x" }}</Finder.Content>)).toThrow(
        /Wrap the component/,
      ),
    );
  });

  it("Finder.Content without render props says what to pass", () => {
    quietly(() =>
      expect(() =>
        render(
          <Finder items={products} rules={rules}>
            <Finder.Content>{{}}</Finder.Content>
          </Finder>,
        ),
      ).toThrow(/needs at least one render prop.*loading, empty, noMatches, items and groups/),
    );
  });

  it("Finder.Content given an element instead of render props says what to pass", () => {
    const Mistaken = FinderContent as (props: { children: ReactNode }) => ReactNode;
    quietly(() =>
      expect(() =>
        render(
          <Finder items={products} rules={rules}>
            <Mistaken>
              <ul />
            </Mistaken>
          </Finder>,
        ),
      ).toThrow(/Pass an object as its children/),
    );
  });
});
