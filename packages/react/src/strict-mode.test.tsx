// @vitest-environment happy-dom
// StrictMode renders twice and runs mount effects twice; none of that may reach the user as a second
// onInit, a second `change` event or a second subscription.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode, useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Finder, FinderCore, useFinder, useFinderRef } from "./index";
import { products, renderedNames, rules, type Product } from "./test/fixtures";

afterEach(cleanup);

function SearchBox() {
  const { search } = useFinder<Product>();
  return (
    <input
      aria-label="Search"
      value={search.searchTerm}
      onChange={(event) => search.setSearchTerm(event.target.value)}
    />
  );
}

const list = {
  items: ({ items }: { items: Product[] }) => (
    <ul>
      {items.map((product) => (
        <li key={product.id}>{product.name}</li>
      ))}
    </ul>
  ),
};

describe("StrictMode", () => {
  it("calls onInit and onReady once, with the instance the tree uses", () => {
    const onInit = vi.fn();
    const onReady = vi.fn();
    let used: FinderCore<Product> | undefined;
    function Spy() {
      used = useFinder<Product>();
      return null;
    }
    render(
      <StrictMode>
        <Finder items={products} rules={rules} onInit={onInit} onReady={onReady}>
          <Spy />
        </Finder>
      </StrictMode>,
    );
    expect(onInit).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onInit.mock.calls[0]?.[0]).toBe(used);
  });

  it("emits one change event per keystroke", () => {
    const onChange = vi.fn();
    const onFirstUserInteraction = vi.fn();
    render(
      <StrictMode>
        <Finder
          items={products}
          rules={rules}
          onChange={onChange}
          onFirstUserInteraction={onFirstUserInteraction}
        >
          <SearchBox />
        </Finder>
      </StrictMode>,
    );
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "j" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "ja" } });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onFirstUserInteraction).toHaveBeenCalledTimes(1);
  });

  it("lets listeners added in an effect with cleanup hear each event once", () => {
    const heard = vi.fn();
    function Listener() {
      const finder = useFinder<Product>();
      useEffect(() => {
        finder.events.on("change", heard);
        return () => finder.events.off("change", heard);
      }, [finder]);
      return null;
    }
    render(
      <StrictMode>
        <Finder items={products} rules={rules}>
          <Listener />
          <SearchBox />
        </Finder>
      </StrictMode>,
    );
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "boot" } });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("updates results and keeps the controllerRef pointing at the live instance", () => {
    let finderRef: { current: FinderCore<Product> | null } = { current: null };
    function Parent() {
      finderRef = useFinderRef<Product>();
      return (
        <Finder items={products} rules={rules} controllerRef={finderRef}>
          <SearchBox />
          <Finder.Content>{list}</Finder.Content>
        </Finder>
      );
    }
    const { container } = render(
      <StrictMode>
        <Parent />
      </StrictMode>,
    );
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "jacket" } });
    expect(renderedNames(container)).toEqual(["Rain Jacket", "Down Jacket"]);
    act(() => finderRef.current?.search.setSearchTerm("socks"));
    expect(renderedNames(container)).toEqual(["Wool Socks"]);
  });

  it("applies prop changes once", () => {
    const onChange = vi.fn();
    function Paged({ page }: { page: number }) {
      return (
        <StrictMode>
          <Finder
            items={products}
            rules={rules}
            numItemsPerPage={2}
            page={page}
            onChange={onChange}
          >
            <Finder.Content>{list}</Finder.Content>
          </Finder>
        </StrictMode>
      );
    }
    const { container, rerender } = render(<Paged page={1} />);
    rerender(<Paged page={2} />);
    expect(renderedNames(container)).toEqual(["Rain Jacket", "Hiking Boot"]);
    expect(onChange.mock.calls.filter(([event]) => event.event === "setPage")).toHaveLength(1);
  });
});
