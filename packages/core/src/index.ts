export { FinderCore } from "./finder";
export { FinderError, FINDER_ERROR_CODES } from "./errors";
export type { FinderErrorCode } from "./errors";
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
export type * from "./types";
