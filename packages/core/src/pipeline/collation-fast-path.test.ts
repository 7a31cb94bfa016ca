// Targeted tests for the string collation fast path (pipeline/collation.ts): the weight table read
// from the collator, the weight strings built for digit runs, and the merge of fast-path strings
// with strings only the collator can place.
import { describe, expect, test, vi } from "vitest";
import { collate, deriveWeights, sortSource } from "./collation";

// The weight table this runtime's collator gives (whitespace controls, then punctuation and
// symbols, then digits, then letters at their lower-case codes).
const EXPECTED_TABLE = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  32, 38, 42, 54, 64, 55, 53, 41, 43, 44, 50, 58, 35, 34, 40, 51, 65, 66, 67, 68, 69, 70, 71, 72,
  73, 74, 37, 36, 59, 60, 61, 39, 49, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
  110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 45, 52, 46, 57, 33, 56, 97, 98,
  99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118,
  119, 120, 121, 122, 47, 62, 48, 63, 0,
];

const weightsOrFail = () => {
  const weights = deriveWeights();
  if (weights === null) throw new Error("the collator's weights were not derived");
  return weights;
};

const sorted = (texts: (string | undefined)[]) => {
  const { order, same } = collate(texts);
  return { order: Array.from(order), same: Array.from(same) };
};

describe("the weight table read from the collator", () => {
  test("is derived for this runtime's collator", () => {
    expect(deriveWeights()).not.toBeNull();
  });

  test("gives every printable ASCII character and whitespace control its collation weight", () => {
    expect(Array.from(weightsOrFail().table)).toEqual(EXPECTED_TABLE);
  });

  test("records the weight of the digit zero", () => {
    expect(weightsOrFail().digit).toBe(65);
  });
});

describe("the sort source of a string", () => {
  test("is the string itself for letters, spaces and punctuation without digits", () => {
    expect(sortSource("Hello, World!", weightsOrFail())).toBe(1);
  });

  test("is the string itself for the empty string", () => {
    expect(sortSource("", weightsOrFail())).toBe(1);
  });

  test("is left to the collator for a character outside ASCII", () => {
    expect(sortSource("caf\u0080", weightsOrFail())).toBeUndefined();
  });

  test("is left to the collator for a control character the table leaves out", () => {
    expect(sortSource("a\u0000b", weightsOrFail())).toBeUndefined();
  });

  test("encodes a digit run as the zero weight, its length and its digit weights", () => {
    expect(sortSource("a12b", weightsOrFail())).toBe("a\u0041\u0002\u0042\u0043b");
  });

  test("encodes a lone zero as a one-digit number", () => {
    expect(sortSource("0", weightsOrFail())).toBe("\u0041\u0001\u0041");
  });

  test("drops leading zeros but keeps the last digit of an all-zero run", () => {
    expect(sortSource("000", weightsOrFail())).toBe("\u0041\u0001\u0041");
  });

  test("drops leading zeros before a non-zero digit", () => {
    expect(sortSource("007x", weightsOrFail())).toBe("\u0041\u0001\u0048x");
  });

  test("encodes a digit run of exactly one hundred significant digits", () => {
    const source = sortSource("9".repeat(100), weightsOrFail());
    expect(source).toBe("\u0041\u0064" + "\u004a".repeat(100));
  });

  test("is left to the collator for a digit run of 101 significant digits", () => {
    expect(sortSource("1".repeat(101), weightsOrFail())).toBeUndefined();
  });

  test("encodes a short digit run that follows a long text", () => {
    expect(sortSource("x".repeat(120) + "5", weightsOrFail())).toBe(
      "x".repeat(120) + "\u0041\u0001\u0046",
    );
  });
});

describe("collate", () => {
  test("does not mark the first item as equal to a previous one", () => {
    expect(sorted(["undefined"])).toEqual({ order: [0], same: [0] });
  });

  test("does not mark a first item that only the collator can place as equal to a previous one", () => {
    expect(sorted(["Undéfined"])).toEqual({ order: [0], same: [0] });
  });
});

// The characters whose weights are derived, and their group in the real collator's order
// (spaced by ten, so a test can place a character between two groups).
const realCollator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const CHARS = [9, 10, 11, 12, 13, ...Array.from({ length: 95 }, (_, i) => 32 + i)].map((code) =>
  String.fromCharCode(code),
);
const REAL_KEYS = new Map<string, number>();
{
  const ordered = [...CHARS].sort(realCollator.compare);
  let group = 0;
  ordered.forEach((char, i) => {
    if (i > 0 && realCollator.compare(ordered[i - 1] as string, char) !== 0) group += 1;
    REAL_KEYS.set(char, group * 10);
  });
}

