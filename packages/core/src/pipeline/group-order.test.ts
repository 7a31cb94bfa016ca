// Group order details found by mutation testing (npm run test:mutation).
import { describe, expect, test } from "vitest";
import { FinderCore, groupByRule } from "../index";
import type { GroupByRule, SortDirection } from "../types";

interface Thing {
  id: number;
  team: string;
  weight: number;
}

const groupIds = (
  things: Thing[],
  rule: GroupByRule<Thing, unknown>,
  initialGroupBySortDirection?: SortDirection,
) =>
  (
    new FinderCore<Thing>(things, {
      rules: [rule],
      requireGroup: true,
      initialGroupBySortDirection,
    }).matches.groups ?? []
  ).map((group) => group.id);

const things: Thing[] = [
  { id: 1, team: "undefined", weight: 1.5 },
  { id: 2, team: "alpha", weight: 1.25 },
  { id: 3, team: "beta", weight: -2 },
  { id: 4, team: "gamma", weight: 10 },
];

describe("group order", () => {
  test("a sticky header without a footer pins only the header", () => {
    const rule = groupByRule({
      id: "team",
      groupFn: (thing: Thing) => thing.team,
      sticky: { header: "beta" },
    });
    // A group literally named "undefined" is not taken for a missing footer.
    expect(groupIds(things, rule)).toEqual(["beta", "undefined", "alpha", "gamma"]);
  });

  test("a sticky footer without a header pins only the footer", () => {
    const rule = groupByRule({
      id: "team",
      groupFn: (thing: Thing) => thing.team,
      sticky: { footer: "undefined" },
    });
    expect(groupIds(things, rule)).toEqual(["alpha", "beta", "gamma", "undefined"]);
  });

  test("sticky ids that name no group on the page are skipped", () => {
    const rule = groupByRule({
      id: "team",
      groupFn: (thing: Thing) => thing.team,
      sticky: { header: ["nobody", "gamma"], footer: "missing" },
    });
    expect(groupIds(things, rule)).toEqual(["gamma", "undefined", "alpha", "beta"]);
  });

  test("numeric group keys compare as numbers, decimals and negatives included", () => {
    const rule = groupByRule({
      id: "team",
      groupFn: (thing: Thing) => thing.team,
      sortGroupFn: (group) => (group.items[0] as Thing).weight,
    });
    expect(groupIds(things, rule)).toEqual(["beta", "alpha", "undefined", "gamma"]);
    expect(groupIds(things, rule, "desc")).toEqual(["gamma", "undefined", "alpha", "beta"]);
  });

  test("string group keys compare with the collator", () => {
    const rule = groupByRule({
      id: "team",
      groupFn: (thing: Thing) => thing.team,
      sortGroupFn: (group) => group.id,
    });
    expect(groupIds(things, rule, "desc")).toEqual(["undefined", "gamma", "beta", "alpha"]);
  });

  test("groups with equal sort keys keep the order of their first item", () => {
    const rule = groupByRule({
      id: "team",
      groupFn: (thing: Thing) => thing.team,
      sortGroupFn: (group) => (group.id === "gamma" ? 0 : 1),
    });
    expect(groupIds(things, rule)).toEqual(["gamma", "undefined", "alpha", "beta"]);
    expect(groupIds(things, rule, "desc")).toEqual(["undefined", "alpha", "beta", "gamma"]);
  });
});
