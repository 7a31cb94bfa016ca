// Stops runaway code in a reader's edited demo. Before the compiled code runs, `instrument` puts a
// call to a deadline check at the top of every loop iteration and every function body; the check
// (`createGuard`) throws a RunawayError once code has run for longer than a limit without the page
// getting a turn (no task boundary in between). The error names the line, and it keeps being thrown
// until the page gets its turn, so a `catch` in the reader's code cannot swallow it and loop on.
//
// The places to instrument come from sucrase's own parser (the one that compiled the code), run
// over the compiled JavaScript: `while`, `for` and functions are tokens and scopes there, never
// text inside a string, a comment, a template literal or a regular expression. Only text is
// inserted and no line break, so every line stays where the reader wrote it.
import { parse } from "sucrase/dist/esm/parser/index.js";
import type { Token } from "sucrase/dist/esm/parser/tokenizer/index.js";
import { TokenType as tt } from "sucrase/dist/esm/parser/tokenizer/types.js";

/** The name the instrumented code calls the check by: a parameter of the function that runs it. */
export const guardName = "__finderGuard";

/** What a check is placed in: a loop's iteration or a function's entry. */
export type GuardKind = "loop" | "function";

interface Insertion {
  at: number;
  text: string;
}

/**
 * `code` (plain JavaScript, as sucrase writes it) with a check before each iteration of every
 * loop and at the entry of every function: `guard(line, kind)`. A `while`'s and a `for`'s
 * condition become `guard(…) && (condition)`; a `for…of` and a `for…in` get it first in a block
 * body (one without a block steps through an iterable whose own code, if any, is checked); a
 * function body starts with it, and an arrow function's expression body becomes
 * `(guard(…), expression)`.
 */
export function instrument(code: string): string {
  const { tokens, scopes } = parse(code, false, false, false);
  const lineStarts = [0];
  for (let index = code.indexOf("\n"); index !== -1; index = code.indexOf("\n", index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };

  // The closing bracket of every opening one, by token index ("${" closes with "}").
  const closing = new Map<number, number>();
  const open: number[] = [];
  tokens.forEach((token, index) => {
    const { type } = token;
    if (
      type === tt.braceL ||
      type === tt.dollarBraceL ||
      type === tt.parenL ||
      type === tt.bracketL
    )
      open.push(index);
    else if (type === tt.braceR || type === tt.parenR || type === tt.bracketR) {
      const start = open.pop();
      if (start !== undefined) closing.set(start, index);
    }
  });

  const insertions: Insertion[] = [];
  const check = (offset: number, kind: GuardKind) => `${guardName}(${lineAt(offset)}, "${kind}")`;
  const tokenAt = (index: number): Token | undefined => tokens[index];
  const startOf = (index: number) => (tokens[index] as Token).start;
  const endOf = (index: number) => (tokens[index] as Token).end;

  tokens.forEach((token, index) => {
    if (token.type === tt._while) {
      // `while (…)`, and the `while (…)` that ends a `do … while (…)`.
      const paren = index + 1;
      const close = closing.get(paren);
      if (tokenAt(paren)?.type !== tt.parenL || close === undefined) return;
      insertions.push({ at: endOf(paren), text: `${check(token.start, "loop")} && (` });
      insertions.push({ at: startOf(close), text: ")" });
    } else if (token.type === tt._for) {
      let paren = index + 1;
      if (tokenAt(paren)?.type === tt.name) paren += 1; // for await (…)
      const close = closing.get(paren);
      if (tokenAt(paren)?.type !== tt.parenL || close === undefined) return;
      // The semicolons of `for (init; test; update)` at the head's own level.
      const semicolons: number[] = [];
      for (let inner = paren + 1; inner < close; inner += 1) {
        if (tokenAt(inner)?.type === tt.semi) semicolons.push(inner);
        inner = closing.get(inner) ?? inner;
      }
      const [first, second] = semicolons;
      if (first !== undefined && second !== undefined) {
        const at = endOf(first);
        if (second === first + 1) {
          insertions.push({ at, text: check(token.start, "loop") });
        } else {
          insertions.push({ at, text: `${check(token.start, "loop")} && (` });
          insertions.push({ at: startOf(second), text: ")" });
        }
      } else if (tokenAt(close + 1)?.type === tt.braceL) {
        insertions.push({ at: endOf(close + 1), text: `${check(token.start, "loop")};` });
      }
    }
  });

  for (const scope of scopes) {
    const { startTokenIndex: start, endTokenIndex: end, isFunctionScope } = scope;
    // The program's own scope covers every token; it is not a function of the reader's.
    if (!isFunctionScope || (start === 0 && end >= tokens.length - 1)) continue;
    const first = tokenAt(start);
    if (!first) continue;
    if (first.type === tt.braceL) {
      // A function's body (declarations, expressions, methods, arrows with a block).
      insertions.push({ at: first.end, text: `${check(first.start, "function")};` });
      continue;
    }
    // Parameters, then `=>` and an expression body (a block body is a scope of its own, above).
    let arrow = start;
    while (arrow < end && tokenAt(arrow)?.type !== tt.arrow)
      arrow = closing.get(arrow) ?? arrow + 1;
    const body = tokenAt(arrow + 1);
    const last = tokenAt(end - 1);
    if (arrow >= end || !body || !last || body.type === tt.braceL) continue;
    insertions.push({ at: body.start, text: `(${check(body.start, "function")}, ` });
    insertions.push({ at: last.end, text: ")" });
  }

  // Later insertions first, so earlier offsets stay right; at one offset, in the order made.
  const ordered = insertions
    .map((insertion, order) => ({ ...insertion, order }))
    .sort((a, b) => b.at - a.at || b.order - a.order);
  let result = code;
  for (const { at, text } of ordered) result = result.slice(0, at) + text + result.slice(at);
  return result;
}

/** Thrown by the check when edited code has run too long without a pause. */
export class RunawayError extends Error {
  constructor(
    readonly line: number,
    readonly kind: GuardKind,
    limitMs: number,
  ) {
    super(
      `${kind === "loop" ? "this loop" : "this function (called again and again, or recursing)"} ` +
        `ran for more than ${limitMs >= 1000 ? `${limitMs / 1000} s` : `${limitMs} ms`} without a pause, so it was stopped`,
    );
    this.name = "Stopped";
  }
}

export interface GuardOptions {
  /** How long edited code may run without the page getting its turn. */
  limitMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** Runs a function once the page has had its turn (a new task). */
  later?: (run: () => void) => void;
}

/** How many checks pass between two looks at the clock (a look costs more than a loop step). */
const checksPerLook = 64;

/**
 * A check for instrumented code: cheap (a count, and the clock every 64th call), it starts timing at
 * its first call in a task and throws a RunawayError once `limitMs` have gone by in that task, then
 * at every call until the next task.
 */
export function createGuard({
  limitMs = 1000,
  now = () => performance.now(),
  later = (run) => setTimeout(run, 0),
}: GuardOptions = {}): (line: number, kind: GuardKind) => true {
  let started: number | undefined;
  let calls = 0;
  let stopped: RunawayError | undefined;
  const reset = () => {
    started = undefined;
    stopped = undefined;
    calls = 0;
  };
  return (line, kind) => {
    if (stopped) throw new RunawayError(stopped.line, stopped.kind, limitMs);
    if (started === undefined) {
      started = now();
      later(reset);
      return true;
    }
    calls += 1;
    if (calls % checksPerLook !== 0 || now() - started <= limitMs) return true;
    stopped = new RunawayError(line, kind, limitMs);
    throw stopped;
  };
}
