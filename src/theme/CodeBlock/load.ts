// The browser's way to the highlighted code block (./Live.tsx): a chunk of its own, loaded once.
// The server build uses ./load.server.ts instead (see codeBlockOnServer in docusaurus.config.ts).
import type { ComponentType } from "react";
import type { Props } from "@theme/CodeBlock";

let loaded: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;

/** The highlighted code block, once its chunk is here. */
export const liveCodeBlock = (): ComponentType<Props> | undefined => loaded;

export function loadLiveCodeBlock(): Promise<ComponentType<Props>> {
  loading ??= import("./Live").then((module) => (loaded = module.default));
  return loading;
}
