// Client module: after a client-side navigation to an address with a hash (a search result, a
// link from another page), the target heading stays at the top of the viewport while the page
// settles. Docusaurus scrolls to the heading as soon as the new page has rendered, but parts of
// that page arrive later: the demos (islands) and the long reference partials (static islands)
// load their code after a client-side navigation, and code blocks swap their plain text for the
// highlighted block. Each of them grows the page above the heading, which on the API page left it
// 10,000 px or more below the viewport. Here the heading is scrolled back into place whenever the
// page's height changes, until the page has settled or the reader scrolls, types or clicks.
// A page loaded from the server needs none of this: its HTML is complete, and the browser scrolls.
import type { ClientModule } from "@docusaurus/types";

/** The page is settled when its height has not changed for this long and nothing is loading. */
export const quietMilliseconds = 1000;

/** However slow the network, the page stops being held after this long. */
export const longestHoldMilliseconds = 15_000;

/** What a reader does to take over the scrolling: from then on the page is theirs. */
const takeovers = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Deferred content still on its way: a demo loading after a navigation (`data-island="loading"`,
 * see Island/client.tsx) or a partial whose code has not arrived (Island/static.tsx).
 */
export const pendingSelector = '[data-island="loading"], [data-static-island-loading]';

/** How often the heading's place is checked besides the page's size changes (a search dialog's
 * scroll lock, for one, can undo a scroll without changing any size). */
const checkMilliseconds = 100;

/**
 * Keeps the element with id `id` where `scrollIntoView()` puts it (at its `scroll-margin-top`
 * from the top of the viewport: just below the navbar) while the page around it changes size, or
 * as near as the page's end lets it. Returns the function that stops it; it also stops itself
 * once the page has settled.
 */
export function holdAnchor(id: string, doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view || typeof view.ResizeObserver !== "function") return () => {};
  let stopped = false;
  let found = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;

  /** Scrolls the heading back into place if it has moved; true when it did. */
  const align = (): boolean => {
    const target = doc.getElementById(id);
    if (!target) return false;
    found = true;
    const wanted = parseFloat(view.getComputedStyle(target).scrollMarginTop) || 0;
    const top = target.getBoundingClientRect().top;
    const scroller = doc.scrollingElement ?? doc.documentElement;
    const atEnd = scroller.scrollTop + view.innerHeight >= scroller.scrollHeight - 1;
    if (Math.abs(top - wanted) < 1 || (top > wanted && atEnd)) return false;
    target.scrollIntoView({ block: "start" });
    return true;
  };

  const settleLater = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(() => {
      if (doc.querySelector(pendingSelector)) settleLater();
      else stop();
    }, quietMilliseconds);
  };

  const changed = () => {
    if (stopped) return;
    align();
    settleLater();
  };

  // The page's height changes when deferred content above the heading arrives; a heading that is
  // not on the page yet (rendered by a part that loads later) is looked for on every change too.
  // Infima gives <body> the viewport's height; the site's root element is as tall as the page.
  const resizes = new view.ResizeObserver(changed);
  resizes.observe(doc.getElementById("__docusaurus") ?? doc.body);
  const mutations = new view.MutationObserver(() => {
    if (!found) changed();
  });
  mutations.observe(doc.body, { childList: true, subtree: true });
  const check = setInterval(() => {
    if (align()) settleLater();
  }, checkMilliseconds);
  const longest = setTimeout(() => stop(), longestHoldMilliseconds);

  function stop() {
    if (stopped) return;
    stopped = true;
    resizes.disconnect();
    mutations.disconnect();
    clearInterval(check);
    clearTimeout(quietTimer);
    clearTimeout(longest);
    for (const type of takeovers) view?.removeEventListener(type, stop, true);
  }
  for (const type of takeovers) view.addEventListener(type, stop, { capture: true, passive: true });

  changed();
  return stop;
}

let release: (() => void) | undefined;

const anchorScroll: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    // The first page comes from the server, complete, and the browser scrolls to its hash.
    if (!previousLocation) return;
    if (location.pathname === previousLocation.pathname) {
      // The same address again (the search replaces it to drop the state it highlights with): keep holding the heading.
      // Another anchor on the page: nothing on it is loading any more, or the reader's click
      // already stopped the hold; Docusaurus's own scroll to it is left alone.
      if (location.hash !== previousLocation.hash) release?.();
      return;
    }
    release?.();
    release = location.hash ? holdAnchor(decodeURIComponent(location.hash.slice(1))) : undefined;
  },
};

export default anchorScroll;
