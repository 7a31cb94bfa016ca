// Searches for the order of the core's modules in the built file that gzip packs best, and with
// `--write` puts it in src/index.ts.
//
// The production build is measured as scripts/check-packages.mjs measures it (minified, gzip -9):
// once as an app pays for it without the optional exports, once whole. gzip finds repeats only
// within 32 KB, and the nearer the better, so which modules sit side by side changes the size by
// a few hundred bytes with the same code. esbuild places a module's imports before it and keeps
// the first-imported first, so a list of bare imports at the top of src/index.ts decides the
// order without changing what any module does (the modules have no cycles: layers.test.ts).
//
// The search moves one module at a time to every other place and keeps a move that lowers the sum
// of the two sizes (the one without the optional exports counted twice, as its budget is the
// tighter), until a whole pass finds none: a few minutes a pass on one core, and at least two
// passes. Run it after a change that adds, removes or much changes a module; check-packages holds
// the result.
//
//   node packages/core/scripts/order-modules.mjs --measure  prints the sizes of the order listed
//   node packages/core/scripts/order-modules.mjs            prints the order found and its sizes
//   node packages/core/scripts/order-modules.mjs --write    also writes it into src/index.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const CORE = join(dirname(fileURLToPath(import.meta.url)), "..");
const INDEX = join(CORE, "src/index.ts");
// The exports left out of the first measure: check-packages.mjs's `optional.exports`.
const OPTIONAL = ["toSearchParams", "fromSearchParams", "applySearchParams", "calculateMatchRung"];
const BEGIN = "// ---- module order (scripts/order-modules.mjs) ----";
const END = "// ---- end of module order ----";

// Line ends read as "\n" (a checkout with CRLF is written back with LF).
const index = readFileSync(INDEX, "utf8").replaceAll("\r\n", "\n");
const [before, rest] = index.split(`${BEGIN}\n`);
const [block, after] = rest?.split(`${END}\n`) ?? [];
if (block === undefined || after === undefined) {
  throw new Error(`src/index.ts: expected the lines "${BEGIN}" and "${END}"`);
}
// A module listed that no longer exists is left out (its import would not resolve).
const listed = [...block.matchAll(/^import "\.\/(.+)";$/gm)]
  .map((match) => match[1])
  .filter((module) => existsSync(join(CORE, "src", `${module}.ts`)));

/** The production build's text with the modules first imported in `order`, as tsup builds it. */
async function productionBuild(order) {
  const entry = `${order.map((module) => `import "./${module}";`).join("\n")}\n${before}${after}`;
  const result = await build({
    stdin: { contents: entry, resolveDir: join(CORE, "src"), loader: "ts", sourcefile: "index.ts" },
    // Module comments name files from here: "// src/store.ts".
    absWorkingDir: CORE,
    bundle: true,
    format: "esm",
    target: "es2022",
    // tsup's default.
    platform: "node",
    minifySyntax: true,
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/**
 * Minified and gzipped size of `text`, as check-packages measures it: the file itself, or with
 * `leftOut`, a list re-exporting every other name.
 */
async function packed(text, names, leftOut) {
  const kept = names.filter((name) => !leftOut.includes(name));
  const contents = leftOut.length === 0 ? text : `export { ${kept.join(", ")} } from "built";`;
  const result = await build({
    stdin: { contents, resolveDir: CORE },
    plugins: [
      {
        name: "built",
        setup(bundler) {
          bundler.onResolve({ filter: /^built$/ }, () => ({ path: "built", namespace: "built" }));
          bundler.onLoad({ filter: /.*/, namespace: "built" }, () => ({ contents: text }));
        },
      },
    ],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const exportedNames = (text) =>
  [...text.matchAll(/^export \{([^}]*)\};?$/gm)]
    .flatMap((match) => match[1].split(","))
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean);

async function measure(order) {
  const text = await productionBuild(order);
  const names = exportedNames(text);
  return { without: await packed(text, names, OPTIONAL), whole: await packed(text, names, []) };
}

// The build without the optional exports has the tighter budget: it counts twice.
const score = ({ without, whole }) => 2 * without + whole;

// Modules the list does not name yet (new ones) join at the end, where the exports put them.
const all = (await productionBuild(listed))
  .split("\n")
  .map((line) => line.match(/^\/\/ src\/(.+)\.ts$/)?.[1])
  .filter((module) => module !== undefined && module !== "index");
if (all.length === 0) throw new Error("found no module comments in the build to order");
let order = [
  ...listed.filter((module) => all.includes(module)),
  ...all.filter((module) => !listed.includes(module)),
];
let best = await measure(order);
console.log(`now: ${best.without} B without the optional exports, ${best.whole} B whole`);
if (process.argv.includes("--measure")) process.exit(0);
for (let improved = true; improved;) {
  improved = false;
  for (const module of [...order]) {
    const others = order.filter((other) => other !== module);
    for (let at = 0; at <= others.length; at++) {
      const candidate = [...others.slice(0, at), module, ...others.slice(at)];
      if (candidate.every((name, i) => name === order[i])) continue;
      const sizes = await measure(candidate);
      if (score(sizes) < score(best)) {
        [order, best, improved] = [candidate, sizes, true];
        console.log(`${module} to place ${at + 1}: ${sizes.without} B, ${sizes.whole} B`);
      }
    }
  }
}
const lines = order.map((module) => `import "./${module}";`).join("\n");
console.log(
  `found: ${best.without} B without the optional exports, ${best.whole} B whole\n${lines}`,
);
if (process.argv.includes("--write")) {
  writeFileSync(INDEX, `${before}${BEGIN}\n${lines}\n${END}\n${after}`);
  console.log("written to src/index.ts");
}
