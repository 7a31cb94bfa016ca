// A reader's edit of an example's source, kept for the tab's session (sessionStorage), so that it
// is still there after leaving the page and coming back. Keyed by the demo file's path. Storage
// can be missing or refuse (private modes, a full quota): editing then just forgets.
const keyOf = (id: string) => `finder-example-edit:${id}`;

export function keptEdit(id: string): string | undefined {
  try {
    return sessionStorage.getItem(keyOf(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepEdit(id: string, code: string | undefined): void {
  try {
    if (code === undefined) sessionStorage.removeItem(keyOf(id));
    else sessionStorage.setItem(keyOf(id), code);
  } catch {
    // Not kept: the edit lives as long as the page.
  }
}
