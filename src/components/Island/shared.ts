import type { ComponentType } from "react";

/** What `import()` of a demo file resolves to. */
export interface DemoModule {
  default: ComponentType;
}

/**
 * The `identifierPrefix` of an island's own React root, from the `useId()` of its place in the
 * page. The server and the browser compute the same one, so the demo's own `useId()` values match
 * when it hydrates, and two islands on one page never share an id.
 */
export const islandPrefix = (outerId: string): string => `${outerId.replace(/[^\w-]/g, "")}-`;
