import { useRef, useState, type ReactNode, type Ref } from "react";
import {
  FinderCore,
  type FinderChangeEvent,
  type FinderCoreOptions,
  type FinderRestoredOptions,
} from "@finderjs/core";
import { FinderCoreContext } from "./context";
import { FinderContent } from "./FinderContent";
import { FinderSearchTermHaystack } from "./FinderSearchTermHaystack";
import type { FinderSearchParamsSync } from "./searchParams";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";

export interface FinderProps<FItem, FContext = unknown> extends FinderCoreOptions<FItem, FContext> {
  /** The list to search, filter, sort, group and paginate. `null`/`undefined` count as empty. */
  items: FItem[] | null | undefined;
  /** Receives the instance, so a parent (outside this tree) can read it or call its methods. */
  controllerRef?: Ref<FinderCore<FItem, FContext>>;
  /**
   * Keeps the view in the address: `historySearchParams()` for the browser's,
   * `useRouterSearchParams(search, navigate)` for a router's, or `searchParamsSync(adapter)` for
   * any other place. Read when the instance is created (the address
   * wins over the `initial*` props, which are what a view without keys shows), then connected
   * after mount. Read once, like the `initial*` props.
   */
  searchParams?: FinderSearchParamsSync;
  children?: ReactNode;
}

/**
 * The props that are a view's parts: what an address leaves out when they are what it shows,
 * and (but the page and its size) where `reset()` returns. Every restorable option but the
 * switches: `_EveryViewKey` makes a new part of the saved state a compile error until it is listed.
 */
const viewKeys = [
  "initialSearchTerm",
  "initialFilters",
  "initialSortBy",
  "initialSortDirection",
  "ignoreSortByRulesWhileSearchRuleIsActive",
  "initialByRelevance",
  "initialGroupBy",
  "initialGroupBySortDirection",
  "page",
  "numItemsPerPage",
] as const satisfies readonly ViewKey[];
type ViewKey = Exclude<keyof FinderRestoredOptions, "disabled" | "requireGroup">;
/** A compile error unless `T` is never. */
type Never<T extends never> = T;
type _EveryViewKey = Never<Exclude<ViewKey, (typeof viewKeys)[number]>>;

// The props that stay in sync with the instance after the first render. Everything else is read once,
// at construction, like the `initial*` options it mostly is.
const syncedKeys = [
  "items",
  "rules",
  "context",
  "isLoading",
  "disabled",
  "page",
  "numItemsPerPage",
] as const;

type SyncedKey = (typeof syncedKeys)[number];
type SyncedProps<FItem, FContext> = Pick<FinderProps<FItem, FContext>, SyncedKey>;

function pickSynced<FItem, FContext>(
  props: FinderProps<FItem, FContext>,
): SyncedProps<FItem, FContext> {
  return Object.fromEntries(syncedKeys.map((key) => [key, props[key]])) as SyncedProps<
    FItem,
    FContext
  >;
}

const callbackKeys = ["onInit", "onReady", "onChange", "onFirstUserInteraction"] as const;

/**
 * The callbacks are kept out of the constructor (see below), so they are checked here, on every
 * render: a non-function throws now, not as a TypeError later. The check and its error are the
 * core's own: the bad callback is given alone to a FinderCore constructor, which checks its
 * options before it creates or calls anything.
 */
function checkCallbacks(props: Partial<Record<(typeof callbackKeys)[number], unknown>>): void {
  for (const key of callbackKeys) {
    const callback = props[key];
    if (callback !== undefined && typeof callback !== "function") {
      new FinderCore(null, { rules: [], [key]: callback } as FinderCoreOptions<unknown>);
    }
  }
}

/**
 * Throws what the callbacks of one change threw, once all of them have run, as FinderCore does
 * (`Finder.test.tsx` compares the two): the error itself when there is one, an `AggregateError`
 * holding them in the order they were thrown when there are more.
 */
function rethrow(errors: readonly unknown[]): void {
  if (errors.length === 0) return;
  if (errors.length === 1) throw errors[0];
  throw new AggregateError(
    errors,
    `Finder: ${errors.length} errors were thrown while one change was processed; see \`errors\`.`,
  );
}

/**
 * Calls the latest `onChange`, `onFirstUserInteraction` and `onReady` given, and `onInit` (with a
 * ready-at-construction `onReady`) once, after mount, rethrowing what they threw as FinderCore does.
 */
