// Lists what `npm run test:mutation` left alive, from reports/mutation/mutation.json: the score per
// file, then every surviving and uncovered mutant as a Markdown table row (file:line, mutator,
// the original code and its replacement). `node scripts/mutation-survivors.mjs > mutation-survivors.md`
import { readFileSync } from "node:fs";

const reportFile = process.argv[2] ?? "reports/mutation/mutation.json";
const report = JSON.parse(readFileSync(reportFile, "utf8"));
const missed = new Set(["Survived", "NoCoverage"]);
const cell = (text) => `\`${text.replace(/\s+/g, " ").slice(0, 80).replaceAll("|", "\\|")}\``;

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
    mutantRows.push(
      `| ${name}:${start.line} | ${mutant.status === "NoCoverage" ? "no coverage" : "survived"} | ${mutant.mutatorName} | ${cell(original)} | ${cell(mutant.replacement ?? "")} |`,
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
console.log("\n| Where | Status | Mutator | Original | Replacement |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of mutantRows) console.log(row);
