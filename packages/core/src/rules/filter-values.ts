import { DEV, fail, type FinderErrorCode } from "../errors";
import { identityKey, sameOptionValue } from "../equality";
import {
  isBlankValue,
  kindName,
  kindOf,
  TEXTS,
  WRONG_SHAPE,
  type FilterKind,
} from "./filter-kinds";
import type { FilterOption, FilterRule, FinderSchemaResult } from "../types";
import { describeValue, getOrCreate, isObject, resolve } from "../util";

type AnyFilterRule<FItem, FContext> = FilterRule<FItem, unknown, FContext>;

/** Throws for a filter rule: the message starts with the rule, as in `filter rule "color" …`. */
export function failOnFilter(
  code: FinderErrorCode,
  rule: { id: string },
  problem: string | false,
): never {
  fail(code, problem && `filter rule "${rule.id}" ${problem}`, rule.id);
}

/**
 * Runs a rule's option generator (or takes its static options) and checks the result. Generated
 * options are kept frozen, as `getRule` shows them: a caller cannot change the options in force.
 */
export function hydrateOptions<FItem, FContext>(
  rule: AnyFilterRule<FItem, FContext>,
  items: FItem[],
  context: FContext,
): FilterOption[] | undefined {
  if (rule.options === undefined) return undefined;
  const options = resolve(rule, "options", { items, context });
  if (
    !Array.isArray(options) ||
    // A value that is not an object has no `value` either. undefined is "no value" everywhere
    // else (set clears, a count passes every item), so an option cannot stand for it.
    options.some((option) => option?.value === undefined)
  ) {
    failOnFilter(
      "INVALID_RULE_OPTIONS",
      rule,
      DEV && "options must be an array of { value } objects, with no value undefined.",
    );
  }
  return rule.options === options ? options : (Object.freeze([...options]) as FilterOption[]);
}

/** A filter's options by what finds them: each lookup one step, so reading n entries is n steps. */
interface OptionIndex {
  /** Each option object, with its value (an option given for its value). */
  objects: Map<unknown, unknown>;
  /** Each value (by `identityKey`), with the first option's. */
  values: Map<unknown, unknown>;
  /** Each valid date's time, with the first option's date of that time. */
  times: Map<number, unknown>;
}

/**
 * Built once per options array, on its first lookup: generated options are a new frozen array
 * whenever they are generated again; a fixed `options` array is the rule's own, and one changed
 * in place once in use is not read again (give the rule a new array, through `setRules`).
 */
const INDEXES = new WeakMap<readonly FilterOption[], OptionIndex>();

function indexOf(options: readonly FilterOption[]): OptionIndex {
  return getOrCreate(INDEXES, options, () => {
    const index: OptionIndex = { objects: new Map(), values: new Map(), times: new Map() };
    for (const option of options) {
      // Read once: `value` may be a getter.
      const { value } = option;
      index.objects.set(option, value);
      const key = identityKey(value);
      if (!index.values.has(key)) index.values.set(key, value);
      const time = value instanceof Date ? value.getTime() : Number.NaN;
      if (!Number.isNaN(time) && !index.times.has(time)) index.times.set(time, value);
    }
    return index;
  });
}

/**
 * The value of the first option whose value is `value` as `sameOptionValue` compares (a date by
 * its time), or undefined (no option's value is undefined).
 */
function optionFor(options: readonly FilterOption[], value: unknown): unknown {
  const { values, times } = indexOf(options);
  // A date is found by its time, its own object included; an invalid date only as itself.
  const time = value instanceof Date ? value.getTime() : Number.NaN;
  return times.has(time) ? times.get(time) : values.get(identityKey(value));
}

/** Accepts an option object as shorthand for its value. */
export function optionValue(
  options: readonly FilterOption[] | undefined,
  candidate: unknown,
): unknown {
  const value =
    options && isObject(candidate) ? indexOf(options).objects.get(candidate) : undefined;
  return value === undefined ? candidate : value;
}

/**
 * The value an entry given for a filter stands for: an option object is its value, `parse` makes
 * the rest, and a value equal to an option's (a date of the same time) is the option's own, so
 * `get`, `has`, `toggle` and a multiple filter's "each value once" see one value, not two.
 */
export function optionEntry(
  rule: { id: string; parse?: FilterRule["parse"] },
  options: readonly FilterOption[] | undefined,
  entry: unknown,
): unknown {
  const value = parsedEntry(rule, optionValue(options, entry));
  const option = options && optionFor(options, value);
  return option === undefined ? value : option;
}

export function isOptionValue(options: readonly FilterOption[], value: unknown): boolean {
  return optionFor(options, value) !== undefined;
}

/**
 * A value (not blank) read in the shape of its filter's kind, `WRONG_SHAPE` when it has another,
 * and the values it chooses that `strictOptions` (the options when they are strict) do not list.
 * A value given to `set` (normalizeFilterValue) and a rule's `defaultValue` (rules/validate.ts)
 * are both checked by it.
 */
export function readFilterValue(
  kind: FilterKind,
  value: unknown,
  strictOptions: readonly FilterOption[] | undefined,
  toValue: (entry: unknown) => unknown,
): [read: unknown, notOptions: unknown[]] {
  const read = kind.read(value, toValue);
  if (read === WRONG_SHAPE || !strictOptions) return [read, []];
  const notOptions = kind
    .chosen(read)
    .filter((candidate) => !isOptionValue(strictOptions, candidate));
  return [read, notOptions];
}

