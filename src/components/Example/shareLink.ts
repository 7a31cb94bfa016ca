// Where a shared edit sits in an address: the fragment `#edit=<demo>&code=<data>`, which a static
// host never sees, so the link works on GitHub Pages. `<demo>` names the demo file (its path under
// src/examples, so two demos on one page never take each other's edit); `<data>` is the edited
// code, compressed (./share.ts, loaded only with the editor). This file stays small: every Example
// reads the fragment when its page shows, to know whether it was shared.

const examplesDir = "src/examples/";

/** The demo's name in a shared link: its path under src/examples, without the extension. */
export const sharedName = (id: string): string =>
  id.replace(examplesDir, "").replace(/\.tsx?$/, "");

/** The fragment that opens this demo with `data` (the compressed code) applied. */
export const shareFragment = (id: string, data: string): string =>
  `#${new URLSearchParams({ edit: sharedName(id), code: data }).toString()}`;

/** The compressed code a fragment carries for this demo, if it carries one for it. */
export function sharedDataOf(hash: string, id: string): string | undefined {
  if (!hash.startsWith("#edit=")) return undefined;
  const params = new URLSearchParams(hash.slice(1));
  if (params.get("edit") !== sharedName(id)) return undefined;
  return params.get("code") ?? "";
}

/** The address without a shared edit in its fragment (any other fragment is kept). */
export function withoutSharedEdit(href: string): string {
  const url = new URL(href);
  if (url.hash.startsWith("#edit=")) url.hash = "";
  // `URL` keeps a lone "#" after emptying the hash: drop it too.
  return url.href.replace(/#$/, "");
}
