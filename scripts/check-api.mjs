// `npm test`'s API step: API Extractor reads each package's built declarations (dist/index.d.ts)
// and compares its public API with the report committed in packages/<name>/api/. Any difference
// fails, so every change to an exported name, type or signature shows up as a diff of the report
// in review. After a deliberate change: `node scripts/check-api.mjs --update`, and commit the
// report with the change (and a changeset: see the README, Releasing).
import { spawnSync } from "node:child_process";

const update = process.argv.includes("--update");
let failed = false;
for (const pkg of ["core", "react"]) {
  const args = ["api-extractor", "run", ...(update ? ["--local"] : [])];
  const result = spawnSync("npx", args, { cwd: `packages/${pkg}`, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0) {
    console.log(`✓ @finderjs/${pkg}: the public API matches packages/${pkg}/api/${pkg}.api.md`);
    continue;
  }
  failed = true;
  process.stderr.write(output);
  console.error(
    `✗ @finderjs/${pkg}: the public API differs from packages/${pkg}/api/${pkg}.api.md.` +
      " If the change is meant, run `node scripts/check-api.mjs --update` and commit the report.",
  );
}
process.exit(failed ? 1 : 0);
