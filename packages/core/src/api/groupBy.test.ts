import { describe, expect, test } from "vitest";
import { FinderCore, FinderError, groupByRule } from "../index";
import { productRules, products, type Product } from "../test/fixtures";

const groupIds = (finder: FinderCore<Product>) =>
  finder.matches.groups?.map((group) => [group.id, group.items.map((item) => item.id)]);

describe("group", () => {
  test("groups appear in order of their first item", () => {
    const finder = new FinderCore(products, { rules: productRules(), initialGroupBy: "byColor" });
    expect(finder.state).toBe("groups");
    expect(finder.matches.hasGroupByRule).toBe(true);
    expect(finder.matches.items).toBeUndefined();
    expect(groupIds(finder)).toEqual([
      ["green", [4]],
      ["red", [5, 2]],
      ["blue", [6, 1]],
      ["white", [3]],
    ]);
  });

  test("keys 0 and empty string are groups; ids are strings; array keys put an item in each group once", () => {
    const items = [
      { id: 1, keys: [0, "", 0] },
      { id: 2, keys: [""] },
    ];
    const finder = new FinderCore(items, {
      rules: [groupByRule({ id: "g", groupFn: (item: (typeof items)[number]) => item.keys })],
      initialGroupBy: "g",
    });
    expect(finder.matches.groups).toEqual([
      { id: "0", items: [items[0]] },
      { id: "", items: [items[0], items[1]] },
    ]);
  });

  test("sticky header and footer groups come first and last in the listed order", () => {
    const rule = groupByRule({
      id: "g",
      groupFn: (item: Product) => item.color,
      sticky: { header: ["white", "blue"], footer: "green" },
    });
    const finder = new FinderCore(products, { rules: [rule], initialGroupBy: "g" });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual([
      "white",
      "blue",
      "red",
      "green",
    ]);
  });

  test("sticky can be computed from the groups", () => {
    const rule = groupByRule({
      id: "g",
      groupFn: (item: Product) => item.color,
      sticky: (groups) => ({ footer: groups[0]?.id }),
    });
    const finder = new FinderCore(products, { rules: [rule], initialGroupBy: "g" });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual([
      "red",
      "white",
      "green",
      "blue",
    ]);
  });

  test("sortGroupFn orders groups by the user direction, else the rule default, else ascending", () => {
    const rule = groupByRule({
      id: "g",
      groupFn: (item: Product) => item.color,
      sortGroupFn: (group) => ["green", "white", "red", "blue"].indexOf(group.id),
      defaultGroupSortDirection: "desc",
    });
    const finder = new FinderCore(products, { rules: [rule], initialGroupBy: "g" });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual([
      "blue",
      "red",
      "white",
      "green",
    ]);
    finder.groupBy.setGroupSortDirection("asc");
    expect(finder.groupBy.groupBySortDirection).toBe("asc");
    expect(finder.matches.groups?.map((group) => group.id)).toEqual([
      "green",
      "white",
      "red",
      "blue",
    ]);
  });

  test("set, toggle, reset and requireGroup", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    expect(finder.groupBy.activeRule).toBeUndefined();
    finder.groupBy.toggle("byColor");
    expect(finder.groupBy.activeRule?.id).toBe("byColor");
    finder.groupBy.toggle("byColor");
    expect(finder.groupBy.activeRule).toBeUndefined();
    finder.groupBy.set("byColor");
    finder.groupBy.reset();
    expect(finder.state).toBe("items");
    const required = new FinderCore(products, { rules: productRules(), requireGroup: true });
    expect(required.groupBy.requireGroup).toBe(true);
    expect(required.groupBy.activeRule?.id).toBe("byColor");
    required.groupBy.set(undefined);
    expect(required.matches.hasGroupByRule).toBe(true);
  });

  test("groups contain only the current page's items", () => {
    const finder = new FinderCore(products, {
      rules: productRules(),
      initialGroupBy: "byColor",
      numItemsPerPage: 2,
    });
    expect(groupIds(finder)).toEqual([
      ["green", [4]],
      ["red", [5]],
    ]);
  });

  test("each group mutator reports its own action, from the groupBy source, with the value it changed", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    const seen: unknown[][] = [];
    finder.events.on("change", (event) =>
      seen.push([event.source, event.event, event.initial, event.current]),
    );
    finder.groupBy.set("byColor");
    finder.groupBy.setGroupSortDirection("desc");
    finder.groupBy.toggle("byColor");
    finder.groupBy.toggle("byColor");
    finder.groupBy.reset();
    expect(seen).toEqual([
      ["groupBy", "setGroupBy", undefined, "byColor"],
      ["groupBy", "setGroupBySortDirection", undefined, "desc"],
      ["groupBy", "setGroupBy", "byColor", undefined],
      ["groupBy", "setGroupBy", undefined, "byColor"],
      ["groupBy", "setGroupBy", "byColor", undefined],
    ]);
  });

  test("a wrong group direction's message names the group sort direction and the value", () => {
    const finder = new FinderCore(products, { rules: productRules() });
    const act = () => finder.groupBy.setGroupSortDirection("up" as never);
    expect(act).toThrow(FinderError);
    expect(act).toThrow('the group sort direction must be "asc" or "desc", got "up".');
  });

  test("sortGroupFn keys that mix numbers and strings compare as text, and two numbers by value", () => {
    const keys: Record<string, string | number> = { blue: 9, red: "(none)", white: "a", green: 10 };
    const finder = new FinderCore(products, {
      rules: [
        groupByRule({
          id: "g",
          groupFn: (item: Product) => item.color,
          sortGroupFn: (group) => keys[group.id] as string | number,
        }),
      ],
      initialGroupBy: "g",
    });
    expect(finder.matches.groups?.map((group) => group.id)).toEqual([
      "red",
      "blue",
      "green",
      "white",
    ]);
  });
});
