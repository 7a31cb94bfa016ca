export { FinderCore } from "./finder";
export { FinderError, FINDER_ERROR_CODES } from "./errors";
export { restoreState } from "./restore";
export type {
  FinderDroppedPart,
  FinderRestoreResult,
  FinderRestoreSetup,
  FinderRestoredOptions,
} from "./restore";
export type { FinderErrorCode } from "./errors";
export { applySearchParams, fromSearchParams, toSearchParams } from "./search-params";
export type {
  FinderFromSearchParamsSetup,
  FinderSearchParamsInput,
  FinderSearchParamsOptions,
  FinderToSearchParamsOptions,
} from "./search-params";
export {
  searchRule,
  filterRule,
  sortByRule,
  groupByRule,
  finderRuleset,
  ruleEffect,
  searchEffect,
  transformFilterToSingleValue,
  transformFilterToMultiple,
  transformFilterToBoolean,
} from "./rules/helpers";
export { calculateStringMatchSegments, hasCharacterIndexMatches } from "./search/segments";
export { calculateMatchRung } from "./search/rung";
export type * from "./types";
