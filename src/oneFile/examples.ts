// Build-time only: which examples the site shows with a one-file version, and their texts. Used
// by the `oneFileExamples` plugin in docusaurus.config.ts (which publishes each text as
// build/assets/one-file/<key>.tsx.txt) and by the tests (which type-check each text on its own).
//
// An example is shown when a page imports its text (`!!raw-loader!@site/src/examples/…`, for
// <Example> or <CodeBlock>) or copies it into a Markdown code block titled with its file name (the
// glossary page's migration example). It has a one-file version when it imports the site's own
// files; an example that imports only packages is one file already.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { shownTitle } from "../codeFileNames";
import { Inliner, type OneFile } from "./inline";
import { importsSiteFiles, oneFileKey } from "./key";

export interface OneFileExample extends OneFile {
  /** The example's file, from the site's root: "src/examples/home/GearShopFinder.tsx". */
  file: string;
  /** The key its text is published under (./key.ts). */
  key: string;
}

/** The folders whose pages may show examples. */
const pageFolders = ["docs", join("src", "pages")];

function filesUnder(folder: string, test: (name: string) => boolean): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => test(name) && !name.split(sep).includes("node_modules"))
    .map((name) => join(folder, name))
    .sort();
}

/** The example files the site's pages show, from the site's root, each once. */
export function shownExampleFiles(siteRoot: string): string[] {
  const root = resolve(siteRoot);
  const examples = filesUnder(
    join(root, "src", "examples"),
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
  );
  const byText = new Map(examples.map((file) => [readFileSync(file, "utf8").trim(), file]));
  const shown = new Set<string>();
  for (const folder of pageFolders)
    for (const page of filesUnder(join(root, folder), (name) => /\.mdx?$/.test(name))) {
      const text = readFileSync(page, "utf8");
      for (const match of text.matchAll(/!!raw-loader!@site\/(src\/examples\/[^'"?\s]+)/g))
        shown.add(join(root, match[1] as string));
      // ```tsx title="_ShopAfter.tsx" … ```: the code block copies an example's text.
      for (const match of text.matchAll(
        /^(`{3,})\w+[^\n]*\btitle=["']([^"']+)["'][^\n]*\n([\s\S]*?)\n\1$/gm,
      )) {
        const file = byText.get((match[3] as string).trim());
        if (file && shownTitle(file.split(sep).pop() as string) === shownTitle(match[2] as string))
          shown.add(file);
      }
    }
  return [...shown].sort().map((file) => relative(root, file).split(sep).join("/"));
}

/** The one-file version of every shown example that imports the site's own files. */
export function oneFileExamples(siteRoot: string): OneFileExample[] {
  const root = resolve(siteRoot);
  const files = shownExampleFiles(root).filter((file) =>
    importsSiteFiles(readFileSync(join(root, file), "utf8")),
  );
  const inliner = new Inliner(
    root,
    files.map((file) => join(root, file)),
  );
  const keys = new Map<string, string>();
  return files.map((file) => {
    const path = join(root, file);
    const key = oneFileKey(readFileSync(path, "utf8"));
    const other = keys.get(key);
    if (other) throw new Error(`${file} and ${other} have the same one-file key ${key}`);
    keys.set(key, file);
    const oneFile = inliner.inline(path);
    return { ...oneFile, text: withHeader(file, oneFile), file, key };
  });
}

/** Infima's class names (the CSS framework of Docusaurus, which the site's pages load). */
const infimaClass =
  /^(?:button|card|badge|margin|padding|pagination|pills|row|col|table|shadow|alert|avatar|text|clean-btn|visually-hidden)(?:--|__|$)/;

/** The Infima class names a file's `className`s use, each once, in order of first use. */
export function infimaClasses(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\bclassName[=:]\s*\{?\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)/g))
    for (const name of (match[1] ?? match[2] ?? match[3] ?? "").split(/[^\w-]+/))
      if (infimaClass.test(name)) names.add(name);
  return [...names];
}

/**
 * Whether a file is a React component a Next.js app router page can render as a client component:
 * it has a default export and does not render on the server itself (react-dom/server).
 */
export function isClientComponent(text: string): boolean {
  return /^export default /m.test(text) && !/from "react-dom\/server"/.test(text);
}

/** What the one file is and what it needs, above its own opening comment. */
function withHeader(file: string, { text, inlinedAs, packages }: OneFile): string {
  const name = shownTitle(file.split("/").pop() as string);
  const install = packages.filter((name) => name !== "react" && name !== "react-dom");
  const classes = infimaClasses(text);
  const paragraphs = [
    `${name} from the Finder documentation as one file: what it imports from the site's own files (${inlinedAs.join(", ")}) is copied in below the imports.`,
    ...(install.length > 0 ? [`Needs: npm install ${install.join(" ")}`] : []),
    ...(classes.length > 0
      ? [
          `Its class names (${classes.slice(0, 4).join(", ")}${classes.length > 4 ? ", …" : ""}) are those of Infima, the CSS of Docusaurus sites. Without it the example works in the browser's own look; for the documentation's look, npm install infima and import "infima/dist/css/default/default.css" once in the app.`,
        ]
      : []),
    ...(isClientComponent(text)
      ? [
          `In a Next.js app router it is a client component: save it as a file of its own with "use client"; at the top, and render it from a page.`,
        ]
      : []),
  ];
  return `${paragraphs.flatMap(wrapComment).join("\n")}\n\n${text}`;
}

/** A paragraph as comment lines of at most 100 characters. */
function wrapComment(paragraph: string): string[] {
  const wrapped: string[] = [];
  let line = "//";
  for (const word of paragraph.split(/\s+/)) {
    if (line.length > 2 && line.length + 1 + word.length > 100) {
      wrapped.push(line);
      line = "//";
    }
    line += ` ${word}`;
  }
  wrapped.push(line);
  return wrapped;
}
