// The name under which a code block's one-file version is published (build/assets/one-file/),
// derived from the code the block shows, so the block needs no list of them: src/oneFile/examples.ts
// writes each file under the key of its example's text, and the block's "Copy as one file" button
// (src/theme/CodeBlock/OneFileButton.tsx) asks for the key of its own text. 32-bit FNV-1a of the
// text without surrounding white space, as 8 hex digits; the build fails if two examples ever
// share one.

export function oneFileKey(code: string): string {
  const text = code.trim();
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** Where the one-file version of a block's code is, under the site's base URL. */
export const oneFilePath = (code: string) => `assets/one-file/${oneFileKey(code)}.tsx.txt`;

/**
 * Whether a block's code imports the site's own files (a relative path), so that it has a one-file
 * version when its title names a file from src/examples (see examples.ts, which checks both).
 */
export const importsSiteFiles = (code: string): boolean =>
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']\.{1,2}\//m.test(code) ||
  /^\s*import\s*["']\.{1,2}\//m.test(code);
