// The equalities the core compares values with, in one place: identity is `Object.is` (and
// `Memo` compares its inputs element by element with `sameValue`); these add what a visitor
// counts as the same value.
import { isObject } from "./util";

/** Shallow equality that treats arrays with the same elements as equal values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
  }
  return false;
}

/**
 * Equal values, arrays with equal elements, or records (not arrays) with such values by key: how
 * a change event's readings and the filter records of two states compare.
 */
export function sameReading(a: unknown, b: unknown): boolean {
  if (sameValue(a, b)) return true;
  if (!isObject(a) || !isObject(b)) return false;
  return Object.keys({ ...a, ...b }).every((key) => sameValue(a[key], b[key]));
}

/** -0 as a key: a Map or a Set takes -0 and 0 as one key, where `Object.is` tells them apart. */
const MINUS_ZERO: unique symbol = Symbol();

/** A value as a Map or Set key that finds exactly the values `Object.is` finds. */
export const identityKey = (value: unknown): unknown => (Object.is(value, -0) ? MINUS_ZERO : value);

/** An option's value and a value given for it: `Object.is`, or two dates of the same time. */
export function sameOptionValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}
