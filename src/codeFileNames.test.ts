import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isFileName, keptFileName, shownSource, shownTitle } from "./codeFileNames";

describe("file names as readers see them", () => {
  it("shows a file name without the site's leading _", () => {
    expect(shownTitle("_HelloFinder.tsx")).toBe("HelloFinder.tsx");
    expect(shownTitle("_apartmentRules.test.ts")).toBe("apartmentRules.test.ts");
    expect(shownTitle("src/examples/basic-usage/_ApartmentList.tsx")).toBe(
      "src/examples/basic-usage/ApartmentList.tsx",
    );
  });

  it("leaves other titles as they are", () => {
    expect(shownTitle("GearShopFinder.tsx")).toBe("GearShopFinder.tsx");
    expect(shownTitle("_ not a file name")).toBe("_ not a file name");
    expect(shownTitle("__proto__")).toBe("__proto__");
    expect(shownTitle("src/_data/gear.ts")).toBe("src/_data/gear.ts");
  });

  it("tells a file name from other titles", () => {
    expect(isFileName("_urlState.ts")).toBe(true);
    expect(isFileName("src/examples/data/apartments.ts")).toBe(true);
    expect(isFileName("Terminal")).toBe(false);
    expect(isFileName("npm install")).toBe(false);
  });

  it("shows relative imports of _ files by their shown names", () => {
    const code = [
      'import { ApartmentControls } from "./_ApartmentControls";',
      "import { rules } from '../testing/_apartmentRules';",
      'const lazy = import("./_Parts");',
      'vi.mock("./_urlState");',
      'import "./_setup";',
    ].join("\n");
    expect(shownSource(code)).toBe(
      [
        'import { ApartmentControls } from "./ApartmentControls";',
        "import { rules } from '../testing/apartmentRules';",
        'const lazy = import("./Parts");',
        'vi.mock("./urlState");',
        'import "./setup";',
      ].join("\n"),
    );
  });

  it("leaves packages, folders starting with _ and other strings alone", () => {
    const code = [
      'import { FinderCore } from "@finderjs/core";',
      'import { gear } from "../_data/gear";',
      'const label = "./_notAnImport";',
    ].join("\n");
    expect(shownSource(code)).toBe(code);
  });

  it("finds the file a shown import names", () => {
    expect(keptFileName("./ApartmentControls")).toBe("./_ApartmentControls");
    expect(keptFileName("../testing/apartmentRules")).toBe("../testing/_apartmentRules");
    expect(keptFileName("./_urlState")).toBe("./_urlState");
    expect(keptFileName("react")).toBe("react");
  });
});

const pages = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pages(join(dir, entry.name))
      : /\.mdx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const docs = pages(join(import.meta.dirname, "..", "docs"));
const sitePages = pages(join(import.meta.dirname, "pages"));

describe("the pages' code-block titles", () => {
  // One rule: a block that shows a file is titled with the file's name alone, never its path in
  // the site ("apartments.ts", not "src/examples/data/apartments.ts"): the reader's project has no
  // src/examples. Copy as one file needs no path (src/oneFile/key.ts finds a block by its code).
  it("are a file's name, with no folder, on <CodeBlock>, <Example> and Markdown fences alike", () => {
    const titles = [...docs, ...sitePages].flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /<(?:CodeBlock|Example)\b[^>]*?\btitle=(["'])(.*?)\1|^`{3,}\w+[^\n]*?\btitle=(["'])(.*?)\3/gm,
        ),
      ].map((match) => ({ title: match[2] ?? match[4] ?? "", where: file })),
    );
    expect(titles.length).toBeGreaterThan(80);
    expect(titles.filter(({ title }) => !isFileName(title) || title.includes("/"))).toEqual([]);
    expect(titles.map(({ title }) => title)).toEqual(
      expect.arrayContaining(["apartments.ts", "Pager.tsx", "_ShopAfter.tsx"]),
    );
  });
});

describe("the pages' prose", () => {
  it("names example files as code-block titles show them, without the site's leading _", () => {
    const found = docs.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        // Imports and code-block titles are not prose: CodeBlock shows its title without the _.
        .filter(({ line }) => !line.startsWith("import ") && !line.includes("<CodeBlock"))
        .filter(({ line }) => /(^|[\s`(/])_[A-Z]\w*\.tsx?\b/.test(line))
        .map(({ where }) => where),
    );
    expect(found).toEqual([]);
  });
});
