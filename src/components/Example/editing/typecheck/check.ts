// Type-checks an edited demo against a set of files held in memory (./options.ts says which
// options; src/typecheck/files.ts gathers the files at build time): the worker's whole job, and
// a pure function of the TypeScript it is given, so the tests run it in Node with the same files.
import type ts from "typescript";
import { checkerOptions, virtualRoot, type TypeProblem } from "./options";

/**
 * A checker over `files` (path → text, under `virtualRoot`). Each call checks `code` as the demo
 * file `id` and gives its errors; the other files are parsed once, on the first call, and the
 * program of the call before is reused, so a later call re-checks only the edited file.
 */
export function createChecker(
  typescript: typeof ts,
  files: Record<string, string>,
): (id: string, code: string) => TypeProblem[] {
  const options = checkerOptions(typescript);
  const directories = new Set<string>();
  for (const path of Object.keys(files)) {
    for (let end = path.lastIndexOf("/"); end > 0; end = path.lastIndexOf("/", end - 1))
      directories.add(path.slice(0, end));
  }
  const parsed = new Map<string, ts.SourceFile>();
  let program: ts.Program | undefined;

  return (id, code) => {
    const fileName = `${virtualRoot}/${id}`;
    const textOf = (path: string) => (path === fileName ? code : files[path]);
    const host: ts.CompilerHost = {
      getSourceFile(path, languageVersion) {
        if (path === fileName) return typescript.createSourceFile(path, code, languageVersion);
        let file = parsed.get(path);
        const text = files[path];
        if (!file && text !== undefined) {
          file = typescript.createSourceFile(path, text, languageVersion);
          parsed.set(path, file);
        }
        return file;
      },
      getDefaultLibFileName: (given) =>
        `${virtualRoot}/node_modules/typescript/lib/${typescript.getDefaultLibFileName(given)}`,
      getDefaultLibLocation: () => `${virtualRoot}/node_modules/typescript/lib`,
      writeFile: () => {},
      getCurrentDirectory: () => virtualRoot,
      getCanonicalFileName: (path) => path,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => "\n",
      fileExists: (path) => textOf(path) !== undefined,
      readFile: textOf,
      // "./" (React's jsx-runtime.d.ts imports its folder) asks with a slash at the end.
      directoryExists: (path) => directories.has(path.replace(/\/$/, "")),
      getDirectories: () => [],
      realpath: (path) => path,
    };
    program = typescript.createProgram({
      rootNames: [fileName],
      options,
      host,
      oldProgram: program,
    });
    const file = program.getSourceFile(fileName);
    if (!file) return [];
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (diagnostic) => {
        const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        return {
          line: line + 1,
          column: character + 1,
          code: diagnostic.code,
          message: typescript.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
        };
      },
    );
  };
}
