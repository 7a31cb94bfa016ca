// "Copy as one file", beside a block that shows an example file importing the site's own files
// (`../data/gearShop`, `./ApartmentControls`): copies the example with those imports inlined, which
// a reader can paste into a fresh app (src/oneFile: made at build time, fetched only when pressed).
// It sits in the block's title bar, always shown. It renders once the page is interactive, so a
// page read without JavaScript shows no button that does nothing.
import { useEffect, useRef, useState, type ReactNode } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useIsBrowser from "@docusaurus/useIsBrowser";
import styles from "./styles.module.css";

type State = "idle" | "copying" | "copied" | "failed";

const labels: Record<State, string> = {
  idle: "Copy as one file",
  copying: "Copying…",
  copied: "Copied",
  failed: "Copy failed",
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Writes the text that `text` resolves to. Where the browser takes a promise in a ClipboardItem,
 * the clipboard is claimed during the click and filled when the text arrives (Safari refuses a
 * write that comes after an await); elsewhere the text is written once it is here.
 */
async function copyWhenLoaded(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return;
    } catch (error) {
      // A failed download is the error to report; otherwise try the plain way.
      await text;
      if (!(error instanceof DOMException)) throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** `file`: the name the block's title shows; `path`: its one file, under the base URL. */
export default function OneFileButton({ file, path }: { file: string; path: string }): ReactNode {
  const url = useBaseUrl(path);
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<State>("idle");
  const reset = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);
  useEffect(() => {
    if (state === "copied" || state === "failed")
      reset.current = window.setTimeout(() => setState("idle"), 4000);
  }, [state]);
  if (!isBrowser) return null;

  const copy = () => {
    if (state === "copying") return;
    window.clearTimeout(reset.current);
    setState("copying");
    copyWhenLoaded(fetchText(url)).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };

  return (
    <div className={styles.oneFileBar}>
      <button
        type="button"
        className={`clean-btn ${styles.oneFile}`}
        title={`Copy ${file} with what it imports from the site's own files inlined, to paste into an app`}
        onClick={copy}
        data-one-file={url}
      >
        {labels[state]}
      </button>
      <span role="status" className={styles.status}>
        {state === "copied"
          ? `Copied ${file} as one file`
          : state === "failed"
            ? `Could not copy ${file} as one file`
            : ""}
      </span>
    </div>
  );
}
