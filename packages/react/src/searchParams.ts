// Keeping a <Finder> and the address in step (issue 26, item 3). <Finder searchParams={…}> asks
// the object given for the options at construction and connects it after mount; everything else
// is here, behind that object, so an app that does not give one does not load this module (nor
// the core's toSearchParams/fromSearchParams).
import {
  applySearchParams,
  fromSearchParams,
  restoreState,
  toSearchParams,
  type FinderChangeEvent,
  type FinderCore,
  type FinderDroppedPart,
  type FinderRestoredOptions,
  type FinderRestoreSetup,
  type FinderRule,
  type FinderSearchParamsOptions,
} from "@finderjs/core";
import { useRef, useState } from "react";
import { useIsomorphicLayoutEffect } from "./useIsomorphicLayoutEffect";

/** How a write changes the history: a new entry (Back undoes it) or the current one replaced. */
export type FinderHistoryMode = "push" | "replace";

/**
 * Where the search params live: the browser's History API (`historyAdapter`), or anywhere else
 * (storage, or Next.js's router through the History API: see the samples on the site). A router
 * with its own search params goes through `useRouterSearchParams`, which makes its adapter.
 */
export interface FinderSearchParamsAdapter {
  /** The search params now: on a server, the request's. */
  read(): URLSearchParams | string;
  /** Puts new search params in the address (the other parts of it stay). May throw: the write is tried again later. */
  write(params: URLSearchParams, mode: FinderHistoryMode): void;
  /** Calls `onChange` when the address changes by other means (Back, Forward, a link); returns what stops it. */
  subscribe?(onChange: () => void): () => void;
}

export interface FinderSearchParamsSyncOptions extends Omit<FinderSearchParamsOptions, "defaults"> {
  /**
   * Whether a change pushes a history entry or replaces the current one. Default: a search that
   * starts (typed into an empty term) pushes one, so Back returns to the view before it, and
   * typing on replaces it; every other change (a filter, a sort, a page, a batch) pushes one.
   */
  history?(event: FinderChangeEvent<unknown, unknown>): FinderHistoryMode;
  /**
   * The least time between two writes, in milliseconds (default 300): changes in between are
   * written together, the last state always. Browsers limit how often the address may change
   * (Safari refuses more than 100 changes in 30 seconds).
   */
  throttleMilliseconds?: number;
  /**
   * Called after each reading of the address (after mount, and on Back, Forward or a link), with
   * the parts it left out: `[]` when it left none out, so a notice can be shown and hidden with
   * one state. Never called during a render, nor on a server.
   */
  onDropped?(dropped: FinderDroppedPart[]): void;
  /**
   * Read the address after mount instead of when the instance is created: for a page rendered
   * ahead of time (a static site), whose HTML cannot know the address. The first render then
   * matches that HTML, and the address's view follows before paint. Default `false`.
   */
  readOnMount?: boolean;
  /**
   * After mount, rewrite the address once to the view it gives, replacing the history entry:
   * a part it left out (`page=x`), a page past the last (`page=999` showing 250), an empty key
   * that changes nothing, leave the address. Default `true`; `false` leaves the address as the
   * visitor typed it until the first change.
   */
  canonical?: boolean;
}

/**
 * What `<Finder searchParams>` takes: made by `historySearchParams()`, `useRouterSearchParams()`
 * or `searchParamsSync(adapter)`.
 */
export interface FinderSearchParamsSync {
  /** The state options the address gives, over `defaults` (the `<Finder>`'s own). Called once, at construction. */
  read<FItem, FContext>(
    setup: FinderRestoreSetup<FItem, FContext>,
    defaults: Partial<FinderRestoredOptions>,
  ): Partial<FinderRestoredOptions>;
  /**
   * Keeps the finder and the address in step until the function it returns is called. `defaults`
   * (or a function that gives them, read again at each use, for props that change) are compared
   * with the view as `read` compares them, as far as the finder's rules now accept them.
   */
  connect<FItem, FContext>(
    finder: FinderCore<FItem, FContext>,
    defaults: Partial<FinderRestoredOptions> | (() => Partial<FinderRestoredOptions>),
  ): () => void;
}

/**
 * A search that starts (the term was empty) pushes a history entry, so Back returns to the view
 * before it; typing on in it replaces that entry. Every other change pushes one.
 */
const searchStartsAnEntry = (event: FinderChangeEvent<unknown, unknown>): FinderHistoryMode =>
  event.event === "setSearchTerm" && event.initial !== "" ? "replace" : "push";

