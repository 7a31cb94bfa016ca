// The files an edited demo is type-checked against in the browser (src/components/Example/editing/
// typecheck): exactly what TypeScript reads to check every example of the site with the checker's
// options, gathered by compiling them once at build time with a host that records each file read.
// That is the real built declarations of @finderjs/core and @finderjs/react (packages/*/dist, with
// their package.json files), React's types, the other packages' types the examples import, the
// standard library's lib files and the examples' own sources (the demo data and each demo's sibling
// files), keyed by their path under the worker's root ("/site/node_modules/react/…").
import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { checkerOptions, virtualRoot } from "../components/Example/editing/typecheck/options";

/** Every example file a page can show, tests left out. */
function exampleFiles(examplesDir: string): string[] {
  return readdirSync(examplesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(examplesDir, file));
}

/**
 * A declaration file without its comments (most of the text of lib.dom.d.ts, csstype and React's
 * types): what the checker reads of them is the same, and the download is a third of the size.
 * `///` directives stay, and so do the line breaks, so a declaration keeps its line.
 */
export function withoutComments(text: string): string {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    text,
  );
  let result = "";
  // Braces open inside each template literal's placeholder (`${string}-${string}` types): the
  // "}" that closes a placeholder goes on with the template, which the scanner reads only when told.
  const braces: number[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const open = braces.length - 1;
    if (kind === ts.SyntaxKind.TemplateHead) braces.push(0);
    else if (kind === ts.SyntaxKind.OpenBraceToken && open >= 0) braces[open] = braces[open]! + 1;
    else if (kind === ts.SyntaxKind.CloseBraceToken && open >= 0) {
      if (braces[open] === 0) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) braces.pop();
      } else braces[open] = braces[open]! - 1;
    }
    const token = scanner.getTokenText();
    if (
      (kind === ts.SyntaxKind.SingleLineCommentTrivia && !token.startsWith("///")) ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      result += "\n".repeat(token.split("\n").length - 1);
    } else if (kind === ts.SyntaxKind.WhitespaceTrivia) {
      result += " ";
    } else {
      result += token;
    }
  }
  return result;
}

export function typecheckFiles(siteDir: string): Record<string, string> {
  const root = resolve(siteDir);
  const options = { ...checkerOptions(ts), baseUrl: root };
  const toVirtual = (path: string) =>
    `${virtualRoot}/${relative(root, resolve(path)).split(sep).join("/")}`;
  const files: Record<string, string> = {};
  const keep = (path: string, text: string) => {
    if (resolve(path).startsWith(root + sep))
      files[toVirtual(path)] = path.endsWith(".d.ts") ? withoutComments(text) : text;
  };
  const host = ts.createCompilerHost(options, true);
  const { readFile, getSourceFile } = host;
  host.readFile = (path) => {
    const text = readFile.call(host, path);
    if (text !== undefined) keep(path, text);
    return text;
  };
  host.getSourceFile = (path, ...rest) => {
    const file = getSourceFile.call(host, path, ...rest);
    if (file) keep(path, file.text);
    return file;
  };
  const roots = exampleFiles(join(root, "src", "examples"));
  const program = ts.createProgram(roots, options, host);
  // Reading every file is what the check is for; its errors are the examples' tests' business.
  program.getSourceFiles();

  // A file whose name starts with "_" is imported by the name the page shows ("./Controls").
  for (const path of roots) {
    const shown = path.replace(/([/\\])_([^/\\]+)$/, "$1$2");
    const text = files[toVirtual(path)];
    if (shown !== path && text !== undefined && files[toVirtual(shown)] === undefined)
      files[toVirtual(shown)] = text;
  }
  return files;
}
