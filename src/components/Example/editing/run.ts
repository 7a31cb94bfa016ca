// Runs a reader's edited copy of a demo: sucrase turns its TypeScript and JSX into a CommonJS
// module (keeping every line where it was, so error positions are the reader's), the modules it
// imports are loaded with import(), and the code is evaluated with a `require` that hands it the
// page's own copies of them. Anything else it imports is an error with a message that says what
// may be imported. Its loops and functions check a deadline (./guard.ts), so code that runs on
// without a pause is stopped with its line instead of freezing the page.
import { transform } from "sucrase";
import type { ComponentType } from "react";
import { keptFileName } from "@site/src/codeFileNames";
import type { ModuleLoaders } from "../../Island/shared";
import { createGuard, guardName, instrument, RunawayError } from "./guard";

/** What went wrong, for the message in the demo's box. Lines and columns count from 1. */
export interface Problem {
  /** "SyntaxError", "TypeError", …, or "Import" and "Export" for this runner's own checks. */
  name: string;
  message: string;
  line?: number;
  column?: number;
}

export type RunResult = { ok: true; Component: ComponentType } | { ok: false; problem: Problem };

/** The packages every edited demo may import, from the page's own bundle. */
const packages: ModuleLoaders = {
  react: () => import("react"),
  "react/jsx-runtime": () => import("react/jsx-runtime"),
  "@finderjs/react": () => import("@finderjs/react"),
  "@finderjs/core": () => import("@finderjs/core"),
};

/**
 * The key of `specifier` imported from the demo file `fromId` (a path from the site's root): a
 * package name as it is, a relative path resolved against the file's folder, without extension.
 */
export function resolveImport(specifier: string, fromId: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const parts = fromId.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/").replace(/\.(tsx?|jsx?|mjs|cjs)$/, "");
}

/**
 * What the code of the demo file `id` can import, as it would write it: the packages, then the
 * files by their path from its folder ("../data/format").
 */
export function importable(id: string, keys: string[]): string[] {
  const folder = id.split("/").slice(0, -1);
  const packageNames: string[] = [];
  const files: string[] = [];
  for (const key of keys) {
    const parts = key.split("/");
    if (parts[0] !== folder[0]) {
      packageNames.push(key);
      continue;
    }
    let shared = 0;
    while (shared < folder.length && parts[shared] === folder[shared]) shared += 1;
    const up = folder.length - shared;
    // A "_" file by the name the page shows for it (src/codeFileNames.ts), which resolves to it.
    const path = [...Array<string>(up).fill(".."), ...parts.slice(shared)]
      .join("/")
      .replace(/(^|\/)_([^/]+)$/, "$1$2");
    files.push(`"${up === 0 ? `./${path}` : path}"`);
  }
  return [...packageNames.filter((name) => !name.endsWith("/jsx-runtime")).sort(), ...files.sort()];
}

/** Strips sucrase's " (line:column)" from a message: the position is shown on its own. */
const withoutPosition = (message: string) => message.replace(/\s*\(\d+:\d+\)$/, "");

/**
 * The line in the edited code where `error` was thrown, from its stack. Only the line: sucrase
 * keeps lines but not columns (it renames imports and puts its helpers on line 1).
 */
