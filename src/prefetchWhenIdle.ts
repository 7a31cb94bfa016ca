// Client module: Docusaurus prefetches a linked route's chunks as soon as the link is in sight,
// each link with an IntersectionObserver of its own, and the links in sight at load (the navbar,
// the breadcrumbs, the mobile sidebar's, which sits just off screen yet touches the viewport's
// edge) all report in one task right after hydration. On a tutorial page that is 17 routes, each
// resolved against every route and added as <link rel="prefetch"> for every chunk it needs,
// shared chunks again and again (about 400 elements): one of the longest tasks after load (issue
// 27). The same prefetches still happen, each link's route once, but one route per idle moment of
// the main thread, so none of them holds up the page: each idle moment is waited for at most
// `latestMilliseconds`, and the routes follow one another, so on a page that stays busy the last
// of 17 may wait 17 times that. Hovering or touching a link still loads its route at once (`preload`).
type Docusaurus = Window["docusaurus"];

/** However busy the page stays, the next queued prefetch runs at most this long after the last. */
export const latestMilliseconds = 2000;

/** Runs `task` when the main thread is idle (or soon, in a browser without idle callbacks). */
type WhenIdle = (task: () => void) => void;

const whenIdle: WhenIdle = (task) => {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(task, { timeout: latestMilliseconds });
  else window.setTimeout(task, 1);
};

/**
 * Docusaurus's client API with `prefetch` queued: each route asked for is prefetched in an idle
 * moment of its own, in the order asked, and its promise settles with Docusaurus's prefetch.
 */
export function withIdlePrefetch(docusaurus: Docusaurus, idle: WhenIdle = whenIdle): Docusaurus {
  const asked = new Map<string, Promise<void[]>>();
  const waiting: (() => void)[] = [];
  const runNext = () => {
    waiting.shift()?.();
    if (waiting.length > 0) idle(runNext);
  };
  const prefetch = (url: string): Promise<void[]> => {
    let prefetched = asked.get(url);
    if (!prefetched) {
      prefetched = new Promise<void[]>((resolve, reject) => {
        waiting.push(() => {
          // False: Docusaurus prefetches nothing (a slow connection, a route already loaded).
          Promise.resolve(docusaurus.prefetch(url)).then(
            (result) => resolve(result === false ? [] : result),
            reject,
          );
        });
      });
      asked.set(url, prefetched);
      if (waiting.length === 1) idle(runNext);
    }
    return prefetched;
  };
  return Object.freeze({ ...docusaurus, prefetch });
}

// Docusaurus puts its client API on `window.docusaurus` after the client modules have run and
// before the page hydrates: catch that assignment and keep the queued version instead.
if (typeof window !== "undefined") {
  let current: Docusaurus | undefined;
  Object.defineProperty(window, "docusaurus", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (docusaurus: Docusaurus) => {
      current = withIdlePrefetch(docusaurus);
    },
  });
}
