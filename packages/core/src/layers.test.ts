// The core's modules depend one way: from the entry (index.ts) and the instance (finder.ts) down
// to types, errors and utilities. A lower module that imports a higher one, even for a type, ties
// every module between them into one cycle, which is how `types.ts` once imported `finder.ts`.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every relative module a file imports or re-exports, type-only ones included, by path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  return specifiers.map((specifier) => `${resolve(dirname(file), specifier)}.ts`);
}

const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(SRC, file);

describe("the core's import layers", () => {
  test("every relative import names a module that exists", () => {
    const missing = [...graph.values()].flat().filter((target) => !graph.has(target));
    expect(missing.map(name)).toEqual([]);
  });

  test("only the entry imports finder.ts", () => {
    const importers = [...graph].filter(([, targets]) => targets.includes(join(SRC, "finder.ts")));
    expect(importers.map(([file]) => name(file))).toEqual(["index.ts"]);
  });

  test("no module imports itself through others", () => {
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]): void => {
      const start = path.indexOf(file);
      if (start >= 0) {
        cycles.push([...path.slice(start), file].map(name).join(" → "));
        return;
      }
      if (done.has(file)) return;
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      done.add(file);
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
