// Keeping the server's HTML rather than rendering it again (demo islands, static partials, code
// blocks): whether the browser is hydrating it, and the inner HTML that makes React keep it.
/**
 * True while the page the reader opened is being hydrated: the server writes
 * `<html data-has-hydrated="false">` and Docusaurus sets it to "true" once the page has hydrated.
 * The development server renders without server HTML or the attribute: nothing to keep there.
 */
export function hydratingServerHtml(): boolean {
  return (
    typeof document !== "undefined" && document.documentElement.dataset.hasHydrated === "false"
  );
}

/**
 * The inner HTML of an element that keeps the server's: none as React sees it, so React neither
 * checks nor replaces what the server wrote. One object for every render, so a re-render of the
 * page never rewrites it either.
 */
export const keepServerHtml = { __html: "" };
