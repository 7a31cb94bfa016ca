// @vitest-environment happy-dom
// Every demo file under src/examples renders on the server and then hydrates in a DOM with no
// console errors: the same guarantee Docusaurus needs at build time and in the browser. The
// server pass runs with the DOM globals removed, as in the static build. Files whose name starts
// with `_` are shown on a page but not rendered, so they are left out, like the shared data and the
// shared parts in ui/ (a part has no default export: ui/Pager.test.tsx renders it).
import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "react";

const modules = import.meta.glob<{ default: ComponentType }>(
  ["./**/*.tsx", "!./**/*.test.tsx", "!./data/**", "!./ui/**", "!./**/_*"],
  { eager: true },
);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The DOM globals a component might test for (`typeof window`) to tell server from browser.
const BROWSER_GLOBALS = ["window", "self", "document", "navigator", "localStorage", "matchMedia"];

/**
 * Runs `render` the way the static build does: with no DOM globals at all, so a component that
 * renders differently when `window` exists produces a hydration mismatch here, not only in prod.
 */
function withoutBrowserGlobals<T>(render: () => T): T {
  const saved = BROWSER_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const [name] of saved) Reflect.deleteProperty(globalThis, name);
  try {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
    return render();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    }
  }
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("every example renders on the server and hydrates cleanly", () => {
  const entries = Object.entries(modules);
  it("finds the example files", () => {
    // Guards the glob itself: if it stopped matching, every demo would go untested silently.
    expect(entries.length).toBeGreaterThan(0);
  });
  for (const [path, module] of entries) {
    it(path, async () => {
      const errors = vi.spyOn(console, "error");
      const Demo = module.default;
      expect(typeof Demo).toBe("function");
      const html = withoutBrowserGlobals(() => renderToString(createElement(Demo)));
      expect(html.length).toBeGreaterThan(0);
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.appendChild(container);
      const root = await act(async () => hydrateRoot(container, createElement(Demo)));
      expect(errors).not.toHaveBeenCalled();
      // A list cut short says what is left out in one wording across the demos: "and N more".
      for (const element of container.querySelectorAll("li, p"))
        if (/^\W*and\b.*\bmore\b/i.test(element.textContent ?? ""))
          expect(element.textContent).toMatch(/^and \d+ more$/);
      await act(async () => root.unmount());
    });
  }
});
