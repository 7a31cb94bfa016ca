// @vitest-environment happy-dom
// The React Router sample under "In a router" on docs/api/index.mdx, in a real memory router.
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { useReactRouterSearchParams } from "./_reactRouterSearchParams";
import { RouterShop } from "./_routerShop";

function Shop() {
  return <RouterShop searchParams={useReactRouterSearchParams()} />;
}

afterEach(cleanup);

function mount(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/gear",
        element: <Shop />,
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const term = () => screen.getByLabelText<HTMLInputElement>("search").value;

describe("useReactRouterSearchParams", () => {
  it("starts from the router's search params, dropping their stale parts", () => {
    mount("/gear?q=tent&sort=weight");
    expect(term()).toBe("tent");
  });

  it("a choice pushes a router entry, keeping the app's keys; a search starts one, and typing on replaces it", async () => {
    const router = mount("/gear?ref=mail");
    fireEvent.click(screen.getByText("sale"));
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail&tags=sale"));
    expect(router.state.historyAction).toBe("PUSH");
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "la" } });
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail&q=la&tags=sale"));
    expect(router.state.historyAction).toBe("PUSH");
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail&q=lamp&tags=sale"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("keeps the hash and the entry's state", async () => {
    const router = mount("/gear?ref=mail#list");
    await act(() =>
      router.navigate("/gear?ref=mail#list", { replace: true, state: { from: "mail" } }),
    );
    fireEvent.click(screen.getByText("sale"));
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail&tags=sale"));
    expect(router.state.location.hash).toBe("#list");
    expect(router.state.location.state).toEqual({ from: "mail" });
  });

  it("runs the route's loader again on every write, unless its shouldRevalidate says not to", async () => {
    for (const [shouldRevalidate, loads] of [
      [undefined, 2],
      [() => false, 1],
    ] as const) {
      let calls = 0;
      const router = createMemoryRouter(
        [{ path: "/gear", element: <Shop />, loader: () => ++calls, shouldRevalidate }],
        { initialEntries: ["/gear"] },
      );
      render(<RouterProvider router={router} />);
      fireEvent.click(await screen.findByText("sale"));
      await waitFor(() => expect(router.state.location.search).toBe("?tags=sale"));
      await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
      expect(calls).toBe(loads);
      cleanup();
    }
  });

  it("a write still pending when the list unmounts is made on the path the router shows then", async () => {
    const router = createMemoryRouter(
      [
        { path: "/gear", element: <Shop /> },
        { path: "/other", element: <p>other</p> },
      ],
      { initialEntries: ["/gear"] },
    );
    render(<RouterProvider router={router} />);
    const input = screen.getByLabelText("search");
    fireEvent.change(input, { target: { value: "la" } });
    await waitFor(() => expect(router.state.location.search).toBe("?q=la"));
    fireEvent.change(input, { target: { value: "lamp" } });
    await act(() => router.navigate("/other"));
    await waitFor(() => expect(router.state.location.search).toBe("?q=lamp"));
    expect(router.state.location.pathname).toBe("/other");
  });

  it("follows the router's Back and Forward", async () => {
    const router = mount("/gear");
    fireEvent.click(screen.getByText("sale"));
    await waitFor(() => expect(router.state.location.search).toBe("?tags=sale"));
    await act(() => router.navigate(-1));
    expect(screen.getByTestId("tags").textContent).toBe("");
    await act(() => router.navigate(1));
    expect(screen.getByTestId("tags").textContent).toBe("sale");
  });
});
