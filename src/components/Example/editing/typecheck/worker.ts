// The type checker's Web Worker: started by ./client.ts after a reader presses Edit, it loads the
// TypeScript compiler and the files to check against (published by src/typecheck/plugin.ts) once,
// then answers each request with the errors of the edited code (./check.ts), away from the page's
// thread, so typing never waits on it.
import type ts from "typescript";
import { createChecker } from "./check";
import type { CheckReply, CheckRequest } from "./options";

declare function importScripts(...urls: string[]): void;
/** The site's base URL ("/finder/"), which webpack's runtime gives the worker. */
declare const __webpack_public_path__: string;
/** The published files' names (src/typecheck/plugin.ts). */
declare const __FINDER_TYPECHECK__: { typescript: string; files: string };

const scope = self as unknown as {
  ts?: typeof ts;
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (reply: CheckReply) => void;
};

let checker: Promise<ReturnType<typeof createChecker>> | undefined;

async function load() {
  // Reading the public path also gives this worker webpack's runtime, which Docusaurus's chunk
  // runtime code (`__webpack_require__.gca`) expects in every chunk that has one.
  const typescript = __webpack_public_path__ + __FINDER_TYPECHECK__.typescript;
  const files = __webpack_public_path__ + __FINDER_TYPECHECK__.files;
  const texts = fetch(files).then((response) => {
    if (!response.ok) throw new Error(`${files}: HTTP ${response.status}`);
    return response.json() as Promise<Record<string, string>>;
  });
  // Declares the global `ts` (synchronously, while the files above download).
  importScripts(typescript);
  if (!scope.ts) throw new Error("The TypeScript compiler did not load.");
  return createChecker(scope.ts, await texts);
}

scope.onmessage = ({ data }) => {
  const { id, code, version } = data;
  checker ??= load();
  checker.then(
    (check) => {
      const started = performance.now();
      const problems = check(id, code);
      scope.postMessage({
        version,
        ok: true,
        problems,
        ms: Math.round(performance.now() - started),
      });
    },
    (error: unknown) => {
      // Try again with the next request.
      checker = undefined;
      scope.postMessage({ version, ok: false, message: String(error) });
    },
  );
};
