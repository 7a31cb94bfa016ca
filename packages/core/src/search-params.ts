// A finder's view in an address: `toSearchParams` writes the parts of the state that differ from
// a fresh finder (with the app's own state options), one short key per part and per filter;
// `fromSearchParams` reads them back through restoreState(), so a stale, garbled or hostile
// address keeps its valid parts and reports the others; `applySearchParams` puts a live finder
// into the view an address gives. Which parts there are, how each is read and what a fresh finder
// saves for it come from state-fields.ts; this module adds each part's key and the type of its
// text (`KEYS`), how a part is put into a live finder (`APPLY`), and a filter value's text. Both
// tables are records over the view's parts, so a new part is a compile error here until it has
// both. Nothing else imports this module, so an app that does not is not charged for it.
import { DEV, errorMessage, fail, type FinderError, type FinderErrorCode } from "./errors";
import { readByRelevance } from "./valid-state";
import { sameOptionValue, sameReading } from "./equality";
import { STORES } from "./instances";
import { kindName, kindOf, type FilterKindName } from "./rules/filter-kinds";
import {
  checkingStore,
  readStartState,
  restoreWith,
  type FinderDroppedPart,
  type FinderRestoredOptions,
  type FinderRestoreResult,
  type FinderRestoreSetup,
} from "./restore";
import { STATE_PARTS, written, type StateOption, type StatePart } from "./state-fields";
import type { UserState } from "./state";
import type { FinderStore } from "./store";
import type { FilterOption, FinderCore } from "./types";
import { describeValue, isObject } from "./util";

/** Where a view is read from: a query string (with or without its `?`), search params, or a record such as Next.js's `searchParams` prop. */
export type FinderSearchParamsInput =
  string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface FinderSearchParamsOptions {
  /**
   * Put before every key the finder writes and reads, so two finders can share one address
   * (`"a."` gives `a.q`, `a.page`…). Default: none.
   */
  prefix?: string;
  /**
   * The state options the app gives its finder (`numItemsPerPage: 20`, `initialSortBy: "price"`,
   * `initialFilters`…): a view equal to them writes nothing, and reading an address starts from
   * them.
   */
  defaults?: Partial<FinderRestoredOptions>;
  /**
   * The parts of the view an address may set, named as the finder's namespaces: `"search"` (the
   * key `q`), `"filters"` (each filter's key), `"sortBy"` (`sort`, `dir`, `relevance`),
   * `"groupBy"` (`group`, `groupDir`), `"page"` and `"numItemsPerPage"` (`perPage`). A part left
   * out is the app's alone: it is not written, an address's keys for it are dropped, and
   * applySearchParams() leaves it as it is. Default: every part.
   */
  parts?: readonly FinderAddressPart[];
  /**
   * The page sizes an address may choose (`perPage`), such as the ones a page-size menu offers;
   * any other is dropped. Default: any page size the constructor accepts.
   */
  pageSizes?: readonly number[];
}

/** A part of the view an address may be allowed to set (`FinderSearchParamsOptions.parts`). */
export type FinderAddressPart =
  "search" | "filters" | "sortBy" | "groupBy" | "page" | "numItemsPerPage";

export interface FinderToSearchParamsOptions extends FinderSearchParamsOptions {
  /** The address's current params: keys the finder does not own are kept as they are, in their order. */
  params?: FinderSearchParamsInput;
}

export type FinderFromSearchParamsSetup<FItem, FContext> = FinderRestoreSetup<FItem, FContext> &
  FinderSearchParamsOptions;

/**
 * The state parts an address holds, with their keys: the switches are the app's, but for the one
 * that saves the visitor's choice of relevance order.
 */
type ViewOption = Exclude<StateOption, "disabled" | "requireGroup" | "initialFilters">;

/**
 * Each part's key, in the order written, and how its text is read: a number part's text is its
 * digits, a switch's `true` or `false` (relevance has its own key, so a sort rule may be called
 * "relevance").
 */
