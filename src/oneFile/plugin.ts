// A Docusaurus plugin (docusaurus.config.ts): publishes the one-file version of every example the
// site shows that imports the site's own files (./examples.ts) as a static file of the browser
// build, assets/one-file/<key>.tsx.txt, which a code block's "Copy as one file" button fetches
// when pressed (src/theme/CodeBlock/OneFileButton.tsx). Nothing of it is in any page's JavaScript.
// The texts are made once per run and again only when a file under src/examples has changed
// (`npm start`).
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";
import { oneFileExamples, type OneFileExample } from "./examples";

const name = "finder-one-file-examples";

/** Every file under src/examples with its modification time: what the texts depend on. */
function signature(examplesDir: string): string {
  return readdirSync(examplesDir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => `${file}:${statSync(join(examplesDir, file)).mtimeMs}`)
    .join("\n");
}

export default function oneFileExamplesPlugin({ siteDir }: { siteDir: string }): Plugin {
  const examplesDir = join(siteDir, "src", "examples");
  let made: { signature: string; examples: OneFileExample[] } | undefined;
  const examples = () => {
    const current = signature(examplesDir);
    if (made?.signature !== current)
      made = { signature: current, examples: oneFileExamples(siteDir) };
    return made.examples;
  };
  return {
    name,
    configureWebpack: (_config, isServer, { currentBundler }) => {
      if (isServer) return {};
      const { sources, Compilation } = currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap(name, (compilation) => {
                compilation.hooks.processAssets.tap(
                  { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                  () => {
                    compilation.contextDependencies.add(examplesDir);
                    for (const example of examples())
                      compilation.emitAsset(
                        `assets/one-file/${example.key}.tsx.txt`,
                        new sources.RawSource(example.text),
                      );
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
