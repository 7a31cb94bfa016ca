import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Config, Plugin } from "@docusaurus/types";
import type * as Preset from "@docusaurus/preset-classic";
import packageJson from "./package.json";
import reactPackageJson from "./packages/react/package.json";
import { ssrTemplate } from "./src/ssrTemplate";
import oneFileExamples from "./src/oneFile/plugin";
import typecheck from "./src/typecheck/plugin";
import { codeThemeCss, modeIndependentCodeTheme } from "./src/codeTheme";
import rehypeTableLabels from "./src/rehypeTableLabels";
import rehypeReferenceAnchors from "./src/rehypeReferenceAnchors";
import rehypeCodeBreaks from "./src/rehypeCodeBreaks";
import rehypeMemberSignatures from "./src/rehypeMemberSignatures";
import searchIndex from "./src/search/plugin";

const requireFromConfig = createRequire(import.meta.url);

// The repository URL lives in one place, package.json; GitHub Pages addresses follow from it:
// https://github.com/<org>/<project> is published at https://<org>.github.io/<project>/.
const repositoryUrl = packageJson.repository.url.replace(/\.git$/, "");
/** The packages' version (released together, so one number): the announcement bar and footer. */
const finderVersion = reactPackageJson.version;
const repositoryMatch = /github\.com\/([^/]+)\/([^/]+)$/.exec(repositoryUrl);
if (!repositoryMatch) {
  throw new Error(`package.json repository.url is not a GitHub URL: ${repositoryUrl}`);
}
const [, organizationName, projectName] = repositoryMatch as unknown as [string, string, string];
const baseUrl = `/${projectName}/`;

// Code colours for both modes in one theme, the style sheet that picks a mode's in the page's head.
const codeColours = (): Plugin => ({
  name: "finder-code-colours",
  injectHtmlTags: () => ({ headTags: [{ tagName: "style", innerHTML: codeThemeCss }] }),
});

// Without JavaScript a demo shows its first render but does nothing when used: a notice says so at
// the top of every demo (src/components/Island). It is a style sheet inside <noscript>, so it costs
// no JavaScript and never shows, even for a moment, when scripts run. Infima's colours for notes.
// Tabs cannot switch without JavaScript either: the same sheet shows every tab's panel one after
// another, each under its label (src/theme/TabItem), in place of the row of tabs.
const noScriptNotice = (): Plugin => ({
  name: "finder-no-script-notice",
  injectHtmlTags: () => ({
    headTags: [
      {
        tagName: "noscript",
        innerHTML: `<style>[data-island]::before{content:"JavaScript is off: this demo shows its first result and does not respond to input.";display:block;margin-bottom:1rem;padding:0.5rem 0.75rem;border-left:4px solid var(--ifm-color-info-dark);border-radius:var(--ifm-alert-border-radius);background:var(--ifm-color-info-contrast-background);color:var(--ifm-color-info-contrast-foreground);font-size:0.875rem}.tabs-container>[role=tablist]{display:none}.tabs-container>*>[role=tabpanel][hidden]{display:block}.tabs-container [data-tab-label]::before{content:attr(data-tab-label);display:block;margin:1.5rem 0 0.5rem;font-weight:var(--ifm-font-weight-bold)}</style>`,
      },
    ],
  }),
});

// The server renders code blocks straight from src/theme/CodeBlock/Live.tsx (load.server.ts):
// the browser's load.ts only fetches that chunk on demand, so the server would send plain text.
const codeBlockOnServer = (): Plugin => ({
  name: "finder-code-block-on-server",
  configureWebpack: (_config, isServer, { currentBundler }) =>
    isServer
      ? {
          plugins: [
            new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/load$/, (data) => {
              if (/[\\/]src[\\/]theme[\\/]CodeBlock$/.test(data.context ?? ""))
                data.request = "./load.server";
            }),
          ],
        }
      : {},
});

