// Whether the content around a component is in sight as far as tabs go: false inside a tab panel
// that is not chosen (src/theme/Tabs provides it). A code block in such a panel renders its code
// without highlighting (src/theme/CodeBlock): the same lines, line numbers and text, so the page's
// HTML keeps every word for reading without JavaScript and for the search, at a fraction of the
// elements, and the colours come when the panel is chosen.
import { createContext } from "react";

export const TabPanelShown = createContext(true);
