// The reference half of the site must keep up with the packages: every value and type that
// @finderjs/core or @finderjs/react exports is named on an API or Components page, and every
// FinderError code appears on the API overview. A new export without documentation fails here.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { FINDER_ERROR_CODES } from "@finderjs/core";

const root = join(import.meta.dirname, "..");

function exportedNames(entry: string): string[] {
  const program = ts.createProgram([join(root, entry)], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    paths: { "@finderjs/core": [join(root, "packages/core/src/index.ts")] },
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(root, entry));
  if (!source) throw new Error(`cannot read ${entry}`);
  const symbol = checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${entry} has no exports`);
  return checker.getExportsOfModule(symbol).map((exported) => exported.getName());
}

function pagesText(...folders: string[]): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name)) texts.push(readFileSync(path, "utf8"));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return texts.join("\n");
}

const referenceText = pagesText("docs/api", "docs/components");

/**
 * A page's Markdown with the text of each MDX partial (`_…mdx`) it imports and renders in place
 * of the `<Partial />` element: what the reader sees on that page.
 */
function pageWithPartials(page: string): string {
  const text = readFileSync(join(root, page), "utf8");
  return text.replace(/^<([A-Z]\w*) \/>$/gm, (element, name: string) => {
    const from = new RegExp(`^import ${name} from '(\\./_[^']+\\.mdx)';$`, "m").exec(text)?.[1];
    return from === undefined ? element : readFileSync(join(root, dirname(page), from), "utf8");
  });
}

describe("reference documentation coverage", () => {
  for (const entry of ["packages/core/src/index.ts", "packages/react/src/index.ts"]) {
    it(`names every export of ${entry} on an API or Components page`, () => {
      const names = exportedNames(entry);
      expect(names.length).toBeGreaterThan(10);
      const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(referenceText));
      expect(missing).toEqual([]);
      // Building a TypeScript program takes seconds, more on a busy machine.
    }, 30_000);
  }

  it("lists every FinderError code on the API overview page", () => {
    const overview = pageWithPartials("docs/api/index.mdx");
    const codes = Object.keys(FINDER_ERROR_CODES);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes.filter((code) => !overview.includes(code))).toEqual([]);
  });
});
