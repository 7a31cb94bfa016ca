// The store behind each instance, for the functions outside it that read the instance's rules
// and state with the core's own checks (search-params.ts). A WeakMap: it keeps no instance alive.
import type { FinderStore } from "./store";

export const STORES = /* @__PURE__ */ new WeakMap<object, FinderStore<unknown, unknown>>();
