// Every claim on the "Group-by rule" page (docs/rules/group-by-rule.mdx), checked against the
// engine, one test per claim.
import { describe, expect, it } from "vitest";
import { FinderCore, groupByRule, type GroupByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

function code(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

const byCategory = groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category });
const byTags = groupByRule<GearItem>({
  id: "tags",
  groupFn: (item) => (item.tags.length > 0 ? item.tags : "untagged"),
  sortGroupFn: (group) => group.items.length,
  defaultGroupSortDirection: "desc",
  sticky: { header: "sale" },
});

function summary<FContext>(finder: FinderCore<GearItem, FContext>) {
  return (finder.matches.groups ?? []).map((group) => `${group.id} ${group.items.length}`);
}

describe("group order", () => {
  it("follows the first item of each group without sortGroupFn", () => {
    const finder = new FinderCore(gearShop, { rules: [byCategory], initialGroupBy: "category" });
    expect(summary(finder)).toEqual([
      "Shelter 6",
      "Sleep 6",
      "Cooking 6",
      "Lighting 6",
      "Packs 7",
      "Clothing 9",
    ]);
  });

  it("pins sticky headers first, then sorts the rest by sortGroupFn (largest first by default)", () => {
    const finder = new FinderCore(gearShop, { rules: [byTags], initialGroupBy: "tags" });
    expect(summary(finder)).toEqual([
      "sale 8",
      "waterproof 14",
      "ultralight 13",
      "budget 11",
      "winter 8",
      "kids 7",
      "untagged 1",
    ]);
    finder.groupBy.setGroupSortDirection("asc");
    expect(summary(finder)).toEqual([
      "sale 8",
      "untagged 1",
      "kids 7",
      "winter 8",
      "budget 11",
      "ultralight 13",
      "waterproof 14",
    ]);
  });

  it("puts sticky footers last in the listed order, and skips ids that have no group", () => {
    const rule = groupByRule<GearItem>({
      id: "category",
      groupFn: (item) => item.category,
      sticky: { header: ["Packs", "Nowhere"], footer: ["Shelter", "Sleep"] },
    });
    const finder = new FinderCore(gearShop, { rules: [rule], initialGroupBy: "category" });
    expect(summary(finder).map((line) => line.split(" ")[0])).toEqual([
      "Packs",
      "Cooking",
      "Lighting",
      "Clothing",
      "Shelter",
      "Sleep",
    ]);
  });

  it("an id listed in both header and footer is a header", () => {
    const rule = groupByRule<GearItem>({
      id: "category",
      groupFn: (item) => item.category,
      sticky: { header: "Sleep", footer: ["Sleep", "Packs"] },
    });
    const finder = new FinderCore(gearShop, { rules: [rule], initialGroupBy: "category" });
    const order = summary(finder).map((line) => line.split(" ")[0]);
    expect(order[0]).toBe("Sleep");
    expect(order.at(-1)).toBe("Packs");
  });

  it("with 8 items per page, page 1 by category holds Shelter (6) and the first 2 of Sleep; page 2 continues Sleep with 4", () => {
    const finder = new FinderCore(gearShop, {
      rules: [byCategory],
      initialGroupBy: "category",
      numItemsPerPage: 8,
    });
    expect(summary(finder).slice(0, 2)).toEqual(["Shelter 6", "Sleep 2"]);
    finder.pagination.setPage(2);
    expect(summary(finder)[0]).toBe("Sleep 4");
  });

  it("passes the ordered groups and the context to a sticky function", () => {
    const rule = groupByRule<GearItem, { pinned: string }>({
      id: "category",
      groupFn: (item) => item.category,
      sticky: (groups, context) => ({ header: context.pinned, footer: groups[0]?.id }),
    });
    const finder = new FinderCore(gearShop, {
      rules: [rule],
      initialGroupBy: "category",
      context: { pinned: "Lighting" },
    });
    expect(summary(finder).map((line) => line.split(" ")[0])).toEqual([
      "Lighting",
      "Sleep",
      "Cooking",
      "Packs",
      "Clothing",
      "Shelter",
    ]);
  });

  it("compares string sortGroupFn keys with the sort collator", () => {
    const rule = groupByRule<GearItem>({
      id: "category",
      groupFn: (item) => item.category,
      sortGroupFn: (group) => group.id,
    });
    const finder = new FinderCore(gearShop, { rules: [rule], initialGroupBy: "category" });
    expect(summary(finder).map((line) => line.split(" ")[0])).toEqual([
      "Clothing",
      "Cooking",
      "Lighting",
      "Packs",
      "Shelter",
      "Sleep",
    ]);
  });
});

