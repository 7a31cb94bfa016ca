// Temporary facade: the members are declared so bindings can type-check; the engine lands next.
import type {
  FinderCoreOptions,
  FinderEventsApi,
  FinderFiltersApi,
  FinderGroupByApi,
  FinderMatches,
  FinderPaginationApi,
  FinderRule,
  FinderSearchApi,
  FinderSnapshot,
  FinderSortByApi,
  FinderState,
  FinderTestState,
  Id,
} from "./types";

export declare class FinderCore<FItem = unknown, FContext = unknown> {
  constructor(items: FItem[] | null | undefined, options: FinderCoreOptions<FItem, FContext>);
  readonly items: FItem[];
  readonly context: FContext;
  readonly isLoading: boolean;
  readonly disabled: boolean;
  readonly isReady: boolean;
  readonly isEmpty: boolean;
  readonly hasMatches: boolean;
  readonly updatedAt: number;
  readonly state: FinderState;
  readonly matches: FinderMatches<FItem>;
  readonly version: number;
  readonly search: FinderSearchApi<FItem, FContext>;
  readonly filters: FinderFiltersApi<FItem, FContext>;
  readonly sortBy: FinderSortByApi<FItem, FContext>;
  readonly groupBy: FinderGroupByApi<FItem, FContext>;
  readonly pagination: FinderPaginationApi;
  readonly events: FinderEventsApi<FItem, FContext>;
  subscribe(listener: () => void): () => void;
  setItems(items: FItem[] | null | undefined): void;
  setIsLoading(isLoading: boolean): void;
  setIsDisabled(disabled: boolean): void;
  setRules(rules: FinderRule<FItem, FContext>[]): void;
  setContext(context: FContext): void;
  test(state: FinderTestState, isAdditive?: boolean): FItem[];
  getRule(id: Id): FinderRule<FItem, FContext>;
  toJSON(): FinderSnapshot;
}
