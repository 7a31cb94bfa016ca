// Fault injection: random sequences of user actions, batches, silent changes and new items, with
// listeners, option callbacks, subscribers, effects and rule functions switched to throwing and
// back at random. After every step the instance must equal a reference model written by hand
// below, and every event, subscriber call and effect the model expects must have happened, with
// every error thrown by a callback coming back from the step.
//
// The seed is fixed so a failure reproduces; fast-check prints the counterexample and its path.
// To explore other sequences locally, change SEED.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  FinderCore,
  filterRule,
  hasCharacterIndexMatches,
  ruleEffect,
  searchRule,
  sortByRule,
  type FinderChangeEvent,
  type SortDirection,
} from "./index";

const SEED = 20261123;
const NUM_RUNS = 80;

interface Row {
  id: number;
  name: string;
  color: string;
  price: number;
  flag: boolean;
}

const COLORS = ["red", "blue", "green"] as const;
const NAMES = [
  "amber",
  "birch",
  "cedar",
  "delta",
  "ember",
  "fjord",
  "grove",
  "heron",
  "iris",
  "jade",
  "koala",
  "lotus",
];
const ALL_ROWS: Row[] = NAMES.map((name, id) => ({
  id,
  name,
  color: COLORS[id % 3] as string,
  price: ((id * 7) % 12) * 10 + 5,
  flag: id % 4 !== 1,
}));

/** Which callbacks throw right now. */
interface Faults {
  listener: boolean;
  onChange: boolean;
  subscriber: boolean;
  effect: boolean;
  rule: boolean;
}

// ---- operations ---------------------------------------------------------------------------

type Simple =
  | { op: "search"; term: string }
  | { op: "colorSet"; colors: string[] }
  | { op: "colorToggle"; color: string }
  | { op: "colorDelete"; color: string }
  | { op: "flagSet"; value: boolean }
  | { op: "filtersReset" }
  | { op: "sortSet"; id: "price" | "name"; direction: SortDirection | undefined }
  | { op: "sortReset" }
  | { op: "setPage"; page: number }
  | { op: "setNumItemsPerPage"; size: number | undefined }
  | { op: "setItems"; mask: boolean[] };

type Step =
  | Simple
  | { op: "batch"; ops: Simple[] }
  | { op: "silently"; inner: Simple }
  | { op: "fault"; which: keyof Faults; on: boolean };

