import { describe, expect, it } from "vitest";
import { createGuard, guardName, instrument, RunawayError, type GuardKind } from "./guard";

/** Runs instrumented `code` (a function body that returns) with a check that counts its calls. */
function runCounting(code: string): { value: unknown; calls: Array<[number, GuardKind]> } {
  const calls: Array<[number, GuardKind]> = [];
  const guard = (line: number, kind: GuardKind) => {
    calls.push([line, kind]);
    return true;
  };
  const value = new Function(guardName, instrument(code))(guard) as unknown;
  return { value, calls };
}

/** Runs `code` as it is, for comparison. */
const runPlain = (code: string): unknown => new Function(code)();

/** A check that stops code at its 1,000th call, on a fake clock. */
function stoppingGuard() {
  let time = 0;
  const guard = createGuard({ limitMs: 1000, now: () => (time += 1), later: () => {} });
  return guard;
}

describe("instrument", () => {
  it("checks every iteration of while, do…while, for, for…of and for…in loops", () => {
    const code = [
      "let n = 0;",
      "while (n < 3) n++;",
      "do { n++; } while (n < 5);",
      "for (let i = 0; i < 2; i++) n++;",
      "for (const x of [1, 2]) { n += x; }",
      "for (const k in { a: 1 }) { n += k.length; }",
      "return n;",
    ].join("\n");
    const { value, calls } = runCounting(code);
    expect(value).toBe(runPlain(code));
    const lines = calls.map(([line]) => line);
    // The condition is checked once more than the body runs: 4 for `while (n < 3)`.
    expect(lines.filter((line) => line === 2)).toHaveLength(4);
    expect(lines.filter((line) => line === 3)).toHaveLength(2);
    expect(lines.filter((line) => line === 4)).toHaveLength(3);
    expect(lines.filter((line) => line === 5)).toHaveLength(2);
    expect(lines.filter((line) => line === 6)).toHaveLength(1);
    expect(calls.every(([, kind]) => kind === "loop")).toBe(true);
  });

  it("checks the entry of functions, methods and arrow functions, with and without a block", () => {
    const code = [
      "function a() { return 1; }",
      "const b = () => 2;",
      "const c = async (x) => { return x; };",
      "class D { m() { return 4; } get g() { return 5; } }",
      "const e = { f() { return 6; } };",
      "const d = new D();",
      "return a() + b() + d.m() + d.g + e.f() + [1].map((x) => x * 3)[0];",
    ].join("\n");
    const { value, calls } = runCounting(code);
    expect(value).toBe(21);
    expect(calls.map(([line]) => line).sort()).toEqual([1, 2, 4, 4, 5, 7]);
    expect(calls.every(([, kind]) => kind === "function")).toBe(true);
  });

  it("is not fooled by loop words in strings, comments, template literals and regular expressions", () => {
    const code = [
      "// while (true) {}",
      "/* for (;;) {} function f() {} */",
      'const s = "while (true) {} for (;;) {}";',
      "const t = `do { } while (1) ${'for (;;)'} function () {}`;",
      "const r = /while\\s*\\(true\\)|for\\(;;\\)/;",
      "const o = { while: 1, for: 2, do: 3, function: 4 };",
      "return [s, t, r.source, o.while + o.for + o.do + o.function].join('|');",
    ].join("\n");
    const { value, calls } = runCounting(code);
    expect(calls).toEqual([]);
    expect(value).toBe(runPlain(code));
  });

  it("checks code inside a template literal's placeholders", () => {
    const { value, calls } = runCounting(
      "return `sum: ${(() => { let s = 0; for (let i = 1; i <= 3; i++) s += i; return s; })()}`;",
    );
    expect(value).toBe("sum: 6");
    expect(calls.map(([, kind]) => kind)).toEqual(["function", "loop", "loop", "loop", "loop"]);
  });

  it("keeps what normal code does: break, continue, labels, closures over let, generators, recursion", () => {
    const code = [
      "const out = [];",
      "outer: for (let i = 0; i < 4; i++) {",
      "  for (let j = 0; ; j++) { if (j > i) continue outer; if (i === 3) break outer; out.push(`${i}${j}`); }",
      "}",
      "const fns = [];",
      "for (let i = 0; i < 3; i++) fns.push(() => i);",
      "function* count(n) { let i = 0; while (i < n) yield i++; }",
      "const fib = (n) => n < 2 ? n : fib(n - 1) + fib(n - 2);",
      "const obj = (x) => ({ x });",
      "let k = 0; for (;;) { if (++k === 5) break; }",
      "let w = 0; do w++; while (w < 3)",
      "for (const [a, b] of Object.entries({ p: 1 })) out.push(a + b);",
      "for (let a = 0, f = () => { return 1; }; a < 2; a += f()) out.push(a);",
      "return JSON.stringify([out, fns.map((f) => f()), [...count(3)], fib(10), obj(1), k, w]);",
    ].join("\n");
    expect(runCounting(code).value).toBe(runPlain(code));
  });

  it("keeps every line where it was", () => {
    const code = "let i = 0;\nwhile (i < 2) {\n  i++;\n}\nconst f = (x) =>\n  x + 1;\n";
    const instrumented = instrument(code);
    expect(instrumented.split("\n")).toHaveLength(code.split("\n").length);
    expect(instrumented.split("\n")[1]).toContain(`${guardName}(2, "loop")`);
    expect(instrumented.split("\n")[5]).toContain(`(${guardName}(6, "function"), x + 1)`);
  });

  it("instruments sucrase's output of a demo that still runs", async () => {
    const { transform } = await import("sucrase");
    const compiled = transform(
      [
        "type Item = { name: string };",
        "const items: Item[] = [{ name: 'a' }, { name: 'b' }];",
        "export default function Demo() {",
        "  return <ul>{items.map((item) => <li key={item.name}>{item.name}</li>)}</ul>;",
        "}",
      ].join("\n"),
      {
        transforms: ["typescript", "jsx", "imports"],
        jsxRuntime: "classic",
        production: true,
        disableESTransforms: true,
      },
    ).code;
    const instrumented = instrument(compiled);
    expect(instrumented).toContain(`${guardName}(3, "function")`);
    expect(instrumented).toContain(`(${guardName}(4, "function"), `);
  });
});

