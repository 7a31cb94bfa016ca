// Type-checks a one-file example on its own, the way a fresh Vite React-TS app would: the text
// in a folder of its own with the compiler options of Vite's react-ts template (strict, no unused
// locals or parameters, verbatimModuleSyntax, erasable syntax only) plus the site's
// noUncheckedIndexedAccess. It can import packages (react, react-dom, @finderjs/*, the few others
// an example needs) and nothing of the site: src/ and docs/ do not exist for it.
import { join, resolve, sep } from "node:path";
import ts from "typescript";

export const viteLikeOptions = (root: string): ts.CompilerOptions => ({
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  erasableSyntaxOnly: true,
  noUncheckedSideEffectImports: true,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  // As an app gets them from npm; from their sources here, so no stale build is checked.
  baseUrl: root,
  paths: {
    "@finderjs/core": ["packages/core/src/index.ts"],
    "@finderjs/react": ["packages/react/src/index.ts"],
    // The earlier library, for the migration guide's "before" example: the site's stand-in
    // declares the API the guide compares with.
    "@hitgrab/finder": ["src/examples/markdown-page/_hitgrabFinderStandIn.ts"],
    // Next.js, for the API page's Next.js sample: installed apart from the site, by
    // scripts/next-types/check.mjs (`npm run typecheck`), which `npm test` runs first.
    "next/navigation": ["scripts/next-types/node_modules/next/navigation"],
  },
});

/** Files parsed once for every check (React's types, the packages' sources, the lib files). */
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * The errors of `text` compiled as `name` alone, each as "line:column message"; none when it
 * compiles.
 */
export function compileOnItsOwn(siteRoot: string, name: string, text: string): string[] {
  const root = resolve(siteRoot);
  // A folder of its own, inside the root so that node_modules is found as an app would find it.
  const folder = join(root, ".one-file-check", name.replace(/[^\w.-]/g, "_"));
  const fileName = join(folder, name.endsWith(".ts") ? "index.ts" : "App.tsx");
  const options = viteLikeOptions(root);
  const standIn = join(root, "src", "examples", "markdown-page", "_hitgrabFinderStandIn.ts");
  const hidden = [join(root, "src") + sep, join(root, "docs") + sep];
  const visible = (path: string) =>
    path === standIn || !hidden.some((folder) => path.split("/").join(sep).startsWith(folder));
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile } = host;
  host.fileExists = (path) =>
    path === fileName || (visible(path) && !path.startsWith(folder) && ts.sys.fileExists(path));
  host.readFile = (path) =>
    path === fileName ? text : visible(path) ? ts.sys.readFile(path) : undefined;
  host.directoryExists = (path) =>
    path === folder || (visible(`${path}${sep}`) && (ts.sys.directoryExists?.(path) ?? false));
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    if (path === fileName)
      return ts.createSourceFile(
        path,
        text,
        languageVersion,
        true,
        fileName.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.TSX,
      );
    if (!visible(path)) return undefined;
    if (!parsed.has(path))
      parsed.set(path, getSourceFile(path, languageVersion, onError, shouldCreate));
    return parsed.get(path);
  };
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  const source = program.getSourceFile(fileName);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${line + 1}:${character + 1} ${message}`;
  });
}
