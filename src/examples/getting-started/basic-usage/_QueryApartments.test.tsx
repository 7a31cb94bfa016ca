// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { QueryApartments } from "./_QueryApartments";

afterEach(cleanup);

function PetsSwitch() {
  const finder = useFinder<Apartment>();
  return (
    <label>
      <input
        type="checkbox"
        checked={finder.filters.isActive("petsAllowed")}
        onChange={() => finder.filters.toggle("petsAllowed")}
      />
      Pets allowed
    </label>
  );
}

function renderWithQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QueryApartments controls={<PetsSwitch />} />
    </QueryClientProvider>,
  );
}

const titles = () =>
  [...screen.getByRole("list", { name: "Apartments" }).querySelectorAll("li")].map(
    (li) => li.textContent,
  );
// The rules sort by rent: compare which apartments are listed, in any order.
const sorted = (names: (string | null | undefined)[]) => [...names].sort();
const withPets = (count: number) =>
  apartments
    .slice(0, count)
    .filter((a) => a.petsAllowed)
    .map((a) => a.title);

describe("QueryApartments", () => {
  it("shows the loading slot until the first page arrives", async () => {
    renderWithQueryClient();
    expect(screen.getByText("Loading apartments…")).toBeTruthy();
    await screen.findByRole("list", { name: "Apartments" }, { timeout: 3000 });
    expect(titles()).toHaveLength(8);
  });

  it("keeps the visitor's filter through load more and refresh", async () => {
    renderWithQueryClient();
    await screen.findByRole("list", { name: "Apartments" }, { timeout: 3000 });
    fireEvent.click(screen.getByRole("checkbox", { name: "Pets allowed" }));
    expect(sorted(titles())).toEqual(sorted(withPets(8)));

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(sorted(titles())).toEqual(sorted(withPets(16))), { timeout: 3000 });

    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    // The list stays on screen while the two loaded pages are fetched again.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Refresh" })).toHaveProperty("disabled", true),
    );
    expect(sorted(titles())).toEqual(sorted(withPets(16)));
    await waitFor(
      () =>
        expect(screen.getByRole("button", { name: "Refresh" })).toHaveProperty("disabled", false),
      { timeout: 4000 },
    );
    expect(sorted(titles())).toEqual(sorted(withPets(16)));
    expect(screen.getByRole("checkbox", { name: "Pets allowed" })).toHaveProperty("checked", true);
  });
});