// theme-classic loads a client module on every page that mounts prism-react-renderer's Prism so
// `prism.additionalLanguages` can extend it. This site adds no languages, yet that module put Prism
// (26 KB gzip) and prismjs's language index (8 KB, pulled in by an empty language pattern) into
// the main bundle of every route. Aliasing it to `false` (an empty module) leaves Prism to load
// with the first code block, which imports it itself. Add languages? Remove this plugin.
const prismLanguageLoader = requireFromConfig.resolve(
  "@docusaurus/theme-classic/lib/prism-include-languages.js",
);
const withoutPrismLanguageLoader = (): Plugin => ({
  name: "finder-without-prism-language-loader",
  configureWebpack: () => ({ resolve: { alias: { [prismLanguageLoader]: false } } }),
});

// The browser's highlighting chunk without prism-react-renderer's unused themes
// (src/theme/CodeBlock/prismThemes.cjs says how).
const prismThemesLoader = fileURLToPath(
  new URL("./src/theme/CodeBlock/prismThemes.cjs", import.meta.url),
);
const prismWithoutUnusedThemes = (): Plugin => ({
  name: "finder-prism-without-unused-themes",
  configureWebpack: (_config, isServer) =>
    isServer
      ? {}
      : {
          module: {
            rules: [
              {
                test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
                use: [prismThemesLoader],
              },
            ],
          },
        },
});

// For `npm run audit:site`: which modules each client chunk holds and their gzip sizes, so the
// budget on Finder's packages plus demo code can be checked per route. Production builds only;
// written beside the build folder (build.modules.json) so nothing extra is deployed.
const moduleSizeReport = ({ outDir }: { outDir: string }): Plugin => ({
  name: "finder-module-size-report",
  configureWebpack: (_config, isServer) => {
    if (isServer || process.env.NODE_ENV !== "production") return {};
    const { BundleAnalyzerPlugin } = requireFromConfig("webpack-bundle-analyzer");
    return {
      plugins: [
        new BundleAnalyzerPlugin({
          analyzerMode: "json",
          // resolve() drops the trailing "/" Docusaurus may give outDir.
          reportFilename: `${resolve(outDir)}.modules.json`,
          openAnalyzer: false,
          logLevel: "warn",
        }),
      ],
    };
  },
});

// Docusaurus's persistent webpack cache is dropped when this file changes, but webpack cannot follow
// its TypeScript imports: an edited rehype plugin would leave pages compiled by the old one in the
// cache. Naming the plugins' files (the rehype* modules and the table helpers they share) as build
// dependencies drops the cache when any of them changes.
const markdownPluginFiles = readdirSync(fileURLToPath(new URL("./src/", import.meta.url)))
  .filter((name) => /^(rehype[A-Za-z]+|hastTables)\.ts$/.test(name))
  .map((name) => fileURLToPath(new URL(`./src/${name}`, import.meta.url)));
const cacheFollowsMarkdownPlugins = (): Plugin => ({
  name: "finder-cache-follows-markdown-plugins",
  configureWebpack: (config) => {
    if (typeof config.cache === "object" && config.cache.type === "filesystem")
      config.cache.buildDependencies = {
        ...config.cache.buildDependencies,
        markdownPlugins: markdownPluginFiles,
      };
    return {};
  },
});

