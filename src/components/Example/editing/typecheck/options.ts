// The compiler options an edited demo is type-checked with, in the browser's worker (./worker.ts)
// and when the site is built (src/typecheck/files.ts gathers the files these options make the
// compiler read). The site's own options for its examples (tsconfig.json): strict, with
// noUncheckedIndexedAccess, React's automatic JSX runtime, only the types a file imports.
import type ts from "typescript";

/** Where the files live for the checker: the site's folder, as the worker's file system names it. */
export const virtualRoot = "/site";

export const checkerOptions = (typescript: typeof ts): ts.CompilerOptions => ({
  target: typescript.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  module: typescript.ModuleKind.ESNext,
  moduleResolution: typescript.ModuleResolutionKind.Bundler,
  moduleDetection: typescript.ModuleDetectionKind.Force,
  jsx: typescript.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  isolatedModules: true,
  strict: true,
  noUncheckedIndexedAccess: true,
  noFallthroughCasesInSwitch: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  // node_modules/@finderjs/* link to packages/*: keep the path the import names.
  preserveSymlinks: true,
  baseUrl: virtualRoot,
  paths: {
    // The earlier library, for the migration guide's "before" example (as in tsconfig.json).
    "@hitgrab/finder": ["src/examples/markdown-page/_hitgrabFinderStandIn.ts"],
  },
});

/** One type error in the edited file. Lines and columns count from 1. */
export interface TypeProblem {
  line: number;
  column: number;
  /** TypeScript's error code, e.g. 2345. */
  code: number;
  message: string;
}

/** What the page asks the worker: check `code` as the demo file `id` (a path from the site's root). */
export interface CheckRequest {
  id: string;
  code: string;
  /** Counts up: the page shows the report of the newest request only. */
  version: number;
}

export type CheckReply =
  | { version: number; ok: true; problems: TypeProblem[]; ms: number }
  | { version: number; ok: false; message: string };
