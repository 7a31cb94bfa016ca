import type { ReactNode } from "react";
import { getErrorCausalChain } from "@docusaurus/utils-common";
import type { Props } from "@theme/Error";

/**
 * The body of the crash page: the spec's heading, the error message, each of its
 * `cause`s and a "Try again" button. It uses no theme hooks and no context, so it can
 * render even when the crash took the site's providers down with it.
 */
export default function CrashReport({ error, tryAgain }: Props): ReactNode {
  const [, ...causes] = getErrorCausalChain(error);
  return (
    <main className="container margin-vert--xl">
      <h1>This page crashed.</h1>
      <p style={{ whiteSpace: "pre-wrap" }}>{error.message}</p>
      {causes.length > 0 && (
        <ol aria-label="Causes">
          {causes.map((cause, index) => (
            <li key={index} style={{ whiteSpace: "pre-wrap" }}>
              Cause: {cause.message}
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
    </main>
  );
}
