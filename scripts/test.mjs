// `npm test`: every check, in the order that fails fastest. Each step prints its own timing.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  // Before the unit tests: the editor's type check (src/typecheck) reads the built declarations.
  ["package builds", "npm run build:packages"],
  ["unit tests", "npx vitest run"],
  ["package checks", "node scripts/check-packages.mjs"],
  ["API reports", "node scripts/check-api.mjs"],
  ["release dry run", "node scripts/check-release.mjs"],
  ["site build", "node scripts/build-site.mjs"],
  ["JavaScript budgets", "node scripts/audit-site.mjs --js-only"],
  ["browser tests", "node e2e/run.mjs"],
];

const only = process.argv.slice(2);
for (const [name, command] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = performance.now();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