/** A finder kept in step with the search params of `adapter`. */
export function searchParamsSync(
  adapter: FinderSearchParamsAdapter,
  options: FinderSearchParamsSyncOptions = {},
): FinderSearchParamsSync {
  const {
    history = searchStartsAnEntry,
    throttleMilliseconds = 300,
    onDropped,
    prefix,
    parts,
    pageSizes,
    readOnMount = false,
    canonical = true,
  } = options;
  // How the address is read and written: the same for every call below.
  const addressOptions: FinderSearchParamsOptions = { prefix, parts, pageSizes };
  // What the reading at construction left out: reported after mount, never during a render.
  let droppedAtRead: FinderDroppedPart[] = [];
  return {
    read(setup, defaults) {
      // Read even with readOnMount, for its checks (a prefix, a filter id that is a part's key):
      // they throw while the instance is created, as without it.
      const read = fromSearchParams(readOnMount ? "" : adapter.read(), {
        ...setup,
        ...addressOptions,
        defaults,
      });
      // With no items yet, a filter whose options come from them is read when they arrive.
      const waits = setup.items?.length ? [] : generatedIds(setup.rules);
      droppedAtRead = read.dropped.filter((part) => !waits.includes(part.filterId as string));
      return readOnMount ? {} : read.options;
    },
    connect(finder, defaults) {
      return connectSync(
        finder,
        typeof defaults === "function" ? defaults : () => defaults,
        adapter,
        {
          history,
          throttleMilliseconds,
          onDropped,
          addressOptions,
          readOnMount,
          canonical,
          droppedAtRead,
        },
      );
    },
  };
}

/**
 * The defaults as the finder's rules, items and context accept them now: a default whose rule
 * is gone (an `initialSortBy` the `rules` prop no longer has) is left out, so the address is
 * compared with what a fresh finder with those props would show, and the sync never stops on it.
 */
function acceptedDefaults<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  defaults: Partial<FinderRestoredOptions>,
): Partial<FinderRestoredOptions> {
  return restoreState(defaults, {
    rules: rulesOf(finder),
    items: finder.items,
    context: finder.context,
  }).options;
}

/**
 * What the meaning of an address depends on besides the state: the rules, items and context, and
 * the defaults given. When one of them changes, an address that leaves a part out may mean
 * another view, so it is written again.
 */
function setupOf<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  defaults: Partial<FinderRestoredOptions>,
): unknown[] {
  return [...rulesOf(finder), finder.items, finder.context, ...Object.values(defaults)];
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** Every rule of a finder, for checking state against them. */
function rulesOf<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
): FinderRule<FItem, FContext>[] {
  const { rule } = finder.search;
  return [
    ...(rule ? [rule] : []),
    ...finder.filters.rules,
    ...finder.sortBy.rules,
    ...finder.groupBy.rules,
  ];
}

interface ConnectOptions
  extends
    Required<
      Pick<
        FinderSearchParamsSyncOptions,
        "history" | "throttleMilliseconds" | "readOnMount" | "canonical"
      >
    >,
    Pick<FinderSearchParamsSyncOptions, "onDropped"> {
  /** The prefix, parts and page sizes every reading and writing uses. */
  addressOptions: FinderSearchParamsOptions;
  droppedAtRead: FinderDroppedPart[];
}

