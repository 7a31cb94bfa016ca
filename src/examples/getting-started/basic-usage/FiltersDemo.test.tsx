// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import FiltersDemo from "./FiltersDemo";

afterEach(cleanup);

const count = () => screen.getByText(/^\d+ of 24 apartments$/).textContent;
const optionLabels = () =>
  Array.from(
    screen.getByRole("combobox", { name: "Neighbourhood" }).querySelectorAll("option"),
    (option) => option.textContent,
  );

describe("FiltersDemo", () => {
  it("applies the boolean filter only while it is on", () => {
    render(<FiltersDemo />);
    const pets = screen.getByRole("checkbox", { name: "Pets allowed" });
    fireEvent.click(pets);
    expect(count()).toBe("15 of 24 apartments");
    fireEvent.click(pets);
    expect(count()).toBe("24 of 24 apartments");
  });

  it("generates the neighbourhood options with counts that follow the other filters", () => {
    render(<FiltersDemo />);
    expect(optionLabels()).toEqual([
      "Any",
      "Harbour (7)",
      "Old Town (5)",
      "Riverside (6)",
      "Hillcrest (6)",
    ]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    expect(optionLabels()).toEqual([
      "Any",
      "Harbour (5)",
      "Old Town (2)",
      "Riverside (4)",
      "Hillcrest (4)",
    ]);
  });

  it("passes an apartment that matches any selected bedroom count", () => {
    render(<FiltersDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "1" }));
    expect(count()).toBe("8 of 24 apartments");
    fireEvent.click(screen.getByRole("checkbox", { name: "2" }));
    expect(count()).toBe("16 of 24 apartments");
  });

  it("requires every active filter", () => {
    render(<FiltersDemo />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Neighbourhood" }), {
      target: { value: "Harbour" },
    });
    expect(count()).toBe("5 of 24 apartments");
    fireEvent.click(screen.getByRole("checkbox", { name: "1" }));
    expect(count()).toBe("2 of 24 apartments");
    fireEvent.change(screen.getByRole("combobox", { name: "Neighbourhood" }), {
      target: { value: "" },
    });
    expect(count()).toBe("5 of 24 apartments");
  });

  it("filters by a typed maximum rent and clears it when the box is emptied", () => {
    render(<FiltersDemo />);
    const max = screen.getByRole("spinbutton", { name: "Maximum rent" });
    fireEvent.change(max, { target: { value: "1500" } });
    expect(count()).toBe("7 of 24 apartments");
    fireEvent.change(max, { target: { value: "" } });
    expect(count()).toBe("24 of 24 apartments");
  });
});
