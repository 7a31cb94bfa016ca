// Replaces theme-classic's Tabs (3.9.1), which mounts its whole content again right after
// hydration (a `key` change, its temporary fix for Docusaurus issue 5653: a default tab that the
// browser computes differently from the server, which this site's tabs never do). Its panels
// hold long code blocks, so that second mount was the largest piece of work after load on the
// pages with tabs, and it threw away the server's HTML that src/theme/CodeBlock keeps. The same
// markup and keyboard, mounted once: `useTabs` still picks up a tab chosen by `groupId` or
// `queryString`, in a layout effect, if one is ever used.
import { cloneElement, useRef, type KeyboardEvent, type ReactNode } from "react";
import clsx from "clsx";
import { ThemeClassNames } from "@docusaurus/theme-common";
import {
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
} from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/Tabs";
import { ShownWhen } from "@site/src/tabPanel";
import { loadLiveCodeBlock } from "@site/src/theme/CodeBlock/load";
import styles from "./styles.module.css";

export default function Tabs(props: Props): ReactNode {
  const items = sanitizeTabsChildren(props.children);
  const { selectedValue, selectValue, tabValues } = useTabs({ ...props, children: items });
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);

  const choose = (index: number) => {
    const tab = tabs.current[index];
    const value = tabValues[index]?.value;
    if (!tab || value === undefined || value === selectedValue) return;
    // The tab stays where it is on screen while the panel below it changes height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  // Left and right move the focus along the tabs (wrapping round); Enter chooses.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (event.key === "Enter") choose(index);
    else if (step !== undefined)
      tabs.current[(index + step + tabValues.length) % tabValues.length]?.focus();
  };

  return (
    <div className={clsx(ThemeClassNames.tabs.container, "tabs-container", styles.tabList)}>
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={clsx("tabs", { "tabs--block": props.block }, props.className)}
        onPointerOver={preloadHighlighting}
        onFocus={preloadHighlighting}
      >
        {tabValues.map(({ value, label, attributes }, index) => (
          <li
            key={value}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            role="tab"
            tabIndex={value === selectedValue ? 0 : -1}
            aria-selected={value === selectedValue}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...attributes}
            className={clsx(
              "tabs__item",
              styles.tabItem,
              attributes?.className as string | undefined,
              {
                "tabs__item--active": value === selectedValue,
              },
            )}
          >
            {label ?? value}
          </li>
        ))}
      </ul>
      {props.lazy ? (
        items
          .filter((item) => item.props.value === selectedValue)
          .map((item) =>
            cloneElement(item, {
              key: item.props.value,
              className: clsx("margin-top--md", item.props.className),
            }),
          )
      ) : (
        <div className="margin-top--md">
          {items.map((item) => (
            // In sight only if the tabs are: a chosen panel of tabs inside a panel not chosen
            // is not (src/tabPanel.ts).
            <ShownWhen key={item.props.value} shown={item.props.value === selectedValue}>
              {cloneElement(item, { hidden: item.props.value !== selectedValue })}
            </ShownWhen>
          ))}
        </div>
      )}
    </div>
  );
}

/** The highlighting of code blocks, fetched before a panel that needs it is chosen. */
function preloadHighlighting() {
  void loadLiveCodeBlock();
}
