// A reader's edit of an example's source, kept for the tab's session (sessionStorage), so that it
// is still there after leaving the page and coming back. Keyed by the demo file's path.
const keyOf = (id: string) => `finder-example-edit:${id}`;

/** Storage can be missing or refuse (private modes, full quota): editing then just forgets. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function keptEdit(id: string): string | undefined {
  try {
    return storage()?.getItem(keyOf(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepEdit(id: string, code: string): void {
  try {
    storage()?.setItem(keyOf(id), code);
  } catch {
    // Full or refused: the edit lives as long as the page.
  }
}

export function forgetEdit(id: string): void {
  try {
    storage()?.removeItem(keyOf(id));
  } catch {
    // Nothing kept.
  }
}
