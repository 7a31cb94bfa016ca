import { defineConfig, type Options } from "tsup";

const shared: Options = {
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  sourcemap: false,
  // ES2022 keeps class fields and #private members native; es2020 down-levelled them into
  // WeakMap helpers (about 480 bytes min+gzip) for engines that all support them by now.
  target: "es2022",
  external: ["react", "react-dom", "@finderjs/core"],
  // Folds `DEV && …` once `process.env.NODE_ENV` is replaced, without renaming or squeezing:
  // the built files stay readable.
  esbuildOptions(options) {
    options.minifySyntax = true;
  },
};

// Two builds from the same sources (package.json `exports` picks one): the development build,
// the default, with the full error messages, and the production build, chosen by the
// `production` condition, whose errors carry the code and a link to the error catalogue.
// Both replace `process.env.NODE_ENV`, so neither reads `process` at run time.
export default defineConfig([
  {
    ...shared,
    dts: true,
    clean: true,
    define: { "process.env.NODE_ENV": '"development"' },
  },
  {
    ...shared,
    entry: { "index.production": "src/index.ts" },
    define: { "process.env.NODE_ENV": '"production"' },
  },
]);