/** Keeps `finder` and the address of `adapter` in step until the function it returns is called. */
function connectSync<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  given: () => Partial<FinderRestoredOptions>,
  adapter: FinderSearchParamsAdapter,
  options: ConnectOptions,
): () => void {
  const { history, throttleMilliseconds, onDropped, addressOptions, readOnMount, canonical } =
    options;
  const defaults = () => acceptedDefaults(finder, given());
  let setup = setupOf(finder, given());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let mode: FinderHistoryMode = "replace";
  let lastWrite = -Infinity;
  let applying = false;
  let path = pathname();
  /** What the last reading of the address left out, as last reported. */
  let dropped: FinderDroppedPart[] = [];
  const report = (parts: FinderDroppedPart[]) => {
    dropped = parts;
    onDropped?.(parts);
  };
  const keyOf = (id: string) => (addressOptions.prefix ?? "") + id;
  // The filters whose options come from the items, while the finder has none yet: their part
  // of the address (`held`) is kept in it and applied when the items first arrive.
  let held = new URLSearchParams();
  const hold = () => {
    held = new URLSearchParams();
    if (!finder.isEmpty) return;
    const address = new URLSearchParams(adapter.read());
    const raw = finder.filters.raw;
    for (const id of generatedIds(finder.filters.rules)) {
      if (Object.hasOwn(raw, id)) continue;
      for (const text of address.getAll(keyOf(id))) held.append(keyOf(id), text);
    }
  };
  // The writes the address may not show yet: a router navigates after the write returns, so
  // until it shows one of them, the last one is what the address is about to be.
  let pending: string[] = [];

  /** The address, with the writes it has caught up with taken off `pending`; -1 if it shows none. */
  const catchUp = (): [address: string, seen: number] => {
    const address = new URLSearchParams(adapter.read()).toString();
    const seen = pending.indexOf(address);
    if (seen >= 0) pending = pending.slice(seen + 1);
    return [address, seen];
  };

  /** Writes the finder's view now, if the address does not show it already. */
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    const writeMode = mode;
    dirty = false;
    mode = "replace";
    // The page changed under the finder (a link to another page, whose unmount is coming):
    // its view is not written into that page's address.
    if (pathname() !== path) {
      path = pathname();
      pending = [];
      return;
    }
    const [address] = catchUp();
    // Built on the address as it is now, so the keys others own (another finder's, the app's)
    // are kept as they are; compared with what it is about to be.
    const next = toSearchParams(finder, {
      ...addressOptions,
      params: address,
      defaults: defaults(),
    });
    // A filter waiting for the items keeps its part of the address, unless chosen meanwhile.
    const chosen = new Set(next.keys());
    for (const [key, text] of held) if (!chosen.has(key)) next.append(key, text);
    if (next.toString() === (pending.at(-1) ?? address)) return;
    lastWrite = Date.now();
    try {
      adapter.write(next, writeMode);
      pending = [...pending.slice(-9), next.toString()];
    } catch {
      // Refused (Safari's limit on history changes): try again later, with the state then.
      dirty = true;
      mode = writeMode;
      timer = setTimeout(flush, Math.max(throttleMilliseconds, 1000));
    }
  };

  /** Asks for a write of the view, at most one per throttle period and never synchronously. */
  const schedule = (writeMode: FinderHistoryMode) => {
    dirty = true;
    if (writeMode === "push") mode = "push";
    if (timer === undefined) {
      timer = setTimeout(flush, Math.max(0, lastWrite + throttleMilliseconds - Date.now()));
    }
  };

  const onChange = (event: FinderChangeEvent<FItem, FContext>) => {
    if (!applying) schedule(history(event as FinderChangeEvent<unknown, unknown>));
  };

  /** Runs `fn` (which changes the finder to the address's view) without writing anything back. */
  const apply = (fn: () => FinderDroppedPart[]) => {
    applying = true;
    try {
      const parts = fn();
      report(
        parts.filter((part) => part.filterId === undefined || !held.has(keyOf(part.filterId))),
      );
    } finally {
      applying = false;
    }
  };

  /**
   * Back, Forward or a link changed the address: show its view, writing nothing back. An
   * address that is one of the finder's own writes, shown late by a router, is not shown
   * again: the changes made since are kept.
   */
  const onAddressChange = (force = false) => {
    if (catchUp()[1] >= 0 && !force) return;
    pending = [];
    clearTimeout(timer);
    timer = undefined;
    dirty = false;
    mode = "replace";
    path = pathname();
    hold();
    apply(() =>
      applySearchParams(finder, adapter.read(), { ...addressOptions, defaults: defaults() }),
    );
  };

  /**
   * The items arrived: the held filters take the address's values, as read for them now. This
   * is the address's view arriving late, not a visitor's action: it keeps the page the address
   * gives and emits nothing (no `change`, no effects), as the view read at construction did not.
   */
  const onItems = () => {
    if (held.size === 0) return;
    const address = held;
    held = new URLSearchParams();
    const read = fromSearchParams(address, {
      rules: rulesOf(finder),
      items: finder.items,
      context: finder.context,
      ...addressOptions,
    });
    const page = finder.pagination.page;
    finder.events.silently(() =>
      finder.batch(() => {
        for (const [id, value] of Object.entries(read.options.initialFilters ?? {})) {
          // A filter the visitor chose meanwhile keeps their choice.
          if (!Object.hasOwn(finder.filters.raw, id)) finder.filters.set(id, value);
        }
        finder.pagination.setPage(page);
      }),
    );
    if (read.dropped.length > 0) report([...dropped, ...read.dropped]);
  };

  /** Rules, items, context or defaults changed: the address is written again if it now means another view. */
  const onUpdate = () => {
    const now = setupOf(finder, given());
    if (sameList(now, setup)) return;
    setup = now;
    if (!applying) schedule("replace");
  };

  const events = finder.events;
  events.on("change", onChange);
  events.on("setItems", onItems);
  const unsubscribeFinder = finder.subscribe(onUpdate);
  const unsubscribe = adapter.subscribe?.(() => onAddressChange());
  hold();
  if (readOnMount) onAddressChange(true);
  else
    report(
      options.droppedAtRead.filter(
        (part) => part.filterId === undefined || !held.has(keyOf(part.filterId)),
      ),
    );
  // The address shows what is shown: a garbled, out-of-range or stale address is rewritten
  // once, in place, to the view's own.
  if (canonical) schedule("replace");
  return () => {
    events.off("change", onChange);
    events.off("setItems", onItems);
    unsubscribeFinder();
    unsubscribe?.();
    // The last state is not lost when the list goes away, a change whose event still waits (a
    // debounced search term) included.
    dirty = true;
    flush();
    clearTimeout(timer);
  };
}

