import { useCallback, useContext, useRef, useSyncExternalStore, type RefObject } from "react";
import type { FinderCore } from "@finderjs/core";
import { FinderCoreContext } from "./context";

/**
 * Returns the instance of the nearest `<Finder>` and re-renders the calling component after every change
 * to it (search, filters, sort, page, items...). The instance is the same object on every render; read
 * what you need from it during render.
 */
export function useFinder<FItem = unknown, FContext = unknown>(): FinderCore<FItem, FContext> {
  const core = useContext(FinderCoreContext);
  if (core === null) {
    throw new Error(
      "useFinder() was called outside <Finder>. Wrap the component that calls it (or that renders " +
        "Finder.Content or Finder.SearchTermHaystack) in <Finder items={...} rules={...}>.",
    );
  }
  // `subscribe` is a method of the instance: wrap it so it keeps its `this`, and memoise it so React
  // does not resubscribe on every render.
  const subscribe = useCallback((listener: () => void) => core.subscribe(listener), [core]);
  const getVersion = () => core.version;
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return core as unknown as FinderCore<FItem, FContext>;
}

/** Creates a ref to pass to `<Finder controllerRef>`, to reach the instance from outside the tree. */
export function useFinderRef<FItem = unknown, FContext = unknown>(): RefObject<FinderCore<
  FItem,
  FContext
> | null> {
  return useRef<FinderCore<FItem, FContext> | null>(null);
}
