// Small shapes that options take in several places, resolved in one way everywhere.

/** One value or a list of them, as a list. */
export function toArray<T>(value: T | readonly T[]): readonly T[] {
  return Array.isArray(value) ? value : [value as T];
}

type AnyFunction = (...args: never) => unknown;
type Resolved<T> = T extends (...args: never) => infer R ? R : T;

/**
 * `owner[key]` for an option given either as a value or as a function computing it from
 * `args`. A function is called as a method, so `this` is `owner` as when called directly.
 */
export function resolve<O, K extends keyof O>(
  owner: O,
  key: K,
  ...args: Parameters<Extract<O[K], AnyFunction>>
): Resolved<O[K]> {
  const option = owner[key];
  return (typeof option === "function" ? option.apply(owner, args) : option) as Resolved<O[K]>;
}

/** The value stored under `key`, created and stored on first use. */
export function getOrCreate<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  create: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}

/**
 * A value as error messages show it: strings and objects as JSON, arrays entry by entry, other
 * values as `String` gives them (`NaN`, `undefined`), cut short so a huge value cannot flood
 * a console.
 */
export function describeValue(value: unknown): string {
  const text =
    attemptText(() =>
      Array.isArray(value)
        ? `[${value.slice(0, 20).map(describeValue).join(",")}]`
        : typeof value === "function"
          ? "a function"
          : typeof value === "string" || isObject(value)
            ? JSON.stringify(value)
            : String(value),
    ) ??
    // JSON refuses a BigInt or a cycle; String refuses an object without a prototype or one
    // whose toString throws. Describing bad input must never be what fails.
    attemptText(() => String(value)) ??
    "a value that cannot be shown";
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function attemptText(show: () => string): string | undefined {
  try {
    return show();
  } catch {
    return undefined;
  }
}

/** A non-null, non-array object: the shape of option records such as `initialFilters`. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value with an array copied, so that a caller can change it without changing Finder's state. */
export function copyValue(value: unknown): unknown {
  return Array.isArray(value) ? [...value] : value;
}

/**
 * A compile error unless `T` is never: `Never<Exclude<Every, Listed>>` fails to compile while a
 * member of `Every` is missing from `Listed` (type only; nothing of it is in the build).
 */
export type Never<T extends never> = T;
