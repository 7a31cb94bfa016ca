// Webpack loader (see `demoIslands` in docusaurus.config.ts): a demo component that a page imports from
// src/examples is replaced by an island. In the browser build the page gets a few lines that load
// the demo with import() when it is needed (client.tsx); in the server build, one that renders it
// as its own React root (server.tsx). The demo file itself is imported with `?island`, which this
// loader leaves alone.
//
// With the `editable` option (for `?editable`, which only the browser build's island imports, when a
// reader presses Edit), it writes instead the modules an edited copy of the demo may import: the
// ones the demo imports itself and every module of the shared demo data (`sharedData`), each behind
// an import() of its own, keyed as the edited code will ask for them (see
// src/components/Example/editing/run.ts).
const { readdirSync } = require("node:fs");
const { dirname, join, relative, resolve, sep } = require("node:path");

/** The path of `file` from the site's root, with "/" separators: the demo's id. */
const siteId = (root, file) => relative(root, file).split(sep).join("/");
const withoutExtension = (path) => path.replace(/\.(tsx?|jsx?|mjs|cjs)$/, "");

/** The specifiers the file imports at run time (type-only imports left out). */
function runtimeImports(source, fileName) {
  const ts = require("typescript");
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  const specifiers = new Set();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifiers.add(statement.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    )
      specifiers.add(statement.moduleSpecifier.text);
  }
  return specifiers;
}

function editableModules(loader, source) {
  const { sharedData } = loader.getOptions();
  const root = loader.rootContext;
  const entries = new Map();
  for (const specifier of runtimeImports(source, loader.resourcePath)) {
    const key = specifier.startsWith(".")
      ? withoutExtension(siteId(root, resolve(dirname(loader.resourcePath), specifier)))
      : specifier;
    entries.set(key, specifier);
  }
  if (sharedData) {
    loader.addContextDependency(sharedData);
    for (const name of readdirSync(sharedData).sort()) {
      if (!/\.tsx?$/.test(name) || /\.test\./.test(name)) continue;
      const file = join(sharedData, name);
      const key = withoutExtension(siteId(root, file));
      const request = relative(dirname(loader.resourcePath), file).split(sep).join("/");
      if (!entries.has(key)) entries.set(key, request.startsWith(".") ? request : `./${request}`);
    }
  }
  const lines = [...entries].map(
    ([key, request]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(request)}),`,
  );
  return `export const modules = {\n${lines.join("\n")}\n};\n`;
}

module.exports = function islandLoader(source) {
  const { isServer, editable } = this.getOptions();
  if (editable) return editableModules(this, source);
  const file = `./${this.resourcePath.split(/[\\/]/).pop()}`;
  const demo = JSON.stringify(`${file}?island`);
  const id = JSON.stringify(siteId(this.rootContext, this.resourcePath));
  return isServer
    ? `import Demo from ${demo};
import { serverIsland } from "@site/src/components/Island/server";
export default serverIsland(Demo, { id: ${id} });
`
    : `import { clientIsland } from "@site/src/components/Island/client";
export default clientIsland(() => import(${demo}), {
  id: ${id},
  load: () => import(${JSON.stringify(`${file}?editable`)}),
});
`;
};
