// Whether the content around a component is in sight: false inside a tab panel that is not chosen
// (src/theme/Tabs) and inside a disclosure that is closed (src/theme/Details, the Example's
// source). A code block there renders its code without highlighting (src/theme/CodeBlock): the
// same lines, line numbers and text, so the page's HTML keeps every word for reading without
// JavaScript and for the search, at a fraction of the elements, and the colours come when the
// panel is chosen or the disclosure opened.
import {
  createContext,
  createElement,
  useContext,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from "react";

export const TabPanelShown = createContext(true);

/**
 * Provides whether its content is in sight: only when `shown` and the content around it is, so
 * a chosen panel inside a panel not chosen, or an open disclosure inside a closed one, still
 * counts as out of sight.
 */
/**
 * For a disclosure (`<details>`): whether it has been open at least once, starting from `open`,
 * and the `onToggle` handler that notes its first opening. Its code is highlighted from then on.
 */
export function useOpenedOnce(
  open: boolean,
): [opened: boolean, onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void] {
  const [opened, setOpened] = useState(open);
  return [
    opened,
    (event) => {
      if (event.currentTarget.open) setOpened(true);
    },
  ];
}

export function ShownWhen({ shown, children }: { shown: boolean; children: ReactNode }) {
  const outer = useContext(TabPanelShown);
  return createElement(TabPanelShown.Provider, { value: outer && shown }, children);
}
