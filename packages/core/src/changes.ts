// How a change runs, from the call that makes it to the last callback it triggers: user actions
// and their debounced bursts, batches, the events and effects a change reports when it ends, and
// the errors callbacks throw meanwhile. The instance (finder.ts) only says what changes.
import type { UserAction } from "./api/internals";
import { sameReading } from "./equality";
import { EventHub, rethrow } from "./events";
import { kindOf } from "./rules/filter-kinds";
import { isSearchEffect } from "./rules/helpers";
import { ruleWithId } from "./rules/ruleset";
import { idOf, ruleIdOf } from "./rules/validate";
import { normalizeCompact } from "./search/normalize";
import { statesEqual, type UserState } from "./state";
import type { FinderStore } from "./store";
import type {
  FinderChangeEvent,
  FinderChangeEventName,
  FinderCore,
  FinderCoreOptions,
  FinderEffect,
  FinderEventSource,
  FinderRule,
  FinderSnapshot,
  FinderSystemEvent,
  FinderSystemEventName,
} from "./types";
import { resolve, toArray } from "./util";

/** A user action recorded in a change, with the value it reports as `initial`. */
interface Entry<FItem, FContext> {
  action: UserAction<FItem, FContext>;
  initial: unknown;
}

/**
 * One change in progress: a single action, a debounced burst that has ended, or a batch. What it
 * records is reported once, when it ends.
 */
export interface Frame<FItem, FContext> {
  kind: "action" | "burst" | "batch";
  /** The user state when the change began. */
  startState: UserState;
  /**
   * For a batch, `toJSON()` as it began: its flags and sort rule too, which the batch may change.
   * Reported as `initial` when several actions changed something.
   */
  startSnapshot: FinderSnapshot | undefined;
  /** The user actions that were not silent, in order. */
  entries: Entry<FItem, FContext>[];
  /** System changes that were not silent, by channel: the first `initial`, the last `current`. */
  system: Map<FinderSystemEventName, { initial: unknown; current: unknown }>;
  /** Items, rules or context changed, or loading ended: the page is settled at the end. */
  settle: boolean;
}

/** What the change machinery reads from the instance it serves. */
export interface ChangeHost<FItem, FContext> {
  /** The instance, as events and effects report it. */
  readonly instance: FinderCore<FItem, FContext>;
  readonly store: FinderStore<FItem, FContext>;
  readonly options: FinderCoreOptions<FItem, FContext>;
  /** Nothing is shown yet (loading, or no items array): the stored page waits for the items. */
  waitsForItems(): boolean;
  /** `toJSON()` for a given state and page. */
  snapshot(state: UserState, page: number): FinderSnapshot;
}

export class Changes<FItem, FContext> {
  readonly hub = new EventHub<FItem, FContext>();
  /** The effects, copied once: pushing to the caller's array later changes nothing. */
  readonly effects: readonly FinderEffect<FItem, FContext>[];
  #host: ChangeHost<FItem, FContext>;
  #isReady = false;
  #hadUserInteraction = false;
  /** Debounced bursts whose event still waits, by rule id. */
  #pending = new Map<
    string,
    { timer: ReturnType<typeof setTimeout>; initial: unknown; fire: () => void }
  >();
  /** The change in progress (an action, the end of a burst, or a batch), until it is reported. */
  #frame: Frame<FItem, FContext> | undefined;
  /** Nested calls in progress; subscribers and collected errors wait for the outermost. */
  #depth = 0;
  /** Errors thrown by callbacks during the outermost call, rethrown when it ends. */
  #errors: unknown[] = [];

  constructor(host: ChangeHost<FItem, FContext>) {
    this.#host = host;
    this.effects = [...(host.options.effects ?? [])];
  }

  get isReady(): boolean {
    return this.#isReady;
  }

