// What an Example loads when a reader presses Edit (with import(), so none of it is in a page's
// first-load JavaScript): the editor and the runner, and the demo's own module map and source.
import type { ComponentType } from "react";
import type { Editable } from "../../Island/shared";
import type { SourceModule } from "../index";
import { shownSource } from "@site/src/codeFileNames";
import { keptEdit } from "../storage";
import Editing, { type EditingProps } from "./Editing";
import { decodeSharedCode } from "./share";

/** Edit mode once its code has loaded: the component and what it starts from. */
export interface Loaded extends Omit<EditingProps, "id" | "title" | "onReset" | "tools"> {
  Editing: ComponentType<EditingProps>;
}

/**
 * Loads what editing the demo needs (its module map, its source when the page loads it on demand)
 * and tells where to start: the code of a shared link (`shared`, its data from the address), else
 * the reader's edit kept in this tab, else the file as it is.
 */
export async function prepare(
  editable: Editable,
  source: string | (() => Promise<SourceModule>),
  focusEditor: boolean,
  shared?: string,
): Promise<Loaded> {
  const [{ modules }, file] = await Promise.all([
    (editable.load as NonNullable<Editable["load"]>)(),
    typeof source === "string" ? source : source().then((loaded) => loaded.default),
  ]);
  // The source as the page shows it (imports of "_" files by their shown names, which the
  // runner resolves back), so the editor opens on the code the reader was reading.
  const original = shownSource(file);
  const sharedCode = shared === undefined ? undefined : decodeSharedCode(shared);
  const initial = sharedCode ?? keptEdit(editable.id) ?? original;
  return {
    Editing,
    modules,
    original,
    initial,
    focusEditor,
    shared: shared === undefined ? undefined : sharedCode === undefined ? "unreadable" : "applied",
  };
}
