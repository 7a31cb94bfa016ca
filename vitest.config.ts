import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// One Vitest run covers the engine, the React bindings and the site's demos.
// The packages resolve to their sources so tests never depend on a stale build.
export default defineConfig({
  resolve: {
    alias: {
      "@finderjs/core": fileURLToPath(new URL("./packages/core/src/index.ts", import.meta.url)),
      "@finderjs/react": fileURLToPath(new URL("./packages/react/src/index.ts", import.meta.url)),
      "@site": fileURLToPath(new URL(".", import.meta.url)),
      "@docusaurus/router": fileURLToPath(new URL("./src/test-support/router.ts", import.meta.url)),
      "@docusaurus/useBaseUrl": fileURLToPath(
        new URL("./src/test-support/useBaseUrl.ts", import.meta.url),
      ),
      // Sucrase's parser (src/components/Example/editing/guard.ts): the CommonJS build in Node.
      "sucrase/dist/esm": "sucrase/dist",
      // Next's useSearchParams() for the Next.js sample's test (src/test-support/nextNavigation.ts).
      "next/navigation": fileURLToPath(
        new URL("./src/test-support/nextNavigation.ts", import.meta.url),
      ),
      "@theme/CodeBlock": fileURLToPath(
        new URL("./src/test-support/CodeBlock.tsx", import.meta.url),
      ),
      "@theme-original/Details": fileURLToPath(
        new URL("./src/test-support/Details.tsx", import.meta.url),
      ),
    },
  },
  test: {
    include: [
      "packages/*/src/**/*.test.{ts,tsx}",
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
    ],
    environment: "node",
  },
});
