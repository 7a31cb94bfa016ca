// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Finder, StringMatch, searchRule, useFinder, type StringMatchSegmentProps } from "./index";
import { products, rules } from "./test/fixtures";

afterEach(cleanup);

const marked = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("mark"), (mark) => mark.textContent);

describe("StringMatch", () => {
  it("wraps the matched text in <mark> and keeps the rest as text", () => {
    const { container } = render(<StringMatch haystack="Rain Jacket" needle="jack" />);
    expect(container.innerHTML).toBe("Rain <mark>Jack</mark>et");
  });

  it("highlights only a match on the threshold's rung or a better one", () => {
    const { container } = render(
      <>
        <StringMatch haystack="Trail Runner" needle="trn" threshold="contains" />
        <StringMatch haystack="Trail Runner" needle="run" threshold="wordStartsWith" />
      </>,
    );
    expect(marked(container)).toEqual(["Run"]);
  });

  it("renders the whole haystack, once, whatever the needle", () => {
    const { container } = render(<StringMatch haystack="Trail Runner" needle="trn" />);
    expect(container.textContent).toBe("Trail Runner");
    expect(marked(container).join("")).toBe("Trn");
  });

  it("renders a haystack containing markup as text", () => {
    const haystack = '<img src=x onerror="alert(1)"> image';
    const { container } = render(<StringMatch haystack={haystack} needle="img" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe(haystack);
  });

  it("renders the haystack unchanged for a needle without letters or digits", () => {
    const { container } = render(<StringMatch haystack="Wool Socks" needle="  !? " />);
    expect(container.innerHTML).toBe("Wool Socks");
  });

  it("renders the haystack unchanged for an empty needle or no match", () => {
    const empty = render(<StringMatch haystack="Wool Socks" needle="" />);
    expect(empty.container.innerHTML).toBe("Wool Socks");
    const none = render(<StringMatch haystack="Wool Socks" needle="xyz" />);
    expect(none.container.innerHTML).toBe("Wool Socks");
  });

  it("accepts a tag name for Match and Miss", () => {
    const { container } = render(
      <StringMatch haystack="Rain Jacket" needle="jack" Match="strong" Miss="span" />,
    );
    expect(container.innerHTML).toBe("<span>Rain </span><strong>Jack</strong><span>et</span>");
  });

  it("gives a Match component the segment, its index and its text", () => {
    function Highlight({ segment, segmentIndex, children }: StringMatchSegmentProps) {
      return (
        <em data-index={segmentIndex} data-start={segment.index} data-length={segment.length}>
          {children}
        </em>
      );
    }
    const { container } = render(
      <StringMatch haystack="Rain Jacket" needle="jack" Match={Highlight} />,
    );
    expect(container.innerHTML).toBe(
      'Rain <em data-index="1" data-start="5" data-length="4">Jack</em>et',
    );
  });
});

describe("Finder.SearchTermHaystack", () => {
  function SearchBox() {
    const { search } = useFinder();
    return (
      <input
        aria-label="Search"
        value={search.searchTerm}
        onChange={(event) => search.setSearchTerm(event.target.value)}
      />
    );
  }

  it("highlights the current search term and follows it as it changes", () => {
    const { container } = render(
      <Finder items={products} rules={rules} initialSearchTerm="rain">
        <SearchBox />
        <p>
          <Finder.SearchTermHaystack haystack="Rain Jacket" />
        </p>
      </Finder>,
    );
    const paragraph = () => container.querySelector("p")?.innerHTML;
    expect(paragraph()).toBe("<mark>Rain</mark> Jacket");
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "jacket" } });
    expect(paragraph()).toBe("Rain <mark>Jacket</mark>");
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "" } });
    expect(paragraph()).toBe("Rain Jacket");
  });

  it("follows the search rule's threshold", () => {
    const strict = [
      searchRule({ searchFn: (item: { name: string }) => item.name, threshold: "contains" }),
    ];
    const { container } = render(
      <Finder items={products} rules={strict} initialSearchTerm="rjt">
        <p>
          <Finder.SearchTermHaystack haystack="Rain Jacket" />
        </p>
      </Finder>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("Rain Jacket");
  });
});
