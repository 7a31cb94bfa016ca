// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sitePackage from "@site/package.json";
import reactPackage from "@site/packages/react/package.json";
import {
  importedPackages,
  packageOf,
  postToStackBlitz,
  projectCode,
  stackBlitzAction,
  stackBlitzFields,
  stackBlitzProject,
} from "./stackblitz";

const read = (path: string) => readFileSync(join(__dirname, "../..", path), "utf8");
const selfContained = read("examples/components/StringMatchExplorer.tsx");
const withSiteFiles = read("examples/getting-started/pagination/VirtualInventory.tsx");
/** What "Copy as one file" gives for a file importing the site's data (its shape, shortened). */
const oneFile = `// VirtualInventory.tsx from the Finder documentation as one file.
import { useRef } from "react";
import { Finder, useFinder } from "@finderjs/react";
import { useVirtualizer } from "@tanstack/react-virtual";

export default function VirtualInventory() {
  return null;
}
`;

describe("the StackBlitz project", () => {
  const project = stackBlitzProject({
    file: "VirtualInventory.tsx",
    code: oneFile,
    pageTitle: "Paginating matches",
  });
  const packageJson = JSON.parse(project.files["package.json"] as string);

  it("is a Vite app that renders the example's default export from src/main.tsx", () => {
    expect(project.template).toBe("node");
    expect(Object.keys(project.files).sort()).toEqual([
      "index.html",
      "package.json",
      "src/VirtualInventory.tsx",
      "src/main.tsx",
      "tsconfig.json",
      "vite.config.ts",
    ]);
    expect(project.files["src/VirtualInventory.tsx"]).toBe(oneFile);
    expect(project.files["src/main.tsx"]).toContain(
      'import VirtualInventory from "./VirtualInventory";',
    );
    expect(project.files["src/main.tsx"]).toContain("<VirtualInventory />");
    expect(project.files["index.html"]).toContain('<script type="module" src="/src/main.tsx">');
    expect(project.files["index.html"]).toContain('<div id="root">');
    expect(project.files["vite.config.ts"]).toContain("plugins: [react()]");
    expect(packageJson.scripts.dev).toBe("vite");
    expect(packageJson.type).toBe("module");
    expect(packageJson.name).toBe("finder-virtual-inventory");
    expect(project.title).toBe("VirtualInventory · Finder");
    expect(project.description).toContain("Paginating matches");
  });

  it("depends on every package the file imports, at the versions the site itself uses", () => {
    expect(packageJson.dependencies).toEqual({
      "@finderjs/react": `^${reactPackage.version}`,
      "@tanstack/react-virtual": sitePackage.dependencies["@tanstack/react-virtual"],
      react: sitePackage.dependencies.react,
      "react-dom": sitePackage.dependencies["react-dom"],
    });
    expect(Object.keys(packageJson.devDependencies)).toEqual([
      "@types/react",
      "@types/react-dom",
      "@vitejs/plugin-react",
      "typescript",
      "vite",
    ]);
    expect(packageJson.devDependencies.typescript).toBe(sitePackage.devDependencies.typescript);
  });

  it("reads package names from imports, side-effect imports and subpaths, not relative ones", () => {
    expect(
      importedPackages(
        `import "./styles.css";\nimport x from "react-dom/client";\nimport type { A } from "@finderjs/core/x";\nimport y from "../data/gearShop";\nexport { z } from "react";\n`,
      ),
    ).toEqual(["react-dom", "@finderjs/core", "react"]);
    expect(packageOf("./x")).toBeUndefined();
    expect(packageOf("@scope/name/sub")).toBe("@scope/name");
  });

  it("is posted as the form fields of StackBlitz's POST API, opening the example's file", () => {
    const fields = stackBlitzFields(project);
    expect(fields.slice(0, 3)).toEqual([
      ["project[title]", "VirtualInventory · Finder"],
      ["project[description]", project.description],
      ["project[template]", "node"],
    ]);
    expect(Object.fromEntries(fields)["project[files][src/VirtualInventory.tsx]"]).toBe(oneFile);
    expect(fields).toHaveLength(3 + Object.keys(project.files).length);
    expect(stackBlitzAction("VirtualInventory.tsx")).toBe(
      "https://stackblitz.com/run?file=src%2FVirtualInventory.tsx",
    );
  });

  it("posts a hidden form with those fields to StackBlitz in a new tab", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.method.toLowerCase()).toBe("post");
      expect(this.action).toBe(stackBlitzAction("VirtualInventory.tsx"));
      expect(this.target).toBe("_blank");
      const data = new FormData(this);
      expect(data.get("project[template]")).toBe("node");
      expect(data.get("project[files][src/VirtualInventory.tsx]")).toBe(oneFile);
    });
    postToStackBlitz(project, "VirtualInventory.tsx", null);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector("form")).toBeNull();
    submit.mockRestore();
  });
});

describe("the file StackBlitz gets", () => {
  const fetchText = vi.fn(async (url: string) => `one file from ${url}`);

  it("is a self-contained example as it is, without fetching anything", async () => {
    expect(await projectCode({ raw: selfContained, baseUrl: "/finder/", fetchText })).toEqual({
      code: selfContained,
      edit: "none",
    });
    expect(fetchText).not.toHaveBeenCalled();
  });

  it("is the one-file version of an example that imports the site's files", async () => {
    const { code, edit } = await projectCode({
      raw: withSiteFiles,
      baseUrl: "/finder/",
      fetchText,
    });
    expect(code).toMatch(/^one file from \/finder\/assets\/one-file\/[0-9a-f]{8}\.tsx\.txt$/);
    expect(edit).toBe("none");
  });

  it("is the reader's edit when it imports only packages", async () => {
    const edited =
      'import { useState } from "react";\nexport default function Mine() { return null; }\n';
    expect(
      await projectCode({ raw: withSiteFiles, edited, baseUrl: "/finder/", fetchText }),
    ).toEqual({
      code: edited,
      edit: "sent",
    });
  });

  it("is the page's version when the edit imports the site's files, and says the edit was left out", async () => {
    const edited = `${withSiteFiles}\n// my change\n`;
    const { code, edit } = await projectCode({
      raw: withSiteFiles,
      edited,
      baseUrl: "/finder/",
      fetchText,
    });
    expect(code).toMatch(/^one file from /);
    expect(edit).toBe("left out");
  });
});
