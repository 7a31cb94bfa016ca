// Runs in plain Node, as a server render does: the address is the request's URL, given by the
// app, and nothing is written.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fromSearchParams } from "@finderjs/core";
import { Finder, historySearchParams, useRouterSearchParams } from "./index";
import { products, rules, type Product } from "./test/fixtures";

const names = (
  <Finder.Content<Product>>
    {{ items: ({ items }) => items.map((product) => <b key={product.id}>{product.name}</b>) }}
  </Finder.Content>
);

describe("<Finder searchParams> on a server", () => {
  it("renders the view of the request's URL, dropping its bad parts", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <Finder
        items={products}
        rules={rules}
        searchParams={historySearchParams({ url: "https://shop.example/list?q=jacket&page=x#top" })}
      >
        {names}
      </Finder>,
    );
    expect(html).toBe("<b>Rain Jacket</b><b>Down Jacket</b>");
  });

  it("takes a query string (with or without its ?) or a URL object, and no URL or a path without a query as a plain view", () => {
    const render = (url?: string | URL) =>
      renderToString(
        <Finder items={products} rules={rules} searchParams={historySearchParams({ url })}>
          {names}
        </Finder>,
      );
    expect(render("?q=boot")).toBe("<b>Hiking Boot</b>");
    expect(render("q=boot")).toBe("<b>Hiking Boot</b>");
    expect(render("/list")).toBe(render());
    expect(render(new URL("https://shop.example/?q=socks"))).toBe("<b>Wool Socks</b>");
    expect(render()).toBe(render("https://shop.example/list"));
  });

  it("does not call onDropped on the server, where nothing commits (issue 40, item 19): fromSearchParams gives a server the same list", () => {
    const dropped: unknown[] = [];
    renderToString(
      <Finder
        items={products}
        rules={rules}
        searchParams={historySearchParams({
          url: "/list?page=0",
          onDropped: (d) => dropped.push(...d),
        })}
      >
        {names}
      </Finder>,
    );
    expect(dropped).toEqual([]);
    expect(fromSearchParams("page=0", { rules }).dropped).toHaveLength(1);
  });

  it("useRouterSearchParams: the router's search params on the server are the request's, as a query string or URLSearchParams, and nothing is navigated", () => {
    const navigated: string[] = [];
    function RouterList({ search }: { search: string | URLSearchParams }) {
      const sync = useRouterSearchParams(search, (params) => navigated.push(params.toString()));
      return (
        <Finder items={products} rules={rules} searchParams={sync}>
          {names}
        </Finder>
      );
    }
    expect(renderToString(<RouterList search="q=jacket&page=x" />)).toBe(
      "<b>Rain Jacket</b><b>Down Jacket</b>",
    );
    expect(renderToString(<RouterList search={new URLSearchParams("q=boot")} />)).toBe(
      "<b>Hiking Boot</b>",
    );
    expect(navigated).toEqual([]);
  });
});
