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

describe("pages of whole groups", () => {
  const wholeCategories = groupByRule<GearItem>({
    id: "category",
    groupFn: (item) => item.category,
    paging: "groups",
  });
  const paged = (rule: GroupByRule<GearItem>, numItemsPerPage?: number, extra: object = {}) =>
    new FinderCore(gearShop, { rules: [rule], initialGroupBy: rule.id, numItemsPerPage, ...extra });

  it("with 2 groups per page, by category: Shelter and Sleep (12 items), Cooking and Lighting, Packs and Clothing (16 items)", () => {
    const finder = paged(wholeCategories, 2);
    expect(summary(finder)).toEqual(["Shelter 6", "Sleep 6"]);
    finder.pagination.setPage(2);
    expect(summary(finder)).toEqual(["Cooking 6", "Lighting 6"]);
    finder.pagination.setPage(3);
    expect(summary(finder)).toEqual(["Packs 7", "Clothing 9"]);
  });

  it("counts groups in lastPage, offset, setPage's clamp and numTotalGroups; items in numMatchedItems and numTotalItems", () => {
    const finder = paged(wholeCategories, 4);
    expect(finder.pagination.lastPage).toBe(2); // 6 groups / 4, rounded up
    expect(finder.pagination.numTotalGroups).toBe(6);
    finder.pagination.setPage(7);
    expect(finder.pagination.page).toBe(2);
    expect(finder.pagination.offset).toBe(4);
    expect(summary(finder)).toEqual(["Packs 7", "Clothing 9"]);
    expect(finder.matches.numMatchedItems).toBe(40);
    expect(finder.pagination.numTotalItems).toBe(40);
    expect(finder.matches.numTotalItems).toBe(40);
    expect(paged(byCategory, 4).pagination.numTotalGroups).toBeUndefined();
  });

  it("counts an item in several groups once, lists it in each, and an item in no group on no page", () => {
    const rule = groupByRule<GearItem>({
      id: "tags",
      groupFn: (item) => item.tags,
      paging: "groups",
    });
    const finder = paged(rule, 1);
    expect(finder.matches.numMatchedItems).toBe(40);
    const seen: string[] = [];
    for (let page = 1; page <= finder.pagination.lastPage; page++) {
      finder.pagination.setPage(page);
      for (const group of finder.matches.groups ?? []) {
        for (const item of group.items) seen.push(`${group.id}:${item.name}`);
      }
    }
    expect(seen).toContain("ultralight:Featherlite Tarp");
    expect(seen).toContain("sale:Featherlite Tarp");
    const untagged = gearShop.filter((item) => item.tags.length === 0);
    expect(untagged).toHaveLength(1);
    expect(seen.some((entry) => entry.endsWith(`:${untagged[0]?.name}`))).toBe(false);
  });

  it("orders every match's groups: sticky headers lead page 1, footers end the last page, and sticky() sees every group", () => {
    const seen: string[][] = [];
    const rule = groupByRule<GearItem>({
      id: "category",
      groupFn: (item) => item.category,
      sortGroupFn: (group) => group.items.length,
      paging: "groups",
      sticky: (groups) => {
        seen.push(groups.map((group) => group.id));
        return { header: "Clothing", footer: "Shelter" };
      },
    });
    const finder = paged(rule, 4);
    expect(summary(finder)).toEqual(["Clothing 9", "Sleep 6", "Cooking 6", "Lighting 6"]);
    finder.pagination.setPage(2);
    expect(summary(finder)).toEqual(["Packs 7", "Shelter 6"]);
    expect(seen).toEqual([["Shelter", "Sleep", "Cooking", "Lighting", "Packs", "Clothing"]]);
  });

  it("applies only while the rule groups: another rule or none pages items again, on page 1", () => {
    const finder = new FinderCore(gearShop, {
      rules: [wholeCategories, { ...byTags, id: "tags" }],
      initialGroupBy: "category",
      numItemsPerPage: 2,
      page: 2,
    });
    expect(finder.pagination.page).toBe(2);
    finder.groupBy.set("tags");
    expect(finder.pagination.page).toBe(1);
    expect(finder.pagination.numTotalGroups).toBeUndefined();
    expect(finder.pagination.lastPage).toBe(20);
    finder.groupBy.set("category");
    finder.pagination.setPage(3);
    finder.groupBy.set(undefined);
    expect(finder.pagination.page).toBe(1);
    expect(finder.matches.items).toHaveLength(2);
    expect(finder.pagination.numTotalGroups).toBeUndefined();
  });

  it("with requireGroup and no rule chosen, the first group rule's paging applies", () => {
    const finder = new FinderCore(gearShop, {
      rules: [wholeCategories],
      requireGroup: true,
      numItemsPerPage: 2,
    });
    expect(finder.pagination.numTotalGroups).toBe(6);
    expect(summary(finder)).toEqual(["Shelter 6", "Sleep 6"]);
  });

  it("changes through setRules like any field: the page stays if it exists, else becomes the last; toJSON and test() are the same", () => {
    const finder = paged(byCategory, 2, { page: 8 });
    expect(finder.pagination.page).toBe(8);
    const saved = finder.toJSON();
    finder.setRules([wholeCategories]);
    expect(finder.pagination.page).toBe(3);
    expect(finder.toJSON()).toEqual({ ...saved, page: 3 });
    finder.pagination.setPage(2);
    finder.setRules([byCategory]);
    expect(finder.pagination.page).toBe(2);
    const whole = paged(wholeCategories, 2);
    expect(whole.test({ searchTerm: "" })).toEqual(paged(byCategory, 2).test({ searchTerm: "" }));
  });

  it("without numItemsPerPage, one page holds every group", () => {
    const finder = paged(wholeCategories);
    expect(finder.pagination.lastPage).toBe(1);
    expect(finder.matches.groups).toHaveLength(6);
  });

  it("runs groupFn once per matched item, and a page change only slices the groups made", () => {
    let calls = 0;
    const rule = groupByRule<GearItem>({
      id: "category",
      groupFn: (item) => (calls++, item.category),
      paging: "groups",
    });
    const finder = paged(rule, 2);
    void finder.matches;
    expect(calls).toBe(40);
    finder.pagination.setPage(3);
    void finder.matches;
    expect(calls).toBe(40);
  });

  it("rejects a paging that is neither items nor groups as INVALID_RULE_FIELD", () => {
    expect(
      code(
        () => new FinderCore(gearShop, { rules: [{ ...byCategory, paging: "all" as "items" }] }),
      ),
    ).toBe("INVALID_RULE_FIELD");
  });
});
