// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, useId, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { clientIsland } from "./client";
import { serverIsland } from "./server";
import type { DemoModule } from "./shared";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A demo with an id (as labels use) and a counter. */
function Counter() {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <div>
      <label htmlFor={id}>Name</label>
      <input id={id} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </div>
  );
}

/** The page around an island: the server's version first, then the browser's. */
const Page = ({ Demo }: { Demo: React.ComponentType }) => (
  <main>
    <h1>Page</h1>
    <Demo />
  </main>
);

/** An IntersectionObserver that never reports: the demo stays out of view. */
class FarAway {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function serverPage() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page Demo={serverIsland(Counter)} />);
  document.body.append(container);
  return container;
}

describe("a demo island", () => {
  it("keeps the server's HTML while it waits, loading nothing", async () => {
    vi.stubGlobal("IntersectionObserver", FarAway);
    const errors = vi.spyOn(console, "error");
    const container = await serverPage();
    const serverHtml = container.innerHTML;
    const load = vi.fn(async (): Promise<DemoModule> => ({ default: Counter }));
    await act(async () => hydrateRoot(container, <Page Demo={clientIsland(load)} />));
    expect(container.innerHTML).toBe(serverHtml);
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates on the first pointer inside it, keeping its nodes and ids", async () => {
    vi.stubGlobal("IntersectionObserver", FarAway);
    const errors = vi.spyOn(console, "error");
    const container = await serverPage();
    const button = container.querySelector("button") as HTMLButtonElement;
    const input = container.querySelector("input") as HTMLInputElement;
    const load = async (): Promise<DemoModule> => ({ default: Counter });
    await act(async () => hydrateRoot(container, <Page Demo={clientIsland(load)} />));
    await act(async () => {
      button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    expect(container.querySelector("[data-island]")?.getAttribute("data-island")).toBe("live");
    await act(async () => button.click());
    expect(container.querySelector("button")).toBe(button);
    expect(button.textContent).toBe("Clicked 1 times");
    expect(container.querySelector("label")?.htmlFor).toBe(input.id);
    expect(errors).not.toHaveBeenCalled();
  });

  it("replays a click made while its code was loading", async () => {
    vi.stubGlobal("IntersectionObserver", FarAway);
    const container = await serverPage();
    const button = container.querySelector("button") as HTMLButtonElement;
    let finishLoading: (module: DemoModule) => void = () => {};
    const load = () => new Promise<DemoModule>((resolve) => (finishLoading = resolve));
    await act(async () => hydrateRoot(container, <Page Demo={clientIsland(load)} />));
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicked 0 times");
    await act(async () => finishLoading({ default: Counter }));
    expect(button.textContent).toBe("Clicked 1 times");
  });

  it("renders at once where there is no server HTML (a client-side navigation)", async () => {
    vi.stubGlobal("IntersectionObserver", FarAway);
    const errors = vi.spyOn(console, "error");
    const { createRoot } = await import("react-dom/client");
    const container = document.createElement("div");
    document.body.append(container);
    const load = async (): Promise<DemoModule> => ({ default: Counter });
    await act(async () => createRoot(container).render(<Page Demo={clientIsland(load)} />));
    await act(async () => {});
    expect(container.querySelector("button")?.textContent).toBe("Clicked 0 times");
    expect(errors).not.toHaveBeenCalled();
  });
});