const KEYS: Record<ViewOption, [key: string, type?: "number" | "boolean"]> = {
  initialSearchTerm: ["q"],
  initialSortBy: ["sort"],
  initialSortDirection: ["dir"],
  ignoreSortByRulesWhileSearchRuleIsActive: ["relevance", "boolean"],
  initialGroupBy: ["group"],
  initialGroupBySortDirection: ["groupDir"],
  page: ["page", "number"],
  numItemsPerPage: ["perPage", "number"],
};

/** The part of `FinderSearchParamsOptions.parts` each option belongs to. */
const PART_OF: Record<ViewOption | "initialFilters", FinderAddressPart> = {
  initialSearchTerm: "search",
  initialFilters: "filters",
  initialSortBy: "sortBy",
  initialSortDirection: "sortBy",
  ignoreSortByRulesWhileSearchRuleIsActive: "sortBy",
  initialGroupBy: "groupBy",
  initialGroupBySortDirection: "groupBy",
  page: "page",
  numItemsPerPage: "numItemsPerPage",
};

const ADDRESS_PARTS = /* @__PURE__ */ new Set(Object.values(PART_OF));

/**
 * Which options an address may set, from `parts` and `pageSizes`, checked: a misused call
 * throws INVALID_OPTIONS, as a bad prefix does.
 */
function allowedBy(options: FinderSearchParamsOptions) {
  const { parts, pageSizes } = options;
  if (
    parts !== undefined &&
    !(Array.isArray(parts) && parts.every((part) => ADDRESS_PARTS.has(part)))
  ) {
    failOnOptions(
      DEV &&
        `parts must be an array of ${[...ADDRESS_PARTS].map((part) => `"${part}"`).join(", ")}, got ${describeValue(parts)}.`,
    );
  }
  if (
    pageSizes !== undefined &&
    !(Array.isArray(pageSizes) && pageSizes.every((size) => Number.isInteger(size) && size > 0))
  ) {
    failOnOptions(
      DEV && `pageSizes must be an array of positive integers, got ${describeValue(pageSizes)}.`,
    );
  }
  return {
    /** The address may set this option. */
    sets: (option: ViewOption | "initialFilters") => !parts || parts.includes(PART_OF[option]),
    /** The address may choose this page size. */
    pageSize: (size: unknown) => !pageSizes || pageSizes.includes(size as number),
  };
}

/** KEYS as entries: each part the address holds, with its key and type. */
const VIEW_KEYS = /* @__PURE__ */ Object.entries(KEYS) as [
  ViewOption,
  [string, ("number" | "boolean")?],
][];

/**
 * How applySearchParams() puts each part of the view into a live finder, in the order applied:
 * the filters after the term, relevance after the sort rule (set() chooses the rule over
 * relevance), and the page last (the other changes go back to page 1). A record over the view's
 * parts and the filters, so a part given a key above and no way in here is a compile error.
 */
type ApplyPart = (finder: FinderCore<unknown, unknown>, view: FinderRestoredOptions) => void;
const APPLY: Record<
  // The direction is given with the rule.
  Exclude<ViewOption, "initialSortDirection"> | "initialFilters",
  ApplyPart
> = {
  initialSearchTerm: (finder, view) =>
    view.initialSearchTerm
      ? finder.search.setSearchTerm(view.initialSearchTerm)
      : finder.search.reset(),
  initialFilters(finder, view) {
    finder.filters.reset();
    for (const [id, value] of Object.entries(view.initialFilters ?? {}))
      finder.filters.set(id, value);
  },
  initialSortBy(finder, view) {
    finder.sortBy.set(view.initialSortBy, view.initialSortDirection);
    // set() keeps the direction in force when the rule stays; a reload starts from the rule's own.
    finder.sortBy.setSortDirection(view.initialSortDirection);
  },
  // An address without the choice goes back to the finder's own default (fromSearchParams()
  // dropped "on" without a search rule).
  ignoreSortByRulesWhileSearchRuleIsActive: (finder, view) =>
    finder.sortBy.setByRelevance(view.initialByRelevance),
  initialGroupBy: (finder, view) => finder.groupBy.set(view.initialGroupBy),
  initialGroupBySortDirection: (finder, view) =>
    finder.groupBy.setGroupSortDirection(view.initialGroupBySortDirection),
  numItemsPerPage: (finder, view) => finder.pagination.setNumItemsPerPage(view.numItemsPerPage),
  page: (finder, view) => finder.pagination.setPage(view.page ?? 1),
};

