import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { shownTitle } from "@site/src/codeFileNames";
import { shownExampleFiles } from "@site/src/oneFile/examples";
import { importsSiteFiles, oneFileKey } from "@site/src/oneFile/key";
import { oneFileOf, shownProps } from "./props";

const root = fileURLToPath(new URL("../../..", import.meta.url)).replace(/\/$/, "");
const read = (file: string) => readFileSync(`${root}/${file}`, "utf8");

describe("a code block's title and code as readers see them", () => {
  it("shows a titled file without the site's _ prefix, and its imports of such files alike", () => {
    const shown = shownProps({
      title: "_UrlSyncedShop.tsx",
      children: 'import { applyQuery } from "./_urlState";',
    });
    expect(shown.title).toBe("UrlSyncedShop.tsx");
    expect(shown.children).toBe('import { applyQuery } from "./urlState";');
  });

  it("reads a Markdown fence's title from its metastring and rewrites it there", () => {
    const shown = shownProps({
      metastring: 'title="_ShopBefore.tsx" showLineNumbers',
      children: 'import { rules } from "./_rules";',
    });
    expect(shown.metastring).toBe('title="ShopBefore.tsx" showLineNumbers');
    expect(shown.title).toBeUndefined();
    expect(shown.children).toBe('import { rules } from "./rules";');
  });

  it("leaves a block without a file name as its title alone", () => {
    const props = { title: "Terminal", children: 'import x from "./_x";' };
    expect(shownProps(props)).toBe(props);
    const untitled = { children: "npm install @finderjs/react" };
    expect(shownProps(untitled)).toBe(untitled);
  });
});

describe("which blocks offer Copy as one file", () => {
  const imports = 'import { gearShop } from "../data/gearShop";\nexport default function A() {}';

  it("offers it on a block titled with a file name whose code imports site files", () => {
    expect(oneFileOf({ title: "QuickStart.tsx", children: imports })).toEqual({
      file: "QuickStart.tsx",
      path: `assets/one-file/${oneFileKey(imports)}.tsx.txt`,
    });
  });

  it("names the file as the title shows it, and fetches the key of the code as the page gives it", () => {
    const code = 'import { ApartmentControls } from "./_ApartmentControls";';
    const title = "src/examples/getting-started/basic-usage/_ApartmentControls.tsx";
    expect(oneFileOf({ title, children: code })).toEqual({
      file: "src/examples/getting-started/basic-usage/ApartmentControls.tsx",
      path: `assets/one-file/${oneFileKey(code)}.tsx.txt`,
    });
    expect(
      oneFileOf({ metastring: 'title="_ShopAfter.tsx" showLineNumbers', children: code }),
    ).toMatchObject({ file: "ShopAfter.tsx" });
  });

  it("offers it on a side-effect import and a re-export too", () => {
    expect(oneFileOf({ title: "a.ts", children: 'import "./setup";' })).toBeDefined();
    expect(oneFileOf({ title: "a.ts", children: 'export { x } from "../x";' })).toBeDefined();
  });

  it("does not offer it without a file name, without site imports, or without text", () => {
    expect(oneFileOf({ children: imports })).toBeUndefined();
    expect(oneFileOf({ title: "Terminal", children: imports })).toBeUndefined();
    expect(
      oneFileOf({ title: "A.tsx", children: 'import { Finder } from "@finderjs/react";' }),
    ).toBeUndefined();
    expect(oneFileOf({ title: "A.tsx", children: "// from '../data/gearShop'" })).toBeUndefined();
    expect(oneFileOf({ title: "A.tsx", children: <code>{imports}</code> })).toBeUndefined();
  });

  // src/oneFile/examples.ts publishes every such example under the key of its text (and
  // src/oneFile/oneFile.test.ts compiles each): the block asks for that key.
  it("offers it on every example a page shows that imports site files, under its published key", () => {
    const importing = shownExampleFiles(root).filter((file) => importsSiteFiles(read(file)));
    expect(importing.length).toBeGreaterThan(60);
    for (const file of importing)
      for (const title of [file.split("/").pop() as string, file])
        expect(oneFileOf({ title, children: read(file).trimEnd() }), title).toEqual({
          file: shownTitle(title),
          path: `assets/one-file/${oneFileKey(read(file))}.tsx.txt`,
        });
  });
});