function positionIn(error: unknown, sourceUrl: string): { line?: number } {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const escaped = sourceUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}:(\\d+):\\d+`).exec(stack);
  return match ? { line: Number(match[1]) } : {};
}

/** A thrown value as a problem, with its place in the edited code when the stack has one. */
export function problemOf(error: unknown, sourceUrl: string): Problem {
  if (error instanceof ImportError) return error.problem;
  if (error instanceof RunawayError) {
    return { name: error.name, message: error.message, line: error.line };
  }
  if (error instanceof Error) {
    return { name: error.name, message: error.message, ...positionIn(error, sourceUrl) };
  }
  return { name: "Error", message: String(error) };
}

/** An import the edited code may not make; thrown by its `require` at the import's line. */
class ImportError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** How long an edited demo's code may run without a pause before it is stopped. */
export const runawayLimitMs = 1000;

/** The address the evaluated code is known by in stacks and the browser's developer tools. */
export const sourceUrlOf = (title: string): string => `edited-example/${title}`;

interface RunOptions {
  /** The demo file's path from the site's root, to resolve its relative imports. */
  id: string;
  /** Its file name, e.g. "GearShopFinder.tsx". */
  title: string;
  /** The modules it may import besides the packages above (its own imports, the demo data). */
  modules: ModuleLoaders;
}

/** Compiles and evaluates `code`; resolves to its default export or to what went wrong. */
export async function runSource(
  code: string,
  { id, title, modules }: RunOptions,
): Promise<RunResult> {
  let compiled: string;
  try {
    compiled = instrument(
      transform(code, {
        transforms: ["typescript", "jsx", "imports"],
        jsxRuntime: "automatic",
        production: true,
        // The browsers this site supports run modern syntax as it is.
        disableESTransforms: true,
      }).code,
    );
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number; column: number } };
    return {
      ok: false,
      problem: {
        name: "SyntaxError",
        message: withoutPosition(message),
        ...(loc ? { line: loc.line, column: loc.column + 1 } : {}),
      },
    };
  }

  const sourceUrl = sourceUrlOf(title);
  const loaders: ModuleLoaders = { ...modules, ...packages };
  const loaderOf = (specifier: string) => {
    const key = resolveImport(specifier, id);
    // Imports of the site's "_" files read as shown on the page ("./ApartmentControls").
    const kept = resolveImport(keptFileName(specifier), id);
    return loaders[key] ?? loaders[`${key}/index`] ?? loaders[kept];
  };
  // Every module the code asks for, loaded before it runs (its `require` is synchronous).
  const loaded = new Map<string, unknown>();
  const requested = new Set([...compiled.matchAll(/\brequire\((["'])(.+?)\1\)/g)].map((m) => m[2]));
  try {
    await Promise.all(
      [...requested].map(async (specifier) => {
        const load = specifier === undefined ? undefined : loaderOf(specifier);
        if (specifier !== undefined && load) loaded.set(specifier, await load());
      }),
    );
  } catch (error) {
    return {
      ok: false,
      problem: { name: "Error", message: `A module failed to load: ${String(error)}` },
    };
  }
  const requireModule = (specifier: string): unknown => {
    if (loaded.has(specifier)) return loaded.get(specifier);
    throw new ImportError({
      name: "Import",
      message:
        `"${specifier}" cannot be imported in an edited example. ` +
        `It can import ${importable(id, Object.keys(loaders)).join(", ")}.`,
    });
  };

  const module: { exports: { default?: unknown } } = { exports: {} };
  try {
    // Indirect eval: global scope, and the code's first line stays line 1 (the wrapper shares it).
    const factory = (0, eval)(
      `(function (require, module, exports, ${guardName}) {${compiled}\n})\n//# sourceURL=${sourceUrl}`,
    ) as (
      require: (specifier: string) => unknown,
      module: unknown,
      exports: unknown,
      check: ReturnType<typeof createGuard>,
    ) => void;
    // A deadline of its own for each version: one that was stopped leaves the others running.
    factory(requireModule, module, module.exports, createGuard({ limitMs: runawayLimitMs }));
  } catch (error) {
    const problem = problemOf(error, sourceUrl);
    if (error instanceof ImportError) Object.assign(problem, positionIn(error, sourceUrl));
    return { ok: false, problem };
  }

  const Component = module.exports.default;
  if (typeof Component !== "function" && !(typeof Component === "object" && Component !== null)) {
    return {
      ok: false,
      problem: {
        name: "Export",
        message: `${title} has no default export to show. Export the demo's component: export default function Demo() { … }`,
      },
    };
  }
  return { ok: true, Component: Component as ComponentType };
}
