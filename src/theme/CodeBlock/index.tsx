// Replaces theme-classic's CodeBlock (3.9.1), which renders every code block twice in the
// browser: once to hydrate it and again, from scratch, right after (a `key` change), to switch
// its colours to the reader's mode. On long pages that second render, highlighting included, was
// most of the work after load (Lighthouse total blocking time). Here the colours are the same
// in both modes (src/codeTheme.ts), so no block renders again; and on the page the reader opened,
// a block keeps the server's HTML and renders only when a reader reaches for it: the pointer over
// it, a touch on it, the keyboard focus in it. Until then it is the same text, colours and layout
// without the copy and word-wrap buttons, which theme-classic never renders on the server and
// shows only on hover or focus. After a client-side navigation there is no server HTML, and a
// block renders at once, as before.
import {
  Children,
  isValidElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";
import { hydratingServerHtml } from "@site/src/components/Island/shared";

/** No HTML as React sees it, so it neither checks nor replaces the server's (see Island). */
const keepServerHtml = { __html: "" };

/** Text children as one string, which the block can highlight and copy. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join("") : children;
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const [kept, setKept] = useState(hydratingServerHtml);
  const box = useRef<HTMLDivElement>(null);
  // The code had the keyboard focus when it rendered: the new element takes it over.
  const refocus = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!kept || !element) return undefined;
    // The pointer or a finger on its way to the buttons (which only a rendered block has): time
    // enough to render without holding anything up.
    const render = () => startTransition(() => setKept(false));
    // The keyboard: the focused code is replaced at once, and the focus moves to its replacement.
    const renderFocused = () => {
      refocus.current = true;
      flushSync(() => setKept(false));
    };
    element.addEventListener("pointerover", render, { passive: true });
    element.addEventListener("touchstart", render, { passive: true });
    element.addEventListener("focusin", renderFocused);
    return () => {
      element.removeEventListener("pointerover", render);
      element.removeEventListener("touchstart", render);
      element.removeEventListener("focusin", renderFocused);
    };
  }, [kept]);

  useLayoutEffect(() => {
    if (kept || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>(".prism-code")?.focus();
  }, [kept]);

  if (kept)
    return (
      <div key="kept" ref={box} dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />
    );
  const content = asText(children);
  return (
    <div key="live" ref={box}>
      {typeof content === "string" ? (
        <StringContent {...props}>{content}</StringContent>
      ) : (
        <ElementContent {...props}>{content}</ElementContent>
      )}
    </div>
  );
}
