// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import LoadWhenVisible from "./index";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Demo = () => <p>the demo</p>;
const load = () => Promise.resolve({ default: Demo });

describe("LoadWhenVisible", () => {
  it("renders only the placeholder on the server", () => {
    const html = renderToString(<LoadWhenVisible load={load} placeholder={<p>placeholder</p>} />);
    expect(html).toContain("placeholder");
    expect(html).not.toContain("the demo");
  });

  it("loads the demo once it comes into view, not before", async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const loader = vi.fn(load);
    render(<LoadWhenVisible load={loader} placeholder={<p>placeholder</p>} />);
    notify?.([{ isIntersecting: false }]);
    expect(loader).not.toHaveBeenCalled();
    notify?.([{ isIntersecting: true }]);
    expect(await screen.findByText("the demo")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("loads at once where IntersectionObserver does not exist", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<LoadWhenVisible load={load} placeholder={<p>placeholder</p>} />);
    expect(await screen.findByText("the demo")).toBeTruthy();
  });
});
