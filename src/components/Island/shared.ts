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

/** Loaders of the modules an edited copy of a demo may import, keyed as `resolveImport` names them. */
export type ModuleLoaders = Record<string, () => Promise<unknown>>;

/** What `import()` of a demo file with `?editable` resolves to (see loader.cjs). */
export interface EditableModules {
  modules: ModuleLoaders;
}

/**
 * What an island tells the `Example` around it, so that its source can be edited: the demo file's
 * path from the site's root (`src/examples/…`), and in the browser the loader of the modules an
 * edited copy may import.
 */
export interface Editable {
  id: string;
  load?: () => Promise<EditableModules>;
}

/** An island component: the demo's stand-in on its page, with what editing it needs. */
export type IslandComponent = ComponentType & { editable?: Editable };
