// A Docusaurus plugin (docusaurus.config.ts): publishes what the type check of an edited demo
// loads in its worker (src/components/Example/editing/typecheck), as two static files of the
// browser build that no page's JavaScript includes:
// - assets/typecheck/typescript-<version>.<hash>.js, the TypeScript compiler (the site's own
//   devDependency), minified with esbuild: about 1 MB gzip, fetched once a reader presses Edit;
// - assets/typecheck/files.<hash>.json, the files it checks against (./files.ts: the packages' built
//   declarations, React's types, the lib files, the examples' sources), without their comments.
// Their names carry a hash of their content, so a browser may keep them; the client learns the
// names from __FINDER_TYPECHECK__, a constant this plugin defines, and the site's base URL from
// webpack's public path.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "@docusaurus/types";
import { transformSync } from "esbuild";
import { typecheckFiles } from "./files";

const name = "finder-typecheck";

interface Asset {
  path: string;
  text: string;
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);

function makeAssets(siteDir: string): { typescript: Asset; files: Asset } {
  const require = createRequire(`${siteDir}/package.json`);
  const compilerPath = require.resolve("typescript/lib/typescript.js");
  const { version } = require("typescript/package.json") as { version: string };
  // Loaded with importScripts(): the script declares the global `ts`, which minifying keeps.
  const compiler = transformSync(readFileSync(compilerPath, "utf8"), { minify: true }).code;
  const files = JSON.stringify(typecheckFiles(siteDir));
  return {
    typescript: {
      path: `assets/typecheck/typescript-${version}.${hashOf(compiler)}.js`,
      text: compiler,
    },
    files: { path: `assets/typecheck/files.${hashOf(files)}.json`, text: files },
  };
}

export default function typecheckPlugin({ siteDir }: { siteDir: string }): Plugin {
  let assets: ReturnType<typeof makeAssets> | undefined;
  return {
    name,
    configureWebpack: (_config, isServer, { currentBundler }) => {
      assets ??= makeAssets(siteDir);
      const made = assets;
      const { DefinePlugin, sources, Compilation } = currentBundler.instance;
      const names = { typescript: made.typescript.path, files: made.files.path };
      return {
        plugins: [
          new DefinePlugin({ __FINDER_TYPECHECK__: JSON.stringify(names) }),
          ...(isServer
            ? []
            : [
                {
                  apply(compiler: import("webpack").Compiler) {
                    compiler.hooks.thisCompilation.tap(name, (compilation) => {
                      compilation.hooks.processAssets.tap(
                        { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                        () => {
                          // Minified already: the site's minifier would take seconds over it again.
                          for (const { path, text } of [made.typescript, made.files])
                            compilation.emitAsset(path, new sources.RawSource(text), {
                              minimized: true,
                            });
                        },
                      );
                    });
                  },
                },
              ]),
        ],
      };
    },
  };
}
