// The reference half of the site must keep up with the packages: every value and type that
// @finderjs/core or @finderjs/react exports is named on an API or Components page, and every
// FinderError code appears on the API overview. The exported names are read from the packages'
// API reports (packages/*/api/*.api.md), which `npm test` holds equal to the built declarations
// (scripts/check-api.mjs): one list of the public API, for review and for the docs alike.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { FINDER_ERROR_CODES } from "@finderjs/core";

const root = join(import.meta.dirname, "..");

/** The names a package's API report exports, with those of a package it re-exports whole. */
function reportedNames(pkg: string): string[] {
  const report = readFileSync(join(root, `packages/${pkg}/api/${pkg}.api.md`), "utf8");
  const own = [
    ...report.matchAll(
      /^export (?:declare )?(?:abstract )?(?:function|interface|type|const|let|class|enum|namespace) (\w+)/gm,
    ),
  ].map((match) => match[1] as string);
  const reexported = [...report.matchAll(/^export \* from "@finderjs\/(\w+)";$/gm)].flatMap(
    (match) => reportedNames(match[1] as string),
  );
  return [...new Set([...own, ...reexported])];
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
  for (const pkg of ["core", "react"]) {
    it(`names every export of @finderjs/${pkg}'s API report on an API or Components page`, () => {
      const names = reportedNames(pkg);
      expect(names.length).toBeGreaterThan(10);
      const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(referenceText));
      expect(missing).toEqual([]);
    });
  }

  it("lists every FinderError code on the API overview page", () => {
    const overview = pageWithPartials("docs/api/index.mdx");
    const codes = Object.keys(FINDER_ERROR_CODES);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes.filter((code) => !overview.includes(code))).toEqual([]);
  });
});
