import { Children, isValidElement, use, useEffect, useRef, useState, type ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { shownSource, shownTitle } from "@site/src/codeFileNames";
import { ShownWhen, useOpenedOnce } from "@site/src/tabPanel";
import type { Editable, IslandComponent } from "../Island/shared";
import type { Loaded } from "./editing";
import { keptEdit } from "./storage";
import { sharedDataOf } from "./shareLink";
import styles from "./styles.module.css";

/** What `import("!!raw-loader!…")` resolves to: the file's text. */
export interface SourceModule {
  default: string;
}

interface CommonProps {
  /** The live demo: the default export of the file whose source is shown. */
  children: ReactNode;
  /** File name shown above the code, e.g. "SearchDemo.tsx". */
  title: string;
}

export type ExampleProps = CommonProps &
  (
    | {
        /** The file's text, imported with `!!raw-loader!`, in a disclosure below the demo. */
        source: string;
        /**
         * Starts the disclosure open: for a tutorial step, whose prose walks through the code.
         * Elsewhere the source starts closed, below the demo it renders.
         */
        open?: boolean;
      }
    | {
        /**
         * Loads the file's text (`() => import("!!raw-loader!…")`), shown in a closed disclosure:
         * for long files, whose text would otherwise ride along in the page's first-load JavaScript.
         */
        loadSource: () => Promise<SourceModule>;
      }
  );

/** What an island among the children tells about editing its demo (see Island/loader.cjs). */
function editableOf(children: ReactNode): Editable | undefined {
  let editable: Editable | undefined;
  Children.forEach(children, (child) => {
    if (isValidElement(child) && typeof child.type !== "string")
      editable ??= (child.type as Partial<IslandComponent>).editable;
  });
  return editable;
}

/**
 * A live demo with the exact source that renders it. When the demo is an island (every demo a
 * page imports from src/examples), an Edit button opens the source in an editor in place and runs
 * the reader's version instead (./editing, loaded only then); a page opened on a shared link to
 * the demo (./shareLink.ts) opens it with the link's code. Open in StackBlitz sends the example,
 * as one file, to StackBlitz as a Vite app (./stackblitz.ts, loaded only then).
 */
export default function Example(props: ExampleProps) {
  const { children, title } = props;
  const editable = editableOf(children);
  const [editing, setEditing] = useState<Loaded | "loading" | "failed">();
  const editButton = useRef<HTMLButtonElement>(null);
  const figure = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  const scrollToShared = useRef(false);
  const baseUrl = useBaseUrl("/");
  const [stackBlitz, setStackBlitz] = useState("");

  const startEditing = (focusEditor: boolean, shared?: string) => {
    if (!editable?.load || editing === "loading") return;
    setEditing("loading");
    import("./editing")
      .then((editor) =>
        editor.prepare(
          editable,
          "source" in props ? props.source : props.loadSource,
          focusEditor,
          shared,
        ),
      )
      .then(setEditing, () => setEditing("failed"));
  };

  // Opened on a shared link to this demo: its code runs in the editor. Coming back to the page: an
  // edit kept in this tab opens again.
  useEffect(() => {
    if (!editable) return;
    const shared = sharedDataOf(window.location.hash, editable.id);
    if (shared !== undefined) {
      scrollToShared.current = true;
      startEditing(false, shared);
    } else if (keptEdit(editable.id) !== undefined) startEditing(false);
    // Once, when the page shows: later presses of Edit start editing themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (editing === undefined && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
    // The fragment names no heading, so the browser scrolled nowhere: bring the demo into view.
    if (typeof editing === "object" && scrollToShared.current) {
      scrollToShared.current = false;
      figure.current?.scrollIntoView({ block: "start" });
    }
  }, [editing]);

  /**
   * Open in StackBlitz: the tab opens with the click (a tab opened after loading would be blocked
   * as a pop-up), then the project is posted into it. `edited`: the editor's code, sent as it is
   * when it imports only packages; an edit that imports the site's own files cannot be made one
   * file in the browser, so the page's version goes instead, and the status says so.
   */
  const openInStackBlitz = (edited?: string) => {
    const file = shownTitle(title);
    const tab = window.open("about:blank", "_blank");
    if (tab) {
      tab.opener = null;
      tab.document.title = `Opening ${file} in StackBlitz…`;
    }
    setStackBlitz(`Opening ${file} in StackBlitz in a new tab…`);
    const rawSource =
      "source" in props
        ? Promise.resolve(props.source)
        : props.loadSource().then((loaded) => loaded.default);
    Promise.all([import("./stackblitz"), rawSource])
      .then(async ([stackblitz, raw]) => {
        const { code, edit } = await stackblitz.projectCode({ raw, edited, baseUrl });
        const project = stackblitz.stackBlitzProject({
          file,
          code,
          pageTitle: document.title.split(" | ")[0] ?? document.title,
        });
        stackblitz.postToStackBlitz(project, file, tab);
        setStackBlitz(
          edit === "left out"
            ? `Opened the page's version of ${file} in StackBlitz: your edit imports the site's own files, which only the page's version has copied in.`
            : `Opened ${file} in StackBlitz in a new tab.`,
        );
      })
      .catch(() => {
        tab?.close();
        setStackBlitz(`Could not open ${file} in StackBlitz. Try again.`);
      });
  };

  const stackBlitzButton = (edited?: string) => (
    <>
      <button
        type="button"
        className="button button--sm button--secondary"
        aria-label={`Open in StackBlitz: ${shownTitle(title)} (opens in new tab)`}
        onClick={() => openInStackBlitz(edited)}
      >
        Open in StackBlitz
      </button>
      <span role="status" className={styles.status} data-stackblitz-status="">
        {stackBlitz}
      </span>
    </>
  );

  if (editable && typeof editing === "object") {
    const { Editing, ...start } = editing;
    return (
      <figure className={styles.example} ref={figure}>
        <Editing
          id={editable.id}
          title={title}
          {...start}
          onReset={() => {
            refocus.current = true;
            setEditing(undefined);
          }}
          tools={stackBlitzButton}
        />
      </figure>
    );
  }

  return (
    <figure className={styles.example} ref={figure}>
      <div className={styles.demo} aria-label={`Live demo: ${title}`} role="region">
        {children}
      </div>
      {editable && (
        <div className={styles.toolbar}>
          <button
            ref={editButton}
            type="button"
            className="button button--sm button--secondary"
            aria-label={`Edit ${title}`}
            aria-disabled={editing === "loading"}
            onClick={() => startEditing(true)}
          >
            Edit
          </button>
          {stackBlitzButton()}
          <span role="status" className={styles.status}>
            {editing === "loading"
              ? "Loading the editor…"
              : editing === "failed"
                ? "The editor could not load. Try again."
                : "Change the code: the demo re-runs as you type."}
          </span>
        </div>
      )}
      {"source" in props ? (
        <GivenSource title={title} source={props.source} open={props.open ?? false} />
      ) : (
        <DeferredSource title={title} loadSource={props.loadSource} />
      )}
    </figure>
  );
}

/**
 * Every demo's source in the same place: a disclosure below the demo, closed unless the page
 * walks through it. Its code is in the HTML either way (for search, and for readers without
 * JavaScript); while the disclosure is closed, without highlighting (src/tabPanel.ts), which
 * comes when it first opens.
 */
function GivenSource({ title, source, open }: { title: string; source: string; open: boolean }) {
  const [opened, onToggle] = useOpenedOnce(open);
  return (
    <details className={styles.source} open={open} onToggle={onToggle}>
      <summary>
        {open ? "Source of" : "Show the source of"} {shownTitle(title)}
      </summary>
      <ShownWhen shown={opened}>
        <HighlightedSource title={title} source={source} />
      </ShownWhen>
    </details>
  );
}

function HighlightedSource({ title, source }: { title: string; source: string }) {
  return (
    <CodeBlock language={title.endsWith(".ts") ? "ts" : "tsx"} title={title} showLineNumbers>
      {source.trimEnd()}
    </CodeBlock>
  );
}

/** One load per loader: the server renders a component again after `use()` suspends it. */
const serverLoads = new WeakMap<() => Promise<SourceModule>, Promise<SourceModule>>();

/**
 * A source in a disclosure whose text loads when it first opens. The server waits for the text,
 * so the HTML carries it as plain, readable code (also without JavaScript). The browser hydrates
 * that element without the text (suppressHydrationWarning keeps the server's), so neither the
 * text nor its highlighting is in the page's JavaScript until a reader opens the disclosure.
 * (A Suspense boundary would not do: React streams a large one out of line, hidden without JS.)
 */
function DeferredSource({
  title,
  loadSource,
}: {
  title: string;
  loadSource: () => Promise<SourceModule>;
}) {
  const onServer = typeof window === "undefined";
  let serverSource: string | undefined;
  if (onServer) {
    if (!serverLoads.has(loadSource)) serverLoads.set(loadSource, loadSource());
    serverSource = use(serverLoads.get(loadSource) as Promise<SourceModule>).default;
  }
  const [source, setSource] = useState(serverSource);
  const [opened, setOpened] = useState(false);

  const loading = useRef(false);

  const open = () => {
    setOpened(true);
    // `toggle` can fire again before the state above lands; load once.
    if (source === undefined && !loading.current) {
      loading.current = true;
      void loadSource().then((loaded) => setSource(loaded.default));
    }
  };
  let code: ReactNode;
  if (opened && source !== undefined) {
    code = <HighlightedSource title={title} source={source} />;
  } else if (opened) {
    code = <p className={styles.loading}>Loading the source…</p>;
  } else {
    code = (
      <pre className={styles.plainSource}>
        <code suppressHydrationWarning>
          {source === undefined ? "" : shownSource(source).trimEnd()}
        </code>
      </pre>
    );
  }
  return (
    <details
      className={styles.source}
      onToggle={(event) => {
        if (event.currentTarget.open) open();
      }}
    >
      <summary>Show the source of {shownTitle(title)}</summary>
      {code}
    </details>
  );
}
