// Webpack loader (see `demoIslands` in docusaurus.config.ts): an MDX partial (`_name.mdx`, or a
// file in a `_folder`) that a page imports is static content, such as a long reference table. The
// server build renders it in place; the browser build gets a few lines instead (static.tsx) that
// keep the server's HTML on the page the reader opens and load the partial only after a
// client-side navigation, so a long table is in the page's HTML but not in its first-load
// JavaScript. The partial itself is imported with `?island`, which this loader leaves alone.
//
// It runs as a pitching loader so that no other loader (the MDX compiler) sees its output.
const { readFileSync } = require("node:fs");

/**
 * What a partial may not hold, by line: a heading (`#` to `######`, or an `<h1>`–`<h6>` tag) or a
 * fenced code block (its copy button needs the code the browser never loads).
 */
function forbiddenLines(markdown) {
  const found = [];
  markdown.split("\n").forEach((line, index) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) found.push(`${index + 1} (a code block)`);
    else if (/^#{1,6}\s/.test(line) || /<h[1-6][\s>]/i.test(line))
      found.push(`${index + 1} (a heading)`);
  });
  return found;
}

module.exports = function passThrough(source) {
  return source;
};

module.exports.pitch = function staticIslandLoader() {
  const { isServer } = this.getOptions();
  this.addDependency(this.resourcePath);
  // Headings must stay in the page: its table of contents is built from its own headings and
  // those of the partials it imports, and this partial's are not there in the browser build.
  const forbidden = forbiddenLines(readFileSync(this.resourcePath, "utf8"));
  if (forbidden.length > 0) {
    throw new Error(
      `${this.resourcePath}: a partial imported by a page is static content, without headings or code blocks (line ${forbidden.join(", ")}); keep them in the page.`,
    );
  }
  const partial = JSON.stringify(`./${this.resourcePath.split(/[\\/]/).pop()}?island`);
  // `toc`: the page imports the partial's table-of-contents slice, empty without headings.
  return isServer
    ? `import Content from ${partial};
import { serverStaticIsland } from "@site/src/components/Island/server";
export default serverStaticIsland(Content);
export const toc = [];
`
    : `import { clientStaticIsland } from "@site/src/components/Island/static";
export default clientStaticIsland(() => import(${partial}));
export const toc = [];
`;
};
