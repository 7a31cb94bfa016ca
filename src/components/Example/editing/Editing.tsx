// An Example in edit mode (loaded with import() when a reader presses Edit, so none of it is in
// a page's first-load JavaScript): the demo, run from the reader's copy of its source, beside an
// editor of that source (below it on narrower screens). The demo re-runs as the reader types; an
// error shows as a message with its line in the demo's box while the last render that worked stays
// on show: the version itself while the code does not compile or load, a frozen copy of what it
// last showed when it threw while rendering.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import Editor from "react-simple-code-editor";
import { Highlight } from "prism-react-renderer";
import { usePrismTheme } from "@docusaurus/theme-common";
import { tokenColours } from "@site/src/tokenColours";
import "@site/src/prismGenericTags";
import { ErrorBoundary } from "react-error-boundary";
import type { ModuleLoaders } from "../../Island/shared";
import { keepEdit } from "../storage";
import { shareFragment, withoutSharedEdit } from "../shareLink";
import { encodeSharedCode } from "./share";
import exampleStyles from "../styles.module.css";
import styles from "./styles.module.css";
import { problemOf, runSource, sourceUrlOf, type Problem } from "./run";
import { typeChecker } from "./typecheck/client";
import type { CheckReply, TypeProblem } from "./typecheck/options";

/** What the type check last said: while its worker loads, then each answer with the code it read. */
type TypeReport =
  | { state: "loading" }
  | { state: "checked"; problems: TypeProblem[]; code: string; checking: boolean }
  | { state: "failed"; message: string };

export interface EditingProps {
  /** The demo file's path from the site's root. */
  id: string;
  /** Its file name, e.g. "GearShopFinder.tsx". */
  title: string;
  /** The file's own text, which Reset goes back to. */
  original: string;
  /** The text to start from: the reader's earlier edit in this tab, or the original. */
  initial: string;
  /** The modules the edited code may import besides react and Finder's packages. */
  modules: ModuleLoaders;
  /** Put the keyboard focus in the editor once it shows (when the reader pressed Edit). */
  focusEditor: boolean;
  /**
   * Whether the page opened on a shared link to this demo: its code was applied, or it could not
   * be read (then the editor starts as without the link).
   */
  shared?: "applied" | "unreadable";
  /** Leaves edit mode: the page's own demo and source come back. */
  onReset: () => void;
  /** More buttons for the toolbar, given the code in the editor (Open in StackBlitz). */
  tools?: (code: string) => ReactNode;
}

/** How long the reader must pause typing before the demo re-runs. */
export const rerunDelayMs = 300;

/** One compiled version of the reader's code. */
interface Version {
  Component: ComponentType;
  number: number;
  /** The code it was compiled from. */
  code: string;
}

