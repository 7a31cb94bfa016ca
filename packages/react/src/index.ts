// One import for users: the engine (rules, FinderCore, string matching, errors, types) and the React
// bindings on top of it.
export * from "@finderjs/core";

export { Finder } from "./Finder";
export type { FinderProps } from "./Finder";
export { FinderContent } from "./FinderContent";
export type {
  FinderContentArgs,
  FinderContentProps,
  FinderContentRenderProps,
  FinderContentSlotProps,
  FinderGroupsArgs,
  FinderItemsArgs,
  FinderRenderProp,
} from "./FinderContent";
export { FinderSearchTermHaystack } from "./FinderSearchTermHaystack";
export type { FinderSearchTermHaystackProps } from "./FinderSearchTermHaystack";
export { StringMatch } from "./StringMatch";
export type {
  StringMatchProps,
  StringMatchSegmentProps,
  StringMatchSegmentRenderer,
} from "./StringMatch";
export { useFinder, useFinderRef } from "./useFinder";
export {
  historyAdapter,
  historySearchParams,
  searchParamsSync,
  useRouterSearchParams,
} from "./searchParams";
export type {
  FinderHistoryMode,
  FinderSearchParamsAdapter,
  FinderSearchParamsSync,
  FinderSearchParamsSyncOptions,
} from "./searchParams";
