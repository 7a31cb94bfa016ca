// The versioning promise on the glossary and compatibility page, and the release set-up the
// README describes: checked against the manifests and the Changesets configuration.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));
const core = json("packages/core/package.json");
const react = json("packages/react/package.json");

describe("releases", () => {
  it("release both packages together, with the same version", () => {
    expect(react.version).toBe(core.version);
    expect(react.dependencies["@finderjs/core"]).toBe(core.version);
    expect(json(".changeset/config.json").linked).toEqual([["@finderjs/core", "@finderjs/react"]]);
  });

  it("ship a licence and a changelog whose first entry is 1.0.0 in each package", () => {
    for (const [name, manifest] of [
      ["core", core],
      ["react", react],
    ]) {
      expect(manifest.files).toEqual(expect.arrayContaining(["dist", "LICENSE", "CHANGELOG.md"]));
      expect(readFileSync(join(root, `packages/${name}/LICENSE`), "utf8")).toContain("MIT License");
      const changelog = readFileSync(join(root, `packages/${name}/CHANGELOG.md`), "utf8");
      expect(changelog).toMatch(/^## 1\.0\.0$/m);
    }
  });

  it("publish with provenance, as public packages", () => {
    for (const manifest of [core, react]) {
      expect(manifest.publishConfig).toEqual({ access: "public", provenance: true });
    }
  });
});
