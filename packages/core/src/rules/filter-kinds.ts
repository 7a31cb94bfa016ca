// Everything that differs between the kinds of filter, in one record per kind: how a value is
// read, held, applied, compared and copied, what restoreState() checks entry by entry, what facets
// count, and which of add/delete/toggle the kind allows. The rest of the core asks the record
// (`kindOf(rule)`) and never tests the kind. A new kind is its name in `FilterKindName`, then the
// compiler asks for the rest: its record in `KINDS`, its switch in `KIND_SWITCHES` (named as the kind;
// rules/validate.ts checks every switch as true or false and as exclusive, and the
// `transformFilterTo*` helpers turn it off), its development texts in `TEXTS`, the switch on
// `FilterRule` (types.ts, with its value type) and its text in an address (`ADDRESS_TEXTS` in
// search-params.ts, kept there so that an app without addresses does not load it).
import { DEV } from "../errors";
import { identityKey, sameValue } from "../equality";
import type { FilterOption, FilterRule } from "../types";
import { copyValue, describeValue, toArray, type Never } from "../util";

export type FilterKindName = "multiple" | "boolean" | "single";

/** The switches on a filter rule that choose its kind: every kind but single has one, named as it. */
export type FilterKindSwitch = Exclude<FilterKindName, "single">;

/** A facet's keys (`countRuleOptions`) with the value each is counted as (undefined: all pass). */
export type FacetKeys = [key: FilterOption | boolean, value: unknown][];

export interface FilterKind {
  /** What `filters.get` gives (copied) while the filter has no value: a control's "off". */
  readonly unset?: unknown;
  /** Whether a value in force applies the filter. */
  isActive(value: unknown): boolean;
  /**
   * A value given by the caller (not blank) in this kind's shape, each entry passed through
   * `toValue` (option objects become their values); `WRONG_SHAPE` when it has the wrong shape.
   */
  read(value: unknown, toValue: (entry: unknown) => unknown): unknown;
  /** A rule's `defaultValue` (not blank) as the kind holds it, before `read` checks it. */
  held(defaultValue: unknown): unknown;
  /** The values `filterFn` is called with for a value in force: an item passes if one passes. */
  applied(value: unknown): readonly unknown[];
  /** The option values a value chooses, which strict options must list. */
  chosen(value: unknown): readonly unknown[];
  /** What a `required` filter without a default falls back to, given its first option. */
  fallback(first: FilterOption | undefined): unknown;
  /**
   * Whether two values in force are the same for the visitor (equal, or both inactive). No
   * default: a kind names its own, `sameOrInactive` for a value held as given or an array of them.
   */
  same(this: FilterKind, a: unknown, b: unknown): boolean;
  /**
   * A value as a caller receives it: changing it changes neither the state nor the rule. No
   * default: a kind names its own, `copyValue` for a value held as given or an array of them.
   */
  copy(value: unknown): unknown;
  /**
   * The kind is a selection of options, changed one at a time by `add`, `delete(id, option)` and
   * `toggle(id, option)`: the value with `entry` selected (`on`) or not, the others in order.
   */
  select?(value: unknown, entry: unknown, on: boolean): unknown;
  /** The kind is a switch: `toggle(id)` sets it to `flip(value)`. */
  flip?(value: unknown): unknown;
  /** The entries `restoreState` keeps or drops one by one; without it, the value is kept or dropped whole. */
  entries?(value: unknown): readonly unknown[] | undefined;
  /**
   * What facets count (`testRuleOptions`, `countRuleOptions`, `getFacet`) instead of the
   * options: keys of the kind's own, each counted as `test()` applies the filter set to it.
   */
  readonly facetKeys?: readonly boolean[];
}

/** What `FilterKind.read` returns for a value of the wrong shape. */
export const WRONG_SHAPE: unique symbol = Symbol();

