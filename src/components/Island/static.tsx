// The browser build's version of an MDX partial imported by a page (see staticLoader.cjs). On
// the page the reader opens, its content is in the server's HTML: the page hydrates it as a leaf
// and keeps that HTML, and the partial's code is never loaded. After a client-side navigation
// there is no server HTML: the partial loads with import() and renders in the page's own tree,
// with the page's Markdown components and links.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { useHistory } from "@docusaurus/router";
import { hydratingServerHtml, keepServerHtml } from "@site/src/serverHtml";
import type { DemoModule } from "./shared";

export function clientStaticIsland(load: () => Promise<DemoModule>): ComponentType {
  // A page module that runs after hydration is the target of a client-side navigation: start
  // loading the partial now, while the rest of the page renders.
  const early = hydratingServerHtml() ? undefined : load();
  const Content = lazy(() => early ?? load());
  return function StaticIsland() {
    const [fromServer] = useState(hydratingServerHtml);
    const box = useRef<HTMLDivElement>(null);
    const history = useHistory();
    useEffect(() => {
      const element = box.current;
      if (!fromServer || !element) return undefined;
      // The kept HTML has plain links: a link to another page of the site navigates on the
      // client, as the page's own links do, instead of loading the whole site again.
      const followLink = (event: MouseEvent) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (
          !link ||
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          (link.target !== "" && link.target !== "_self") ||
          link.hasAttribute("download")
        )
          return;
        const url = new URL(link.href);
        if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
          return;
        event.preventDefault();
        history.push(`${url.pathname}${url.search}${url.hash}`);
      };
      element.addEventListener("click", followLink);
      return () => element.removeEventListener("click", followLink);
    }, [fromServer, history]);
    return fromServer ? (
      <div
        ref={box}
        data-static-island=""
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    ) : (
      <div data-static-island="">
        {/* Marks the partial as on its way, for src/anchorScroll.ts, which keeps a linked heading
            in view until deferred content like this has arrived. */}
        <Suspense fallback={<span data-static-island-loading="" hidden />}>
          <Content />
        </Suspense>
      </div>
    );
  };
}