type AnyStore = FinderStore<unknown, unknown>;

/**
 * How a filter kind's value is written in an address and read back; what a kind leaves out is
 * done entry by entry, with the options' texts. Kept here, out of the kind's record, so that an
 * app without addresses does not load it.
 */
interface AddressText {
  /** Every text under the filter's key is an entry (each read once), not only the first. */
  readonly entries?: true;
  /** The text of a value in force, instead of one text per entry (`[""]` when inactive). */
  toText?(value: unknown): string;
  /** The value of a text that is not empty, instead of the option with that text. */
  fromText?(text: string): unknown;
}

/** A switch's text read: "true" or "false" as true or false, anything else as it is (to be dropped). */
const booleanOf = (text: string) => text === "true" || (text === "false" ? false : text);

const ADDRESS_TEXTS = {
  multiple: { entries: true },
  // "true" or "false": a filter turned off that is on by default is written too.
  boolean: { toText: (value) => String(value === true), fromText: booleanOf },
  single: {},
} satisfies Record<FilterKindName, AddressText> as Record<FilterKindName, AddressText>;

function failOnOptions(problem: string | false): never {
  fail("INVALID_OPTIONS", problem);
}

/** The keys of the view's parts and of the store's filters (a filter's is its id), checked to be distinct. */
function keysOf(store: AnyStore, prefix: unknown): Keys {
  if (typeof prefix !== "string") {
    failOnOptions(DEV && `prefix must be a string, got ${describeValue(prefix)}.`);
  }
  const filter = (id: string) => prefix + id;
  for (const { id } of store.ruleset.filters) {
    if (VIEW_KEYS.some(([, [key]]) => key === id)) {
      failOnOptions(
        DEV &&
          `filter rule "${id}" would share the key "${id}" with another part of the view in the address; rename the rule.`,
      );
    }
  }
  const all = [
    ...VIEW_KEYS.map(([, [key]]) => prefix + key),
    ...store.ruleset.filters.map((rule) => filter(rule.id)),
  ];
  return { part: (option) => prefix + KEYS[option][0], filter, all };
}

interface Keys {
  part(option: ViewOption): string;
  filter(id: string): string;
  /** Every key the finder owns. */
  all: string[];
}

/** A value as text: strings as they are, numbers and booleans as `String` writes them, dates as ISO 8601, anything else as JSON. */
function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (isObject(value) || Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/** An option's text: its `key`, else its value as text, or its index for a value that is an object. */
function optionText(option: FilterOption, index: number): string {
  const { key, value } = option;
  if (typeof key === "string") return key;
  return typeof value === "object" && value !== null && !(value instanceof Date)
    ? String(index)
    : valueText(value);
}

/** An entry of a filter's value as text: the text of the option it is, else its own. */
function entryText(options: readonly FilterOption[] | undefined, entry: unknown): string {
  const index = options?.findIndex((option) => sameOptionValue(option.value, entry)) ?? -1;
  return index >= 0 ? optionText(options?.[index] as FilterOption, index) : valueText(entry);
}

/**
 * The value each entry's text stands for: the first option with that text, else the text (for
 * parse, or to be dropped). The options' texts are read once, so an address of n entries is read
 * in n steps, not n times the options (issue 40, item 6).
 */
function entryValues(options: readonly FilterOption[] | undefined): (text: string) => unknown {
  const byText = new Map<string, unknown>();
  options?.forEach((option, i) => {
    const text = optionText(option, i);
    if (!byText.has(text)) byText.set(text, option.value);
  });
  return (text) => (byText.has(text) ? byText.get(text) : text);
}

/** The store of an instance, or INVALID_OPTIONS for anything else. */
function storeOf(finder: unknown): AnyStore {
  // A WeakMap answers undefined for anything that is not one of its keys, primitives included.
  const store = STORES.get(finder as object);
  if (!store)
    failOnOptions(DEV && `toSearchParams() needs a FinderCore, got ${describeValue(finder)}.`);
  return store;
}

/** Params from any input form; a record's array values become repeated keys. */
function paramsOf(input: FinderSearchParamsInput | undefined): URLSearchParams {
  if (input === undefined || typeof input === "string" || input instanceof URLSearchParams) {
    return new URLSearchParams(input);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const text of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, String(text));
    }
  }
  return params;
}

