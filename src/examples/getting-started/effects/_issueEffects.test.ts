import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.resetModules();
  vi.restoreAllMocks();
});

async function load() {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const { finder } = await import("./_issueEffects");
  return finder;
}

describe("issueEffects snippet", () => {
  it("turns Unassigned off when Mine is turned on", async () => {
    const finder = await load();
    finder.filters.set("unassigned", true);
    finder.filters.set("mine", true);
    expect(finder.filters.isActive("unassigned")).toBe(false);
    expect(finder.matches.numMatchedItems).toBe(4);
  });

  it("resets the sort when the grouping changes", async () => {
    const finder = await load();
    finder.sortBy.set("title", "desc");
    finder.groupBy.set("assignee");
    expect(finder.sortBy.activeRule?.id).toBe("created");
    expect(finder.sortBy.userHasSetSortDirection).toBe(false);
  });

  it("emits one change per visitor action, none for the effect", async () => {
    const finder = await load();
    const log = vi.mocked(console.log);
    finder.filters.set("mine", true);
    finder.filters.set("unassigned", true);
    expect(log.mock.calls).toEqual([
      ["setFilter", "mine", true],
      ["setFilter", "unassigned", true],
    ]);
  });

  it("applies the Mine filter when the term is exactly mine", async () => {
    const finder = await load();
    finder.search.setSearchTerm("Mine ");
    expect(finder.filters.isActive("mine")).toBe(true);
    expect(finder.search.searchTerm).toBe("");
    expect(finder.matches.numMatchedItems).toBe(4);
  });
});
