import { sameValue } from "./equality";

/** Remembers one result and recomputes only when an input changed (by identity). */
export class Memo<T> {
  #inputs: readonly unknown[] | undefined;
  #value: T | undefined;

  get(inputs: readonly unknown[], compute: () => T): T {
    // The same elements, each by `Object.is` (an array of inputs is never reused).
    if (this.#inputs && sameValue(this.#inputs, inputs)) return this.#value as T;
    const value = compute();
    this.#inputs = inputs;
    this.#value = value;
    return value;
  }
}