/**
 * The finder's view as search params: only what differs from a fresh finder with the same rules,
 * items and context and the app's `defaults` is written (nothing for a view with nothing chosen;
 * the choice of relevance only while it orders the matches: a term ranks and there is a sort rule),
 * each part under its key (`q`, `sort`, `dir`, `relevance`, `group`, `groupDir`, `page`,
 * `perPage`) and each
 * filter under its rule id, a multiple filter's entries as repeated keys. The keys of `params`
 * that the finder does not own are kept. Throws only for a misused call (not a finder, a prefix
 * that is not a string, a filter id that is also a part's key, `defaults` its constructor would refuse).
 */
export function toSearchParams<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  options: FinderToSearchParamsOptions = {},
): URLSearchParams {
  const store = storeOf(finder);
  const keys = keysOf(store, options.prefix ?? "");
  const allowed = allowedBy(options);
  const params = paramsOf(options.params);
  for (const key of keys.all) params.delete(key);
  const snapshot = finder.toJSON();
  // Each part is compared with what a finder given the defaults and the parts written before it
  // would save: a sort direction that is the chosen rule's own default needs no key.
  const defaults = options.defaults ?? {};
  let base: UserState = readStartState(store, defaults);
  // The choice of relevance order changes the view only while a term ranks and a sort rule
  // would order the matches otherwise; the rest of the time it is not written.
  const relevanceShows =
    store.ruleset.sortBy.length > 0 &&
    store.ranksByRelevance({ ...store.state, byRelevance: true });
  for (const [option, [, type]] of VIEW_KEYS) {
    // A part the address may not set is the app's alone: never written.
    if (!allowed.sets(option)) continue;
    const value = snapshot[option];
    const part: StatePart = STATE_PARTS[option];
    const byDefault = written(part, base, store, defaults.ignoreSortByRulesWhileSearchRuleIsActive);
    // A switch left out is off.
    if (
      type === "boolean"
        ? !relevanceShows || (value === true) === (byDefault === true)
        : sameReading(value, byDefault)
    )
      continue;
    params.append(keys.part(option), String(value ?? ""));
    if (part.field) base = { ...base, [part.field]: value };
  }
  for (const rule of allowed.sets("initialFilters") ? store.ruleset.filters : []) {
    const kind = kindOf(rule);
    const value = store.filterValue(rule, snapshot.initialFilters);
    if (kind.same(value, store.filterValue(rule, base.filters))) continue;
    // As the kind writes it (ADDRESS_TEXTS), else each entry's text; a filter turned off that
    // is on by default is empty.
    const { toText } = ADDRESS_TEXTS[kindName(rule)];
    const texts = toText
      ? [toText(value)]
      : kind.isActive(value)
        ? kind.applied(value).map((entry) => entryText(store.optionsOf(rule), entry))
        : [""];
    for (const text of texts) params.append(keys.filter(rule.id), text);
  }
  return params;
}

/** A part of the address left out, with the FinderError code and message it stands for. */
function droppedPart(
  option: string,
  value: unknown,
  problem: string | false,
  filterId?: string,
  code: FinderErrorCode = "INVALID_STATE",
  key?: string,
): FinderDroppedPart {
  return {
    option,
    ...(filterId === undefined ? {} : { filterId }),
    ...(key === undefined ? {} : { key }),
    value,
    code,
    message: errorMessage(code, problem),
  };
}

/** Reads the first value under a key, dropping the repeats (for parts that take one value). */
type FirstValue = (key: string, option: string, filterId?: string) => string | undefined;

/**
 * The filters' values, by rule id, as their kind reads their texts: each text once (a hostile
 * address repeating one value costs one check), empty texts none, and none at all clearing the
 * filter.
 */