describe("keys and membership", () => {
  interface Row {
    id: number;
    keys: (string | number)[] | string | number;
  }
  const rows: Row[] = [
    { id: 1, keys: 0 },
    { id: 2, keys: "" },
    { id: 3, keys: [0, "0", "a", "a"] },
    { id: 4, keys: [] },
  ];
  const rule = groupByRule<Row>({ id: "keys", groupFn: (row) => row.keys });

  it("accepts 0 and the empty string, turns keys into string ids, and dedupes", () => {
    const finder = new FinderCore(rows, { rules: [rule], initialGroupBy: "keys" });
    expect(
      finder.matches.groups?.map((group) => [group.id, group.items.map((row) => row.id)]),
    ).toEqual([
      ["0", [1, 3]],
      ["", [2]],
      ["a", [3]],
    ]);
  });

  it("leaves an item with an empty array out of every group, though it still counts as matched", () => {
    const finder = new FinderCore(rows, { rules: [rule], initialGroupBy: "keys" });
    expect(finder.matches.groups?.some((group) => group.items.some((row) => row.id === 4))).toBe(
      false,
    );
    expect(finder.matches.numMatchedItems).toBe(4);
  });
});

describe("activation", () => {
  it("is off by default, on with initialGroupBy, always on with requireGroup", () => {
    const rules: GroupByRule<GearItem>[] = [byCategory, byTags];
    expect(new FinderCore(gearShop, { rules }).matches.groups).toBeUndefined();
    expect(new FinderCore(gearShop, { rules, initialGroupBy: "tags" }).groupBy.activeRule).toBe(
      byTags,
    );
    const required = new FinderCore(gearShop, { rules, requireGroup: true });
    expect(required.groupBy.activeRule).toBe(byCategory);
    required.groupBy.set(undefined);
    expect(required.groupBy.activeRule).toBe(byCategory);
  });

  it("groups only the current page", () => {
    const finder = new FinderCore(gearShop, {
      rules: [byCategory],
      initialGroupBy: "category",
      numItemsPerPage: 8,
    });
    expect(summary(finder)).toEqual(["Shelter 6", "Sleep 2"]);
    finder.pagination.setPage(2);
    expect(summary(finder)).toEqual(["Sleep 4", "Cooking 4"]);
    expect(finder.matches.numMatchedItems).toBe(40);
  });

  it("goes back to page 1 when the grouping changes", () => {
    const finder = new FinderCore(gearShop, { rules: [byCategory], numItemsPerPage: 8, page: 3 });
    finder.groupBy.set("category");
    expect(finder.pagination.page).toBe(1);
  });
});

describe("group-by errors", () => {
  it("names each misuse by code", () => {
    expect(code(() => new FinderCore(gearShop, { rules: [{ ...byCategory, id: "" }] }))).toBe(
      "MISSING_RULE_ID",
    );
    expect(code(() => new FinderCore(gearShop, { rules: [byCategory, byCategory] }))).toBe(
      "DUPLICATE_RULE_ID",
    );
    expect(
      code(() => new FinderCore(gearShop, { rules: [{ ...byCategory, sortFn: () => 1 }] })),
    ).toBe("INVALID_RULE");
    const finder = new FinderCore(gearShop, { rules: [byCategory] });
    expect(code(() => finder.groupBy.set("brand"))).toBe("RULE_NOT_FOUND");
    expect(code(() => finder.groupBy.setGroupSortDirection("up" as "asc"))).toBe(
      "INVALID_SORT_DIRECTION",
    );
  });
});
