// `docusaurus build` with a stricter policy than Docusaurus's own: broken links and markdown
// images already fail the build (docusaurus.config.ts), while broken markdown links, anchors
// and duplicate routes only warn there. Any such warning fails here, so nothing broken ships.
// No lock is taken here: callers that share a machine wrap the whole run in
// `flock /tmp/finder-site-build.lock …`, and a second flock on the same file inside would deadlock.
import { spawn } from "node:child_process";

const [command, ...args] = ["node_modules/.bin/docusaurus", "build"];

const warningPattern = /\[WARNING\]|broken (link|anchor)|duplicate route/i;
const warnings = [];
const started = performance.now();

const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
for (const [stream, sink] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  let pending = "";
  stream.on("data", (chunk) => {
    sink.write(chunk);
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    warnings.push(...lines.filter((line) => warningPattern.test(line)));
  });
  stream.on("end", () => {
    if (warningPattern.test(pending)) warnings.push(pending);
  });
}

child.on("close", (code) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\nSite build failed (exit ${code}) after ${seconds}s.`);
    process.exit(code ?? 1);
  }
  if (warnings.length > 0) {
    console.error(
      `\nThe site built, but with ${warnings.length} warning line(s) that must be fixed:`,
    );
    for (const line of warnings) console.error(`  ${line.trim()}`);
    process.exit(1);
  }
  console.log(`\nSite built without warnings in ${seconds}s.`);
});
