// Whether the browser is hydrating the server's HTML, for components that keep it rather than
// render it again (static partials, code blocks).
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
