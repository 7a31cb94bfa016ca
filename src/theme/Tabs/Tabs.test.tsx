// @vitest-environment happy-dom
// The site's Tabs tells the code blocks in its panels whether they are in sight (src/tabPanel.ts):
// the chosen panel's are, unless the tabs themselves sit where nothing is (a panel not chosen of
// outer tabs, a closed disclosure); there the chosen panel's blocks stay unhighlighted too.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import TabItem from "@site/src/theme/TabItem";
import { ShownWhen } from "@site/src/tabPanel";
import Tabs from "./index";

// theme-common's tab state needs the site's router and storage: here the chosen value is plain
// state, shared by tabs of one groupId as Docusaurus syncs them.
const groups = new Map<string, Set<(value: string) => void>>();
vi.mock("@docusaurus/theme-common", () => ({ ThemeClassNames: { tabs: { container: "tabs" } } }));
vi.mock("@docusaurus/theme-common/internal", () => ({
  sanitizeTabsChildren: (children: ReactNode) =>
    Children.toArray(children).filter(isValidElement) as ReactElement<{ value: string }>[],
  useScrollPositionBlocker: () => ({ blockElementScrollPositionUntilNextRender: () => {} }),
  useTabs: ({
    children,
    defaultValue,
    groupId,
  }: {
    children: ReactElement<{ value: string; label?: string }>[];
    defaultValue?: string;
    groupId?: string;
  }) => {
    const [selectedValue, setSelected] = useState(defaultValue ?? children[0]?.props.value);
    if (groupId !== undefined) {
      const listeners = groups.get(groupId) ?? new Set();
      groups.set(groupId, listeners.add(setSelected));
    }
    return {
      selectedValue,
      selectValue: (value: string) => {
        if (groupId === undefined) setSelected(value);
        else for (const listener of groups.get(groupId) ?? []) listener(value);
      },
      tabValues: children.map(({ props }) => ({ value: props.value, label: props.label })),
    };
  },
}));

afterEach(() => {
  cleanup();
  groups.clear();
});

/** Whether each code block, in order, is in sight. */
const inSight = () =>
  screen.getAllByTestId("highlighted").map((block) => block.getAttribute("data-in-sight"));

function Inner({ groupId }: { groupId?: string }) {
  return (
    <Tabs groupId={groupId}>
      <TabItem value="npm">
        <CodeBlock>npm install</CodeBlock>
      </TabItem>
      <TabItem value="yarn">
        <CodeBlock>yarn add</CodeBlock>
      </TabItem>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("puts the chosen panel's code in sight, and the others' out", () => {
    render(<Inner />);
    expect(inSight()).toEqual(["true", "false"]);
    act(() => screen.getAllByRole("tab")[1]?.click());
    expect(inSight()).toEqual(["false", "true"]);
  });

  it("keeps the chosen panel of tabs in a panel not chosen out of sight, until that one is", () => {
    render(
      <Tabs>
        <TabItem value="outer-a">
          <CodeBlock>a</CodeBlock>
        </TabItem>
        <TabItem value="outer-b">
          <Inner />
        </TabItem>
      </Tabs>,
    );
    expect(inSight()).toEqual(["true", "false", "false"]);
    act(() => screen.getByRole("tab", { name: "outer-b" }).click());
    expect(inSight()).toEqual(["false", "true", "false"]);
  });

  it("keeps tabs synced by groupId out of sight where they sit out of sight", () => {
    render(
      <>
        <Inner groupId="manager" />
        <ShownWhen shown={false}>
          <Inner groupId="manager" />
        </ShownWhen>
      </>,
    );
    expect(inSight()).toEqual(["true", "false", "false", "false"]);
    act(() => screen.getAllByRole("tab", { name: "yarn" })[0]?.click());
    // Both groups chose yarn; only the tabs in sight show it in sight.
    expect(inSight()).toEqual(["false", "true", "false", "false"]);
  });
});
