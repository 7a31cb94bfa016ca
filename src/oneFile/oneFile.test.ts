// Every example the site shows can be pasted into a fresh app as one file and compiles there: its
// one-file version (published for the "Copy as one file" button) or, for an example that imports
// only packages, its own text. Each is type-checked on its own (./compile.ts): no other example
// and nothing of the site's src/ is there to import.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileOnItsOwn } from "./compile";
import { infimaClasses, isClientComponent, oneFileExamples, shownExampleFiles } from "./examples";
import { importsSiteFiles, oneFileKey } from "./key";

const root = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
const read = (file: string) => readFileSync(`${root}/${file}`, "utf8");
const manifest = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const shown = shownExampleFiles(root);
const examples = oneFileExamples(root);
const selfContained = shown.filter((file) => !examples.some((example) => example.file === file));
const name = (file: string) => file.split("/").pop() as string;

/** A one-file text's header: its opening comment lines as one line. */
const header = (text: string) =>
  text
    .slice(0, text.indexOf("\n\n"))
    .replace(/^\/\/ ?/gm, "")
    .replace(/\n/g, " ");

describe("one-file examples", () => {
  it("covers every shown example that imports the site's own files", () => {
    expect(examples.length).toBeGreaterThan(60);
    for (const file of selfContained) expect(importsSiteFiles(read(file)), file).toBe(false);
  });

  it.each(examples.map((example) => [example.file, example] as const))(
    "%s compiles on its own as one file",
    (file, example) => {
      expect(importsSiteFiles(example.text), `${file} still imports a site file`).toBe(false);
      expect(compileOnItsOwn(root, name(file), example.text), `${file} as one file`).toEqual([]);
    },
    // The first check parses React's types and the packages' sources; on a busy machine, seconds.
    30_000,
  );

  it.each(selfContained)(
    "%s compiles on its own as it is",
    (file) => {
      expect(compileOnItsOwn(root, name(file), read(file)), file).toEqual([]);
    },
    30_000,
  );

  it("names only packages a reader can install", () => {
    for (const { file, packages } of examples)
      for (const pkg of packages)
        expect(
          pkg.startsWith("@finderjs/") ||
            pkg === "@hitgrab/finder" ||
            pkg in manifest.dependencies ||
            pkg in manifest.devDependencies,
          `${file} imports ${pkg}`,
        ).toBe(true);
  });

  it("says what a file that uses Infima's class names needs for the site's look, and only then", () => {
    const storefront = examples.find((example) => example.file.endsWith("/Storefront.tsx"));
    expect(header(storefront?.text ?? "")).toMatch(
      /Its class names \(button, button--outline, button--primary, button--sm, …\) are those of Infima.* import "infima\/dist\/css\/default\/default\.css" once/,
    );
    expect(existsSync(`${root}/node_modules/infima/dist/css/default/default.css`)).toBe(true);
    for (const { file, text } of examples)
      expect(header(text).includes("Infima"), file).toBe(infimaClasses(text).length > 0);
    expect(examples.some(({ text }) => infimaClasses(text).length === 0)).toBe(true);
  });

  it("publishes the quick start, which imports the site's gear shop, as one file without that import", () => {
    const quickStart = examples.find((example) => example.file.endsWith("/QuickStart.tsx"));
    expect(read(quickStart?.file ?? "")).toContain("../data/gearShop");
    expect(importsSiteFiles(quickStart?.text ?? "")).toBe(false);
    expect(quickStart?.text).toContain("Café Pour-Over Kit");
  });

  it('tells to add "use client" only to a component with a default export, not to a module or a server render', () => {
    const note = (file: string) =>
      header(examples.find((example) => example.file.endsWith(file))?.text ?? "").includes(
        '"use client"',
      );
    for (const { file, text } of examples)
      expect(header(text).includes('"use client"'), file).toBe(isClientComponent(text));
    expect(note("/Storefront.tsx")).toBe(true);
    expect(note("/_urlState.ts")).toBe(false);
    expect(note("/_serverRender.tsx")).toBe(false);
    expect(note("/_UrlSyncedShop.tsx")).toBe(false);
  });

  it("publishes each under the key of the text a page shows", () => {
    for (const { file, key } of examples) expect(key, file).toBe(oneFileKey(`\n${read(file)}  \n`));
    expect(new Set(examples.map((example) => example.key)).size).toBe(examples.length);
  });
});

describe("infimaClasses", () => {
  it("reads Infima's names from className strings and template literals, each once", () => {
    expect(
      infimaClasses(
        'className="card padding--sm" className={`button ${on ? "button--primary" : ""}`} className="mine card"',
      ),
    ).toEqual(["card", "padding--sm", "button", "button--primary"]);
    expect(infimaClasses('className={styles.demo} className="demo-grid"')).toEqual([]);
  });
});

describe("compileOnItsOwn", () => {
  it("fails an example that still imports a site file, naming the import", () => {
    const errors = compileOnItsOwn(
      root,
      "Broken.tsx",
      'import { gearShop } from "../data/gearShop";\nexport const count = gearShop.length;\n',
    );
    expect(errors.join("\n")).toMatch(/Cannot find module '\.\.\/data\/gearShop'/);
  });

  it("fails code that a strict app would refuse", () => {
    const errors = compileOnItsOwn(
      root,
      "Strict.tsx",
      'import { FinderCore } from "@finderjs/core";\nconst unused = 1;\nexport const f = (x) => new FinderCore([], {}) && x;\n',
    );
    expect(errors.join("\n")).toMatch(/'unused' is declared but its value is never read/);
    expect(errors.join("\n")).toMatch(/Parameter 'x' implicitly has an 'any' type/);
  });
});