/** `undefined`, `null` and blank strings mean "no value". */
export function isBlankValue(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

const one = (value: unknown) => [value];

/**
 * `same` for a kind whose value is one value held as given (compared with `Object.is`) or an array
 * of them (compared entry by entry): equal, or both inactive. An object value (a range
 * `{ min, max }`) needs a `same` of its own, and a `copy` other than `copyValue`.
 */
function sameOrInactive(this: FilterKind, a: unknown, b: unknown): boolean {
  return sameValue(a, b) || (!this.isActive(a) && !this.isActive(b));
}

/** What a kind's record may leave out, as `withDefaults` gives it (`same` and `copy` it must name). */
type Defaulted = "held" | "chosen";

/**
 * A kind's record, with what it leaves out done as most kinds do it: a default held as given, the
 * values it applies chosen.
 */
function withDefaults(
  record: Omit<FilterKind, Defaulted> & Partial<Pick<FilterKind, Defaulted>>,
): FilterKind {
  return {
    held: (value) => value,
    chosen: record.applied,
    ...record,
  };
}

const KINDS = {
  multiple: withDefaults({
    unset: [],
    isActive: (value) => Array.isArray(value) && value.length > 0,
    read(value, toValue) {
      if (!Array.isArray(value)) return WRONG_SHAPE;
      // Each value once, in the order first given, remembered in a Set so that a value of n
      // entries costs n steps, not n² (a hostile address repeats keys). An entry that is null
      // (what parse answers for a blank text) is blank, as a single filter's null: left out.
      const seen = new Set<unknown>();
      return value.map(toValue).filter((entry) => {
        const key = identityKey(entry);
        if (entry === null || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    // One value alone is a selection of one.
    held: toArray,
    applied: (value) => value as unknown[],
    fallback: (first) => first && [first.value],
    select(value, entry, on) {
      const others = (Array.isArray(value) ? value : []).filter((held) => !Object.is(held, entry));
      // A null entry is blank, as `read` leaves it out: selecting it selects nothing.
      return on && entry !== null ? [...others, entry] : others;
    },
    entries: (value) => (Array.isArray(value) ? value : undefined),
    same: sameOrInactive,
    copy: copyValue,
  }),
  boolean: withDefaults({
    unset: false,
    isActive: (value) => value === true,
    read: (value) => (typeof value === "boolean" ? value : WRONG_SHAPE),
    applied: one,
    // A switch has no options to choose from.
    chosen: () => [],
    // A required switch is on.
    fallback: () => true,
    flip: (value) => value !== true,
    // Counted on and off, each as test() applies the filter set to it.
    facetKeys: [true, false],
    same: sameOrInactive,
    copy: copyValue,
  }),
  single: withDefaults({
    isActive: (value) => !isBlankValue(value),
    read(value, toValue) {
      // An array is refused before parse sees it: parse reads one value.
      if (Array.isArray(value)) return WRONG_SHAPE;
      const entry = toValue(value);
      return Array.isArray(entry) ? WRONG_SHAPE : entry;
    },
    applied: one,
    fallback: (first) => first?.value,
    same: sameOrInactive,
    copy: copyValue,
  }),
} satisfies Record<FilterKindName, FilterKind>;

/**
 * Every kind's switch, in the order they are asked: a filter rule is of the kind whose switch it
 * sets (`multiple: true`), else single. A switch is named as its kind.
 */
export const KIND_SWITCHES = ["multiple", "boolean"] as const satisfies readonly FilterKindSwitch[];

/** A kind whose switch is missing from `KIND_SWITCHES` is a compile error here. */
type _EverySwitch = Never<Exclude<FilterKindSwitch, (typeof KIND_SWITCHES)[number]>>;

/** The kind of a filter rule by name. */
export function kindName(
  rule: Partial<Pick<FilterRule, FilterKindSwitch>> | undefined,
): FilterKindName {
  return KIND_SWITCHES.find((on) => rule?.[on]) ?? "single";
}

/** The kind of a filter rule, as the record that says how it behaves. */
export function kindOf(rule: Partial<Pick<FilterRule, FilterKindSwitch>> | undefined): FilterKind {
  return KINDS[kindName(rule)];
}

/** The switches a rule of kind `name` has: its own on, the others off (the `transformFilterTo*` helpers). */
export function switchesOf(name: FilterKindName): Record<FilterKindSwitch, boolean> {
  return Object.fromEntries(KIND_SWITCHES.map((on) => [on, on === name])) as Record<
    FilterKindSwitch,
    boolean
  >;
}

/** Filter values by rule id, each copied as its rule's kind copies it. */
export function copyFilterValues(
  values: Readonly<Record<string, unknown>>,
  rules: ReadonlyMap<string, object>,
): Record<string, unknown> {
  // Built from entries, so any rule id ("__proto__" too) is a plain key.
  return Object.fromEntries(
    Object.entries(values).map(([id, value]) => [
      id,
      kindOf(rules.get(id) as FilterRule | undefined).copy(value),
    ]),
  );
}

/** A kind's development texts: its value's shape, and the messages for a wrong value and a refused toggle. */
interface KindTexts {
  shape: string;
  /** Why `set` refuses `value` (not of the kind's shape), after `filter rule "id" `. */
  wrongShape(value: unknown): string;
  /** Why `toggle(id, option)` is refused, as a whole message. */
  toggle(id: string, option: unknown): string;
}

/** Each kind's texts, for the development build's messages (left out of production). */
export const TEXTS = (DEV &&
  ({
    multiple: {
      shape: "an array",
      wrongShape: (value) =>
        `is a multiple filter; its value must be an array, got ${describeValue(value)}.`,
      toggle: (id) => `toggling multiple filter rule "${id}" needs the option to add or remove.`,
    },
    boolean: {
      shape: "true or false",
      wrongShape: (value) =>
        `is a boolean filter; its value must be true or false, got ${describeValue(value)}.`,
      toggle: (id, option) =>
        `filter rule "${id}" is a boolean filter; toggle("${id}") flips it and takes no option, got ${describeValue(option)}. Use filters.set() for a value.`,
    },
    single: {
      shape: "a single value",
      wrongShape: () =>
        "takes a single value, got an array; use multiple: true for several values.",
      toggle: (id) =>
        `filter rule "${id}" takes a single value and cannot be toggled; use filters.set().`,
    },
  } satisfies Record<FilterKindName, KindTexts>)) as Record<FilterKindName, KindTexts>;
