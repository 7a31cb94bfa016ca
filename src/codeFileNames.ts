// File names as readers see them. In src/examples a leading "_" marks a file that a page shows but
// does not render as a demo of its own (a snippet, or a part that a demo imports; README, Layout).
// That is the site's own bookkeeping: above a code block, and in the imports of the code shown,
// the file goes by the name a reader would give it ("HelloFinder.tsx", "./ApartmentControls").

/** Whether a code block's title names a file (so its code's relative imports name files too). */
export const isFileName = (title: string): boolean =>
  /^(?:[\w.-]+\/)*[\w.-]+\.[A-Za-z]+$/.test(title);

/**
 * A title that is a file name, or a path, whose file has the site's "_" prefix:
 * "_HelloFinder.tsx", "src/examples/getting-started/basic-usage/_ApartmentControls.tsx".
 */
const prefixedFileName = /(^|\/)_([\w.-]+\.[A-Za-z]+)$/;

/** The title shown above a code block: a file without its leading "_", anything else as it is. */
export function shownTitle(title: string): string {
  return isFileName(title) ? title.replace(prefixedFileName, "$1$2") : title;
}

/**
 * An import of a relative path whose last part starts with "_": `from "./_urlState"`,
 * `import("../_parts")`, `import "./_setup"`, `vi.mock("./_rules")`.
 */
const prefixedImport =
  /(\bfrom\s*|\bimport\s*\(?\s*|\bmock\(\s*)(["'])(\.{1,2}\/(?:[^"'\n/]+\/)*)_([^"'\n/]+)\2/g;

/** The code shown under a file name: relative imports of "_" files by the names shown for them. */
export function shownSource(code: string): string {
  return code.replace(prefixedImport, "$1$2$3$4$2");
}

/**
 * The file a relative import names, as the site keeps it: the last part with its "_" back. For an
 * edited copy of a demo, whose imports read as shown (`./ApartmentControls`), to find the file
 * (`./_ApartmentControls`). Packages and paths whose last part already starts with "_" are unchanged.
 */
export function keptFileName(specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  return specifier.replace(/(^|\/)([^/._][^/]*)$/, "$1_$2");
}
