// String sorts read a weight per character instead of calling the collator per comparison
// (issue 14). The specification fixes the order: `Intl.Collator("en", { numeric: true,
// sensitivity: "base" })`, stable, nulls last. These properties sort random strings (ASCII,
// case, digit runs with leading zeros and very long ones, accents, control characters,
// non-Latin scripts) through the public API and compare with that collator.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FinderCore, sortByRule } from "../index";

interface Row {
  id: number;
  name: string | null;
  rank: number;
}

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const chunk = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(..."aAbBzZ09 -_.,!~$@#%&*+<=>|^`'\"()[]{}/\\:;?") },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9]{1,6}$/) },
  { weight: 1, arbitrary: fc.constantFrom("\t", "\n", "\r", "\u0000", "\u0007", "\u007f") },
  {
    weight: 2,
    arbitrary: fc.constantFrom("é", "É", "e\u0301", "ß", "ss", "æ", "ø", "ı", "Ж", "α", "東", "ة"),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "😀",
      "٣",
      "²",
      "ﬁ",
      "1".repeat(101),
      "9".repeat(100),
      "0".repeat(30),
    ),
  },
);
const text = fc.array(chunk, { maxLength: 6 }).map((parts) => parts.join(""));
const rows = fc
  .array(fc.record({ name: fc.option(text, { freq: 8 }), rank: fc.integer({ min: 0, max: 2 }) }), {
    maxLength: 40,
  })
  .map((list) => list.map((row, id): Row => ({ id, ...row })));

function sortedIds(items: Row[], sortFn: (item: Row) => string | number | null, desc: boolean) {
  const finder = new FinderCore(items, {
    rules: [sortByRule({ id: "key", sortFn: [sortFn, (item: Row) => item.rank] })],
    initialSortDirection: desc ? "desc" : "asc",
  });
  return (finder.matches.items ?? []).map((item) => item.id);
}

/** The specification's order: collator on the name, then rank, nulls last, ties in item order. */
function referenceIds(items: Row[], key: (item: Row) => string | null, desc: boolean) {
  const sign = desc ? -1 : 1;
  return [...items]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else {
        const byName = collator.compare(x, y);
        if (byName !== 0) return sign * byName;
      }
      return sign * (a.rank - b.rank) || a.id - b.id;
    })
    .map((item) => item.id);
}

describe("string sorts follow the documented collator", () => {
  test.each([false, true])("in both directions (descending: %s), for any strings", (desc) => {
    fc.assert(
      fc.property(rows, (items) => {
        expect(sortedIds(items, (item) => item.name, desc)).toEqual(
          referenceIds(items, (item) => item.name, desc),
        );
      }),
      RUNS,
    );
  });

  test("every ASCII character, alone and between letters, sorts as the collator places it", () => {
    const chars = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    const names = [
      ...chars,
      ...chars.map((char) => `a${char}b`),
      ...chars.map((char) => `${char}1`),
    ];
    const items = names.map((name, id) => ({ id, name, rank: 0 }));
    expect(sortedIds(items, (item) => item.name, false)).toEqual(
      referenceIds(items, (item) => item.name, false),
    );
  });

  test("thousands of strings with shared prefixes, duplicates and case variants sort as the collator places them", () => {
    const [names] = fc.sample(fc.array(text, { minLength: 3000, maxLength: 3000 }), {
      numRuns: 1,
      seed: 14,
    });
    const words = ["cotton", "Cotton", "coat", "co", "item 2", "item 10", "ITEM 02", "é"];
    const items = (names as string[]).map((name, id) => ({
      id,
      name: `${words[id % words.length]}${id % 3 === 0 ? "" : name}`,
      rank: id % 2,
    }));
    expect(sortedIds(items, (item) => item.name, false)).toEqual(
      referenceIds(items, (item) => item.name, false),
    );
  });

  test("a column mixing numbers and strings compares the numbers as their decimal text", () => {
    const items: Row[] = [12, "item 2", 3.5, "item 10", -1, "A", 0.25, "a"].map((value, id) => ({
      id,
      name: String(value),
      rank: 0,
    }));
    const values = [12, "item 2", 3.5, "item 10", -1, "A", 0.25, "a"];
    expect(sortedIds(items, (item) => values[item.id] as string | number, false)).toEqual(
      referenceIds(items, (item) => item.name, false),
    );
  });

  test("digit runs compare by value, leading zeros ignored, before letters and after punctuation", () => {
    const names = ["item 10", "item 2", "item 002", "item-1", "item a", "Item 1", "item 01"];
    const items = names.map((name, id) => ({ id, name, rank: 0 }));
    expect(sortedIds(items, (item) => item.name, false).map((id) => names[id])).toEqual([
      "Item 1",
      "item 01",
      "item 2",
      "item 002",
      "item 10",
      "item a",
      "item-1",
    ]);
  });
});
