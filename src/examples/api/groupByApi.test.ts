// Checks the claims docs/api/group-by-api.mdx makes about finder.groupBy.
import { describe, expect, it, vi } from "vitest";
import { FinderCore, groupByRule } from "@finderjs/core";
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
