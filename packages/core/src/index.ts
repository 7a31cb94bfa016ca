// The order in which the modules are first imported, which the built file follows (with each
// module's own imports placed before it): each is imported here for that alone, and none has
// side effects. gzip finds more repeats between modules placed near each other;
// scripts/order-modules.mjs searched for this order and can search again after a module is
// added, removed or much changed.
// ---- module order (scripts/order-modules.mjs) ----
import "./search/match";
import "./search/normalize";
import "./search/term";
import "./search/segments";
import "./search/rung";
import "./pipeline/search";
import "./pipeline/sort";
import "./pipeline/filter";
import "./valid-state";
import "./rules/helpers";
import "./rules/filter-values";
import "./pipeline/collation";
import "./errors";
import "./util";
import "./equality";
import "./rules/filter-kinds";
import "./rules/rule-kinds";
import "./rules/validate";
import "./pipeline/group";
import "./pipeline/paginate";
import "./rules/ruleset";
import "./state";
import "./memo";
import "./events";
import "./store";
import "./inputs";
import "./state-fields";
import "./restore";
import "./api/option-counts";
import "./search-params";
import "./api/filters";
import "./api/search";
import "./api/pagination";
import "./changes";
import "./instances";
import "./api/sortBy";
import "./api/groupBy";
import "./api/events";
import "./finder";
// ---- end of module order ----
export { calculateStringMatchSegments, hasCharacterIndexMatches } from "./search/segments";
export { calculateMatchRung } from "./search/rung";
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
export { restoreState } from "./restore";
export type {
  FinderDroppedPart,
  FinderRestoreResult,
  FinderRestoreSetup,
  FinderRestoredOptions,
} from "./restore";
export { FinderCore } from "./finder";
export { FinderError, FINDER_ERROR_CODES } from "./errors";
export type { FinderErrorCode } from "./errors";
export { applySearchParams, fromSearchParams, toSearchParams } from "./search-params";
export type {
  FinderAddressPart,
  FinderFromSearchParamsSetup,
  FinderSearchParamsInput,
  FinderSearchParamsOptions,
  FinderToSearchParamsOptions,
} from "./search-params";
export type * from "./types";
