// After `tsup`: gives the bundled declarations one `FinderCore`, a value and an interface.
//
// The instance type is the interface `FinderCore` in src/types.ts, so the lower layers name it
// without importing finder.ts; finder.ts exports the class as a value of that name, with a type
// alias beside it so the name means both. Bundling the declarations puts both in one file, and
// the bundler renames the interface to `FinderCore$1` to keep the names apart: every event and
// callback would show `FinderCore$1` to users. This drops the alias and restores the name, which
// leaves `interface FinderCore` and `declare const FinderCore` to merge, as TypeScript allows.
// It fails the build when the files do not look as expected, rather than publish a guess.
import { readFileSync, writeFileSync } from "node:fs";

const ALIAS =
  "type FinderCore<FItem = unknown, FContext = unknown> = FinderCore$1<FItem, FContext>;\n";

for (const file of ["dist/index.d.ts", "dist/index.d.cts"]) {
  const text = readFileSync(file, "utf8");
  const parts = text.split(ALIAS);
  if (parts.length !== 2) {
    throw new Error(
      `${file}: expected the FinderCore alias once, found it ${parts.length - 1} times`,
    );
  }
  const merged = parts.join("").replaceAll("FinderCore$1", "FinderCore");
  const renamed = merged.match(/\b\w+\$\d+\b/g);
  if (renamed)
    throw new Error(`${file}: names renamed by the bundler remain: ${renamed.join(", ")}`);
  if (!/^interface FinderCore</m.test(merged) || !/^declare const FinderCore: /m.test(merged)) {
    throw new Error(`${file}: expected interface FinderCore and declare const FinderCore`);
  }
  writeFileSync(file, merged);
}
