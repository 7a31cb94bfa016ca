import { DEV, fail } from "./errors";
import type { FinderEventMap, FinderEventName } from "./types";
import { describeValue, getOrCreate } from "./util";

export const EVENT_NAMES: readonly FinderEventName[] = [
  "change",
  "firstUserInteraction",
  "ready",
  "setItems",
  "setIsLoading",
  "setIsDisabled",
  "setContext",
];

type AnyListener = (event: never) => void;

function checkEventName(name: FinderEventName): void {
  if (!EVENT_NAMES.includes(name)) {
    fail("INVALID_EVENT_NAME", DEV && `"${String(name)}" is not an event name.`);
  }
}

/** Named channels plus a silence counter (a counter, so nested `silently` calls compose). */
export class EventHub<FItem, FContext> {
  readonly #listeners = new Map<FinderEventName, Set<AnyListener>>();
  #silentDepth = 0;

  on(name: FinderEventName, listener: AnyListener): void {
    checkEventName(name);
    if (typeof listener !== "function") {
      fail("INVALID_LISTENER", DEV && `the listener for "${name}" is not a function.`);
    }
    getOrCreate(this.#listeners, name, () => new Set()).add(listener);
  }

  off(name: FinderEventName, listener?: AnyListener): void {
    checkEventName(name);
    if (listener === undefined) this.#listeners.delete(name);
    else this.#listeners.get(name)?.delete(listener);
  }

  /** Calls every listener of `name`; what one throws goes to `errors`, and the next still runs. */
  emit<K extends FinderEventName>(
    name: K,
    event: FinderEventMap<FItem, FContext>[K],
    errors: unknown[],
  ): void {
    const set = this.#listeners.get(name);
    if (!set) return;
    // A copy, so listeners that unsubscribe themselves do not skip their neighbours.
    for (const listener of [...set]) {
      try {
        (listener as (event: FinderEventMap<FItem, FContext>[K]) => void)(event);
      } catch (error) {
        errors.push(error);
      }
    }
  }

  silently<T>(fn: () => T): T {
    if (typeof fn !== "function") {
      fail(
        "INVALID_LISTENER",
        DEV && `events.silently() takes a function, got ${describeValue(fn)}.`,
      );
    }
    this.#silentDepth += 1;
    try {
      return fn();
    } finally {
      this.#silentDepth -= 1;
    }
  }

  isSilent(): boolean {
    return this.#silentDepth > 0;
  }
}

/**
 * Throws what the callbacks of one change threw, once all of them have run: the error itself when
 * there is one, an `AggregateError` holding them in the order they were thrown when there are more.
 */
export function rethrow(errors: readonly unknown[]): void {
  if (errors.length === 0) return;
  if (errors.length === 1) throw errors[0];
  throw new AggregateError(
    errors,
    `Finder: ${errors.length} errors were thrown while one change was processed; see \`errors\`.`,
  );
}
