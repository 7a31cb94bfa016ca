// Next.js's router needs Next's own runtime, so unit tests run the Next.js sample
// (src/examples/api/_nextSearchParams.ts) under this stand-in: window.history patched as Next's
// app router patches it (next/dist/client/components/app-router.js), so that a pushState or
// replaceState call moves the router's address, which useSearchParams() shows, unless its state is
// one of Next's own entries (`__NA`), which Next writes itself and does not follow.
import { useSyncExternalStore } from "react";

let routerSearch = "";
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Next's own entry state, as its router leaves it in history.state after a navigation. */
export const nextState = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {} };

/** Visits `href` as Next does: its state in the entry, its address in the router. */
export function visit(href: string): void {
  window.history.replaceState(nextState, "", href);
  routerSearch = window.location.search;
  notify();
}

/** Patches window.history as Next's router does; returns what undoes it. */
export function patchHistoryAsNext(): () => void {
  const { pushState, replaceState } = window.history;
  const patch =
    (original: typeof pushState) =>
    (data: unknown, unused: string, url?: string | URL | null): void => {
      if (data && typeof data === "object" && "__NA" in data) {
        original.call(window.history, data, unused, url);
        return;
      }
      original.call(window.history, { ...(data as object), ...nextState }, unused, url);
      if (url) {
        routerSearch = window.location.search;
        notify();
      }
    };
  window.history.pushState = patch(pushState);
  window.history.replaceState = patch(replaceState);
  return () => {
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
  };
}

/** Next's useSearchParams() over the router's address. */
export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => routerSearch,
  );
  return new URLSearchParams(search);
}