/** A fresh copy of the module, its collator comparing with `compare`. */
async function loadWith(compare: (a: string, b: string) => number) {
  const original = Intl.Collator;
  vi.resetModules();
  (Intl as { Collator: unknown }).Collator = function FakeCollator() {
    return { compare };
  };
  try {
    return await import("./collation");
  } finally {
    (Intl as { Collator: unknown }).Collator = original;
    vi.resetModules();
  }
}

/** A comparison by the real groups, `overrides` moving single characters. */
function keyCompare(overrides: Record<string, number>) {
  const keys = new Map(REAL_KEYS);
  for (const [char, key] of Object.entries(overrides)) keys.set(char, key);
  // Like Intl.Collator, it reads its arguments as strings (`undefined` as "undefined").
  return (a: string, b: string) => (keys.get(String(a)) ?? -1) - (keys.get(String(b)) ?? -1);
}

/** `deriveWeights` of a fresh module whose collator orders characters by `overrides`. */
async function deriveWith(overrides: Record<string, number>) {
  return (await loadWith(keyCompare(overrides))).deriveWeights();
}

const key = (char: string) => REAL_KEYS.get(char) as number;
const END = 100_000;

describe("the weight table under a collator that disagrees with the fast path", () => {
  test("matches the real table when the fake collator keeps the real order", async () => {
    const weights = await deriveWith({});
    expect(Array.from(weights?.table ?? [])).toEqual(EXPECTED_TABLE);
  });

  test("starts the first character's group without comparing it to a previous one", async () => {
    // A collator that calls the text "undefined" equal to the tab, the first character.
    const weights = await deriveWith({ undefined: key("\t") });
    expect(weights?.table[9]).toBe(1);
  });

  test("is not derived when the digit nine does not follow the eight", async () => {
    expect(await deriveWith({ "9": END })).toBeNull();
  });

  test("is not derived when a lower-case letter sorts apart from its capital, after the alphabet", async () => {
    expect(await deriveWith({ z: END })).toBeNull();
  });

  test("is not derived when the letter a sorts after the alphabet", async () => {
    expect(await deriveWith({ a: END })).toBeNull();
  });

  test("is not derived when the capital Z sorts apart from z, after the alphabet", async () => {
    expect(await deriveWith({ Z: END })).toBeNull();
  });

  test("is not derived when a symbol sorts between a and b", async () => {
    expect(await deriveWith({ "-": key("a") + 5 })).toBeNull();
  });

  test("is not derived when the collator calls a and b equal", async () => {
    expect(await deriveWith({ b: key("a"), B: key("a") })).toBeNull();
  });

  test("gives two symbols the collator calls equal one weight", async () => {
    const weights = await deriveWith({ _: key("-") });
    expect([weights?.table[45], weights?.table[95]]).toEqual([33, 33]);
  });

  test("uses weight 127 for the fifth symbol sorted after the alphabet", async () => {
    const weights = await deriveWith({
      "~": END + 1,
      "|": END + 2,
      "^": END + 3,
      "`": END + 4,
      "@": END + 5,
    });
    expect(weights?.table[64]).toBe(127);
  });

  test("is not derived when a sixth symbol sorted after the alphabet would need weight 128", async () => {
    expect(
      await deriveWith({
        "~": END + 1,
        "|": END + 2,
        "^": END + 3,
        "`": END + 4,
        "@": END + 5,
        "#": END + 6,
      }),
    ).toBeNull();
  });
});

describe("collate with a collator the fast path can be told apart from", () => {
  // Single characters compare as the real collator's groups, so the weights are derived; any
  // longer strings compare equal, which the weights do not say.
  const singles = keyCompare({});
  const longerEqual = (a: string, b: string) =>
    String(a).length === 1 && String(b).length === 1 ? singles(a, b) : 0;

  test("orders strings of printable ASCII by their weights, not by the collator", async () => {
    const fresh = await loadWith(longerEqual);
    const { order, same } = fresh.collate(["ac", "ab"]);
    expect({ order: Array.from(order), same: Array.from(same) }).toEqual({
      order: [1, 0],
      same: [0, 0],
    });
  });

  test("sorts every string with the collator when the weights cannot be derived", async () => {
    const fresh = await loadWith(keyCompare({ "9": END }));
    const { order, same } = fresh.collate(["b", "a", "A"]);
    expect({ order: Array.from(order), same: Array.from(same) }).toEqual({
      order: [1, 2, 0],
      same: [0, 1, 0],
    });
  });
});
