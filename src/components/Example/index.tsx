import { useState, type ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import styles from "./styles.module.css";

export interface ExampleProps {
  /** The live demo: the default export of the file whose source is shown. */
  children: ReactNode;
  /** The same file's text, imported with `!!raw-loader!`, so the code shown is the code that ran. */
  source: string;
  /** File name shown above the code, e.g. "SearchDemo.tsx". */
  title: string;
  /** Hide the source behind a disclosure (long files on overview pages). */
  collapsed?: boolean;
}

/** A live demo with the exact source that renders it. */
export default function Example({ children, source, title, collapsed = false }: ExampleProps) {
  // A collapsed source is highlighted only once opened: a long file is thousands of token
  // elements, which would triple the page's HTML and dominate hydration for code nobody opened.
  // Until then it is plain text, so it still reads (and opens) without JavaScript.
  const [opened, setOpened] = useState(!collapsed);
  const code = opened ? (
    <CodeBlock language={title.endsWith(".ts") ? "ts" : "tsx"} title={title} showLineNumbers>
      {source.trimEnd()}
    </CodeBlock>
  ) : (
    <pre className={styles.plainSource}>
      <code>{source.trimEnd()}</code>
    </pre>
  );
  return (
    <figure className={styles.example}>
      <div className={styles.demo} aria-label={`Live demo: ${title}`} role="region">
        {children}
      </div>
      {collapsed ? (
        <details
          className={styles.source}
          onToggle={(event) => {
            if (event.currentTarget.open) setOpened(true);
          }}
        >
          <summary>Show the source of {title}</summary>
          {code}
        </details>
      ) : (
        <div className={styles.source}>{code}</div>
      )}
    </figure>
  );
}
