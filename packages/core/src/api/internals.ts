import { FinderError } from "../errors";
import type { FinderStore, UserState } from "../store";
import type {
  FinderChangeEventName,
  FinderEventSource,
  FinderRule,
  FinderTestState,
  SortDirection,
} from "../types";

/** A user action, fully validated: `next` is the state to switch to. */
export interface UserAction<FItem, FContext> {
  source: FinderEventSource;
  event: FinderChangeEventName;
  rule?: FinderRule<FItem, FContext>;
  next: UserState;
  /** The value reported as `initial`/`current` in the change event. */
  read(state: UserState): unknown;
  debounceMilliseconds?: number;
}

export interface Flags {
  disabled: boolean;
  isLoading: boolean;
  requireGroup: boolean;
  ignoreSortWhileSearching: boolean;
}

/** What the namespace objects (search, filters, ...) need from the instance. */
export interface Internals<FItem, FContext> {
  readonly store: FinderStore<FItem, FContext>;
  readonly flags: Flags;
  act(action: UserAction<FItem, FContext>): void;
  test(state: FinderTestState, isAdditive: boolean): FItem[];
}

export function validateDirection(direction: unknown, what: string): SortDirection | undefined {
  if (direction === undefined) return undefined;
  if (direction !== "asc" && direction !== "desc") {
    throw new FinderError(
      "INVALID_SORT_DIRECTION",
      `Finder: ${what} must be "asc" or "desc", got ${JSON.stringify(direction) ?? String(direction)}.`,
    );
  }
  return direction;
}
