// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";

import Example from "./index";

afterEach(cleanup);

const source = "export const answer = 42;\n";

describe("Example", () => {
  it("renders the demo and its highlighted source", () => {
    render(
      <Example title="Answer.ts" source={source}>
        <p>demo</p>
      </Example>,
    );
    expect(screen.getByRole("region", { name: "Live demo: Answer.ts" }).textContent).toBe("demo");
    expect(screen.getByTestId("highlighted").textContent).toBe(source.trimEnd());
  });

  it("keeps a collapsed source as plain text until the disclosure opens", () => {
    const { container } = render(
      <Example title="Answer.ts" source={source} collapsed>
        <p>demo</p>
      </Example>,
    );
    expect(screen.queryByTestId("highlighted")).toBeNull();
    expect(container.querySelector("details code")?.textContent).toBe(source.trimEnd());

    const details = container.querySelector("details") as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(screen.getByTestId("highlighted").textContent).toBe(source.trimEnd());
  });
});
