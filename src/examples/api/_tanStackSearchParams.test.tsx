// @vitest-environment happy-dom
// The TanStack Router sample under "In a router" on docs/api/index.mdx: its mapping between the
// router's search object and search params, and the sample in a real router with memory history.
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { toParams, toSearch, useTanStackSearchParams } from "./_tanStackSearchParams";
import { RouterShop } from "./_routerShop";

function Shop() {
  return <RouterShop searchParams={useTanStackSearchParams()} />;
}

afterEach(cleanup);

describe("the search object as search params and back", () => {
  it("an array is a repeated key, a number or a boolean its text, and undefined no key", () => {
    expect(
      toParams({
        q: 'tent, 2 "p"',
        tags: ["sale", "kids"],
        page: 2,
        inStock: true,
        x: undefined,
      }).toString(),
    ).toBe(new URLSearchParams('q=tent, 2 "p"&tags=sale&tags=kids&page=2&inStock=true').toString());
  });

  it("a repeated key is an array; a number or a boolean is written as one, other text as text", () => {
    expect(
      toSearch(new URLSearchParams('q=2&tags=sale&tags=kids&page=2&inStock=true&n=1e3&s="x"')),
    ).toEqual({
      q: 2,
      tags: ["sale", "kids"],
      page: 2,
      inStock: true,
      n: "1e3",
      s: '"x"',
    });
  });

  it("keeps the app's own keys as the router gave them", () => {
    const previous = { filter: { a: 1 }, ids: [5], ref: "mail" };
    const params = toParams({ ...previous, q: "tent" });
    expect(toSearch(params, previous)).toEqual({ ...previous, q: "tent" });
  });

  it("round-trips through the router's search object", () => {
    const params = new URLSearchParams("q=2&tags=sale&tags=kids&page=3&maxPrice=49.5&inStock=true");
    expect(toParams(toSearch(params)).toString()).toBe(params.toString());
  });
});

function mount(entry: string) {
  const rootRoute = createRootRoute({
    component: Shop,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [entry] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const term = () => screen.getByLabelText<HTMLInputElement>("search").value;

describe("useTanStackSearchParams", () => {
  it("starts from the router's search, dropping its stale parts", async () => {
    mount('/?q=tent&sort=weight&tags=["sale"]');
    await screen.findByLabelText("search");
    expect(term()).toBe("tent");
    expect(screen.getByTestId("tags").textContent).toBe("sale");
  });

  it("a choice pushes a router entry, keeping the app's keys; a search starts one, and typing on replaces it", async () => {
    const router = mount("/?ref=mail");
    fireEvent.click(await screen.findByText("page 2"));
    await waitFor(() => expect(router.state.location.search).toEqual({ ref: "mail", page: 2 }));
    expect(router.state.location.searchStr).toBe("?ref=mail&page=2");
    const entries = router.history.length;
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "la" } });
    await waitFor(() => expect(router.state.location.search).toEqual({ ref: "mail", q: "la" }));
    expect(router.history.length).toBe(entries + 1);
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await waitFor(() => expect(router.state.location.search).toEqual({ ref: "mail", q: "lamp" }));
    expect(router.history.length).toBe(entries + 1);
  });

  it("the app's own keys keep the values the router gave them", async () => {
    const router = mount('/?ids=[5]&filter={"a":1}');
    fireEvent.click(await screen.findByText("sale"));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ ids: [5], filter: { a: 1 }, tags: "sale" }),
    );
  });

  it("keeps the hash; two tags are one JSON array in the address, one tag its text", async () => {
    const router = mount('/?tags=["kids"]#list');
    fireEvent.click(await screen.findByText("sale"));
    await waitFor(() => expect(router.state.location.search).toEqual({ tags: ["kids", "sale"] }));
    expect(router.state.location.searchStr).toBe("?tags=%5B%22kids%22%2C%22sale%22%5D");
    expect(router.state.location.hash).toBe("list");
    fireEvent.click(screen.getByText("sale"));
    await waitFor(() => expect(router.state.location.searchStr).toBe("?tags=kids"));
  });

  it("runs the route's loader again for a write only when its loaderDeps return the keys it changed", async () => {
    for (const [loaderDeps, loads] of [
      [undefined, 1],
      [({ search }: { search: Record<string, unknown> }) => ({ tags: search.tags }), 2],
    ] as const) {
      let calls = 0;
      const rootRoute = createRootRoute({ component: Shop, loader: () => ++calls, loaderDeps });
      const router = createRouter({
        routeTree: rootRoute,
        history: createMemoryHistory({ initialEntries: ["/"] }),
      });
      render(<RouterProvider router={router} />);
      fireEvent.click(await screen.findByText("sale"));
      await waitFor(() => expect(router.state.location.search).toEqual({ tags: "sale" }));
      await waitFor(() => expect(router.state.status).toBe("idle"));
      await waitFor(() => expect(calls).toBe(loads));
      expect(calls).toBe(loads);
      cleanup();
    }
  });

  it("a default the route's validateSearch fills in is in the address, beside the finder's keys", async () => {
    const rootRoute = createRootRoute({
      component: Shop,
      validateSearch: (search: Record<string, unknown>) => ({
        ...search,
        view: search.view ?? "grid",
      }),
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    render(<RouterProvider router={router} />);
    await screen.findByText("sale");
    fireEvent.click(screen.getByText("sale"));
    await waitFor(() => expect(router.history.location.search).toBe("?view=grid&tags=sale"));
  });

  it("follows the router's Back and Forward", async () => {
    const router = mount("/");
    fireEvent.click(await screen.findByText("sale"));
    await waitFor(() => expect(router.state.location.search).toEqual({ tags: "sale" }));
    act(() => router.history.back());
    await waitFor(() => expect(screen.getByTestId("tags").textContent).toBe(""));
    act(() => router.history.forward());
    await waitFor(() => expect(screen.getByTestId("tags").textContent).toBe("sale"));
  });
});
