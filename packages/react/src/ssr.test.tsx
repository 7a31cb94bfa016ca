// @vitest-environment happy-dom
// Server rendering and hydration: the client's first render must produce the server's markup exactly.
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Finder, useFinder } from "./index";
import { products, rules, type Product } from "./test/fixtures";

function Page() {
  return (
    <Finder
      items={products}
      rules={rules}
      initialSearchTerm="jacket"
      initialSortBy="price"
      initialSortDirection="desc"
      numItemsPerPage={1}
    >
      <Summary />
      <Finder.Content<Product>>
        {{
          items: ({ items }) => (
            <ul>
              {items.map((product) => (
                <li key={product.id}>
                  <Finder.SearchTermHaystack haystack={product.name} />
                </li>
              ))}
            </ul>
          ),
          noMatches: <p>No matches</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function Summary() {
  const finder = useFinder<Product>();
  return (
    <p>
      {finder.matches.numMatchedItems} of {finder.matches.numTotalItems}, page{" "}
      {finder.pagination.page}/{finder.pagination.lastPage}
    </p>
  );
}

describe("server rendering", () => {
  let container: HTMLDivElement | undefined;
  afterEach(() => container?.remove());

  it("renders the results on the server", () => {
    const html = renderToString(<Page />);
    expect(html).toContain("<mark>Jacket</mark>");
    expect(html).toContain("Down <mark>Jacket</mark>");
    expect(html).not.toContain("Rain");
  });

  it("hydrates to the same markup without warnings", async () => {
    const html = renderToString(<Page />);
    container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container as HTMLDivElement, <Page />, { onRecoverableError: recoverable }),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    errors.mockRestore();
    warnings.mockRestore();
  });
});
