// @vitest-environment happy-dom
// Checks the claims docs/getting-started/pagination.mdx makes under "Controlling the page from outside".
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { ControlledPageList } from "./_ControlledPage";

afterEach(cleanup);

function Pager() {
  const finder = useFinder<Apartment>();
  return (
    <>
      <p>Finder page: {finder.pagination.page}</p>
      <button type="button" onClick={() => finder.pagination.setPage(4)}>
        Page 4
      </button>
    </>
  );
}

function pages() {
  return [
    screen.getByText(/^Page in your state/).textContent,
    screen.getByText(/^Finder page/).textContent,
  ];
}

describe("ControlledPage", () => {
  it("copies a page chosen inside the finder back into your state, and applies yours", () => {
    render(
      <ControlledPageList apartments={apartments}>
        <Pager />
      </ControlledPageList>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Page 4" }));
    expect(pages()).toEqual(["Page in your state: 4", "Finder page: 4"]);
    fireEvent.click(screen.getByRole("button", { name: "First page" }));
    expect(pages()).toEqual(["Page in your state: 1", "Finder page: 1"]);
  });

  it("the two never drift apart: new items that move the page back (no change event) reach your state too", () => {
    const view = render(
      <ControlledPageList apartments={apartments}>
        <Pager />
      </ControlledPageList>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Page 4" }));
    act(() => {
      view.rerender(
        <ControlledPageList apartments={apartments.slice(0, 10)}>
          <Pager />
        </ControlledPageList>,
      );
    });
    expect(pages()).toEqual(["Page in your state: 2", "Finder page: 2"]);
  });
});
