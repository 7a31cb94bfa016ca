import { useContext, useRef, useSyncExternalStore, type RefObject } from "react";
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
  // `subscribe` is bound to the instance and the same function on every render, so React keeps
  // one subscription per instance.
  const getVersion = () => core.version;
  useSyncExternalStore(core.subscribe, getVersion, getVersion);
  return core as unknown as FinderCore<FItem, FContext>;
}

/** Creates a ref to pass to `<Finder controllerRef>`, to reach the instance from outside the tree. */
export function useFinderRef<FItem = unknown, FContext = unknown>(): RefObject<FinderCore<
  FItem,
  FContext
> | null> {
  return useRef<FinderCore<FItem, FContext> | null>(null);
}
