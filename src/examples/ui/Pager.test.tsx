// @vitest-environment happy-dom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Pager } from "./Pager";

afterEach(cleanup);

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("Pager", () => {
  it("reads Previous · Page x of y · Next, in a landmark named by its label", () => {
    render(<Pager page={2} lastPage={5} onPageChange={() => {}} label="Apartment pages" />);
    const nav = screen.getByRole("navigation", { name: "Apartment pages" });
    expect([...nav.children].map((child) => child.textContent)).toEqual([
      "Previous",
      "Page 2 of 5",
      "Next",
    ]);
    expect(nav.className).toBe("pager");
    expect(nav.children[1]?.className).toBe("pager__status");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it('is named "Pages" without a label, and writes large numbers with separators', () => {
    render(<Pager page={1234} lastPage={20000} onPageChange={() => {}} />);
    expect(screen.getByRole("navigation", { name: "Pages" }).textContent).toContain(
      "Page 1,234 of 20,000",
    );
  });

  it("asks for the page before and after, and cannot go past either end", () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} lastPage={3} onPageChange={onPageChange} />);
    expect(button("Previous").disabled).toBe(true);
    fireEvent.click(button("Next"));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} lastPage={3} onPageChange={onPageChange} />);
    expect(button("Next").disabled).toBe(true);
    fireEvent.click(button("Previous"));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it("with pageButtons, a button per page after the three parts, the current one marked", () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} lastPage={4} onPageChange={onPageChange} pageButtons />);
    const list = screen.getByRole("list");
    expect(list.className).toBe("pager__pages");
    expect(list.parentElement?.lastElementChild).toBe(list);
    const pages = screen.getAllByRole("button", { name: /^Page \d$/ });
    expect(pages.map((page) => page.textContent)).toEqual(["1", "2", "3", "4"]);
    expect(pages.map((page) => page.getAttribute("aria-current"))).toEqual([
      null,
      "page",
      null,
      null,
    ]);
    expect(pages[1]?.className).toContain("button--primary");
    fireEvent.click(button("Page 4"));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });
});

// The pagination guide: "Every demo on this site that pages uses this one component; it knows
// nothing of Finder".
describe("the one pager", () => {
  const examples = join(import.meta.dirname, "..");
  const sources = readdirSync(examples, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(examples, file), "utf8") }));

  it("is the only pager markup among the examples, and every paged demo renders it", () => {
    const own = sources.filter(({ text }) => /className="pager/.test(text));
    expect(own.map(({ file }) => file)).toEqual([join("ui", "Pager.tsx")]);
    const users = sources.filter(({ text }) =>
      /^import \{ Pager \} from "(\.\.\/)+ui\/Pager";$/m.test(text),
    );
    expect(users.length).toBeGreaterThanOrEqual(9);
    for (const { file, text } of sources)
      if (/\bpagination\.setPage\(/.test(text) && !/^\s*<Pager$/m.test(text))
        expect
          .soft(file.startsWith("_") || file.includes("/_"), `${file} pages without Pager`)
          .toBe(true);
  });

  it("imports nothing of Finder", () => {
    const pager = sources.find(({ file }) => file === join("ui", "Pager.tsx"));
    expect(pager?.text).not.toMatch(/^import /m);
  });
});
