import { use, useRef, useState, type ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
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
        /** The file's text, imported with `!!raw-loader!`, shown open below the demo. */
        source: string;
      }
    | {
        /**
         * Loads the file's text (`() => import("!!raw-loader!…")`), shown in a closed disclosure:
         * for long files, whose text would otherwise ride along in the page's first-load JavaScript.
         */
        loadSource: () => Promise<SourceModule>;
      }
  );

/** A live demo with the exact source that renders it. */
export default function Example(props: ExampleProps) {
  const { children, title } = props;
  return (
    <figure className={styles.example}>
      <div className={styles.demo} aria-label={`Live demo: ${title}`} role="region">
        {children}
      </div>
      {"source" in props ? (
        <div className={styles.source}>
          <HighlightedSource title={title} source={props.source} />
        </div>
      ) : (
        <DeferredSource title={title} loadSource={props.loadSource} />
      )}
    </figure>
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
        <code suppressHydrationWarning>{source?.trimEnd() ?? ""}</code>
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
      <summary>Show the source of {title}</summary>
      {code}
    </details>
  );
}
