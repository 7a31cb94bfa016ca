/** Remembers one result and recomputes only when an input changed (by identity). */
export class Memo<T> {
  #inputs: readonly unknown[] | undefined;
  #value: T | undefined;

  get(inputs: readonly unknown[], compute: () => T): T {
    const previous = this.#inputs;
    if (
      previous &&
      previous.length === inputs.length &&
      previous.every((input, i) => Object.is(input, inputs[i]))
    ) {
      return this.#value as T;
    }
    const value = compute();
    this.#inputs = inputs;
    this.#value = value;
    return value;
  }
}
