// Replaces theme-classic's CodeBlock (3.9.1), which renders every code block twice in the
// browser: once to hydrate it and again, from scratch, right after (a `key` change), to switch
// its colours to the reader's mode. On long pages that second render, highlighting included, was
// most of the work after load (Lighthouse total blocking time). Here the colours are the same
// in both modes (src/codeTheme.ts), so no block renders again; and on the page the reader opened,
// a block keeps the server's HTML and renders only when a reader reaches for it: the pointer over
// it, a touch on it, the keyboard focus in it. Until then it is the same text, colours and layout
// without the copy and word-wrap buttons, which theme-classic never renders on the server and
// shows only on hover or focus. The highlighting code (Prism) loads only then too (./Live.tsx).
// After a client-side navigation there is no server HTML, and a block renders at once.
// A block that shows an example importing the site's own files has "Copy as one file" in its
// title bar from load (./OneFileButton.tsx).
// A block in a tab panel that is not chosen or in a closed disclosure (src/tabPanel.ts) renders its code without
// highlighting: the same container, title, lines and line numbers, one plain token per line, so
// the page's HTML has every word at a fraction of the elements. When its panel is chosen it
// renders highlighted, in the same place and size.
import {
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Props } from "@theme/CodeBlock";
import { hydratingServerHtml, keepServerHtml } from "@site/src/serverHtml";
import { TabPanelShown } from "@site/src/tabPanel";
import OneFileButton from "./OneFileButton";
import { oneFileOf, shownProps } from "./props";
import { liveCodeBlock, loadLiveCodeBlock } from "./load";
import styles from "./styles.module.css";

export default function CodeBlock(blockProps: Props): ReactNode {
  const block = <Block {...blockProps} />;
  const oneFile = oneFileOf(blockProps);
  // Beside the block, not among its hover-only buttons: always in sight, on phones too, and there
  // from load (the block itself may stay the server's HTML until a reader reaches for it).
  return oneFile ? (
    <div className={styles.withOneFile}>
      {block}
      <OneFileButton {...oneFile} />
    </div>
  ) : (
    block
  );
}

/** A language Prism does not know: one plain token per line. */
const unhighlighted = "text";

function Block(blockProps: Props): ReactNode {
  const inSight = useContext(TabPanelShown);
  const props = shownProps(blockProps);
  const [kept, setKept] = useState(hydratingServerHtml);
  // Whether the server's HTML of this block is its code without highlighting.
  const [plainOnServer] = useState(() => kept && !inSight);
  // Once its panel has been chosen, the block stays highlighted when another one is.
  const [highlighted, setHighlighted] = useState(inSight);
  if (inSight && !highlighted) setHighlighted(true);
  // Kept, the block waits for its chunk before it renders, so the server's HTML stays until then;
  // after a navigation it shows the plain code for the moment the chunk may still take.
  const [Live, setLive] = useState(liveCodeBlock);
  const box = useRef<HTMLDivElement>(null);
  // The code had the keyboard focus when it was reached for: its replacement takes it over.
  const refocus = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!kept || !element) return undefined;
    // Pointer events repeat as the pointer crosses the block's children: ask once.
    let reached = false;
    const render = () => {
      if (reached) return;
      reached = true;
      void loadLiveCodeBlock().then((loaded) =>
        startTransition(() => {
          setLive(() => loaded);
          setKept(false);
        }),
      );
    };
    const renderFocused = () => {
      refocus.current = true;
      render();
    };
    if (plainOnServer) {
      // Nothing to reach for while the panel is hidden; highlighted as soon as it is chosen.
      if (inSight) render();
      return undefined;
    }
    element.addEventListener("pointerover", render, { passive: true });
    element.addEventListener("touchstart", render, { passive: true });
    element.addEventListener("focusin", renderFocused);
    return () => {
      element.removeEventListener("pointerover", render);
      element.removeEventListener("touchstart", render);
      element.removeEventListener("focusin", renderFocused);
    };
  }, [kept, plainOnServer, inSight]);

  useEffect(() => {
    if (!kept && !Live) void loadLiveCodeBlock().then((loaded) => setLive(() => loaded));
  }, [kept, Live]);

  useLayoutEffect(() => {
    if (kept || !refocus.current) return;
    refocus.current = false;
    // Unless the reader has moved the focus on meanwhile, it lost it with the replaced element.
    if (document.activeElement === document.body || document.activeElement === null)
      box.current?.querySelector<HTMLElement>(".prism-code")?.focus();
  }, [kept]);

  if (kept)
    return (
      <div key="kept" ref={box} dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />
    );
  return (
    <div key="live" ref={box}>
      {!Live ? (
        <PlainCode {...props} />
      ) : highlighted ? (
        <Live {...props} />
      ) : (
        <Live {...props} language={unhighlighted} />
      )}
    </div>
  );
}

/** The code as plain text, for the moment the highlighting code may take to load. */
function PlainCode({ children }: Props): ReactNode {
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}
