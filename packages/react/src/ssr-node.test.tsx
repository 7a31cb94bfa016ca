// Runs in plain Node (no DOM): importing the bindings and rendering them must not need `window`
// or `document`, and must not warn about layout effects.
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Finder, StringMatch } from "./index";
import { products, rules, type Product } from "./test/fixtures";

describe("server rendering without a DOM", () => {
  it("renders the items without warnings", () => {
    const errors = vi.spyOn(console, "error");
    const html = renderToString(
      <Finder items={products} rules={rules} initialSearchTerm="boot">
        <Finder.Content<Product>>
          {{ items: ({ items }) => items.map((product) => <b key={product.id}>{product.name}</b>) }}
        </Finder.Content>
        <StringMatch haystack="Hiking Boot" needle="boot" />
      </Finder>,
    );
    expect(html).toBe("<b>Hiking Boot</b>Hiking <mark>Boot</mark>");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
