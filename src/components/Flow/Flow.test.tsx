// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import Flow from "./index";

afterEach(cleanup);

describe("Flow", () => {
  it("renders the steps as an ordered list inside a figure named by its caption", () => {
    render(
      <Flow
        caption="Three steps"
        steps={[
          { title: "First", detail: "begins" },
          { title: "Second", exit: "No: stop" },
          { title: "Third" },
        ]}
      />,
    );
    const figure = screen.getByRole("figure", { name: "Three steps" });
    const steps = within(figure).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Firstbegins",
      "SecondNo: stop",
      "Third",
    ]);
    expect(within(figure).getByRole("list").tagName).toBe("OL");
  });
});
