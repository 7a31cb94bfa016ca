// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { calculateStringMatchSegments, hasCharacterIndexMatches } from "@finderjs/core";
import StringMatchExplorer from "./StringMatchExplorer";

afterEach(cleanup);

function segmentRows() {
  return screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
}

describe("StringMatchExplorer", () => {
  it("shows the segments of “cafe” in “Café Pour-Over Kit”", () => {
    render(<StringMatchExplorer />);
    expect(segmentRows()).toEqual([
      ["0", "4", '"Café"', "yes"],
      ["4", "14", '" Pour-Over Kit"', "no"],
    ]);
    expect(screen.getByText("Café", { selector: "mark" })).toBeDefined();
  });

  it("segments cover the haystack exactly once for a scattered needle", () => {
    render(<StringMatchExplorer />);
    fireEvent.click(screen.getByRole("button", { name: "pok" }));
    const values = segmentRows().map((cells) => JSON.parse(cells[2] ?? '""') as string);
    expect(values.join("")).toBe("Café Pour-Over Kit");
    expect(segmentRows().filter((cells) => cells[3] === "yes")).toHaveLength(3);
  });

  it("renders the haystack unchanged when the needle has nothing to match", () => {
    render(<StringMatchExplorer />);
    fireEvent.click(screen.getByRole("button", { name: "!!" }));
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/returned/).textContent).toContain("undefined");
    expect(document.querySelector("mark")).toBeNull();
  });

  it("reports hasCharacterIndexMatches for the current inputs", () => {
    render(<StringMatchExplorer />);
    fireEvent.change(screen.getByRole("textbox", { name: "Needle" }), {
      target: { value: "tent" },
    });
    expect(screen.getByText("false")).toBeDefined();
  });

  it("an empty haystack always gives undefined, as a needle without letters or digits does", () => {
    for (const needle of ["a", "", "--"]) {
      expect(calculateStringMatchSegments("", needle)).toBeUndefined();
      expect(hasCharacterIndexMatches("", needle)).toBe(false);
    }
    expect(calculateStringMatchSegments("Trail Lamp", "--")).toBeUndefined();
  });
});
