import { describe, expect, it } from "vitest";
import { apartments, neighbourhoods } from "./apartments";
import { gearShop, gearCategories } from "./gearShop";
import { currentUser, issues } from "./issues";
import { makeInventory } from "./inventory";

describe("demo datasets", () => {
  it("gear shop has forty items over six categories with unique ids", () => {
    expect(gearShop).toHaveLength(40);
    expect(new Set(gearShop.map((item) => item.id)).size).toBe(40);
    expect(new Set(gearShop.map((item) => item.category))).toEqual(new Set(gearCategories));
  });

  it("gear shop holds the edge cases the docs rely on", () => {
    const names = gearShop.map((item) => item.name);
    for (const name of [
      "Café Pour-Over Kit",
      "東京都 Daypack",
      "Trail Lamp 2",
      "Trail Lamp 10",
      "Pocket Rocket Stove",
    ]) {
      expect(names).toContain(name);
    }
    expect(gearShop.some((item) => item.rating === null)).toBe(true);
    expect(gearShop.some((item) => item.weightGrams === null)).toBe(true);
  });

  it("apartments: twenty-four over four neighbourhoods", () => {
    expect(apartments).toHaveLength(24);
    expect(new Set(apartments.map((apartment) => apartment.neighbourhood))).toEqual(
      new Set(neighbourhoods),
    );
  });

  it("issues: twelve, some assigned to the current user, some unassigned", () => {
    expect(issues).toHaveLength(12);
    expect(issues[0]?.id).toBe("FIN-101");
    expect(issues.some((issue) => issue.assignee === currentUser)).toBe(true);
    expect(issues.some((issue) => issue.assignee === null)).toBe(true);
  });

  it("inventory is deterministic and memoised", () => {
    const first = makeInventory(1_000, 7);
    expect(makeInventory(1_000, 7)).toBe(first);
    expect(makeInventory(1_000, 8)[0]).not.toEqual(first[0]);
    expect(new Set(first.map((row) => row.category)).size).toBeLessThanOrEqual(40);
  });
});