describe("the check", () => {
  it("stops an endless loop with its line, and a catch cannot swallow it", () => {
    const guard = stoppingGuard();
    const code = instrument("while (true) {\n  try { while (true) {} } catch {}\n}");
    let thrown: unknown;
    try {
      new Function(guardName, code)(guard);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RunawayError);
    // The inner loop is stopped first; its catch cannot go on, the outer loop's check throws too.
    expect((thrown as RunawayError).line).toBe(2);
    expect((thrown as RunawayError).message).toMatch(/this loop ran for more than 1 s/);
    expect((thrown as RunawayError).name).toBe("Stopped");
  });

  it("stops runaway recursion that never loops", () => {
    const guard = stoppingGuard();
    const code = instrument("const fib = (n) =>\n  n < 2 ? n : fib(n - 1) + fib(n - 2);\nfib(60);");
    let thrown: unknown;
    try {
      new Function(guardName, code)(guard);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RunawayError);
    expect((thrown as RunawayError).line).toBe(2);
    expect((thrown as RunawayError).kind).toBe("function");
  });

  it("lets code run again once the page has had its turn", () => {
    let time = 0;
    let turn: (() => void) | undefined;
    const guard = createGuard({
      limitMs: 100,
      now: () => (time += 1),
      later: (run) => {
        turn = run;
      },
    });
    expect(() => {
      for (;;) guard(1, "loop");
    }).toThrow(RunawayError);
    expect(() => guard(5, "loop")).toThrow(RunawayError);
    turn?.();
    expect(guard(5, "loop")).toBe(true);
  });

  it("lets a long task that stays under the limit finish", () => {
    let time = 0;
    const guard = createGuard({ limitMs: 1000, now: () => (time += 0.001), later: () => {} });
    let sum = 0;
    for (let i = 0; i < 500_000 && guard(1, "loop"); i++) sum += i;
    expect(sum).toBe(124_999_750_000);
  });
});