  /** The end of construction: the page settles, `onInit` runs, and `ready` if items are there. */
  start(): void {
    this.#guard(() => {
      this.#settlePage();
      this.#call(this.#host.options.onInit, this.#host.instance);
      this.#checkReady();
    });
  }

  /**
   * Runs `fn` as one change (or as part of the batch in progress) and reports it at the end:
   * the page, system events, `ready`, then the user change.
   */
  change<T>(kind: Frame<FItem, FContext>["kind"], fn: (frame: Frame<FItem, FContext>) => T): T {
    const open = this.#frame;
    if (open) return fn(open);
    const start = this.#host.store.state;
    const frame: Frame<FItem, FContext> = {
      kind,
      startState: start,
      startSnapshot: kind === "batch" ? this.#host.snapshot(start, start.page) : undefined,
      entries: [],
      system: new Map(),
      settle: false,
    };
    return this.#guard(() => {
      this.#frame = frame;
      try {
        return fn(frame);
      } finally {
        this.#frame = undefined;
        this.#flush(frame);
      }
    });
  }

  /** Applies several changes as one (see `FinderCore#batch`). */
  batch<T>(fn: () => T): T {
    if (this.#frame?.kind === "batch") return fn();
    return this.#guard(() => {
      // A burst that began before the batch is reported on its own, before it.
      for (const pending of [...this.#pending.values()]) pending.fire();
      return this.change("batch", () => fn());
    });
  }

  /** Records a system change (its event is emitted when the change ends, unless silent). */
  systemChange(
    frame: Frame<FItem, FContext>,
    event: FinderSystemEventName,
    initial: unknown,
    current: unknown,
  ): void {
    if (this.hub.isSilent()) return;
    const recorded = frame.system.get(event);
    if (recorded) recorded.current = current;
    else frame.system.set(event, { initial, current });
  }

  /** A user action: the state changes at once; its event waits for the change (or burst) to end. */
  act(action: UserAction<FItem, FContext>): void {
    const { store } = this.#host;
    if (store.flags.disabled) return;
    this.change("action", (frame) => {
      const previous = store.state;
      // No change (a value set again, setPage to the current page): nothing moves, not even the page.
      if (!store.update(action.patch, action.patch.page === undefined)) return;
      if (this.hub.isSilent()) return;
      const initial = action.read(previous);
      const delay = action.debounceMilliseconds ?? 0;
      // In a batch the batch decides when to report; elsewhere a debounced rule waits.
      if (delay > 0 && frame.kind !== "batch" && action.rule) {
        this.#debounce(action, action.rule, initial, delay);
      } else {
        frame.entries.push({ action, initial });
      }
    });
  }

  /** Results are already current; only the event waits until no action on the rule for `delay`. */
  #debounce(
    action: UserAction<FItem, FContext>,
    rule: FinderRule<FItem, FContext>,
    initial: unknown,
    delay: number,
  ): void {
    const key = ruleIdOf(rule);
    const pending = this.#pending.get(key);
    if (pending) clearTimeout(pending.timer);
    const burstInitial = pending ? pending.initial : initial;
    const fire = () => {
      clearTimeout(timer);
      this.#pending.delete(key);
      // Thrown from the timer when the burst ends by itself: nothing else could catch it.
      this.change("burst", (frame) => {
        frame.entries.push({ action, initial: burstInitial });
      });
    };
    const timer = setTimeout(fire, delay);
    this.#pending.set(key, { timer, fire, initial: burstInitial });
  }

  /** An event the instance itself raises (not a user action). */
  #coreEvent<K extends FinderSystemEventName | "ready", FExtra extends object>(
    event: K,
    extra: FExtra,
  ) {
    const { instance } = this.#host;
    return { source: "core" as const, event, ...extra, timestamp: Date.now(), instance };
  }

  #checkReady(): void {
    if (this.#isReady || this.#host.waitsForItems()) return;
    this.#isReady = true;
    this.#call(this.#host.options.onReady, this.#host.instance);
    this.hub.emit("ready", this.#coreEvent("ready", {}), this.#errors);
  }

  /** The page shown becomes the page, unless nothing is shown yet (loading, or no items array). */
  #settlePage(): void {
    if (this.#host.waitsForItems()) return;
    try {
      this.#host.store.settlePage();
    } catch {
      // A rule function threw while the results were computed. The page stays as it is; reading
      // the results runs the same functions and throws the same error to the reader.
    }
  }

  /** Calls an option callback; what it throws is collected like a listener's error. */
  #call<A>(callback: ((arg: A) => void) | undefined, arg: A): void {
    if (callback === undefined) return;
    try {
      callback(arg);
    } catch (error) {
      this.#errors.push(error);
    }
  }

  /**
   * Runs `fn`. When the outermost such call ends, subscribers are told of any change, and the
   * errors collected from callbacks are rethrown (after `fn`'s own error, if it threw).
   */
  #guard<T>(fn: () => T): T {
    this.#depth += 1;
    let result: T | undefined;
    let thrown: { error: unknown } | undefined;
    try {
      result = fn();
    } catch (error) {
      thrown = { error };
    }
    // Subscribers are told once the outermost call ends, of everything it changed.
    if (this.#depth === 1) this.#host.store.notify(this.#errors);
    this.#depth -= 1;
    if (this.#depth > 0) {
      if (thrown) throw thrown.error;
      return result as T;
    }
    const errors = this.#errors;
    this.#errors = [];
    rethrow(thrown ? [thrown.error, ...errors] : errors);
    return result as T;
  }

  /** Reports a change that ended: the page, system events, `ready`, then the user change. */
  #flush(frame: Frame<FItem, FContext>): void {
    if (frame.settle) this.#settlePage();
    for (const [event, { initial, current }] of frame.system) {
      if (Object.is(initial, current)) continue;
      const payload: FinderSystemEvent<FItem, FContext> = this.#coreEvent(event, {
        initial,
        current,
      });
      this.hub.emit(event, payload, this.#errors);
    }
    this.#checkReady();
    this.#report(frame);
  }

  #report(frame: Frame<FItem, FContext>): void {
    const { entries, startState: start } = frame;
    if (entries.length === 0) return;
    const state = this.#host.store.state;
    if (entries.length === 1) {
      const { action, initial: recorded } = entries[0] as Entry<FItem, FContext>;
      const initial = frame.kind === "batch" ? action.read(start) : recorded;
      const current = action.read(state);
      // A burst or a batch that ends where it began changed nothing.
      if (frame.kind !== "action" && (action.same ?? sameReading)(initial, current)) return;
      const { rule } = action;
      const rules = action.everyRule ? this.#changedRules(start, state) : rule ? [rule] : [];
      this.#emitChange(action.source, action.event, initial, current, rule, rules);
      return;
    }
    const rules = this.#changedRules(start, state);
    // The filters are the same in force when no filter rule's value changed.
    if (statesEqual(start, state, () => rules.every((rule) => !("filterFn" in rule)))) return;
    const { snapshot } = this.#host;
    const before = frame.startSnapshot ?? snapshot(start, start.page);
    this.#emitChange("core", "batch", before, snapshot(state, state.page), undefined, rules);
  }

  /** The rules whose value differs between two states, the way single actions name them. */
  #changedRules(a: UserState, b: UserState): FinderRule<FItem, FContext>[] {
    const { store } = this.#host;
    const { ruleset } = store;
    const rules: FinderRule<FItem, FContext>[] = [];
    if (ruleset.search && a.searchTerm !== b.searchTerm) rules.push(ruleset.search);
    for (const rule of ruleset.filters) {
      const before = store.filterValue(rule, a.filters);
      if (!kindOf(rule).same(before, store.filterValue(rule, b.filters))) rules.push(rule);
    }
    if (
      a.sortBy !== b.sortBy ||
      a.sortDirection !== b.sortDirection ||
      a.byRelevance !== b.byRelevance
    ) {
      const rule = store.sortRule(b.sortBy);
      if (rule) rules.push(rule);
    }
    if (a.groupBy !== b.groupBy || a.groupBySortDirection !== b.groupBySortDirection) {
      const rule = ruleWithId(ruleset.groupBy, b.groupBy);
      if (rule) rules.push(rule);
    }
    return rules;
  }

  #emitChange(
    source: FinderEventSource,
    name: FinderChangeEventName,
    initial: unknown,
    current: unknown,
    rule: FinderRule<FItem, FContext> | undefined,
    rules: readonly FinderRule<FItem, FContext>[],
  ): void {
    const { instance, options } = this.#host;
    const event: FinderChangeEvent<FItem, FContext> = {
      source,
      event: name,
      current,
      initial,
      rule,
      timestamp: Date.now(),
      instance,
    };
    const errors = this.#errors;
    if (!this.#hadUserInteraction) {
      this.#hadUserInteraction = true;
      this.#call(options.onFirstUserInteraction, event);
      this.hub.emit("firstUserInteraction", event, errors);
    }
    this.#call(options.onChange, event);
    this.hub.emit("change", event, errors);
    for (const rule of rules) this.#runEffects(rule);
  }

  /**
   * Search effects first, then rule effects; silently, so they emit and trigger nothing. What an
   * effect throws is collected, and the next effect still runs.
   */
  #runEffects(rule: FinderRule<FItem, FContext>): void {
    const { instance, store } = this.#host;
    const ruleId = ruleIdOf(rule);
    const { items, context } = store;
    const isSearch = rule === store.ruleset.search;
    const run = (fn: () => void) => {
      try {
        this.hub.silently(fn);
      } catch (error) {
        this.#errors.push(error);
      }
    };
    for (const effect of this.effects) {
      if (!isSearchEffect(effect) || !isSearch) continue;
      run(() => {
        const term = store.state.searchTerm;
        const compactTerm = normalizeCompact(term);
        // The term searches nothing (`searches` in search/term.ts, tested on the compact form).
        if (compactTerm === "") return;
        const keywords = toArray(resolve(effect, "haystack", items, context)).map(normalizeCompact);
        if (keywords.some((keyword) => keyword !== "" && compactTerm.includes(keyword))) {
          effect.onChange(instance, term);
        }
      });
    }
    for (const effect of this.effects) {
      if (isSearchEffect(effect)) continue;
      run(() => {
        const ids = toArray(resolve(effect, "rules", items, context)).map((id) =>
          idOf(store.ruleset, id),
        );
        if (ids.includes(ruleId)) effect.onChange(instance, rule);
      });
    }
  }
}
