// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";

import Example from "./index";
import type { EditingProps } from "./editing/Editing";
import type { IslandComponent } from "../Island/shared";
import { keepEdit } from "./storage";
import { shareFragment } from "./shareLink";
import { encodeSharedCode } from "./editing/share";

// The editor itself is tested in the browser (e2e/tests/editable.mjs): here it only shows what it got.
vi.mock("./editing/Editing", () => ({
  default: (props: EditingProps) => (
    <p data-testid="editing" data-shared={props.shared}>
      {props.initial}
    </p>
  ),
}));

/** A demo island as a page gets it (see Island/loader.cjs), with what editing it needs. */
function island(id: string, load = vi.fn(async () => ({ modules: {} }))) {
  const Island: IslandComponent = Object.assign(() => <p>demo</p>, { editable: { id, load } });
  return { Island, load };
}

afterEach(cleanup);

const source = "export const answer = 42;\n";

/** The HTML Docusaurus would write at build time: rendered as on the server, with no window. */
async function serverHtml(element: React.ReactElement): Promise<string> {
  vi.stubGlobal("window", undefined);
  try {
    const { prelude } = await prerender(element);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe("Example", () => {
  it("renders the demo and its highlighted source", () => {
    render(
      <Example title="Answer.ts" source={source}>
        <p>demo</p>
      </Example>,
    );
    expect(screen.getByRole("region", { name: "Live demo: Answer.ts" }).textContent).toBe("demo");
    expect(screen.getByTestId("highlighted").textContent).toBe(source.trimEnd());
  });

  it("puts every source, given or loaded, in a closed disclosure after the demo", async () => {
    for (const element of [
      <Example key="given" title="Answer.ts" source={source}>
        <p>demo</p>
      </Example>,
      <Example key="loaded" title="Answer.ts" loadSource={async () => ({ default: source })}>
        <p>demo</p>
      </Example>,
    ]) {
      const container = document.createElement("div");
      container.innerHTML = await serverHtml(element);
      const figure = container.querySelector("figure") as HTMLElement;
      const details = figure.querySelector(":scope > details") as HTMLDetailsElement;
      expect(details.open).toBe(false);
      expect(details.querySelector("summary")?.textContent).toBe("Show the source of Answer.ts");
      expect(details.textContent).toContain("export const answer = 42;");
      expect(figure.firstElementChild?.getAttribute("aria-label")).toBe("Live demo: Answer.ts");
    }
  });

  it("starts a given source open when the page walks through it, and says so in its summary", async () => {
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(
      <Example title="Answer.ts" source={source} open>
        <p>demo</p>
      </Example>,
    );
    const details = container.querySelector("figure > details") as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(details.querySelector("summary")?.textContent).toBe("Source of Answer.ts");
    expect(details.textContent).toContain("export const answer = 42;");
  });

  // A closed disclosure's code is out of sight (src/tabPanel.ts): the site's CodeBlock then sends
  // it unhighlighted, and highlights it when the disclosure first opens.
  it("keeps a closed given source's code out of sight until it first opens", async () => {
    const { container } = render(
      <Example title="Answer.ts" source={source}>
        <p>demo</p>
      </Example>,
    );
    const block = screen.getByTestId("highlighted");
    expect(block.dataset.inSight).toBe("false");
    const details = container.querySelector("details") as HTMLDetailsElement;
    details.open = true;
    await act(async () => {
      fireEvent(details, new Event("toggle"));
    });
    expect(block.dataset.inSight).toBe("true");
    details.open = false;
    await act(async () => {
      fireEvent(details, new Event("toggle"));
    });
    expect(block.dataset.inSight, "once highlighted, it stays so").toBe("true");
  });

  it("has an open source's code in sight from the server's HTML on", async () => {
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(
      <>
        <Example title="Open.ts" source={source} open>
          <p>demo</p>
        </Example>
        <Example title="Closed.ts" source={source}>
          <p>demo</p>
        </Example>
      </>,
    );
    expect(
      [...container.querySelectorAll("[data-testid=highlighted]")].map((b) => [
        b.getAttribute("title"),
        b.getAttribute("data-in-sight"),
      ]),
    ).toEqual([
      ["Open.ts", "true"],
      ["Closed.ts", "false"],
    ]);
  });

  it("server-renders a deferred source as plain text", async () => {
    const html = await serverHtml(
      <Example title="Answer.ts" loadSource={async () => ({ default: source })}>
        <p>demo</p>
      </Example>,
    );
    expect(html).toContain("<code>export const answer = 42;</code>");
    expect(html).not.toContain("<!--$");
    expect(html).not.toContain('data-testid="highlighted"');
  });

  it("names a deferred source of a _ file as the reader would, in its summary and its imports", async () => {
    const part = 'import { rules } from "./_rules";\n';
    const html = await serverHtml(
      <Example title="_Controls.tsx" loadSource={async () => ({ default: part })}>
        <p>demo</p>
      </Example>,
    );
    expect(html).toContain("Show the source of <!-- -->Controls.tsx");
    expect(html).toContain("./rules");
    expect(html).not.toContain("_rules");
  });

  it("hydrates a deferred source without loading it, keeping the server's text", async () => {
    let loads = 0;
    const loadSource = async () => {
      loads += 1;
      return { default: source };
    };
    const element = (
      <Example title="Answer.ts" loadSource={loadSource}>
        <p>demo</p>
      </Example>
    );
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(element);
    document.body.append(container);
    loads = 0;
    const errors: unknown[] = [];
    const root = hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
    await act(async () => {});
    expect(errors).toEqual([]);
    expect(loads).toBe(0);
    expect(container.querySelector("details code")?.textContent).toBe(source.trimEnd());

    const details = container.querySelector("details") as HTMLDetailsElement;
    details.open = true;
    await act(async () => {
      fireEvent(details, new Event("toggle"));
    });
    expect(loads).toBe(1);
    expect(container.querySelector('[data-testid="highlighted"]')?.textContent).toBe(
      source.trimEnd(),
    );
    act(() => root.unmount());
    container.remove();
  });

  it("loads a deferred source when opened after a client-side render", async () => {
    const { container } = render(
      <Example title="Answer.ts" loadSource={async () => ({ default: source })}>
        <p>demo</p>
      </Example>,
    );
    expect(screen.queryByTestId("highlighted")).toBeNull();
    const details = container.querySelector("details") as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect((await screen.findByTestId("highlighted")).textContent).toBe(source.trimEnd());
  });

  it("offers Edit, named after the file, only around a demo island", () => {
    const { Island } = island("src/examples/Answer.tsx");
    render(
      <>
        <Example title="Answer.tsx" source={source}>
          <Island />
        </Example>
        <Example title="Plain.tsx" source={source}>
          <p>not an island</p>
        </Example>
      </>,
    );
    expect(
      screen.getAllByRole("button", { name: /^Edit/ }).map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Edit Answer.tsx"]);
  });

  it("opens the editor on the file's source when Edit is pressed", async () => {
    const { Island, load } = island("src/examples/Pressed.tsx");
    render(
      <Example title="Pressed.tsx" loadSource={async () => ({ default: source })}>
        <Island />
      </Example>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Edit Pressed.tsx" }));
    expect((await screen.findByTestId("editing")).textContent).toBe(source);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opens the editor again, with the reader's edit, when this tab kept one", async () => {
    keepEdit("src/examples/Kept.tsx", "export const kept = true;");
    const { Island } = island("src/examples/Kept.tsx");
    render(
      <Example title="Kept.tsx" source={source}>
        <Island />
      </Example>,
    );
    expect((await screen.findByTestId("editing")).textContent).toBe("export const kept = true;");
  });

  it("opens the editor on a shared link's code, over an edit this tab kept", async () => {
    const id = "src/examples/home/Shared.tsx";
    keepEdit(id, "export const kept = true;");
    const shared = "export const shared = '東京都 Café';\n";
    window.history.replaceState(null, "", `/finder/${shareFragment(id, encodeSharedCode(shared))}`);
    const { Island } = island(id);
    const { Island: Other } = island("src/examples/home/Other.tsx");
    try {
      render(
        <>
          <Example title="Shared.tsx" source={source}>
            <Island />
          </Example>
          <Example title="Other.tsx" source={source}>
            <Other />
          </Example>
        </>,
      );
      const editing = await screen.findByTestId("editing");
      expect(editing.textContent).toBe(shared);
      expect(editing.dataset.shared).toBe("applied");
      // The link names one demo: the other stays as the page has it.
      expect(screen.getAllByTestId("editing")).toHaveLength(1);
    } finally {
      keepEdit(id, undefined);
      window.history.replaceState(null, "", "/finder/");
    }
  });

  it("says so, and opens on the page's code, when a shared link's code cannot be read", async () => {
    const id = "src/examples/home/Cut.tsx";
    const data = encodeSharedCode("export const shared = 1;\n".repeat(50));
    window.history.replaceState(null, "", `/finder/${shareFragment(id, data.slice(0, 12))}`);
    const { Island } = island(id);
    try {
      render(
        <Example title="Cut.tsx" source={source}>
          <Island />
        </Example>,
      );
      const editing = await screen.findByTestId("editing");
      expect(editing.textContent).toBe(source);
      expect(editing.dataset.shared).toBe("unreadable");
    } finally {
      window.history.replaceState(null, "", "/finder/");
    }
  });

  it("offers Open in StackBlitz, named after the file and saying it opens a new tab, beside Edit", () => {
    const { Island } = island("src/examples/_Answer.tsx");
    render(
      <Example title="_Answer.tsx" source={source}>
        <Island />
      </Example>,
    );
    const buttons = screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"));
    expect(buttons.slice(0, 2)).toEqual([
      "Edit _Answer.tsx",
      "Open in StackBlitz: Answer.tsx (opens in new tab)",
    ]);
  });
});
