// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { pushedAddresses } from "@site/src/test-support/router";
import { serverStaticIsland } from "./server";
import { clientStaticIsland } from "./static";
import type { DemoModule } from "./shared";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A partial: a table with a link to another page. */
function Reference() {
  return (
    <table>
      <tbody>
        <tr>
          <td>
            <a href="/finder/rules/">Rules</a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const Page = ({ Partial }: { Partial: React.ComponentType }) => (
  <main>
    <h2 id="reference">Reference</h2>
    <Partial />
  </main>
);

/** Docusaurus's mark on the document: "false" in the server's HTML, "true" once hydrated. */
const setHydrated = (value: "false" | "true") => {
  document.documentElement.dataset.hasHydrated = value;
};

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hasHydrated;
  pushedAddresses.length = 0;
  vi.restoreAllMocks();
});

async function hydratedServerPage() {
  setHydrated("false");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page Partial={serverStaticIsland(Reference)} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const load = vi.fn(async (): Promise<DemoModule> => ({ default: Reference }));
  const Partial = clientStaticIsland(load);
  await act(async () => {
    hydrateRoot(container, <Page Partial={Partial} />);
  });
  setHydrated("true");
  return { container, serverHtml, load };
}

describe("a static island (an MDX partial)", () => {
  it("keeps the server's HTML on the page the reader opened, loading nothing", async () => {
    const errors = vi.spyOn(console, "error");
    const { container, serverHtml, load } = await hydratedServerPage();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector("[data-static-island] a")?.textContent).toBe("Rules");
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("follows a link in the kept HTML with a client-side navigation", async () => {
    const { container } = await hydratedServerPage();
    const link = container.querySelector("a") as HTMLAnchorElement;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pushedAddresses).toEqual(["/finder/rules/"]);
  });

  it("leaves a click with a modifier key to the browser (a new tab)", async () => {
    const { container } = await hydratedServerPage();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    container.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(pushedAddresses).toEqual([]);
  });

  it("loads and renders the partial after a client-side navigation", async () => {
    setHydrated("true");
    const load = vi.fn(async (): Promise<DemoModule> => ({ default: Reference }));
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page Partial={clientStaticIsland(load)} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("[data-static-island] a")?.textContent).toBe("Rules");
  });
});

describe("the static island loader", () => {
  const loader = createRequire(import.meta.url)("./staticLoader.cjs") as {
    pitch: (this: object) => string;
  };
  it("fails the build for a partial with a heading or a code block, naming the lines", () => {
    const file = join(mkdtempSync(join(tmpdir(), "partial-")), "_part.mdx");
    writeFileSync(file, "Text.\n\n## A heading\n\n```ts\nconst a = 1;\n```\n");
    const context = {
      resourcePath: file,
      getOptions: () => ({ isServer: false }),
      addDependency: () => {},
    };
    expect(() => loader.pitch.call(context)).toThrow(
      /without headings or code blocks \(line 3 \(a heading\), 5 \(a code block\), 7 \(a code block\)\)/,
    );
  });
});