function readFilters(params: URLSearchParams, first: FirstValue, keys: Keys, store: AnyStore) {
  const filters: [string, unknown][] = [];
  for (const rule of store.ruleset.filters) {
    const key = keys.filter(rule.id);
    if (!params.has(key)) continue;
    const options = store.optionsOf(rule);
    const { entries, fromText = entryValues(options) } = ADDRESS_TEXTS[kindName(rule)];
    const texts = (
      entries ? [...new Set(params.getAll(key))] : [first(key, "initialFilters", rule.id) as string]
    ).filter((text) => text !== "");
    const values = texts.map(fromText);
    filters.push([rule.id, texts.length === 0 ? null : entries ? values : values[0]]);
  }
  // Entries, not assignments: a rule id such as "__proto__" is a key like any other.
  return Object.fromEntries(filters);
}

/**
 * The address's relevance as the visitor's choice (`initialByRelevance`), not the switch: the
 * switch stays the app's, the default that reset() and Back go to. "None" is off; on is read as
 * the constructor reads `initialByRelevance`, and so dropped without a search rule.
 */
function readRelevanceChoice(
  options: Record<string, unknown>,
  dropped: FinderDroppedPart[],
  keys: Keys,
  store: AnyStore,
): void {
  const relevance = "ignoreSortByRulesWhileSearchRuleIsActive";
  if (!(relevance in options)) return;
  const chosen = options[relevance] === true;
  delete options[relevance];
  try {
    options.initialByRelevance = readByRelevance(
      chosen,
      store.ruleset.search !== undefined,
      DEV && `"${keys.part(relevance)}"`,
    );
  } catch (error) {
    // The one thing readByRelevance refuses in a boolean: on without a search rule.
    const { code, message } = error as FinderError;
    dropped.push({ option: relevance, value: "true", code, message });
  }
}

/**
 * The view in search params, as options for a finder with these rules: the `defaults`, with each
 * part the address holds in place of theirs (an empty value is "none": no term, no sort or group
 * rule, no pagination, a filter cleared). Read through restoreState(): never throws for the
 * address, keeps every valid part, and lists the others in `dropped` (with a repeated key, its
 * first value is read and the others are dropped; with a prefix, a key under it that names no
 * part is dropped). Keys without the prefix that name no part are the app's and are ignored.
 * `defaults` the constructor refuses throw its FinderError: they are the app's code, not input.
 */
