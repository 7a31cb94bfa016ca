// Sticky groups with repeated keys (issue 13, item 2): every group appears exactly once.
import { describe, expect, test } from "vitest";
import { FinderCore, groupByRule } from "../index";
import { products, type Product } from "../test/fixtures";

describe("sticky groups", () => {
  const byColor = (sticky: NonNullable<Parameters<typeof groupByRule<Product>>[0]["sticky"]>) =>
    new FinderCore(products, {
      rules: [groupByRule({ id: "g", groupFn: (item: Product) => item.color, sticky })],
      initialGroupBy: "g",
    });
  const groupIds = (finder: FinderCore<Product>) => finder.matches.groups?.map((group) => group.id);
  const numRendered = (finder: FinderCore<Product>) =>
    (finder.matches.groups ?? []).reduce((sum, group) => sum + group.items.length, 0);

  test("a key repeated in the header shows its group once", () => {
    const finder = byColor({ header: ["blue", "blue"] });
    expect(groupIds(finder)).toEqual(["blue", "red", "white", "green"]);
    expect(numRendered(finder)).toBe(finder.matches.numMatchedItems);
  });

  test("a key repeated in the footer, or given as a number and a string, shows its group once", () => {
    const items = [1, 2, 1, 3].map((key, id) => ({ id, key }));
    const finder = new FinderCore(items, {
      rules: [
        groupByRule({
          id: "g",
          groupFn: (item: (typeof items)[number]) => item.key,
          sticky: { footer: [1, "1", 1] },
        }),
      ],
      initialGroupBy: "g",
    });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual(["2", "3", "1"]);
  });

  test("a key in both header and footer stays in the header only", () => {
    const finder = byColor({ header: ["red"], footer: ["red", "white", "white"] });
    expect(groupIds(finder)).toEqual(["red", "blue", "green", "white"]);
    expect(numRendered(finder)).toBe(products.length);
  });

  test("a sticky function returning repeated keys shows each group once", () => {
    const finder = byColor(() => ({ header: ["white", "white"], footer: ["green", "white"] }));
    expect(groupIds(finder)).toEqual(["white", "blue", "red", "green"]);
    expect(numRendered(finder)).toBe(products.length);
  });
});