function useLifecycleCallbacks<FItem, FContext>(
  core: FinderCore<FItem, FContext>,
  props: FinderProps<FItem, FContext>,
): void {
  // The latest props, for the lifecycle callbacks below (updated first, before the effects that call them).
  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });

  const initialised = useRef(false);
  useIsomorphicLayoutEffect(() => {
    const onChange = (event: FinderChangeEvent<FItem, FContext>) =>
      latest.current.onChange?.(event);
    const onFirstUserInteraction = (event: FinderChangeEvent<FItem, FContext>) =>
      latest.current.onFirstUserInteraction?.(event);
    const onReady = () => latest.current.onReady?.(core);
    core.events.on("change", onChange);
    core.events.on("firstUserInteraction", onFirstUserInteraction);
    core.events.on("ready", onReady);
    // StrictMode runs this effect twice on mount; the ref (kept across that re-run) makes onInit and a
    // ready-at-construction onReady happen once.
    if (!initialised.current) {
      initialised.current = true;
      const readyAtConstruction = core.isReady;
      // As in FinderCore: onReady runs even when onInit throws; then what they threw is rethrown.
      const errors: unknown[] = [];
      const call = (callback: ((finder: FinderCore<FItem, FContext>) => void) | undefined) => {
        try {
          callback?.(core);
        } catch (error) {
          errors.push(error);
        }
      };
      call(latest.current.onInit);
      if (readyAtConstruction) call(latest.current.onReady);
      rethrow(errors);
    }
    return () => {
      core.events.off("change", onChange);
      core.events.off("firstUserInteraction", onFirstUserInteraction);
      core.events.off("ready", onReady);
    };
  }, [core]);
}

/** Hands the instance to `controllerRef` (an object or a callback ref) while mounted. */
function useControllerRef<FItem, FContext>(
  core: FinderCore<FItem, FContext>,
  controllerRef: Ref<FinderCore<FItem, FContext>> | undefined,
): void {
  useIsomorphicLayoutEffect(() => {
    if (!controllerRef) return;
    if (typeof controllerRef === "function") {
      // React 19 callback refs may return their own cleanup; older ones expect to be called with null.
      const cleanup = controllerRef(core);
      return () => {
        if (typeof cleanup === "function") cleanup();
        else controllerRef(null);
      };
    }
    controllerRef.current = core;
    return () => {
      controllerRef.current = null;
    };
  }, [core, controllerRef]);
}

/**
 * Applies the synced props that changed to the instance, in a layout effect, and returns the
 * children to render: those of the last commit while changed props wait to be applied.
 */
function useSyncedProps<FItem, FContext>(
  core: FinderCore<FItem, FContext>,
  props: FinderProps<FItem, FContext>,
): ReactNode {
  const { children } = props;
  // Prop changes are applied in a layout effect, never during render. So that consumers do not render
  // once with the new props but the old results (and then again), the render that sees changed props
  // re-renders the children of the last commit, which React skips; the effect then applies the
  // changes and re-renders with the new children, so each consumer renders once, with fresh results.
  const synced = pickSynced(props);
  const [applied, setApplied] = useState(synced);
  const isPending = syncedKeys.some((key) => applied[key] !== synced[key]);
  const committedChildren = useRef(children);
  // Pager props that changed while the finder was disabled, where mutators do nothing: applied
  // once it is enabled, so a pager bound to the address bar ends on the address's page.
  const owedPager = useRef(new Set<"page" | "numItemsPerPage">());

  useIsomorphicLayoutEffect(() => {
    if (!isPending) {
      committedChildren.current = children;
      return;
    }
    const changed = (key: SyncedKey) => applied[key] !== synced[key];
    // One batch: subscribers hear of the props once, and the page settles against the new items.
    // Mutators are no-ops while disabled: enable first and disable last, so a page given together
    // with `disabled` still applies.
    core.batch(() => {
      // Only undefined means false, as in the options; anything else but a boolean (null too)
      // goes through as given, so it throws as in the core.
      if (changed("disabled") && synced.disabled !== true)
        core.setIsDisabled(synced.disabled === undefined ? false : synced.disabled);
      if (changed("rules")) core.setRules(synced.rules);
      if (changed("context")) core.setContext(synced.context as FContext);
      if (changed("items")) core.setItems(synced.items);
      if (changed("isLoading"))
        core.setIsLoading(synced.isLoading === undefined ? false : synced.isLoading);
      const owed = owedPager.current;
      if (changed("numItemsPerPage")) owed.add("numItemsPerPage");
      if (changed("page")) owed.add("page");
      if (!core.disabled) {
        if (owed.has("numItemsPerPage")) core.pagination.setNumItemsPerPage(synced.numItemsPerPage);
        if (owed.has("page")) core.pagination.setPage(synced.page ?? 1);
        owed.clear();
      }
      if (changed("disabled") && synced.disabled === true) core.setIsDisabled(true);
    });
    setApplied(synced);
  });
  return isPending ? committedChildren.current : children;
}

