// `npm test`'s release step: what a release would publish, without publishing. Each package's
// tarball (`npm pack --dry-run`) must hold its build, README, licence and changelog, and
// `npm publish --dry-run` must accept both, so a broken package fails here rather than in the
// release workflow.
import { execFileSync } from "node:child_process";

const packages = ["@finderjs/core", "@finderjs/react"];
const required = [
  "dist/index.js",
  "dist/index.cjs",
  "dist/index.d.ts",
  "README.md",
  "LICENSE",
  "CHANGELOG.md",
];
const failures = [];

for (const name of packages) {
  const output = execFileSync("npm", ["pack", "--dry-run", "--json", "--workspace", name], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [tarball] = JSON.parse(output);
  const files = new Set(tarball.files.map((file) => file.path));
  const missing = required.filter((file) => !files.has(file));
  if (missing.length > 0) failures.push(`${name}: the tarball lacks ${missing.join(", ")}`);
  else
    console.log(
      `✓ ${name}@${tarball.version}: ${files.size} files, ${required.join(", ")} among them`,
    );
}

try {
  execFileSync(
    "npm",
    ["publish", "--dry-run", ...packages.flatMap((name) => ["--workspace", name])],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  console.log("✓ npm publish --dry-run accepts both packages");
} catch (error) {
  failures.push(`npm publish --dry-run failed:\n${error.stderr}`);
}

if (failures.length > 0) {
  console.error(`\nRelease checks failed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