export default function Editing({
  id,
  title,
  original,
  initial,
  modules,
  focusEditor,
  shared,
  onReset,
  tools,
}: EditingProps) {
  const [code, setCode] = useState(initial);
  const [shareStatus, setShareStatus] = useState("");
  const [running, setRunning] = useState<Version>();
  /** What went wrong, with the version that threw it when it was thrown while rendering. */
  const [problem, setProblem] = useState<Problem & { version?: number; code: string }>();
  const [types, setTypes] = useState<TypeReport>({ state: "loading" });
  const checker = useRef<{ check: (code: string) => void; stop: () => void }>(undefined);
  const codeRef = useRef(code);
  codeRef.current = code;
  const versions = useRef(0);
  const runningRef = useRef(running);
  runningRef.current = running;
  const editorId = useId();
  const hintId = useId();

  // The type checker (./typecheck) loads once the editor shows, in a worker of its own, and reads the
  // code whenever the demo re-runs.
  useEffect(() => {
    const onReport = (reply: CheckReply, checked: string) =>
      setTypes(
        reply.ok
          ? {
              state: "checked",
              problems: reply.problems,
              code: checked,
              checking: checked !== codeRef.current,
            }
          : { state: "failed", message: reply.message },
      );
    checker.current = typeChecker(id, onReport);
    checker.current.check(codeRef.current);
    return () => {
      checker.current?.stop();
      checker.current = undefined;
    };
  }, [id]);

  // Compile and run the code once the reader pauses (at once for the first version).
  const first = useRef(true);
  useEffect(() => {
    let current = true;
    const run = async () => {
      const result = await runSource(code, { id, title, modules });
      if (!current) return;
      if (result.ok) {
        versions.current += 1;
        setRunning({ Component: result.Component, number: versions.current, code });
        setProblem(undefined);
      } else {
        setProblem({ ...result.problem, code });
      }
    };
    const delay = first.current ? 0 : rerunDelayMs;
    first.current = false;
    const timer = setTimeout(() => {
      void run();
      if (delay > 0) {
        checker.current?.check(code);
        setTypes((report) =>
          report.state === "checked" ? { ...report, checking: report.code !== code } : report,
        );
      }
    }, delay);
    keepEdit(id, code === original ? undefined : code);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [code, id, title, modules, original]);

  // An error thrown from an event handler (or a timer, or a promise) of the edited code reaches no
  // error boundary: the demo stays as it is, live, with the message above it.
  useEffect(() => {
    const sourceUrl = sourceUrlOf(title);
    const report = (error: unknown, filename?: string) => {
      if (
        filename === sourceUrl ||
        String((error as Error | undefined)?.stack).includes(sourceUrl)
      ) {
        setProblem({ ...problemOf(error, sourceUrl), code: runningRef.current?.code ?? "" });
      }
    };
    const onError = (event: ErrorEvent) => report(event.error, event.filename);
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [title]);

  const editor = useRef<HTMLDivElement>(null);
  const textarea = () => editor.current?.querySelector("textarea") ?? null;
  useEffect(() => {
    if (focusEditor) textarea()?.focus({ preventScroll: true });
  }, [focusEditor]);

  /** Selects the line of the error in the editor. */
  const showLine = (line: number) => {
    const area = textarea();
    if (!area) return;
    const lines = area.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    area.focus({ preventScroll: true });
    area.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    // The textarea is as tall as the code and scrolls with its box, so it cannot bring the line
    // into view itself: the highlighted copy of the line (marked as the error's) can.
    area.parentElement?.querySelector(`.${styles.errorLine}`)?.scrollIntoView({ block: "center" });
  };

  // While the code does not compile or load, the newest version that loaded stays on show: the
  // same element, so it keeps its state while the reader fixes the code. When a version throws
  // while rendering, its error boundary shows a frozen copy of the page's last render instead.
  const live = useRef<HTMLDivElement>(null);

  /**
   * Share: the code, compressed into the address's fragment (../shareLink.ts), which goes in the
   * address bar and on the clipboard. The fragment never reaches the server, so the link works on
   * a static host; opening it runs this demo with the code (Example, on load).
   */
  const share = () => {
    const url = new URL(window.location.href);
    url.hash = shareFragment(id, encodeSharedCode(code));
    window.history.replaceState(window.history.state, "", url.href);
    const copied = () =>
      setShareStatus(`Link copied: it opens this page with your code in ${title}.`);
    const notCopied = () =>
      setShareStatus("The address bar holds the link to your code: copy it from there.");
    try {
      navigator.clipboard.writeText(url.href).then(copied, notCopied);
    } catch {
      notCopied();
    }
  };

  /** Back to the page's own demo: the edit is forgotten, and so is a shared link's fragment. */
  const reset = () => {
    keepEdit(id, undefined);
    const address = withoutSharedEdit(window.location.href);
    if (address !== window.location.href)
      window.history.replaceState(window.history.state, "", address);
    onReset();
  };

  const frozen = problem !== undefined && problem.version === running?.number;
  const status = problem
    ? `${problem.name}${problem.line ? ` on line ${problem.line}` : ""}: ${
        frozen
          ? "the demo shows its last render, paused until your code runs again."
          : "the demo shows the last version that ran."
      }`
    : running
      ? "Your code is running."
      : "Running your code…";

  return (
    <div className={styles.panes}>
      <div className={styles.demoPane}>
        <div
          className={`${exampleStyles.demo} ${styles.demo}`}
          aria-label={`Live demo: ${title}`}
          role="region"
          data-edited-demo={problem ? "error" : running ? "running" : "starting"}
        >
          {shared && <SharedNotice shared={shared} onBack={reset} />}
          {problem && <ProblemMessage problem={problem} onShowLine={showLine} />}
          {types.state === "checked" && types.problems.length > 0 && (
            <TypeProblems report={types} onShowLine={showLine} />
          )}
          <div ref={live}>
            {running && (
              <ErrorBoundary
                key={running.number}
                fallbackRender={() => <Frozen from={live} />}
                onError={(error) =>
                  setProblem({
                    ...problemOf(error, sourceUrlOf(title)),
                    version: running.number,
                    code: running.code,
                  })
                }
              >
                <running.Component />
              </ErrorBoundary>
            )}
          </div>
        </div>
        <div className={`${exampleStyles.toolbar} ${styles.toolbar}`}>
          <button type="button" className="button button--sm button--secondary" onClick={reset}>
            Reset
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-label={`Share ${title} with your code: copies a link`}
            onClick={share}
          >
            Share
          </button>
          {tools?.(code)}
          <span role="status" className={exampleStyles.status}>
            {status}
          </span>
          <span role="status" className={exampleStyles.status} data-type-check={types.state}>
            {typeStatus(types)}
          </span>
          <span role="status" className={exampleStyles.status} data-share-status="">
            {shareStatus}
          </span>
        </div>
      </div>
      <div className={styles.editorBox} ref={editor}>
        <label htmlFor={editorId} className={styles.editorTitle}>
          {title} <span className={styles.editorNote}>(editing)</span>
        </label>
        <p id={hintId} className={styles.hint}>
          The demo re-runs as you type. Tab indents; press Escape, then Tab, to leave the editor.
        </p>
        <CodeEditor
          code={code}
          onChange={setCode}
          textareaId={editorId}
          describedBy={hintId}
          errorLine={problem?.line}
          typeErrorLines={
            types.state === "checked" ? new Set(types.problems.map(({ line }) => line)) : undefined
          }
        />
      </div>
    </div>
  );
}

/** Above a demo opened from a shared link: what it runs, and the way back to the page's own. */
function SharedNotice({
  shared,
  onBack,
}: {
  shared: "applied" | "unreadable";
  onBack: () => void;
}) {
  return (
    <div className={`alert alert--info ${styles.problem}`} data-shared-notice={shared}>
      <p className={styles.problemTitle}>
        {shared === "applied"
          ? "This demo runs the code of the link you opened, not the page's own."
          : "The code in the link you opened could not be read (the link may have been cut short): the demo runs the page's code."}
      </p>
      <button type="button" className="button button--sm button--secondary" onClick={onBack}>
        Back to the original
      </button>
    </div>
  );
}

/** The type check's line in the toolbar. */
function typeStatus(types: TypeReport): string {
  if (types.state === "loading") return "Types: loading the checker…";
  if (types.state === "failed") return `Types could not be checked (${types.message}).`;
  const count = types.problems.length;
  const found = count === 0 ? "no errors" : count === 1 ? "1 error" : `${count} errors`;
  return types.checking ? `Types: ${found}, checking your change…` : `Types: ${found}.`;
}

/** How many type errors are listed; the rest are counted. */
const typeProblemsShown = 5;

/** The type errors of the reader's code, each with its line and a button to show it. */
function TypeProblems({
  report,
  onShowLine,
}: {
  report: { problems: TypeProblem[]; code: string };
  onShowLine: (line: number) => void;
}) {
  const { problems, code } = report;
  const lines = code.split("\n");
  const more = problems.length - typeProblemsShown;
  return (
    <div className={`alert alert--warning ${styles.problem}`} data-type-problems="">
      <ul className={styles.typeProblems}>
        {problems.slice(0, typeProblemsShown).map(({ line, column, message }) => (
          <li key={`${line}:${column}:${message}`}>
            <p className={styles.problemTitle}>
              <strong>
                Type error on line {line}, column {column}
              </strong>
              {": "}
              {message}
            </p>
            <ProblemLine line={line} text={lines[line - 1] ?? ""} onShowLine={onShowLine} />
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.moreProblems}>And {more} more.</p>}
    </div>
  );
}

/**
 * What the demo's box showed when the version in it threw while rendering, copied before React
 * takes it down (an error boundary renders its fallback before the failed tree leaves the page;
 * a copied field keeps its value) and shown inert: the last working render, not a live demo.
 */
function Frozen({ from }: { from: RefObject<HTMLDivElement | null> }) {
  const [copy] = useState(() =>
    Array.from(from.current?.childNodes ?? [], (node) => node.cloneNode(true)),
  );
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => box.current?.replaceChildren(...copy), [copy]);
  return <div ref={box} inert data-frozen-demo="" />;
}

/** The line a problem is on, as the editor numbers it, and a button that shows it there. */
function ProblemLine({
  line,
  text,
  onShowLine,
}: {
  line: number;
  text: string;
  onShowLine: (line: number) => void;
}) {
  return (
    <>
      <pre className={styles.problemLine}>
        <code>
          {line} | {text}
        </code>
      </pre>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => onShowLine(line)}
      >
        Show line {line} in the editor
      </button>
    </>
  );
}

function ProblemMessage({
  problem,
  onShowLine,
}: {
  problem: Problem & { code: string };
  onShowLine: (line: number) => void;
}) {
  const { line, column, code } = problem;
  const text = line ? code.split("\n")[line - 1] : undefined;
  return (
    <div className={`alert alert--danger ${styles.problem}`}>
      <p className={styles.problemTitle}>
        <strong>
          {problem.name}
          {line ? ` on line ${line}${column ? `, column ${column}` : ""}` : ""}
        </strong>
        {": "}
        {problem.message}
      </p>
      {line && text !== undefined && (
        <ProblemLine line={line} text={text} onShowLine={onShowLine} />
      )}
    </div>
  );
}

/** The width of the line numbers' gutter: four digits and a gap. */
const gutterPx = 56;

/** The editor: a plain textarea under a highlighted copy of its text, in the site's code theme. */
function CodeEditor({
  code,
  onChange,
  textareaId,
  describedBy,
  errorLine,
  typeErrorLines,
}: {
  code: string;
  onChange: (code: string) => void;
  textareaId: string;
  describedBy: string;
  errorLine: number | undefined;
  typeErrorLines: Set<number> | undefined;
}) {
  const theme = usePrismTheme();
  const highlight = (text: string): ReactNode => (
    <Highlight theme={theme} code={text} language="tsx">
      {({ tokens, getTokenProps }) =>
        tokens.map((line, index) => (
          // The line's number is drawn in the gutter from data-line (styles.module.css): it sits in
          // the same text as the line, so it stays beside it when a long line wraps.
          <span
            key={index}
            className={`${styles.line} ${
              index + 1 === errorLine
                ? styles.errorLine
                : typeErrorLines?.has(index + 1)
                  ? styles.typeErrorLine
                  : ""
            }`}
            data-line={index + 1}
          >
            {line.map((token, key) => (
              <span key={key} {...getTokenProps({ token })} style={tokenColours(token.types)} />
            ))}
            {index < tokens.length - 1 ? "\n" : null}
          </span>
        ))
      }
    </Highlight>
  );
  return (
    // `prism-code`: the token colours of both modes are picked inside it (src/codeTheme.ts).
    <div
      className={`prism-code ${styles.scroller}`}
      style={{ backgroundColor: theme.plain.backgroundColor }}
    >
      <Editor
        value={code}
        onValueChange={onChange}
        highlight={highlight}
        textareaId={textareaId}
        aria-describedby={describedBy}
        className={styles.editor}
        textareaClassName={styles.textarea}
        // Room on the left for the line numbers (the gutter), shared by the text and the textarea.
        padding={{ top: 16, right: 16, bottom: 16, left: gutterPx }}
        style={{ backgroundColor: theme.plain.backgroundColor, color: theme.plain.color }}
      />
    </div>
  );
}
