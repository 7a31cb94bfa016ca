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

  it("a choice pushes a router entry, keeping the app's keys; typing replaces it", async () => {
    const router = mount("/gear?ref=mail");
    fireEvent.click(screen.getByText("sale"));
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail&tags=sale"));
    expect(router.state.historyAction).toBe("PUSH");
    fireEvent.change(screen.getByLabelText("search"), { target: { value: "lamp" } });
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail&q=lamp&tags=sale"));
    expect(router.state.historyAction).toBe("REPLACE");
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