/**
 * The value a rule's `parse` makes of one entry (the entry itself without `parse`). A refused
 * entry throws `code`: INVALID_FILTER_VALUE for a value given, INVALID_RULE_FIELD for the rule's
 * `defaultValue`; whatever `parse` threw is the problem. A parse that answers with a promise (an
 * async function or schema) throws INVALID_RULE_FIELD, since values are checked synchronously.
 */
export function parsedEntry(
  rule: { id: string; parse?: FilterRule["parse"] },
  entry: unknown,
  code: FinderErrorCode = "INVALID_FILTER_VALUE",
): unknown {
  const { parse } = rule;
  if (!parse) return entry;
  const isFunction = typeof parse === "function";
  let result: { value?: unknown; issues?: FinderSchemaResult<unknown>["issues"] } = {};
  let problem: unknown;
  try {
    result = isFunction
      ? { value: parse(entry) }
      : ((parse["~standard"].validate(entry) ?? {}) as typeof result);
  } catch (error) {
    // Whatever was thrown is a refusal, even what cannot be read (a revoked Proxy, a `message`
    // getter that throws): an address or a saved state must not make reading it throw.
    try {
      const thrown = (error as { message?: unknown } | null)?.message ?? error;
      problem = thrown === undefined ? undefined : String(thrown);
    } catch {
      problem = "refused";
    }
  }
  const answer = (isFunction ? result.value : result) as { then?: unknown } | undefined;
  if (typeof answer?.then === "function") {
    failOnFilter(
      "INVALID_RULE_FIELD",
      rule,
      DEV &&
        `has an asynchronous ${isFunction ? "function" : "schema"} as parse; filter values are checked synchronously.`,
    );
  }
  const { value, issues } = result;
  if (issues) problem = issues[0]?.message ?? "refused";
  if (problem !== undefined || value === undefined) {
    failOnFilter(
      code,
      rule,
      DEV &&
        `refused ${code === "INVALID_FILTER_VALUE" ? "" : "defaultValue "}${describeValue(entry)}${problem === undefined ? "" : `: ${problem}`}.`,
    );
  }
  return value;
}

/**
 * A rule's `defaultValue` as its `parse` made it, in its kind's shape: set by the rule checks
 * (rules/validate.ts), so the default in force is what `parse` returned, not the text given.
 */
export const PARSED_DEFAULTS = new WeakMap<object, unknown>();

/**
 * Checks and normalises a value for `set`: option objects become their values, blank values
 * become `undefined` (cleared). Throws before anything changes.
 */
export function normalizeFilterValue<FItem, FContext>(
  rule: AnyFilterRule<FItem, FContext>,
  options: readonly FilterOption[] | undefined,
  value: unknown,
): unknown {
  if (isBlankValue(value)) return undefined;
  const kind = kindOf(rule);
  const [read, notOptions] = readFilterValue(
    kind,
    value,
    rule.strictOptions === false ? undefined : options,
    (entry) => optionEntry(rule, options, entry),
  );
  if (read === WRONG_SHAPE) {
    failOnFilter("INVALID_FILTER_VALUE", rule, DEV && TEXTS[kindName(rule)].wrongShape(value));
  }
  // What the default chooses counts as an option: a default need not be among generated options
  // (only fixed ones are checked), and a value that keeps its entries (add, toggle and
  // delete(id, option) start from it) must restore, as every snapshot does.
  const held = defaultOf(rule, kind);
  const chosen = held === undefined ? [] : kind.chosen(held);
  const refused = notOptions.filter(
    (candidate) => !chosen.some((entry) => sameOptionValue(entry, candidate)),
  );
  if (refused.length > 0) {
    fail(
      "INVALID_FILTER_OPTION",
      DEV &&
        `${describeValue(refused[0])} is not an option of filter rule "${rule.id}" (strictOptions is on).`,
      rule.id,
    );
  }
  return read;
}

/** A rule's default as it applies (as parse made it), or undefined: a blank default is none. */
function defaultOf<FItem, FContext>(
  rule: AnyFilterRule<FItem, FContext>,
  kind: FilterKind,
): unknown {
  const parsed = PARSED_DEFAULTS.get(rule);
  if (parsed !== undefined) return parsed;
  return isBlankValue(rule.defaultValue) ? undefined : kind.held(rule.defaultValue);
}

/** What a filter with no value set applies: its default, or a required filter's fallback. */
function fallbackValue<FItem, FContext>(
  rule: AnyFilterRule<FItem, FContext>,
  kind: FilterKind,
  options: readonly FilterOption[] | undefined,
): unknown {
  const held = defaultOf(rule, kind);
  if (held !== undefined || !rule.required) return held;
  return kind.fallback(options?.find((option) => !option.disabled) ?? options?.[0]);
}

/**
 * The value a filter is applied with: the user's value when set (an explicit `null` means the
 * user cleared a filter that has a default), else the default; required filters never go
 * inactive.
 */
export function effectiveFilterValue<FItem, FContext>(
  rule: AnyFilterRule<FItem, FContext>,
  options: readonly FilterOption[] | undefined,
  raw: Readonly<Record<string, unknown>>,
): unknown {
  const kind = kindOf(rule);
  const hasRaw = Object.hasOwn(raw, rule.id);
  const value = hasRaw ? raw[rule.id] : undefined;
  if (rule.required) {
    return hasRaw && kind.isActive(value) ? value : fallbackValue(rule, kind, options);
  }
  if (hasRaw) return value === null ? undefined : value;
  return fallbackValue(rule, kind, options);
}