// Demos as islands (src/components/Island): every component a page imports from src/examples is
// swapped, by a webpack loader, for an island. In the browser build that is a few lines that load
// the demo, Finder's packages and the demo's data with import() once the demo is needed, so none
// of them is in a route's first-load JavaScript; in the server build it renders the demo as its
// own React root, whose HTML the browser keeps until then. The demo files themselves are unchanged.
const examplesDir = fileURLToPath(new URL("./src/examples/", import.meta.url));
const docsDir = fileURLToPath(new URL("./docs/", import.meta.url));
// The demo data every demo shares; an edited demo may import any module of it.
const demoDataDir = fileURLToPath(new URL("./src/examples/data/", import.meta.url));
const islandLoader = fileURLToPath(new URL("./src/components/Island/loader.cjs", import.meta.url));
const staticIslandLoader = fileURLToPath(
  new URL("./src/components/Island/staticLoader.cjs", import.meta.url),
);
const finderModule = /[\\/](packages[\\/](core|react)|src[\\/]examples)[\\/]/;
const demoIslands = (): Plugin => ({
  name: "finder-demo-islands",
  configureWebpack: (config, isServer, { currentBundler }) => {
    // Docusaurus puts a module used by half the routes into `common`, which every route loads;
    // Finder's packages (used by every demo) would land there. Keep them in a chunk of their own
    // that loads with the first demo instead.
    const splitChunks = config.optimization?.splitChunks;
    if (!isServer && splitChunks && splitChunks.cacheGroups) {
      const { common } = splitChunks.cacheGroups;
      if (common && typeof common === "object" && !(common instanceof RegExp))
        common.test = (module) => !finderModule.test(module.nameForCondition() ?? "");
      splitChunks.cacheGroups.finder = {
        test: /[\\/]packages[\\/](core|react)[\\/]/,
        name: "finder",
        chunks: "async",
        priority: 45,
        enforce: true,
      };
    }
    return {
      plugins: [
        // A demo's source shown on its page (`!!raw-loader!…`) is text, not code: `?source` names
        // it apart in the module report, so the audit counts it as page content.
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^!!raw-loader!@site\/src\/examples\/[^?]*$/,
          (data) => {
            data.request += "?source";
          },
        ),
      ],
      module: {
        rules: [
          {
            test: /\.tsx$/,
            include: examplesDir,
            issuer: /\.mdx?$/,
            resourceQuery: { not: [/island/, /editable/] },
            enforce: "pre" as const,
            use: [{ loader: islandLoader, options: { isServer } }],
          },
          {
            // An MDX partial a page imports (a `.mdx` file whose name, or its folder's, starts
            // with "_") is static content: in the HTML, out of the first-load JavaScript
            // (src/components/Island/staticLoader.cjs).
            test: /[\\/]_[^\\/]+(?:[\\/][^\\/]+)*\.mdx$/,
            include: docsDir,
            issuer: /\.mdx?$/,
            resourceQuery: { not: [/island/] },
            enforce: "post" as const,
            use: [{ loader: staticIslandLoader, options: { isServer } }],
          },
          {
            // What an edited copy of a demo may import (src/components/Example/editing): loaded
            // when a reader presses Edit.
            test: /\.tsx$/,
            include: examplesDir,
            resourceQuery: /editable/,
            enforce: "pre" as const,
            use: [{ loader: islandLoader, options: { editable: true, sharedData: demoDataDir } }],
          },
        ],
      },
    };
  },
});

