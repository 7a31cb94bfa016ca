import { describe, expect, it } from "vitest";
import { createTriage } from "./_savedView";

describe("savedView snippet", () => {
  it("reports changes to the view's filters only", () => {
    const modified: string[] = [];
    const finder = createTriage({
      viewFilterIds: ["mine", "open"],
      onViewModified: (id) => modified.push(id),
    });
    expect(finder.matches.numMatchedItems).toBe(4);
    finder.filters.toggle("bugs");
    finder.filters.toggle("open");
    expect(modified).toEqual(["open"]);
  });

  it("reads the watched ids from the current context", () => {
    const modified: string[] = [];
    const onViewModified = (id: string) => modified.push(id);
    const finder = createTriage({ viewFilterIds: [], onViewModified });
    finder.filters.toggle("bugs");
    finder.setContext({ viewFilterIds: ["bugs"], onViewModified });
    finder.filters.toggle("bugs");
    expect(modified).toEqual(["bugs"]);
  });
});
