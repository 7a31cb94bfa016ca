import { DEV } from "./dev";

// Call sites import DEV from here, beside fail().
export { DEV };

/** Every error code FinderError can carry, in the order of the error catalogue. */
const CODES = [
  "INVALID_ITEMS",
  "INVALID_OPTIONS",
  "INVALID_BOOLEAN",
  "INVALID_RULES",
  "INVALID_RULE",
  "MISSING_RULE_ID",
  "DUPLICATE_RULE_ID",
  "MULTIPLE_SEARCH_RULES",
  "INVALID_RULE_OPTIONS",
  "INVALID_RULE_FIELD",
  "RULE_NOT_FOUND",
  "WRONG_RULE_KIND",
  "INVALID_FILTER_VALUE",
  "INVALID_FILTER_OPTION",
  "TOGGLE_NOT_SUPPORTED",
  "OPTION_OPERATION_NOT_SUPPORTED",
  "INVALID_SEARCH_TERM",
  "NO_SEARCH_RULE",
  "INVALID_SORT_DIRECTION",
  "INVALID_PAGE",
  "INVALID_NUM_ITEMS_PER_PAGE",
  "INVALID_TEST_STATE",
  "INVALID_EFFECT",
  "INVALID_EVENT_NAME",
  "INVALID_LISTENER",
  "INVALID_STATE",
] as const;

export type FinderErrorCode = (typeof CODES)[number];

/**
 * Every error code FinderError can carry, frozen: in development builds with its one-line
 * meaning, in production builds with the code itself as the value (the meanings are in the error
 * catalogue that production messages link to, and the production build leaves them out).
 */
export const FINDER_ERROR_CODES: Readonly<Record<FinderErrorCode, string>> =
  /* @__PURE__ */ Object.freeze(
    DEV
      ? ({
          INVALID_ITEMS: "`items` is not an array (null and undefined are accepted as empty).",
          INVALID_OPTIONS:
            "The constructor options, or their `initialFilters`, are not an object; or an address function got no finder, a prefix that is not a string, or a filter id that is another part's key.",
          INVALID_BOOLEAN: "An on/off option or setter got something other than true or false.",
          INVALID_RULES: "`rules` is not an array of rule objects.",
          INVALID_RULE:
            "A rule has none, or more than one, of searchFn, filterFn, sortFn and groupFn.",
          MISSING_RULE_ID: "A filter, sort or group rule has no string `id`.",
          DUPLICATE_RULE_ID: "Two rules share the same id.",
          MULTIPLE_SEARCH_RULES: "More than one search rule was given.",
          INVALID_RULE_OPTIONS:
            "A filter rule's options (or its option generator's result) is not an array of { value } objects, or an option's value is undefined.",
          INVALID_RULE_FIELD:
            "An optional rule field (a direction, defaultValue, threshold, switch, parse…) has a wrong value.",
          RULE_NOT_FOUND: "No rule has the given id.",
          WRONG_RULE_KIND: "The id names a rule of another kind than the method expects.",
          INVALID_FILTER_VALUE:
            "A filter value does not have the shape its filter's kind takes, or its rule's parse refused it.",
          INVALID_FILTER_OPTION:
            "A filter value is not one of the rule's options while strictOptions is on.",
          TOGGLE_NOT_SUPPORTED:
            "toggle() was called on a filter whose kind cannot be toggled, or with an option its kind does not take; use set() instead.",
          OPTION_OPERATION_NOT_SUPPORTED:
            "add() or delete(id, option) on a filter whose kind is not a selection of options.",
          INVALID_SEARCH_TERM: "The search term is not a string.",
          NO_SEARCH_RULE:
            "A search term or relevance order was given, but there is no search rule.",
          INVALID_SORT_DIRECTION: 'A sort direction is neither "asc" nor "desc".',
          INVALID_PAGE: "The page is not a positive integer.",
          INVALID_NUM_ITEMS_PER_PAGE:
            "numItemsPerPage is neither undefined nor a positive integer.",
          INVALID_TEST_STATE:
            "test(), filters.test() or filters.testRule() got an argument of the wrong shape.",
          INVALID_EFFECT: "An effect lacks onChange, or watches nothing that exists.",
          INVALID_EVENT_NAME: "events.on/off was given an unknown event name.",
          INVALID_LISTENER: "A listener or callback is not a function.",
          INVALID_STATE:
            "restoreState() or an address got a non-object, an unknown key, a repeated key, a wrong flag or a part it could not read.",
        } satisfies Record<FinderErrorCode, string>)
      : Object.fromEntries(CODES.map((code) => [code, code])),
  ) as Readonly<Record<FinderErrorCode, string>>;

/** Where a production message sends the reader: the error catalogue on the site. */
export const ERROR_CATALOGUE_URL = "https://finderjs.github.io/finder/api/#error-catalogue";

/** The only error type Finder throws for misuse; `code` is stable across versions. */
export class FinderError extends Error {
  override readonly name = "FinderError";
  readonly code: FinderErrorCode;
  readonly ruleId: string | undefined;

  constructor(code: FinderErrorCode, message: string, ruleId?: string) {
    super(message);
    this.code = code;
    this.ruleId = ruleId;
  }
}

/**
 * The message of a FinderError. Every message starts with "Finder: " so it is recognisable in a
 * console full of other errors. In development it is the problem, written by the call site; in
 * production (where call sites pass `DEV && problem`, that is false) it is the code, the rule and
 * the address of the catalogue, which explains the code.
 */
export function errorMessage(
  code: FinderErrorCode,
  problem: string | false,
  ruleId?: string,
): string {
  return problem
    ? `Finder: ${problem}`
    : `Finder: ${code}${ruleId === undefined ? "" : ` (rule "${ruleId}")`}. See ${ERROR_CATALOGUE_URL} or use a development build for the full message.`;
}

/** Throws a FinderError; call sites write only the problem, as `DEV && \`problem\``. */
export function fail(code: FinderErrorCode, problem: string | false, ruleId?: string): never {
  throw new FinderError(code, errorMessage(code, problem, ruleId), ruleId);
}
