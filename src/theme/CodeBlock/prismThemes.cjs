// Webpack loader for prism-react-renderer's bundle (2.4), in the browser build only (see
// prismWithoutUnusedThemes in docusaurus.config.ts). The bundle registers its twenty themes on its
// `themes` export with a helper call that the minifier must keep, since it cannot know the call
// has no effect: so every theme came along with the highlighting, though the browser uses none of
// them by name (the site's colours are a style sheet and src/codePalettes.json). Marked pure, the
// call and the themes only it refers to go when nothing imports `themes`. (vsDark stays: the
// bundle's Highlight falls back to it.)
const marker = "__export(themes_exports, {";

module.exports = function prismThemes(source) {
  if (!source.includes(marker))
    throw new Error(
      `${this.resourcePath} no longer registers its themes with "${marker}": update src/theme/CodeBlock/prismThemes.cjs for this version of prism-react-renderer, or remove it.`,
    );
  return source.replace(marker, `/* @__PURE__ */ ${marker}`);
};
