import { defineConfig } from "vitest/config";

// The core's own tests, the suite StrykerJS runs against each mutant of packages/core/src.
export default defineConfig({
  test: {
    include: ["packages/core/src/**/*.test.ts"],
    environment: "node",
    // Fewer fast-check runs per property: each mutant re-runs the properties that cover it.
    env: { FC_RUNS: "40" },
    // Instrumented code with per-test coverage runs several times slower than the plain suite.
    testTimeout: 30000,
  },
});
