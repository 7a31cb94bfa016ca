// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";

import Example from "./index";

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
});
