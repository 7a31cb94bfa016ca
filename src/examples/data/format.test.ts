import { describe, expect, it } from "vitest";
import { countLine } from "./format";

describe("countLine: one count wording for every demo", () => {
  it("says how many match out of how many there are while every match is on screen", () => {
    expect(countLine(24, 40, "item")).toBe("24 of 40 items");
    expect(countLine(0, 40, "item")).toBe("0 of 40 items");
    expect(countLine(1, 1, "apartment")).toBe("1 of 1 apartment");
    expect(countLine(1, 2, "issue")).toBe("1 of 2 issues");
    expect(countLine(1200, 10000, "row")).toBe("1,200 of 10,000 rows");
  });

  it("says which matches a page shows while it shows a part of them", () => {
    expect(countLine(24, 40, "item", { offset: 5, numItemsPerPage: 5 })).toBe(
      "Showing 6–10 of 24 items",
    );
    expect(countLine(1001, 5000, "row", { offset: 1000, numItemsPerPage: 500 })).toBe(
      "Showing 1,001–1,001 of 1,001 rows",
    );
  });

  it("reads a page's length from the page size, the last page being shorter", () => {
    expect(countLine(24, 40, "item", { offset: 20, numItemsPerPage: 5 })).toBe(
      "Showing 21–24 of 24 items",
    );
    expect(countLine(24, 40, "item", { offset: 0, numItemsPerPage: undefined })).toBe(
      "24 of 40 items",
    );
  });

  it("falls back to the plain count when the page holds every match, or nothing matches", () => {
    expect(countLine(4, 40, "item", { offset: 0, numItemsPerPage: 5 })).toBe("4 of 40 items");
    expect(countLine(0, 24, "apartment", { offset: 0, numItemsPerPage: 5 })).toBe(
      "0 of 24 apartments",
    );
  });
});
