// The server build's version of a demo imported by a page (see loader.cjs): the demo is rendered
// as its own React root, the way the browser hydrates it later (client.tsx), and its HTML is put
// into the page as is.
import { useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { islandPrefix, type Editable, type IslandComponent } from "./shared";

export function serverIsland(Demo: ComponentType, editable?: Editable): IslandComponent {
  function Island() {
    return <IslandHtml Demo={Demo} prefix={islandPrefix(useId())} />;
  }
  return Object.assign(Island, { editable });
}

/** A component without hooks: the nested render may reset the hook state of the component it runs in. */
function IslandHtml({ Demo, prefix }: { Demo: ComponentType; prefix: string }) {
  const html = renderToString(<Demo />, { identifierPrefix: prefix });
  return <div data-island="" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The server build's version of an MDX partial imported by a page (see staticLoader.cjs): it
 * renders in place, inside the box the browser keeps (static.tsx).
 */
export function serverStaticIsland(Content: ComponentType): ComponentType {
  return function StaticIsland() {
    return (
      <div data-static-island="">
        <Content />
      </div>
    );
  };
}
