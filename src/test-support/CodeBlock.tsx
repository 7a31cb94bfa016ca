// Unit tests run outside Docusaurus, whose CodeBlock needs the site's context. This stand-in
// (aliased as @theme/CodeBlock in vitest.config.ts) shows the code and marks that it was used,
// and whether it is in sight (src/tabPanel.ts), which decides whether the real one highlights.
import { useContext } from "react";
import { TabPanelShown } from "@site/src/tabPanel";

export default function CodeBlock({ children, title }: { children: string; title?: string }) {
  return (
    <pre data-testid="highlighted" title={title} data-in-sight={useContext(TabPanelShown)}>
      {children}
    </pre>
  );
}
