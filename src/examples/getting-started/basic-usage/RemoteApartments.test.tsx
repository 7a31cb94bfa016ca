// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { apartments } from "../../data/apartments";
import RemoteApartments from "./RemoteApartments";

afterEach(cleanup);

const list = () => screen.findByRole("list", { name: "Apartments" });
const titles = () =>
  [...screen.getByRole("list", { name: "Apartments" }).querySelectorAll("li")].map(
    (li) => li.textContent?.split(" · ")[0],
  );
// The rules sort by rent: compare which apartments are listed, in any order.
const sorted = (names: (string | null | undefined)[]) => [...names].sort();
const loaded = () => screen.getByText(/apartments loaded/).textContent;

describe("RemoteApartments", () => {
  it("renders the loading slot, then the first page of eight", async () => {
    render(<RemoteApartments latencyMs={5} />);
    expect(screen.getByText("Loading apartments…")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("disabled", true);
    await list();
    expect(sorted(titles())).toEqual(sorted(apartments.slice(0, 8).map((a) => a.title)));
    expect(loaded()).toBe("8 of 24 apartments loaded");
  });

  it("keeps the search and filter when more items load, and stops after the last page", async () => {
    render(<RemoteApartments latencyMs={5} />);
    await list();
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    const pets = (count: number) =>
      apartments
        .slice(0, count)
        .filter((a) => a.petsAllowed)
        .map((a) => a.title);
    expect(sorted(titles())).toEqual(sorted(pets(8)));
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(loaded()).toBe("16 of 24 apartments loaded"));
    expect(sorted(titles())).toEqual(sorted(pets(16)));
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(loaded()).toBe("24 of 24 apartments loaded"));
    expect(sorted(titles())).toEqual(sorted(pets(24)));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Pets allowed" })).toHaveProperty("checked", true);
  });

  it("keeps the list on screen while refreshing, then keeps the search", async () => {
    render(<RemoteApartments latencyMs={5} />);
    await list();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "harbour" },
    });
    const before = titles();
    expect(before.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(loaded()).toBe("8 of 24 apartments loaded · refreshing…");
    expect(screen.getByRole("list", { name: "Apartments" }).getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(loaded()).toBe("8 of 24 apartments loaded"));
    expect(titles()).toEqual(before);
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", "harbour");
  });
});
