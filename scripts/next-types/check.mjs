// Type-checks the site's Next.js sample (src/examples/api/_nextSearchParams.ts) and its test
// against Next's own declarations. Next is installed here, in a package of its own, rather than
// as a dependency of the site: the site's `npm ci` would take 340 MB more with it (the next
// package, its platform compiler and sharp), and `npm ci` leaves optional dependencies out only
// when told on its command line. Here it is told: Next without its binaries, about 220 MB, fetched
// on the first type check of a clone and again only when package-lock.json changes.
import { existsSync, statSync } from "node:fs";
import { execSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const run = (command, cwd) => {
  console.log(`> ${command}`);
  execSync(command, { cwd, stdio: "inherit" });
};

const installed = join(here, "node_modules", ".package-lock.json");
if (
  !existsSync(installed) ||
  statSync(join(here, "package-lock.json")).mtimeMs > statSync(installed).mtimeMs + 1000
) {
  run("npm ci --omit=optional --legacy-peer-deps --ignore-scripts --no-audit --no-fund", here);
}
run(`npx tsc -p ${join("scripts", "next-types", "tsconfig.json")} --noEmit`, root);
