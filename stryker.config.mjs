// Mutation testing of @finderjs/core: `npm run test:mutation` (not part of `npm test`: too slow).
// The vitest runner runs only the core's own tests (vitest.mutation.config.ts) against each mutant.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "packages/core/src/**/*.ts",
    "!packages/core/src/**/*.test.ts",
    "!packages/core/src/test/**",
    "!packages/core/src/types.ts",
    "!packages/core/src/index.ts",
  ],
  // The sandbox needs the core and the root configuration, not the site (but `docs/`, whose
  // error catalogue production-errors.test.ts reads).
  ignorePatterns: [
    "/build",
    "/.docusaurus",
    "/src",
    "/static",
    "/e2e",
    "/scripts",
    "/test-results",
    "/packages/react",
  ],
  coverageAnalysis: "perTest",
  // Re-runs reuse the results of unchanged code and tests (reports/stryker-incremental.json).
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  concurrency: 1,
  timeoutMS: 10000,
  reporters: ["html", "clear-text", "progress", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
