import type { EventHub } from "../events";
import type { FinderEventsApi } from "../types";

export function createEventsApi<FItem, FContext>(
  hub: EventHub<FItem, FContext>,
): FinderEventsApi<FItem, FContext> {
  return {
    on: (name, listener) => hub.on(name, listener),
    off: (name, listener) => hub.off(name, listener),
    silently: (fn) => hub.silently(fn),
    isSilent: () => hub.isSilent(),
  };
}
