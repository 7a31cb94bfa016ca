// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { importable, problemOf, resolveImport, runSource } from "./run";

const id = "src/examples/home/Demo.tsx";
const options = {
  id,
  title: "Demo.tsx",
  modules: {
    "src/examples/data/format": async () => ({ shout: (text: string) => `${text}!` }),
  },
};

async function rendered(code: string): Promise<string> {
  const result = await runSource(code, options);
  if (!result.ok) throw new Error(`${result.problem.name}: ${result.problem.message}`);
  return renderToString(createElement(result.Component));
}

async function problem(code: string) {
  const result = await runSource(code, options);
  if (result.ok) throw new Error("the code ran");
  return result.problem;
}

describe("running an edited demo", () => {
  it("runs TypeScript and JSX that imports React, Finder and the demo data", async () => {
    const html = await rendered(
      [
        'import { useState } from "react";',
        'import { searchRule } from "@finderjs/core";',
        'import { shout } from "../data/format";',
        "",
        "const rule = searchRule<{ name: string }>({ searchFn: (item) => item.name });",
        "export default function Demo(): JSX.Element {",
        "  const [count] = useState<number>(2);",
        "  return <p>{shout(`${rule.id ?? 'search'} ${count}`)}</p>;",
        "}",
      ].join("\n"),
    );
    expect(html).toBe("<p>search 2!</p>");
  });

  it("reports a syntax error with its line and column", async () => {
    const found = await problem("export default function Demo() {\n  return <p>;\n}\n");
    expect(found.name).toBe("SyntaxError");
    expect(found.line).toBe(2);
    expect(found.column).toBeGreaterThan(0);
    expect(found.message).not.toMatch(/\(\d+:\d+\)/);
  });

  it("names what may be imported when the code imports anything else", async () => {
    const found = await problem(
      'import React from "react";\nimport pad from "left-pad";\nexport default () => React.createElement("p", null, pad("x"));\n',
    );
    expect(found.name).toBe("Import");
    expect(found.message).toContain('"left-pad" cannot be imported');
    expect(found.message).toContain("@finderjs/react");
    expect(found.message).toContain('"../data/format"');
    expect(found.line).toBe(2);
  });

  it("reports an error thrown while the module runs with its line", async () => {
    const found = await problem(
      "const items = [1, 2];\n\nconst first = (items as any).nope.value;\nexport default () => first;\n",
    );
    expect(found.name).toBe("TypeError");
    expect(found.line).toBe(3);
  });

  it("stops a loop that runs on while the module loads, naming its line", async () => {
    const started = performance.now();
    const found = await problem(
      "let n = 0;\n// while (false) in a comment is not a loop\nwhile (true) {\n  n++;\n}\nexport default () => n;\n",
    );
    expect(found.name).toBe("Stopped");
    expect(found.line).toBe(3);
    expect(found.message).toMatch(/this loop ran for more than 1 s without a pause/);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("stops a loop that runs on while the demo renders", async () => {
    const result = await runSource(
      "export default function Demo() {\n  let i = 0;\n  for (;;) i++;\n  return <p>{i}</p>;\n}\n",
      options,
    );
    if (!result.ok) throw new Error(result.problem.message);
    let thrown: unknown;
    try {
      renderToString(createElement(result.Component));
    } catch (error) {
      thrown = error;
    }
    expect(problemOf(thrown, "edited-example/Demo.tsx")).toMatchObject({
      name: "Stopped",
      line: 3,
    });
  });

  it("asks for a default export when there is none", async () => {
    const found = await problem("export const Demo = () => null;\n");
    expect(found.name).toBe("Export");
    expect(found.message).toContain("export default function");
  });
});

describe("import paths", () => {
  it("resolves relative imports against the demo's folder and leaves packages as they are", () => {
    expect(resolveImport("../data/gearShop", id)).toBe("src/examples/data/gearShop");
    expect(resolveImport("./rules.ts", id)).toBe("src/examples/home/rules");
    expect(resolveImport("@finderjs/react", id)).toBe("@finderjs/react");
  });

  it("lists what a demo can import as its code would write it", () => {
    expect(
      importable(id, [
        "react",
        "react/jsx-runtime",
        "src/examples/data/format",
        "src/examples/home/rules",
      ]),
    ).toEqual(["react", '"../data/format"', '"./rules"']);
  });

  it("lists a file whose name starts with _ by the name the page shows for it", () => {
    expect(importable(id, ["src/examples/home/_Controls"])).toEqual(['"./Controls"']);
  });

  it("runs code that imports a _ file by its shown name, or by its own", async () => {
    const withPart = {
      ...options,
      modules: { "src/examples/home/_Controls": async () => ({ label: "Controls" }) },
    };
    for (const specifier of ["./Controls", "./_Controls"]) {
      const result = await runSource(
        `import { label } from "${specifier}";\nexport default function Demo() { return <p>{label}</p>; }`,
        withPart,
      );
      if (!result.ok) throw new Error(result.problem.message);
      expect(renderToString(createElement(result.Component))).toBe("<p>Controls</p>");
    }
  });
});