const config: Config = {
  title: "Finder",
  tagline: "Headless datatable management for things that aren't tables.",
  favicon: "img/logo.svg",

  url: `https://${organizationName}.github.io`,
  baseUrl,
  organizationName,
  projectName,
  // GitHub Pages serves `dir/index.html` for `dir/` and redirects `dir` to `dir/`,
  // so emitting every route as a folder with links ending in "/" avoids that redirect.
  trailingSlash: true,

  // Paints the server-rendered page before the scripts start: see src/ssrTemplate.ts.
  ssrTemplate,

  onBrokenLinks: "throw",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",

  i18n: {
    defaultLocale: "en",
    locales: ["en"],
    localeConfigs: { en: { label: "English", direction: "ltr", htmlLang: "en" } },
  },

  markdown: {
    hooks: {
      onBrokenMarkdownLinks: "warn",
      onBrokenMarkdownImages: "throw",
    },
  },

  // After a client-side navigation, the highlighted code block's chunk loads with the page, and
  // a linked heading stays at the top while the page's deferred parts arrive (src/anchorScroll.ts).
  clientModules: [
    "./src/prefetchWhenIdle.ts",
    "./src/theme/CodeBlock/preload.ts",
    "./src/anchorScroll.ts",
  ],

  plugins: [
    cacheFollowsMarkdownPlugins,
    withoutPrismLanguageLoader,
    prismWithoutUnusedThemes,
    codeColours,
    noScriptNotice,
    codeBlockOnServer,
    moduleSizeReport,
    demoIslands,
    // The "Copy as one file" text of every example that imports the site's own files, as static
    // files fetched when the button is pressed (src/oneFile).
    oneFileExamples,
    // The TypeScript compiler and the declarations an edited example is type-checked against, as
    // static files its worker fetches after a reader presses Edit (src/typecheck).
    typecheck,
    // Offline full-text search from static files, with no route of its own (the route list is
    // exact): the index is built from the finished pages (src/search), and src/theme/SearchBar
    // fetches it when a visitor first opens the search box.
    searchIndex,
  ],

  presets: [
    [
      "classic",
      {
        docs: {
          routeBasePath: "/",
          sidebarPath: "./sidebars.ts",
          breadcrumbs: true,
          lastVersion: "current",
          versions: { current: { label: "Next" } },
          rehypePlugins: [
            rehypeMemberSignatures,
            rehypeTableLabels,
            rehypeReferenceAnchors,
            rehypeCodeBreaks,
          ],
        },
        // Below 600 px a table of three columns or more becomes one card per row, each cell
        // under its column's name (src/rehypeTableLabels.ts, src/css/custom.css).
        pages: {
          rehypePlugins: [
            rehypeMemberSignatures,
            rehypeTableLabels,
            rehypeReferenceAnchors,
            rehypeCodeBreaks,
          ],
        },
        blog: false,
        theme: { customCss: "./src/css/custom.css" },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: "light",
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    // The release signal the specification leaves room for (it fixes one docs version, "Next"):
    // the packages' version from their manifest, with the release notes and the migration guide.
    // The id names the version, so a new release shows the bar again to readers who closed it.
    announcementBar: {
      id: `release-${finderVersion}`,
      content: `<strong>Finder ${finderVersion}</strong> is the latest release: <a href="${baseUrl}markdown-page/#releases">release notes and upgrading</a> · <a href="${baseUrl}markdown-page/#migration-guide">migrating from @hitgrab/finder</a>`,
      backgroundColor: "var(--finder-announcement-background)",
      textColor: "var(--finder-announcement-color)",
      isCloseable: true,
    },
    navbar: {
      title: "Finder",
      logo: { alt: "", src: "img/logo.svg", width: 32, height: 32 },
      items: [
        // Plain links rather than doc items: every page shares tutorialSidebar, so doc items
        // would all be marked current at once. A `to` link is current only inside its section.
        { to: "/getting-started/", label: "Guide", position: "left" },
        { to: "/api/", label: "API", position: "left" },
        { to: "/examples/", label: "Examples", position: "left" },
        { type: "localeDropdown", position: "right" },
        {
          href: repositoryUrl,
          label: "GitHub",
          position: "right",
          "aria-label": "Finder source code on GitHub",
        },
      ],
    },
    footer: {
      style: "dark",
      links: [
        {
          title: "More",
          items: [
            { label: "GitHub", href: repositoryUrl },
            // The release notes are the changelogs in the repository: a source-code hosting link.
            {
              label: `Changelog (${finderVersion})`,
              href: `${repositoryUrl}/blob/main/packages/react/CHANGELOG.md`,
            },
            { label: "Glossary and compatibility", to: "/markdown-page" },
            { label: "Migrating from @hitgrab/finder", to: "/markdown-page#migration-guide" },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Finder contributors. MIT licensed. Built with Docusaurus.`,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { theme: modeIndependentCodeTheme, darkTheme: modeIndependentCodeTheme },
  } satisfies Preset.ThemeConfig,
};

export default config;
