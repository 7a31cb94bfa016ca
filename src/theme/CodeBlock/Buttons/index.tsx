// theme-classic's code-block buttons (word wrap, copy) with "Copy as one file" beside them, for a
// block that shows an example importing the site's own files (./OneFileButton.tsx). Like
// theme-classic's, the buttons render only in the browser, in the highlighted block's chunk
// (../Live.tsx), which loads when a reader reaches for a block.
import type { ReactNode } from "react";
import clsx from "clsx";
import BrowserOnly from "@docusaurus/BrowserOnly";
import CopyButton from "@theme/CodeBlock/Buttons/CopyButton";
import WordWrapButton from "@theme/CodeBlock/Buttons/WordWrapButton";
// The group's place and its buttons' look, as theme-classic gives them.
import themeStyles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css";
import OneFileButton from "./OneFileButton";

export default function CodeBlockButtons({ className }: { className?: string }): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, themeStyles.buttonGroup)}>
          <WordWrapButton />
          <CopyButton />
          <OneFileButton />
        </div>
      )}
    </BrowserOnly>
  );
}