const color = fc.constantFrom(...COLORS);
const simple: fc.Arbitrary<Simple> = fc.oneof(
  fc.record({
    op: fc.constant("search" as const),
    term: fc.constantFrom("", "a", "e", "o", "ra", "x"),
  }),
  fc.record({ op: fc.constant("colorSet" as const), colors: fc.subarray([...COLORS]) }),
  fc.record({ op: fc.constant("colorToggle" as const), color }),
  fc.record({ op: fc.constant("colorDelete" as const), color }),
  fc.record({ op: fc.constant("flagSet" as const), value: fc.boolean() }),
  fc.constant({ op: "filtersReset" as const }),
  fc.record({
    op: fc.constant("sortSet" as const),
    id: fc.constantFrom("price" as const, "name" as const),
    direction: fc.constantFrom<SortDirection | undefined>("asc", "desc", undefined),
  }),
  fc.constant({ op: "sortReset" as const }),
  fc.record({ op: fc.constant("setPage" as const), page: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ op: fc.constant("setPage" as const), page: fc.integer({ min: 2, max: 6 }) }),
  fc.record({
    op: fc.constant("setNumItemsPerPage" as const),
    size: fc.constantFrom<number | undefined>(undefined, 2, 3),
  }),
  fc.record({
    op: fc.constant("setItems" as const),
    mask: fc.array(fc.boolean(), { minLength: NAMES.length, maxLength: NAMES.length }),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: simple, weight: 6 },
  {
    arbitrary: fc.record({
      op: fc.constant("batch" as const),
      ops: fc.array(simple, { maxLength: 4 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant("silently" as const), inner: simple }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant("fault" as const),
      which: fc.constantFrom<keyof Faults>("listener", "onChange", "subscriber", "effect", "rule"),
      on: fc.boolean(),
    }),
    weight: 3,
  },
);

// ---- the reference model ------------------------------------------------------------------

interface Model {
  items: Row[];
  searchTerm: string;
  /** The effective colour selection; [] when the filter is off. */
  colors: string[];
  flag: boolean;
  sortBy: "price" | "name" | undefined;
  sortDirection: SortDirection | undefined;
  page: number;
  numItemsPerPage: number | undefined;
}

const EVENT_OF: Record<Simple["op"], string> = {
  search: "setSearchTerm",
  colorSet: "setFilter",
  colorToggle: "setFilter",
  colorDelete: "setFilter",
  flagSet: "setFilter",
  filtersReset: "resetFilters",
  sortSet: "setSortBy",
  sortReset: "setSortBy",
  setPage: "setPage",
  setNumItemsPerPage: "setNumItemsPerPage",
  setItems: "setItems",
};
/** The rule a single action names, among those effects watch. */
const RULE_OF: Partial<Record<Simple["op"], "color" | "flag">> = {
  colorSet: "color",
  colorToggle: "color",
  colorDelete: "color",
  flagSet: "flag",
};

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function sameModel(a: Model, b: Model): boolean {
  return (
    a.items === b.items &&
    a.searchTerm === b.searchTerm &&
    sameList(a.colors, b.colors) &&
    a.flag === b.flag &&
    a.sortBy === b.sortBy &&
    a.sortDirection === b.sortDirection &&
    a.page === b.page &&
    a.numItemsPerPage === b.numItemsPerPage
  );
}

/** Search, filters and sort, written from the documentation rather than from the pipeline. */
function modelMatches(model: Model): Row[] {
  const term = model.searchTerm;
  const matched = model.items.filter(
    (row) =>
      (term.trim() === "" || hasCharacterIndexMatches(row.name, term)) &&
      (model.colors.length === 0 || model.colors.includes(row.color)) &&
      (!model.flag || row.flag),
  );
  const key = (row: Row) => (model.sortBy === "name" ? row.name : row.price);
  const sign = (model.sortDirection ?? "asc") === "asc" ? 1 : -1;
  return matched.sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
}

function lastPage(model: Model): number {
  return model.numItemsPerPage === undefined
    ? 1
    : Math.max(1, Math.ceil(modelMatches(model).length / model.numItemsPerPage));
}

function modelPage(model: Model): Row[] {
  const rows = modelMatches(model);
  if (model.numItemsPerPage === undefined) return rows;
  const offset = (model.page - 1) * model.numItemsPerPage;
  return rows.slice(offset, offset + model.numItemsPerPage);
}

/**
 * The model after an action, or the same object when the action changes nothing. New items
 * settle the page at once, unless `inBatch`: a batch settles it when it ends.
 */
function applyAction(model: Model, op: Simple, inBatch = false): Model {
  const withValue = (patch: Partial<Model>): Model => {
    const next = { ...model, ...patch };
    if (sameModel(next, model)) return model;
    return patch.page === undefined ? { ...next, page: 1 } : next;
  };
  switch (op.op) {
    case "search":
      return withValue({ searchTerm: op.term });
    case "colorSet":
      return withValue({ colors: [...op.colors] });
    case "colorToggle":
      return withValue({
        colors: model.colors.includes(op.color)
          ? model.colors.filter((c) => c !== op.color)
          : [...model.colors, op.color],
      });
    case "colorDelete":
      return withValue({ colors: model.colors.filter((c) => c !== op.color) });
    case "flagSet":
      return withValue({ flag: op.value });
    case "filtersReset":
      return withValue({ colors: [], flag: false });
    case "sortSet":
      return withValue({
        sortBy: op.id,
        sortDirection: op.direction ?? (model.sortBy === op.id ? model.sortDirection : undefined),
      });
    case "sortReset":
      return withValue({ sortBy: undefined, sortDirection: undefined });
    case "setPage":
      return withValue({ page: Math.min(op.page, lastPage(model)) });
    case "setNumItemsPerPage":
      return withValue({ numItemsPerPage: op.size });
    case "setItems": {
      const next = { ...model, items: ALL_ROWS.filter((_, i) => op.mask[i]) };
      return inBatch ? next : settle(next);
    }
  }
}

/** The page shown becomes the page. */
function settle(model: Model): Model {
  return { ...model, page: Math.min(model.page, lastPage(model)) };
}

/** The value a change event reports for an action. */
function readingOf(op: Simple, model: Model): unknown {
  switch (op.op) {
    case "search":
      return model.searchTerm;
    case "colorSet":
    case "colorToggle":
    case "colorDelete":
      return model.colors;
    case "flagSet":
      return model.flag;
    case "filtersReset":
      return { colors: model.colors, flag: model.flag };
    case "sortSet":
    case "sortReset":
      return { sortBy: model.sortBy, sortDirection: model.sortDirection };
    case "setPage":
      return model.page;
    case "setNumItemsPerPage":
      return model.numItemsPerPage;
    case "setItems":
      return model.items;
  }
}

/** What a step must have caused, beyond the model's new state. */
interface Expected {
  changeEvents: string[];
  setItemsEvents: number;
  colorEffectRuns: number;
  flagEffectRuns: number;
  subscriberCalls: number;
}

/** Effects of one reported change: which ran, and what the flag effect changed (silently). */
function runEffects(model: Model, rules: ("color" | "flag")[], expected: Expected): Model {
  let next = model;
  for (const rule of rules) {
    if (rule === "color") expected.colorEffectRuns += 1;
    else {
      expected.flagEffectRuns += 1;
      if (next.flag) next = applyAction(next, { op: "sortSet", id: "name", direction: "desc" });
    }
  }
  return next;
}

function changedRules(a: Model, b: Model): ("color" | "flag")[] {
  const rules: ("color" | "flag")[] = [];
  if (!sameList(a.colors, b.colors)) rules.push("color");
  if (a.flag !== b.flag) rules.push("flag");
  return rules;
}

// ---- the instance under test --------------------------------------------------------------

function createHarness() {
  const faults: Faults = {
    listener: false,
    onChange: false,
    subscriber: false,
    effect: false,
    rule: false,
  };
  const seen = {
    change: [] as string[],
    changeFromThrowing: 0,
    onChange: 0,
    setItems: 0,
    colorEffect: 0,
    flagEffect: 0,
    subscriber: 0,
    throwingSubscriber: 0,
  };
  const fault = (which: string) => new Error(`fault: ${which}`);
  const ruleFault = () => {
    if (faults.rule) throw fault("rule");
  };
  const finder = new FinderCore<Row>(ALL_ROWS, {
    numItemsPerPage: 2,
    rules: [
      searchRule({ searchFn: (row: Row) => row.name }),
      filterRule({
        id: "color",
        multiple: true,
        options: COLORS.map((value) => ({ value })),
        filterFn: (row: Row, value: string) => (ruleFault(), row.color === value),
      }),
      filterRule({ id: "flag", boolean: true, filterFn: (row: Row) => (ruleFault(), row.flag) }),
      sortByRule({ id: "price", sortFn: (row: Row) => row.price }),
      sortByRule({ id: "name", sortFn: (row: Row) => row.name }),
    ],
    effects: [
      ruleEffect("color", () => {
        seen.colorEffect += 1;
        if (faults.effect) throw fault("color effect");
      }),
      ruleEffect("flag", (instance: FinderCore<Row>) => {
        seen.flagEffect += 1;
        if (instance.filters.isActive("flag")) instance.sortBy.set("name", "desc");
        if (faults.effect) throw fault("flag effect");
      }),
    ],
    onChange: () => {
      seen.onChange += 1;
      if (faults.onChange) throw fault("onChange");
    },
  });
  finder.events.on("change", () => {
    seen.changeFromThrowing += 1;
    if (faults.listener) throw fault("listener");
  });
  finder.events.on("change", (event: FinderChangeEvent<Row>) => seen.change.push(event.event));
  finder.events.on("setItems", () => (seen.setItems += 1));
  finder.subscribe(() => {
    seen.throwingSubscriber += 1;
    if (faults.subscriber) throw fault("subscriber");
  });
  finder.subscribe(() => (seen.subscriber += 1));
  return { finder, faults, seen };
}

type Harness = ReturnType<typeof createHarness>;

function perform(finder: FinderCore<Row>, op: Simple): void {
  switch (op.op) {
    case "search":
      return finder.search.setSearchTerm(op.term);
    case "colorSet":
      return finder.filters.set("color", op.colors);
    case "colorToggle":
      return finder.filters.toggle("color", op.color);
    case "colorDelete":
      return finder.filters.delete("color", op.color);
    case "flagSet":
      return finder.filters.set("flag", op.value);
    case "filtersReset":
      return finder.filters.reset();
    case "sortSet":
      return finder.sortBy.set(op.id, op.direction);
    case "sortReset":
      return finder.sortBy.reset();
    case "setPage":
      return finder.pagination.setPage(op.page);
    case "setNumItemsPerPage":
      return finder.pagination.setNumItemsPerPage(op.size);
    case "setItems":
      return finder.setItems(ALL_ROWS.filter((_, i) => op.mask[i]));
  }
}

function errorMessages(error: unknown): string[] {
  if (error === undefined) return [];
  if (error instanceof AggregateError) return error.errors.map((e: Error) => e.message);
  return [(error as Error).message];
}

/** Runs one step on the instance and the model; checks events, calls and errors. */
function runStep(harness: Harness, model: Model, current: Step): Model {
  const { finder, faults, seen } = harness;
  if (current.op === "fault") {
    faults[current.which] = current.on;
    return model;
  }
  // Settling the page after new items needs the results; a rule function that throws then leaves
  // the page unsettled, which the model cannot know. Steps that set items wait for healthy rules,
  // and so does setPage inside a batch (a throwing setPage would end the batch early).
  const ops =
    current.op === "batch" ? current.ops : current.op === "silently" ? [current.inner] : [current];
  if (
    faults.rule &&
    ops.some((op) => op.op === "setItems" || (current.op === "batch" && op.op === "setPage"))
  )
    return model;

  const expected: Expected = {
    changeEvents: [],
    setItemsEvents: 0,
    colorEffectRuns: 0,
    flagEffectRuns: 0,
    subscriberCalls: 0,
  };
  const before = { ...seen, change: [...seen.change] };
  const version = finder.version;
  let error: unknown;
  try {
    if (current.op === "batch")
      finder.batch(() => current.ops.forEach((op) => perform(finder, op)));
    else if (current.op === "silently")
      finder.events.silently(() => perform(finder, current.inner));
    else perform(finder, current);
  } catch (caught) {
    error = caught;
  }

  // setPage reads the results to clamp the page: with a throwing rule function it may throw (when
  // the results are not cached) and then changes nothing.
  const ruleError = errorMessages(error).includes("fault: rule");
  if (ruleError) {
    expect(ops.map((op) => op.op)).toEqual(["setPage"]);
    expect(errorMessages(error)).toEqual(["fault: rule"]);
    expect(finder.version).toBe(version);
    return model;
  }

  let next = model;
  let touched = false;
  if (current.op === "batch") {
    const recorded: Simple[] = [];
    let newItems = false;
    for (const op of current.ops) {
      const after = applyAction(next, op, true);
      if (after !== next) {
        touched = true;
        if (op.op === "setItems") newItems = true;
        else recorded.push(op);
      }
      next = after;
    }
    if (newItems) {
      next = settle(next);
      expected.setItemsEvents = 1;
    }
    const single = recorded.length === 1 ? (recorded[0] as Simple) : undefined;
    if (single) {
      // A batch of one change reports it as that action: its own event and rule.
      if (JSON.stringify(readingOf(single, model)) !== JSON.stringify(readingOf(single, next))) {
        expected.changeEvents.push(EVENT_OF[single.op]);
        const rule = RULE_OF[single.op];
        next = runEffects(next, rule ? [rule] : [], expected);
      }
    } else if (recorded.length > 1 && !sameModel({ ...model, items: next.items }, next)) {
      expected.changeEvents.push("batch");
      next = runEffects(next, changedRules(model, next), expected);
    }
  } else {
    const op = current.op === "silently" ? current.inner : current;
    next = applyAction(model, op);
    touched = next !== model;
    if (touched && current.op !== "silently") {
      if (op.op === "setItems") expected.setItemsEvents = 1;
      else {
        expected.changeEvents.push(EVENT_OF[op.op]);
        const rule = RULE_OF[op.op];
        next = runEffects(next, rule ? [rule] : [], expected);
      }
    }
  }
  expected.subscriberCalls = touched ? 1 : 0;

  // Nothing lost: every event, effect and subscriber call the model expects happened, once.
  expect(seen.change.slice(before.change.length)).toEqual(expected.changeEvents);
  expect(seen.changeFromThrowing - before.changeFromThrowing).toBe(expected.changeEvents.length);
  expect(seen.onChange - before.onChange).toBe(expected.changeEvents.length);
  expect(seen.setItems - before.setItems).toBe(expected.setItemsEvents);
  expect(seen.colorEffect - before.colorEffect).toBe(expected.colorEffectRuns);
  expect(seen.flagEffect - before.flagEffect).toBe(expected.flagEffectRuns);
  expect(seen.subscriber - before.subscriber).toBe(expected.subscriberCalls);
  expect(seen.throwingSubscriber - before.throwingSubscriber).toBe(expected.subscriberCalls);
  expect(finder.version > version).toBe(touched);

  // Every error a callback threw came back, in the order the callbacks ran.
  const errors: string[] = [];
  const events = expected.changeEvents.length;
  for (let k = 0; k < events; k++) {
    if (faults.onChange) errors.push("fault: onChange");
    if (faults.listener) errors.push("fault: listener");
  }
  if (faults.effect) {
    for (let k = 0; k < expected.colorEffectRuns; k++) errors.push("fault: color effect");
    for (let k = 0; k < expected.flagEffectRuns; k++) errors.push("fault: flag effect");
  }
  if (faults.subscriber && expected.subscriberCalls > 0) errors.push("fault: subscriber");
  expect(errorMessages(error)).toEqual(errors);
  if (errors.length > 1) expect(error).toBeInstanceOf(AggregateError);
  return next;
}

/** The instance's state equals the model's; its results too, whenever its rules can compute them. */
function checkState(harness: Harness, model: Model): void {
  const { finder, faults } = harness;
  expect(finder.events.isSilent()).toBe(false);
  expect(finder.items.map((row) => row.id)).toEqual(model.items.map((row) => row.id));
  expect(finder.search.searchTerm).toBe(model.searchTerm);
  expect(finder.filters.get("color") ?? []).toEqual(model.colors);
  expect(finder.filters.isActive("flag")).toBe(model.flag);
  expect(finder.sortBy.activeRule?.id).toBe(model.sortBy ?? "price");
  expect(finder.sortBy.sortDirection).toBe(model.sortDirection ?? "asc");
  expect(finder.pagination.numItemsPerPage).toBe(model.numItemsPerPage);
  let matches: Row[] | undefined;
  try {
    matches = finder.matches.items;
  } catch (error) {
    // Only a throwing rule function may keep the results from being computed.
    expect(faults.rule).toBe(true);
    expect((error as Error).message).toBe("fault: rule");
    return;
  }
  expect(finder.pagination.page).toBe(model.page);
  expect(matches?.map((row) => row.id)).toEqual(modelPage(model).map((row) => row.id));
  expect(finder.matches.numMatchedItems).toBe(modelMatches(model).length);
}

describe("fault injection", () => {
  test("random steps with throwing callbacks and rules keep the instance equal to the model, losing nothing", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 50, size: "large" }), (steps) => {
        const harness = createHarness();
        let model: Model = {
          items: ALL_ROWS,
          searchTerm: "",
          colors: [],
          flag: false,
          sortBy: undefined,
          sortDirection: undefined,
          page: 1,
          numItemsPerPage: 2,
        };
        checkState(harness, model);
        for (const current of steps) {
          model = runStep(harness, model, current);
          checkState(harness, model);
        }
        // With every fault off, the results can always be computed again: nothing stayed broken.
        Object.assign(harness.faults, {
          listener: false,
          onChange: false,
          subscriber: false,
          effect: false,
          rule: false,
        });
        checkState(harness, model);
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
    // About 2 s alone; the limit leaves room for a machine busy with the rest of the suite.
  }, 20_000);
});
