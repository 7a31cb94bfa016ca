import { createContext } from "react";
import type { FinderCore } from "@finderjs/core";

// Holds the instance, which never changes for the life of a <Finder>: consumers re-render through
// useSyncExternalStore, not through context, so a change never re-renders the whole tree below.
export const FinderCoreContext = createContext<FinderCore<unknown, unknown> | null>(null);
FinderCoreContext.displayName = "FinderCoreContext";