export function fromSearchParams<FItem, FContext = unknown>(
  input: FinderSearchParamsInput,
  setup: FinderFromSearchParamsSetup<FItem, FContext>,
): FinderRestoreResult {
  const store = checkingStore(setup) as AnyStore;
  const prefix = setup.prefix ?? "";
  const keys = keysOf(store, prefix);
  const allowed = allowedBy(setup);
  const defaults = setup.defaults ?? {};
  // The defaults are the app's options, not the address: what the constructor refuses throws.
  readStartState(store, defaults);
  const dropped: FinderDroppedPart[] = [];
  let params: URLSearchParams;
  try {
    params = paramsOf(input);
  } catch {
    params = new URLSearchParams();
    dropped.push(droppedPart("", describeValue(input), DEV && "the address cannot be read."));
  }
  const first: FirstValue = (key, option, filterId) => {
    const texts = params.getAll(key);
    for (const extra of texts.slice(1)) {
      dropped.push(
        droppedPart(
          option,
          extra,
          DEV && `"${key}" is in the address ${texts.length} times; its first value is read.`,
          filterId,
          "INVALID_STATE",
          key,
        ),
      );
    }
    return texts[0];
  };
  /** Drops every value under a key the app does not let an address set. */
  const refuse = (key: string, option: ViewOption | "initialFilters", filterId?: string) => {
    for (const text of params.getAll(key)) {
      dropped.push(
        droppedPart(
          option,
          text,
          DEV && `"${key}" sets ${PART_OF[option]}, which the app does not let an address set.`,
          filterId,
          "INVALID_STATE",
          key,
        ),
      );
    }
  };
  const state: Record<string, unknown> = {};
  const none = new Set<string>();
  for (const [option, [, type]] of VIEW_KEYS) {
    if (!allowed.sets(option)) {
      refuse(keys.part(option), option);
      continue;
    }
    const text = first(keys.part(option), option);
    if (text === undefined) continue;
    // Text that is not of the part's type is read as it is, and so dropped with its reason.
    if (text === "") none.add(option);
    else
      state[option] =
        type === "number" && /^\d{1,15}$/.test(text)
          ? Number(text)
          : type === "boolean"
            ? booleanOf(text)
            : text;
    // No pagination (an empty perPage) is not among the sizes a page-size menu offers either.
    const size = text === "" ? undefined : state[option];
    if (option === "numItemsPerPage" && !allowed.pageSize(size)) {
      none.delete(option);
      delete state[option];
      dropped.push(
        droppedPart(
          option,
          size ?? text,
          DEV &&
            `"${keys.part(option)}" asks for ${text === "" ? "no pagination" : text}, not one of the page sizes the app offers.`,
          undefined,
          "INVALID_NUM_ITEMS_PER_PAGE",
          keys.part(option),
        ),
      );
    }
  }
  if (allowed.sets("initialFilters"))
    state.initialFilters = readFilters(params, first, keys, store);
  else
    for (const rule of store.ruleset.filters)
      refuse(keys.filter(rule.id), "initialFilters", rule.id);
  if (prefix !== "") {
    const owned = new Set(keys.all);
    for (const [key, value] of params) {
      if (key.startsWith(prefix) && !owned.has(key)) {
        dropped.push(
          droppedPart(
            key,
            value,
            DEV && `"${key}" names no part of this finder's view.`,
            undefined,
            "INVALID_STATE",
            key,
          ),
        );
      }
    }
  }
  const fromAddress = restoreWith(store, state, true);
  const options = fromAddress.options as Record<string, unknown>;
  // "None" overrides a default: the key is there, its value undefined (never dropped: it is
  // not read).
  for (const option of none) options[option] = undefined;
  readRelevanceChoice(options, dropped, keys, store);
  // The defaults, read the same way, under what the address keeps: a part it gives that is
  // dropped leaves the default in force.
  const base = restoreWith(store, defaults);
  return {
    options: {
      ...base.options,
      ...options,
      initialFilters: { ...base.options.initialFilters, ...fromAddress.options.initialFilters },
    },
    dropped: [
      ...base.dropped,
      ...[...dropped, ...fromAddress.dropped].map((part) => withKey(part, keys)),
    ],
  };
}

/** A part left out of an address, with the key it was read under. */
function withKey(part: FinderDroppedPart, keys: Keys): FinderDroppedPart {
  if (part.key !== undefined) return part;
  const option = (
    part.option === "initialByRelevance" ? "ignoreSortByRulesWhileSearchRuleIsActive" : part.option
  ) as ViewOption;
  const key =
    part.filterId !== undefined
      ? keys.filter(part.filterId)
      : Object.hasOwn(KEYS, option)
        ? keys.part(option)
        : undefined;
  return key === undefined ? part : { ...part, key };
}

/**
 * Puts a live finder into the view an address describes, as fromSearchParams() reads it for the
 * finder's rules, items and context (Back and Forward): the view a new finder given the
 * `defaults` and the address shows, so every part the address does not give goes back to the
 * `defaults`, else to a fresh finder's (the page size too). One `batch`, so one `change` event
 * (none when nothing changes). Returns the parts left out.
 */
export function applySearchParams<FItem, FContext>(
  finder: FinderCore<FItem, FContext>,
  input: FinderSearchParamsInput,
  options: FinderSearchParamsOptions = {},
): FinderDroppedPart[] {
  const store = storeOf(finder);
  const allowed = allowedBy(options);
  const { options: view, dropped } = fromSearchParams(input, {
    ...options,
    rules: store.ruleset.all,
    items: store.items,
    context: store.context,
  });
  finder.batch(() => {
    // A part the address may not set stays as it is.
    for (const [option, apply] of Object.entries(APPLY) as [keyof typeof APPLY, ApplyPart][])
      if (allowed.sets(option)) apply(finder as FinderCore<unknown, unknown>, view);
  });
  return dropped;
}
