import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: false,
  // ES2022 keeps class fields and #private members native; es2020 down-levelled them into
  // WeakMap helpers (about 480 bytes min+gzip) for engines that all support them by now.
  target: "es2022",
  external: ["react", "react-dom", "@finderjs/core"],
});
