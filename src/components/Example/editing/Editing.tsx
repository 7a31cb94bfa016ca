// An Example in edit mode (loaded with import() when a reader presses Edit, so none of it is in
// a page's first-load JavaScript): the demo, run from the reader's copy of its source, above an
// editor of that source. The demo re-runs as the reader types; an error shows as a message with
// its line in the demo's box while the last version that worked stays below it.
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import Editor from "react-simple-code-editor";
import { Highlight } from "prism-react-renderer";
import { usePrismTheme } from "@docusaurus/theme-common";
import { ErrorBoundary } from "react-error-boundary";
import type { ModuleLoaders } from "../../Island/shared";
import { keepEdit } from "../storage";
import exampleStyles from "../styles.module.css";
import styles from "./styles.module.css";
import { problemOf, runSource, sourceUrlOf, type Problem } from "./run";

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
  /** Leaves edit mode: the page's own demo and source come back. */
  onReset: () => void;
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
  onReset,
}: EditingProps) {
  const [code, setCode] = useState(initial);
  const [running, setRunning] = useState<Version>();
  const [lastGood, setLastGood] = useState<Version>();
  /** What went wrong, with the version that threw it when it was thrown while rendering. */
  const [problem, setProblem] = useState<Problem & { version?: number; code: string }>();
  const versions = useRef(0);
  const runningRef = useRef(running);
  runningRef.current = running;
  const editorId = useId();
  const hintId = useId();

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
    const timer = setTimeout(() => void run(), delay);
    keepEdit(id, code === original ? undefined : code);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [code, id, title, modules, original]);

  // An error thrown from an event handler of the edited code reaches no error boundary.
  useEffect(() => {
    const sourceUrl = sourceUrlOf(title);
    const onError = (event: ErrorEvent) => {
      if (event.filename === sourceUrl || String(event.error?.stack).includes(sourceUrl)) {
        setProblem({ ...problemOf(event.error, sourceUrl), code: runningRef.current?.code ?? "" });
      }
    };
    window.addEventListener("error", onError);
    return () => window.removeEventListener("error", onError);
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

  // While the code does not compile, or its newest version threw, the last version that rendered
  // stays on show: the same element, so it keeps its state while the reader fixes the code.
  const shown = problem ? lastGood : running;
  const status = problem
    ? `${problem.name}${problem.line ? ` on line ${problem.line}` : ""}: the demo shows the last version that ran.`
    : running
      ? "Your code is running."
      : "Running your code…";

  return (
    <>
      <div
        className={exampleStyles.demo}
        aria-label={`Live demo: ${title}`}
        role="region"
        data-edited-demo={problem ? "error" : running ? "running" : "starting"}
      >
        {problem && <ProblemMessage problem={problem} onShowLine={showLine} />}
        {shown && (
          <ErrorBoundary
            key={shown.number}
            fallback={null}
            onError={(error) =>
              setProblem({
                ...problemOf(error, sourceUrlOf(title)),
                version: shown.number,
                code: shown.code,
              })
            }
          >
            <shown.Component />
            <Rendered onRendered={() => setLastGood(shown)} />
          </ErrorBoundary>
        )}
      </div>
      <div className={exampleStyles.toolbar}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            keepEdit(id, undefined);
            onReset();
          }}
        >
          Reset
        </button>
        <span role="status" className={exampleStyles.status}>
          {status}
        </span>
      </div>
      <div className={styles.editorBox} ref={editor}>
        <label htmlFor={editorId} className={styles.editorTitle}>
          {title} <span className={styles.editorNote}>(editing)</span>
        </label>
        <p id={hintId} className={styles.hint}>
          The demo above re-runs as you type. Tab indents; press Escape, then Tab, to leave the
          editor.
        </p>
        <CodeEditor
          code={code}
          onChange={setCode}
          textareaId={editorId}
          describedBy={hintId}
          errorLine={problem?.line}
        />
      </div>
    </>
  );
}

/** Renders nothing; once mounted after the demo, tells that the demo rendered without throwing. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  const report = useRef(onRendered);
  useEffect(() => report.current(), []);
  return null;
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
      )}
    </div>
  );
}

/** The editor: a plain textarea under a highlighted copy of its text, in the site's code theme. */
function CodeEditor({
  code,
  onChange,
  textareaId,
  describedBy,
  errorLine,
}: {
  code: string;
  onChange: (code: string) => void;
  textareaId: string;
  describedBy: string;
  errorLine: number | undefined;
}) {
  const theme = usePrismTheme();
  const highlight = (text: string): ReactNode => (
    <Highlight theme={theme} code={text} language="tsx">
      {({ tokens, getTokenProps }) =>
        tokens.map((line, index) => (
          <span key={index} className={index + 1 === errorLine ? styles.errorLine : undefined}>
            {line.map((token, key) => (
              <span key={key} {...getTokenProps({ token })} />
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
        padding={16}
        style={{ backgroundColor: theme.plain.backgroundColor, color: theme.plain.color }}
      />
    </div>
  );
}