/**
 * The instance's first render: the `FinderCore` with the options given, over them the view the
 * address holds when `searchParams` is given, and what that address is compared with (the view
 * props given). The lifecycle callbacks are left out: StrictMode calls this initialiser twice and
 * throws one instance away, and the user must not see that instance's onInit/onReady.
 */
function createCore<FItem, FContext>(props: FinderProps<FItem, FContext>) {
  const {
    items,
    controllerRef: _controllerRef,
    children: _children,
    onInit: _onInit,
    onReady: _onReady,
    onChange: _onChange,
    onFirstUserInteraction: _onFirstUserInteraction,
    searchParams: sync,
    ...options
  } = props;
  if (!sync) return { core: new FinderCore<FItem, FContext>(items, options), sync };
  const defaults = viewDefaults(props);
  const fromAddress = sync.read(
    { rules: options.rules, items, context: options.context },
    defaults,
  );
  // The address gives where the list starts; "Reset all" goes back to the props' view, not to
  // the link the visitor opened.
  const { page: _page, numItemsPerPage: _numItemsPerPage, ...resetTo } = defaults;
  const core = new FinderCore<FItem, FContext>(items, {
    resetTo,
    ...options,
    ...fromAddress,
  });
  return { core, sync };
}

/** The view props given: what a fresh instance with these props shows, and an address leaves out. */
function viewDefaults<FItem, FContext>(
  props: FinderProps<FItem, FContext>,
): Partial<FinderRestoredOptions> {
  return Object.fromEntries(
    viewKeys.filter((key) => props[key] !== undefined).map((key) => [key, props[key]]),
  );
}

/**
 * One `FinderCore` for the component's lifetime, created during the first render so the server
 * and the first client render see the same results; its lifecycle callbacks attached, then its
 * address connected after mount.
 */
function useFinderCore<FItem, FContext>(
  props: FinderProps<FItem, FContext>,
): FinderCore<FItem, FContext> {
  const [{ core, sync }] = useState(() => createCore(props));
  // The lifecycle callbacks are attached first: with readOnMount, onChange and
  // onFirstUserInteraction hear the address applied after mount.
  useLifecycleCallbacks(core, props);
  // The sync compares the address with the view props of the last commit, not of the first
  // render: a prop that changes (or a rule that goes) changes what a plain address shows.
  const defaults = useRef(viewDefaults(props));
  useIsomorphicLayoutEffect(() => {
    defaults.current = viewDefaults(props);
  });
  // After mount only: a server render reads the address (above) and writes nothing.
  useIsomorphicLayoutEffect(() => sync?.connect(core, () => defaults.current), [core]);
  return core;
}

/**
 * Creates one `FinderCore` for its lifetime and provides it to `useFinder`, `Finder.Content` and
 * `Finder.SearchTermHaystack` below. Accepts every `FinderCore` option; later changes (by reference) to
 * `items`, `rules`, `context`, `isLoading`, `disabled`, `page` and `numItemsPerPage` are applied to the
 * instance before paint. `onInit`, `onReady`, `onChange` and `onFirstUserInteraction` always call the
 * latest function given; `onInit` runs once, after mount.
 */
export function Finder<FItem, FContext = unknown>(props: FinderProps<FItem, FContext>): ReactNode {
  checkCallbacks(props);
  const core = useFinderCore(props);
  useControllerRef(core, props.controllerRef);
  const shown = useSyncedProps(core, props);
  return (
    <FinderCoreContext.Provider value={core as unknown as FinderCore<unknown, unknown>}>
      {shown}
    </FinderCoreContext.Provider>
  );
}

Finder.Content = FinderContent;
Finder.SearchTermHaystack = FinderSearchTermHaystack;
