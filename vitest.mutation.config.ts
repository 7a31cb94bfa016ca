import { defineConfig } from "vitest/config";

// The core's own tests, the suite StrykerJS runs against each mutant of packages/core/src.
export default defineConfig({
  test: {
    include: ["packages/core/src/**/*.test.ts"],
    environment: "node",
  },
});
