// Installs what a fresh clone is missing, so `npm start` and `npm test` are the only set-up commands.
// - npm dependencies: `npm ci` when node_modules is absent or older than package-lock.json.
// - with --browser: Debian's chromium (used by the browser tests) when /usr/bin/chromium is absent.
import { existsSync, statSync } from "node:fs";
import { execSync } from "node:child_process";

const run = (command) => {
  console.log(`> ${command}`);
  execSync(command, { stdio: "inherit" });
};

const installedMarker = "node_modules/.package-lock.json";
const needsInstall =
  !existsSync(installedMarker) ||
  statSync("package-lock.json").mtimeMs > statSync(installedMarker).mtimeMs + 1000;
if (needsInstall) {
  run("npm ci --no-audit --no-fund");
}

if (process.argv.includes("--browser") && !existsSync("/usr/bin/chromium")) {
  if (process.getuid?.() !== 0) {
    console.error("Browser tests need Debian's chromium: run `sudo apt-get install chromium`.");
    process.exit(1);
  }
  run("apt-get update -qq");
  run("DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium");
}
