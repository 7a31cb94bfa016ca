// "Copy as one file": on a block that shows an example file importing the site's own files
// (`../data/gearShop`, `./ApartmentControls`), copies the example with those imports inlined, which
// a reader can paste into a fresh app (src/oneFile: made at build time, fetched only when pressed).
import { useContext, useEffect, useRef, useState, type ReactNode } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import { isFileName } from "@site/src/codeFileNames";
import { importsSiteFiles, oneFilePath } from "@site/src/oneFile/key";
import { RawCode } from "../rawCode";
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

export default function OneFileButton(): ReactNode {
  const raw = useContext(RawCode);
  const { metadata } = useCodeBlockContext();
  const url = useBaseUrl(raw === undefined ? "/" : oneFilePath(raw));
  const title = metadata.title;
  if (raw === undefined || typeof title !== "string" || !isFileName(title)) return null;
  if (!importsSiteFiles(raw)) return null;
  return <Button url={url} file={title} />;
}

function Button({ url, file }: { url: string; file: string }): ReactNode {
  const [state, setState] = useState<State>("idle");
  const reset = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  const copy = () => {
    if (state === "copying") return;
    window.clearTimeout(reset.current);
    setState("copying");
    copyWhenLoaded(fetchText(url)).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  useEffect(() => {
    if (state === "copied" || state === "failed")
      reset.current = window.setTimeout(() => setState("idle"), 4000);
  }, [state]);

  return (
    <>
      <button
        type="button"
        className={`clean-btn ${styles.oneFile}`}
        title={`Copy ${file} with what it imports from the site's own files inlined, to paste into an app`}
        data-state={state === "copied" || state === "failed" ? "done" : undefined}
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
    </>
  );
}
