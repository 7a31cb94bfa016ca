// @vitest-environment happy-dom
// Docusaurus's link prefetching, one route per idle moment (src/prefetchWhenIdle.ts).
import { describe, expect, it, vi } from "vitest";
import { withIdlePrefetch } from "./prefetchWhenIdle";

/** An idle queue the test runs by hand: each call of `next()` is one idle moment. */
function idleMoments() {
  const tasks: (() => void)[] = [];
  return {
    idle: (task: () => void) => tasks.push(task),
    next: () => tasks.shift()?.(),
    get pending() {
      return tasks.length;
    },
  };
}

function docusaurusApi() {
  return {
    prefetch: vi.fn((url: string) => (url === "/loaded/" ? (false as const) : Promise.resolve([]))),
    preload: vi.fn(() => Promise.resolve([])),
  };
}

describe("prefetching links when idle", () => {
  it("prefetches each route asked for in an idle moment of its own, in order", async () => {
    const moments = idleMoments();
    const api = docusaurusApi();
    const queued = withIdlePrefetch(api, moments.idle);
    const first = queued.prefetch("/a/");
    queued.prefetch("/b/");
    queued.prefetch("/a/");
    expect(api.prefetch).not.toHaveBeenCalled();
    expect(moments.pending).toBe(1);
    moments.next();
    expect(api.prefetch.mock.calls).toEqual([["/a/"]]);
    await expect(first).resolves.toEqual([]);
    moments.next();
    expect(api.prefetch.mock.calls).toEqual([["/a/"], ["/b/"]]);
    expect(moments.pending, "nothing left to run").toBe(0);
    // A route asked for again later is not prefetched again.
    queued.prefetch("/b/");
    expect(moments.pending).toBe(0);
  });

  it("settles with nothing when Docusaurus prefetches nothing, and leaves preload as it is", async () => {
    const moments = idleMoments();
    const api = docusaurusApi();
    const queued = withIdlePrefetch(api, moments.idle);
    const loaded = queued.prefetch("/loaded/");
    moments.next();
    await expect(loaded).resolves.toEqual([]);
    expect(queued.preload).toBe(api.preload);
    expect(Object.isFrozen(queued)).toBe(true);
  });

  it("takes over window.docusaurus when Docusaurus puts it there", async () => {
    await import("./prefetchWhenIdle");
    const api = docusaurusApi();
    window.docusaurus = api;
    expect(window.docusaurus.preload).toBe(api.preload);
    expect(window.docusaurus.prefetch).not.toBe(api.prefetch);
    void window.docusaurus.prefetch("/c/");
    expect(api.prefetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(api.prefetch).toHaveBeenCalledWith("/c/"));
  });
});
