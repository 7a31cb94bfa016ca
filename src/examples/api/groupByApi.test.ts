// Checks the claims docs/api/group-by-api.mdx makes about finder.groupBy, one test per claim.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, FinderError, groupByRule, sortByRule } from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [
  groupByRule({ id: "category", groupFn: (item: GearItem) => item.category }),
  groupByRule({
    id: "brand",
    groupFn: (item: GearItem) => item.brand,
    sortGroupFn: (group) => group.id,
  }),
];
const ids = (finder: FinderCore<GearItem>) => finder.matches.groups?.map((group) => group.id);

describe("finder.groupBy", () => {
  it("groups nothing until a rule is set; set() without id and a second toggle ungroup", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(finder.groupBy.activeRule).toBeUndefined();
    expect(finder.matches.groups).toBeUndefined();
    finder.groupBy.set("category");
    expect(finder.matches.groups?.length).toBeGreaterThan(1);
    finder.groupBy.set();
    expect(finder.groupBy.activeRule).toBeUndefined();
    finder.groupBy.toggle("brand");
    expect(finder.groupBy.activeRule?.id).toBe("brand");
    finder.groupBy.toggle("brand");
    expect(finder.groupBy.activeRule).toBeUndefined();
  });

  it("keeps the first rule active with requireGroup", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, requireGroup: true });
    expect(finder.groupBy.requireGroup).toBe(true);
    expect(finder.groupBy.activeRule?.id).toBe("category");
    finder.groupBy.set("brand");
    finder.groupBy.toggle("brand");
    expect(finder.groupBy.activeRule?.id).toBe("category");
    finder.groupBy.set();
    expect(finder.groupBy.activeRule?.id).toBe("category");
  });

  it("orders groups by sortGroupFn in the chosen direction, and ignores it without one", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialGroupBy: "brand" });
    const ascending = ids(finder);
    expect(ascending).toEqual([...(ascending ?? [])].sort());
    finder.groupBy.setGroupSortDirection("desc");
    expect(finder.groupBy.groupBySortDirection).toBe("desc");
    expect(ids(finder)).toEqual([...(ascending ?? [])].reverse());
    finder.groupBy.set("category");
    const firstSeen = [...new Set(gearShop.map((item) => item.category))];
    expect(ids(finder)).toEqual(firstSeen);
  });

  it("emits setGroupBy and setGroupBySortDirection", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.groupBy.set("brand");
    finder.groupBy.setGroupSortDirection("desc");
    finder.groupBy.reset();
    expect(
      onChange.mock.calls.map(([event]) => [
        event.event,
        event.source,
        event.initial,
        event.current,
      ]),
    ).toEqual([
      ["setGroupBy", "groupBy", undefined, "brand"],
      ["setGroupBySortDirection", "groupBy", undefined, "desc"],
      ["setGroupBy", "groupBy", "brand", undefined],
    ]);
    expect(finder.groupBy.groupBySortDirection).toBeUndefined();
  });

  it("rejects a direction other than asc and desc", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(() => finder.groupBy.setGroupSortDirection("up" as "asc")).toThrow(
      'Finder: the group sort direction must be "asc" or "desc", got "up".',
    );
  });

  it("keeps the group direction when switching rules", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, initialGroupBy: "brand" });
    finder.groupBy.setGroupSortDirection("desc");
    finder.groupBy.set("category");
    expect(finder.groupBy.groupBySortDirection).toBe("desc");
  });
});

describe("finder.groupBy: the rest of the page", () => {
  it("grouping is off until a rule is set: state is items, then groups", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(finder.groupBy.activeRule).toBeUndefined();
    expect(finder.state).toBe("items");
    finder.groupBy.set("category");
    expect(finder.state).toBe("groups");
    finder.groupBy.reset();
    expect(finder.state).toBe("items");
  });

  it("without a sortGroupFn, groups appear in the order of their first item, so the item sort decides", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [...rules, sortByRule<GearItem>({ id: "price", sortFn: (item) => item.price })],
      initialGroupBy: "category",
    });
    const firstSeen = [
      ...new Set([...gearShop].sort((a, b) => a.price - b.price).map((item) => item.category)),
    ];
    expect(ids(finder)).toEqual(firstSeen);
    finder.groupBy.setGroupSortDirection("desc");
    expect(ids(finder)).toEqual(firstSeen);
  });

  it("groups are made from the current page, so a group can continue on the next page", () => {
    const finder = new FinderCore<GearItem>(gearShop, {
      rules,
      initialGroupBy: "category",
      numItemsPerPage: 4,
    });
    const onPage = (finder.matches.groups ?? []).reduce(
      (sum, group) => sum + group.items.length,
      0,
    );
    expect(onPage).toBe(4);
  });

  it('with paging: "groups" a page holds whole groups, and none continues on the next page', () => {
    const whole = groupByRule({
      id: "category",
      groupFn: (item: GearItem) => item.category,
      paging: "groups",
    });
    const finder = new FinderCore<GearItem>(gearShop, {
      rules: [whole],
      initialGroupBy: "category",
      numItemsPerPage: 1,
    });
    const [group] = finder.matches.groups ?? [];
    const inCategory = gearShop.filter((item) => item.category === group?.id);
    expect(finder.matches.groups).toHaveLength(1);
    expect(group?.items).toHaveLength(inCategory.length);
    expect(inCategory.length).toBeGreaterThan(1);
  });

  it('setGroupSortDirection("up") throws INVALID_SORT_DIRECTION with the page\'s message', () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(() => finder.groupBy.setGroupSortDirection("up" as "asc")).toThrow(
      expect.objectContaining({
        code: "INVALID_SORT_DIRECTION",
        message: 'Finder: the group sort direction must be "asc" or "desc", got "up".',
      }),
    );
  });

  it("set and toggle throw RULE_NOT_FOUND for an unknown id", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules });
    expect(() => finder.groupBy.set("colour")).toThrow(FinderError);
    expect(() => finder.groupBy.toggle("colour")).toThrow(
      expect.objectContaining({ code: "RULE_NOT_FOUND" }),
    );
  });

  it("while disabled every mutator does nothing", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, disabled: true });
    finder.groupBy.set("category");
    finder.groupBy.toggle("brand");
    finder.groupBy.setGroupSortDirection("desc");
    expect(finder.groupBy.activeRule).toBeUndefined();
    expect(finder.groupBy.groupBySortDirection).toBeUndefined();
  });

  it("every change moves to page 1", () => {
    const finder = new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 5 });
    const changes = [
      () => finder.groupBy.set("category"),
      () => finder.groupBy.setGroupSortDirection("desc"),
      () => finder.groupBy.toggle("category"),
      () => finder.groupBy.set("brand"),
      () => finder.groupBy.reset(),
    ];
    for (const change of changes) {
      finder.pagination.setPage(2);
      change();
      expect(finder.pagination.page).toBe(1);
    }
  });

  it("reset() reports setGroupBySortDirection when only a direction was chosen, and nothing when nothing was", () => {
    const onChange = vi.fn();
    const finder = new FinderCore<GearItem>(gearShop, { rules, onChange });
    finder.groupBy.reset();
    expect(onChange).not.toHaveBeenCalled();
    finder.groupBy.setGroupSortDirection("desc");
    onChange.mockClear();
    finder.groupBy.reset();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({
      event: "setGroupBySortDirection",
      initial: "desc",
      current: undefined,
    });
  });
});
