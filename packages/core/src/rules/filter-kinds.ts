// What differs between the kinds of filter, in one record per kind (`kindOf(rule)`), with its
// development texts (`TEXTS`); `satisfies Record<FilterKindName, …>` makes the compiler list what
// a new kind must define in both. Not yet everything: the modules the core README lists under "A
// filter kind's behaviour" still decide some things from the record's `selects`/`flips`.
import { DEV } from "../errors";
import type { FilterOption, FilterRule } from "../types";
import { describeValue, toArray } from "../util";

export type FilterKindName = "single" | "multiple" | "boolean";

/** The switches on a filter rule that choose its kind: every kind but single has one, named as it. */
export type FilterKindSwitch = Exclude<FilterKindName, "single">;

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
  /** The values `filterFn` is called with for a value in force: an item passes if one passes. */
  applied(value: unknown): readonly unknown[];
  /** What a `required` filter without a default falls back to, given its first option. */
  fallback(first: FilterOption | undefined): unknown;
  /**
   * The value is a selection of options, changed one at a time by `add`, `delete(id, option)`
   * and `toggle(id, option)`; a default may be one value, which is selected alone.
   */
  readonly selects?: true;
  /**
   * The filter is a switch: `toggle(id)` flips it, and it has no options to choose from (its
   * `testRuleOptions`/`countRuleOptions` keys are these, each counted as the filter set to it).
   */
  readonly flips?: readonly boolean[];
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

const KINDS = {
  single: {
    isActive: (value) => !isBlankValue(value),
    read(value, toValue) {
      // An array is refused before parse sees it: parse reads one value.
      if (Array.isArray(value)) return WRONG_SHAPE;
      const entry = toValue(value);
      return Array.isArray(entry) ? WRONG_SHAPE : entry;
    },
    applied: one,
    fallback: (first) => first?.value,
  },
  multiple: {
    unset: [],
    isActive: (value) => Array.isArray(value) && value.length > 0,
    read(value, toValue) {
      if (!Array.isArray(value)) return WRONG_SHAPE;
      const values = value.map(toValue);
      // Each value once, in the order first given.
      return values.filter(
        (entry, i) => values.findIndex((other) => Object.is(other, entry)) === i,
      );
    },
    applied: (value) => value as unknown[],
    fallback: (first) => first && [first.value],
    selects: true,
  },
  boolean: {
    unset: false,
    isActive: (value) => value === true,
    read: (value) => (typeof value === "boolean" ? value : WRONG_SHAPE),
    applied: one,
    // A required switch is on.
    fallback: () => true,
    flips: [true, false],
  },
} satisfies Record<FilterKindName, FilterKind>;

/**
 * The kind of a filter rule by name: the kind whose switch it sets (`multiple: true`), else
 * single. The one place that reads the switches (rules/validate.ts checks them).
 */
export function kindName(rule: Partial<Pick<FilterRule, FilterKindSwitch>>): FilterKindName {
  return rule.multiple ? "multiple" : rule.boolean ? "boolean" : "single";
}

/** The kind of a filter rule, as the record that says how it behaves. */
export function kindOf(rule: Partial<Pick<FilterRule, FilterKindSwitch>>): FilterKind {
  return KINDS[kindName(rule)];
}

/** The option values a value chooses, which strict options must list (a switch has none). */
export function chosenValues(kind: FilterKind, value: unknown): readonly unknown[] {
  return kind.flips ? [] : kind.applied(value);
}

/** A rule's `defaultValue` (not blank) as its kind holds it: one value alone is a selection. */
export function defaultOf(kind: FilterKind, value: unknown): unknown {
  return kind.selects ? toArray(value) : value;
}

/** A kind's development texts, each after `filter rule "id" `. */
interface KindTexts {
  /** The shape of its value (a `defaultValue` of another shape is refused). */
  shape: string;
  /** Why `filters.set` refuses `value`, which is not of this shape. */
  wrongShape(value: unknown): string;
  /** Why `toggle(id, option)` is refused; none for a kind that toggles either way. */
  toggle?(id: string, option: unknown): string;
}

const isA = (name: FilterKindName, shape: string, value: unknown) =>
  `is a ${name} filter; its value must be ${shape}, got ${describeValue(value)}.`;

/** Each kind's texts, for the development build's messages (left out of production). */
export const TEXTS = (DEV &&
  ({
    single: {
      shape: "a single value",
      wrongShape: () =>
        "takes a single value, got an array; use multiple: true for several values.",
      toggle: () => "takes a single value and cannot be toggled; use filters.set().",
    },
    multiple: {
      shape: "an array",
      wrongShape: (value) => isA("multiple", "an array", value),
    },
    boolean: {
      shape: "true or false",
      wrongShape: (value) => isA("boolean", "true or false", value),
      toggle: (id, option) =>
        `is a boolean filter; toggle("${id}") flips it and takes no option, got ${describeValue(option)}. Use filters.set() for a value.`,
    },
  } satisfies Record<FilterKindName, KindTexts>)) as Record<FilterKindName, KindTexts>;
