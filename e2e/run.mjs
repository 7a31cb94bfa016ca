// Browser tests against the production build in build/: a GitHub-Pages-like server on a free
// loopback port, Debian's chromium through playwright-core, and the tests in e2e/tests/.
// Prints one ✓/✗ line per test and "N passed, N failed"; exits non-zero on any failure.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startServer } from "./server.mjs";
import { openSite, runTests } from "./harness.mjs";
import { basePath } from "./routes.mjs";
import "./tests/routes.mjs";
import "./tests/layout.mjs";
import "./tests/colour-mode.mjs";
import "./tests/navigation.mjs";
import "./tests/anchors.mjs";
import "./tests/screenshots.mjs";
import "./tests/search.mjs";
import "./tests/no-javascript.mjs";
import "./tests/guides.mjs";
import "./tests/demos.mjs";
import "./tests/demo-language.mjs";
import "./tests/islands.mjs";
import "./tests/editable.mjs";
import "./tests/code-blocks.mjs";
import "./tests/address.mjs";

const root = fileURLToPath(new URL("../build", import.meta.url));
if (!existsSync(`${root}/index.html`)) {
  console.error("No build/ to test: run `node scripts/build-site.mjs` first.");
  process.exit(1);
}

const started = performance.now();
const server = await startServer({ root, basePath });
const site = await openSite(server.origin);
let result;
try {
  result = await runTests(site);
} finally {
  await site.close();
  await server.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nBrowser tests took ${seconds}s.`);
console.log(`${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed > 0 ? 1 : 0);
