// @vitest-environment happy-dom
// A Markdown page's <details> keeps the code blocks inside it out of sight while it is closed
// (src/tabPanel.ts): the site's CodeBlock then sends their code unhighlighted, and highlights it
// when the disclosure first opens.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import CodeBlock from "@theme/CodeBlock";
import { ShownWhen } from "@site/src/tabPanel";
import Details from "./index";

afterEach(cleanup);

const inSight = () => screen.getByTestId("highlighted").dataset.inSight;

async function toggle(details: HTMLDetailsElement, open: boolean) {
  details.open = open;
  await act(async () => {
    fireEvent(details, new Event("toggle"));
  });
}

describe("Details", () => {
  it("keeps its code out of sight while closed, in sight from its first opening on", async () => {
    const onToggle = vi.fn();
    const { container } = render(
      <Details summary="Show the source" onToggle={onToggle}>
        <CodeBlock>const shown = false;</CodeBlock>
      </Details>,
    );
    expect(inSight()).toBe("false");
    const details = container.querySelector("details") as HTMLDetailsElement;
    await toggle(details, true);
    expect(inSight()).toBe("true");
    await toggle(details, false);
    expect(inSight()).toBe("true");
    expect(onToggle, "a page's own toggle handler still runs").toHaveBeenCalled();
  });

  it("has its code in sight when it starts open, unless it sits out of sight itself", () => {
    render(
      <>
        <Details summary="Open" open>
          <CodeBlock>open</CodeBlock>
        </Details>
        <ShownWhen shown={false}>
          <Details summary="Open in a closed one" open>
            <CodeBlock>nested</CodeBlock>
          </Details>
        </ShownWhen>
      </>,
    );
    expect(screen.getAllByTestId("highlighted").map((block) => block.dataset.inSight)).toEqual([
      "true",
      "false",
    ]);
  });
});