/** The ids of the filter rules among `rules` whose options come from the items. */
function generatedIds(rules: readonly unknown[]): string[] {
  return (rules as { id?: unknown; filterFn?: unknown; options?: unknown }[])
    .filter((rule) => rule.filterFn && typeof rule.options === "function")
    .map((rule) => String(rule.id));
}

/** The page's path in a browser (none elsewhere): a pending write is for the page it was made on. */
function pathname(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}

/**
 * The query string of a URL (`/shop?q=tent`, `https://…`), or a query string with or without
 * its `?` (`q=tent`): on a server, the request's.
 */
function searchOf(url: string | URL | undefined): string {
  if (url === undefined) return "";
  if (url instanceof URL) return url.search;
  const end = url.indexOf("#");
  const text = end < 0 ? url : url.slice(0, end);
  const start = text.indexOf("?");
  if (start >= 0) return text.slice(start);
  // A path or an absolute URL without a query has none; anything else is a bare query string.
  return text.startsWith("/") || /^[a-z][a-z\d+.-]*:/i.test(text) ? "" : text;
}

/**
 * The browser's address, through the History API (`pushState`, `replaceState`, `popstate`).
 * `url`: the request's URL (or its query string, with or without its `?`) for a server render,
 * where there is no `window`.
 */
export function historyAdapter(options: { url?: string | URL } = {}): FinderSearchParamsAdapter {
  return {
    read: () => (typeof window === "undefined" ? searchOf(options.url) : window.location.search),
    write(params, mode) {
      const { pathname, hash } = window.location;
      const search = params.toString();
      const url = `${pathname}${search ? `?${search}` : ""}${hash}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(window.history.state, "", url);
    },
    subscribe(onChange) {
      window.addEventListener("popstate", onChange);
      return () => window.removeEventListener("popstate", onChange);
    },
  };
}

/**
 * `<Finder searchParams={historySearchParams()}>`: the finder's view in the browser's address,
 * read at mount, written on every change, followed on Back and Forward. `url` is the request's
 * URL for a server render.
 */
export function historySearchParams(
  options: FinderSearchParamsSyncOptions & { url?: string | URL } = {},
): FinderSearchParamsSync {
  return searchParamsSync(historyAdapter(options), options);
}

/**
 * `<Finder searchParams={useRouterSearchParams(search, navigate, options)}>`, in a component
 * under a router: the finder's view in the router's search params. `search` is what the router's
 * hook gives now (a `URLSearchParams` or a query string, on a server the request's), read on
 * every render; `navigate(params, mode)` puts new ones in the address through the router. A
 * change of `search` by other means (Back, Forward, a link) is shown; the finder's own writes,
 * which a router shows a render or more later, are not shown again.
 */
export function useRouterSearchParams(
  search: URLSearchParams | string,
  navigate: FinderSearchParamsAdapter["write"],
  options: FinderSearchParamsSyncOptions = {},
): FinderSearchParamsSync {
  const latest = useRef({ search, navigate });
  const listeners = useRef(new Set<() => void>());
  const [sync] = useState(() =>
    searchParamsSync(
      {
        read: () => latest.current.search,
        write: (params, mode) => latest.current.navigate(params, mode),
        subscribe(onChange) {
          listeners.current.add(onChange);
          return () => listeners.current.delete(onChange);
        },
      },
      options,
    ),
  );
  const text = new URLSearchParams(search).toString();
  const shown = useRef(text);
  useIsomorphicLayoutEffect(() => {
    latest.current = { search, navigate };
    if (shown.current === text) return;
    shown.current = text;
    for (const onChange of [...listeners.current]) onChange();
  });
  return sync;
}
