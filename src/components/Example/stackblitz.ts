// "Open in StackBlitz": a Vite + React + TypeScript project made of an example as one file (the
// text "Copy as one file" copies, src/oneFile) and the files a Vite app needs around it, posted
// to StackBlitz's form API (https://developer.stackblitz.com/platform/api/post-api): a form with
// project[title], project[description], project[template] and one project[files][path] field per
// file, sent to https://stackblitz.com/run. Template "node" runs the project in WebContainers,
// which install the package.json's dependencies and run its dev script. Loaded with import() when
// the button is pressed: nothing of it is in a page's first load.
import sitePackage from "@site/package.json";
import reactPackage from "@site/packages/react/package.json";
import { shownSource } from "@site/src/codeFileNames";
import { importsSiteFiles, oneFilePath } from "@site/src/oneFile/key";

export const stackBlitzUrl = "https://stackblitz.com/run";

/** What StackBlitz gets. */
export interface StackBlitzProject {
  title: string;
  description: string;
  template: "node";
  files: Record<string, string>;
}

/** Vite's own packages, which the site does not depend on itself: the current major versions. */
const viteDevDependencies: Record<string, string> = {
  "@vitejs/plugin-react": "^5.0.0",
  vite: "^7.0.0",
};

/** The package an import names (`react-dom/client` → `react-dom`, `@scope/name/x` → `@scope/name`). */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The packages a file imports, each once, in order of first import. */
export function importedPackages(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(
    /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm,
  )) {
    const name = packageOf(match[1] ?? match[2] ?? "");
    if (name) names.add(name);
  }
  return [...names];
}

/** The version range the site's own package.json gives a package (Finder's: the release in main). */
function versionOf(name: string): string {
  if (name.startsWith("@finderjs/")) return `^${reactPackage.version}`;
  const site: Record<string, string | undefined> = {
    ...sitePackage.devDependencies,
    ...sitePackage.dependencies,
  };
  return site[name] ?? "latest";
}

const sorted = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The project: `code` (one file, a component as its default export) saved as `src/<file>` and
 * rendered by `src/main.tsx`, with the package.json, index.html, vite.config.ts and tsconfig.json
 * of a fresh Vite app.
 */
export function stackBlitzProject({
  file,
  code,
  pageTitle,
}: {
  /** The example's file name, e.g. "GearShopFinder.tsx". */
  file: string;
  /** Its text: the one-file version, or the file itself when it imports only packages. */
  code: string;
  /** The documentation page it comes from, for the project's description. */
  pageTitle: string;
}): StackBlitzProject {
  const name = file.replace(/\.tsx?$/, "");
  const imported = importedPackages(code);
  const dependencies: Record<string, string> = {};
  for (const pkg of ["react", "react-dom", ...imported]) dependencies[pkg] = versionOf(pkg);
  const packageJson = {
    name: `finder-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`,
    private: true,
    version: "0.0.0",
    type: "module",
    scripts: { dev: "vite", build: "tsc --noEmit && vite build", preview: "vite preview" },
    dependencies: sorted(dependencies),
    devDependencies: sorted({
      "@types/react": versionOf("@types/react"),
      "@types/react-dom": versionOf("@types/react-dom"),
      typescript: versionOf("typescript"),
      ...viteDevDependencies,
    }),
  };
  const files: Record<string, string> = {
    "package.json": `${JSON.stringify(packageJson, null, 2)}\n`,
    "index.html": `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${name} · Finder</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    "vite.config.ts": `import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({ plugins: [react()] });
`,
    "tsconfig.json": `${JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2022", "DOM", "DOM.Iterable"],
          module: "ESNext",
          moduleResolution: "bundler",
          jsx: "react-jsx",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          verbatimModuleSyntax: true,
        },
        include: ["src"],
      },
      null,
      2,
    )}\n`,
    "src/main.tsx": `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import ${name} from "./${name}";

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <${name} />
  </StrictMode>,
);
`,
    [`src/${file}`]: code.endsWith("\n") ? code : `${code}\n`,
  };
  return {
    title: `${name} · Finder`,
    description: `${file} from the Finder documentation (${pageTitle}), as a Vite app.`,
    template: "node",
    files,
  };
}

/** The form fields StackBlitz's POST API reads, in order. */
export function stackBlitzFields(project: StackBlitzProject): [string, string][] {
  return [
    ["project[title]", project.title],
    ["project[description]", project.description],
    ["project[template]", project.template],
    ...Object.entries(project.files).map(([path, text]): [string, string] => [
      `project[files][${path}]`,
      text,
    ]),
  ];
}

/** Where the form posts: StackBlitz, opening the example's own file in its editor. */
export const stackBlitzAction = (file: string) =>
  `${stackBlitzUrl}?${new URLSearchParams({ file: `src/${file}` }).toString()}`;

/**
 * The file StackBlitz gets, from the example's file as the site has it (`raw`, its "_" names
 * included) and the reader's edit, if any: the edit itself when it imports only packages; else the
 * example's one-file version (fetched from the build, as "Copy as one file" does), or the file as
 * shown when it imports only packages already. `edit` says whether an edit was left out.
 */
export async function projectCode({
  raw,
  edited,
  baseUrl,
  fetchText = defaultFetchText,
}: {
  raw: string;
  edited?: string;
  baseUrl: string;
  fetchText?: (url: string) => Promise<string>;
}): Promise<{ code: string; edit: "sent" | "left out" | "none" }> {
  const original = shownSource(raw);
  if (edited !== undefined && edited !== original && !importsSiteFiles(edited))
    return { code: edited, edit: "sent" };
  const edit = edited !== undefined && edited !== original ? "left out" : "none";
  if (!importsSiteFiles(raw)) return { code: original, edit };
  return { code: await fetchText(`${baseUrl}${oneFilePath(raw)}`), edit };
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Posts the project to StackBlitz from `tab`, the tab the click opened (so the browser does not
 * take it for a pop-up to block): the form goes into that tab's empty page and is sent from there.
 * Without one (the browser refused it), the form is sent from this page to a new tab.
 */
export function postToStackBlitz(
  project: StackBlitzProject,
  file: string,
  tab: Window | null,
): void {
  const page = tab?.document ?? document;
  const form = page.createElement("form");
  form.method = "POST";
  form.action = stackBlitzAction(file);
  form.target = tab ? "_self" : "_blank";
  form.hidden = true;
  for (const [name, value] of stackBlitzFields(project)) {
    const input = page.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  page.body.append(form);
  form.submit();
  if (!tab) form.remove();
}
