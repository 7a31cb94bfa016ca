import { DEV, fail } from "./errors";
import type { FinderCoreOptions } from "./types";
import { describeValue, isObject } from "./util";

/** The constructor's on/off switches; `undefined` means false. */
export const SWITCHES = [
  "isLoading",
  "disabled",
  "requireGroup",
  "ignoreSortByRulesWhileSearchRuleIsActive",
] as const;

const CALLBACKS = ["onInit", "onReady", "onFirstUserInteraction", "onChange"] as const;

/** A true/false switch: anything else (`"false"`, `1`, `null`) throws rather than being coerced. */
export function checkBoolean(value: unknown, what: string | false): boolean {
  if (typeof value !== "boolean") {
    fail(
      "INVALID_BOOLEAN",
      DEV && `${what} takes only true or false, got ${describeValue(value)}.`,
    );
  }
  return value;
}

/** Checks the option types nothing else checks, so a bad one throws before the instance exists. */
export function validateOptions(options: { [K in keyof FinderCoreOptions]?: unknown }): void {
  for (const key of SWITCHES) {
    if (options[key] !== undefined) checkBoolean(options[key], DEV && `the ${key} option`);
  }
  for (const key of CALLBACKS) {
    const callback = options[key];
    if (callback !== undefined && typeof callback !== "function") {
      fail(
        "INVALID_LISTENER",
        DEV && `the ${key} option must be a function, got ${describeValue(callback)}.`,
      );
    }
  }
  const filters = options.initialFilters;
  if (filters != null && !isObject(filters)) {
    fail(
      "INVALID_OPTIONS",
      DEV &&
        `initialFilters must be an object of filter values by rule id, got ${describeValue(filters)}.`,
    );
  }
}
