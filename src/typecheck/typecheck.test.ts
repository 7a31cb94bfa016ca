// The type check of edited demos (src/components/Example/editing/typecheck), run in Node with the
// files the build publishes for it: every example the site shows checks clean as it is, and the
// mistakes a reader makes are reported on their line.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { createChecker } from "../components/Example/editing/typecheck/check";
import { typecheckFiles, withoutComments } from "./files";

const siteDir = join(import.meta.dirname, "..", "..");
let check: ReturnType<typeof createChecker>;
let files: Record<string, string>;

beforeAll(() => {
  files = typecheckFiles(siteDir);
  check = createChecker(ts, files);
}, 60_000);

const gearShop = "src/examples/home/GearShopFinder.tsx";
const gearShopText = () => readFileSync(join(siteDir, gearShop), "utf8");

describe("the files published for the type check", () => {
  it("hold the built declarations of both packages, React's types and the demo data", () => {
    expect(files["/site/node_modules/@finderjs/core/dist/index.d.ts"]).toContain("FinderCore");
    expect(files["/site/node_modules/@finderjs/react/dist/index.d.ts"]).toBeDefined();
    expect(files["/site/node_modules/@finderjs/core/package.json"]).toBeDefined();
    expect(files["/site/node_modules/@types/react/index.d.ts"]).toBeDefined();
    expect(files["/site/node_modules/typescript/lib/lib.dom.d.ts"]).toBeDefined();
    expect(files["/site/src/examples/data/gearShop.ts"]).toBeDefined();
    expect(Object.keys(files).some((path) => path.includes("/packages/"))).toBe(false);
  });

  it("leave comments out of declarations but keep directives, template types and lines", () => {
    const text = [
      '/// <reference types="react" />',
      "/** A doc comment */",
      "type Id = `${string}-${number}`; // a note",
      "/* a block */ declare const x: { a: `${Id}!` };",
    ].join("\n");
    const stripped = withoutComments(text);
    expect(stripped).toContain('/// <reference types="react" />');
    expect(stripped).not.toMatch(/doc comment|a note|a block/);
    expect(stripped).toContain("`${string}-${number}`");
    expect(stripped).toContain("`${Id}!`");
    expect(stripped.split("\n")).toHaveLength(4);
  });
});

describe("checking an edited demo", () => {
  // One demo of each folder (a check takes about half a second; src/oneFile's tests compile every
  // example against the packages' sources, so this is about the published declarations).
  it("finds no error in the demos of each folder, as they are", () => {
    const examplesDir = join(siteDir, "src", "examples");
    const byFolder = new Map<string, string>();
    for (const file of readdirSync(examplesDir, { recursive: true, encoding: "utf8" }).sort()) {
      const folder = file.split("/").slice(0, -1).join("/");
      if (/\.tsx$/.test(file) && !/\.test\.tsx$/.test(file) && !/(^|\/)_/.test(file))
        if (!byFolder.has(folder)) byFolder.set(folder, file);
    }
    const demos = [...byFolder.values()];
    expect(demos.length).toBeGreaterThan(5);
    for (const demo of demos) {
      const id = `src/examples/${demo}`;
      const problems = check(id, readFileSync(join(siteDir, id), "utf8"));
      expect(problems, id).toEqual([]);
    }
  }, 120_000);

  it("reports a wrong value for a filter with its line and TypeScript's message", () => {
    const lines = gearShopText().split("\n");
    const line = lines.findIndex((text) => text.includes("const pageSize = 12;")) + 1;
    lines[line - 1] = 'const pageSize: number = "twelve";';
    const problems = check(gearShop, lines.join("\n"));
    expect(problems).toEqual([
      expect.objectContaining({
        line,
        code: 2322,
        message: "Type 'string' is not assignable to type 'number'.",
      }),
    ]);
  });

  it("reports a misspelt rule field and an unknown import, and nothing once they are fixed", () => {
    const code = [
      'import { searchRule } from "@finderjs/core";',
      'import { nothing } from "../data/gearShop";',
      "export const rule = searchRule<{ name: string }>({ serchFn: (item) => item.name });",
      "export default function Demo() { return <p>{String(nothing)}</p>; }",
    ].join("\n");
    const lines = check(gearShop, code).map((problem) => problem.line);
    expect(lines).toContain(2);
    expect(lines).toContain(3);
    const fixed = code.replace("serchFn", "searchFn").replace("{ nothing }", "{ gearShop }");
    expect(check(gearShop, fixed.replace("String(nothing)", "gearShop.length"))).toEqual([]);
  });

  it("reads a site file imported by the name the page shows for it", () => {
    const id = "src/examples/getting-started/basic-usage/ApartmentFinder.tsx";
    const text = readFileSync(join(siteDir, id), "utf8").replace(
      /from "\.\/_(\w+)"/g,
      'from "./$1"',
    );
    expect(check(id, text)).toEqual([]);
  });
});
