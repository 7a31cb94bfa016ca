// Lists what `npm run test:mutation` left alive, from reports/mutation/mutation.json: the score per
// file, then every surviving and uncovered mutant as a Markdown table row (file:line, mutator,
// the original code, its replacement, and why it is equivalent when mutation-equivalents.json
// says so), then how many have no reason. `node scripts/mutation-survivors.mjs > packages/core/mutation-survivors.md`
import { existsSync, readFileSync } from "node:fs";

const reportFile = process.argv[2] ?? "reports/mutation/mutation.json";
const equivalentsFile = process.argv[3] ?? "packages/core/mutation-equivalents.json";
const report = JSON.parse(readFileSync(reportFile, "utf8"));
const missed = new Set(["Survived", "NoCoverage"]);
// Code as a cell shows it: one line, at most 80 characters.
const shown = (text) => text.replace(/\s+/g, " ").slice(0, 80);
const cell = (text) => `\`${shown(text).replaceAll("|", "\\|")}\``;

// Reasons are matched by file, original and replacement (as the table shows them, `\|` or `|`),
// not by line, so they survive edits elsewhere in the file.
const reasonKey = (file, original, replacement) =>
  [file, original, replacement].map((text) => shown(text.replaceAll("\\|", "|"))).join("\n");
const equivalents = existsSync(equivalentsFile)
  ? JSON.parse(readFileSync(equivalentsFile, "utf8"))
  : [];
const reasons = new Map(
  equivalents.map(({ file, original, replacement, reason }) => [
    reasonKey(file, original, replacement),
    reason,
  ]),
);
let withoutReason = 0;

const totals = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
const scoreRows = [];
const mutantRows = [];
for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const name = path.replace(/^packages\/core\/src\//, "");
  const lines = file.source.split("\n");
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const mutant of file.mutants) {
    if (mutant.status in counts) counts[mutant.status] += 1;
    if (!missed.has(mutant.status)) continue;
    const { start, end } = mutant.location;
    const original =
      start.line === end.line
        ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
        : `${lines[start.line - 1].slice(start.column - 1)} …`;
    const replacement = mutant.replacement ?? "";
    const reason = reasons.get(reasonKey(name, original, replacement)) ?? "";
    if (!reason) withoutReason += 1;
    mutantRows.push(
      `| ${name}:${start.line} | ${mutant.status === "NoCoverage" ? "no coverage" : "survived"} | ${mutant.mutatorName} | ${cell(original)} | ${cell(replacement)} | ${reason.replaceAll("|", "\\|")} |`,
    );
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  scoreRows.push({ name, counts });
}
const score = ({ Killed, Timeout, Survived, NoCoverage }) =>
  `${((100 * (Killed + Timeout)) / (Killed + Timeout + Survived + NoCoverage)).toFixed(1)}%`;
console.log("| File | Score | Killed | Timed out | Survived | No coverage |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const { name, counts } of [...scoreRows, { name: "**All**", counts: totals }]) {
  const { Killed, Timeout, Survived, NoCoverage } = counts;
  console.log(
    `| ${name} | ${score(counts)} | ${Killed} | ${Timeout} | ${Survived} | ${NoCoverage} |`,
  );
}
console.log("\n| Where | Status | Mutator | Original | Replacement | Reason |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const row of mutantRows) console.log(row);
console.log(
  `\n${withoutReason} of ${mutantRows.length} surviving or uncovered mutants have no reason in ${equivalentsFile}.`,
);
