// Webpack loader (see `islands` in docusaurus.config.ts): a demo component that a page imports from
// src/examples is replaced by an island. In the browser build the page gets a few lines that load
// the demo with import() when it is needed (client.tsx); in the server build, one that renders it
// as its own React root (server.tsx). The demo file itself is imported with `?island`, which this
// loader leaves alone.
module.exports = function islandLoader() {
  const { isServer } = this.getOptions();
  const demo = JSON.stringify(`./${this.resourcePath.split(/[\\/]/).pop()}?island`);
  return isServer
    ? `import Demo from ${demo};
import { serverIsland } from "@site/src/components/Island/server";
export default serverIsland(Demo);
`
    : `import { clientIsland } from "@site/src/components/Island/client";
export default clientIsland(() => import(${demo}));
`;
};
