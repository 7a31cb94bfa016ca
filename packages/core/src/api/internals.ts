import type { UserState } from "../state";
import type { FinderStore } from "../store";
import type {
  FinderChangeEventName,
  FinderEventSource,
  FinderRule,
  FinderTestState,
} from "../types";

/** A user action, fully validated. */
export interface UserAction<FItem, FContext> {
  source: FinderEventSource;
  event: FinderChangeEventName;
  rule?: FinderRule<FItem, FContext>;
  /** What changes. Every change but a page change returns to page 1, unless it sets `page`. */
  patch: Partial<UserState>;
  /** The value reported as `initial`/`current` in the change event. */
  read(state: UserState): unknown;
  debounceMilliseconds?: number;
  /** Whether two values returned by `read` are the same; default `sameReading`. */
  same?(a: unknown, b: unknown): boolean;
  /**
   * Effects run for every rule whose value changed, as after a batch (`finder.reset()`), rather
   * than for `rule` alone.
   */
  everyRule?: true;
}

/** What the namespace objects (search, filters, ...) need from the instance. */
export interface Internals<FItem, FContext> {
  readonly store: FinderStore<FItem, FContext>;
  act(action: UserAction<FItem, FContext>): void;
  test(state: FinderTestState, isAdditive: boolean): FItem[];
  /** Nothing is shown yet (loading, or no items array): a requested page is kept for the items. */
  waitsForItems(): boolean;
}
