// Client module: after a client-side navigation the next page's code blocks render at once (there
// is no server HTML to keep), so their chunk starts loading as the navigation starts, while
// Docusaurus loads the page's own chunks, rather than when the page first renders. Docusaurus
// reports every change of address here, an in-page anchor too: the chunk then loads a little
// earlier than it had to, once.
import type { ClientModule } from "@docusaurus/types";
import { loadLiveCodeBlock } from "./load";

const preload: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    if (previousLocation) void loadLiveCodeBlock();
  },
};

export default preload;
