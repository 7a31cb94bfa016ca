// The rules of the apartment finder built in Getting started › Basic usage. Each tutorial step adds
// some of them; the finished app uses all of them. Module scope: <Finder> re-applies `rules`
// whenever the array's reference changes, so it must not be rebuilt on every render.
import { filterRule, finderRuleset, searchRule, sortByRule } from "@finderjs/react";
import { neighbourhoods, type Apartment, type Neighbourhood } from "./apartments";

// Step 1, search: a visitor can type a title, a street or a neighbourhood.
export const searchApartments = searchRule<Apartment>({
  searchFn: (apartment) => [apartment.title, apartment.streetAddress, apartment.neighbourhood],
});

// Step 2, filters. A boolean filter is an on/off switch: `true` applies it, `false` does not.
export const petsAllowed = filterRule<Apartment, boolean>({
  id: "petsAllowed",
  label: "Pets allowed",
  boolean: true,
  filterFn: (apartment) => apartment.petsAllowed,
});

// A single-value filter. Its options are generated from the items (only neighbourhoods that have
// apartments); the generator runs again only when the items, the context or the rules change.
export const neighbourhood = filterRule<Apartment, Neighbourhood>({
  id: "neighbourhood",
  label: "Neighbourhood",
  options: ({ items }) =>
    neighbourhoods
      .filter((name) => items.some((apartment) => apartment.neighbourhood === name))
      .map((name) => ({ value: name, label: name })),
  filterFn: (apartment, value) => apartment.neighbourhood === value,
});

// A multiple filter: its value is an array, and an apartment passes if it matches any selected value.
export const bedrooms = filterRule<Apartment, number>({
  id: "bedrooms",
  label: "Bedrooms",
  multiple: true,
  options: [
    { value: 0, label: "Studio" },
    { value: 1, label: "1 bedroom" },
    { value: 2, label: "2 bedrooms" },
    { value: 3, label: "3 bedrooms" },
  ],
  filterFn: (apartment, count) => apartment.bedrooms === count,
});

// A filter without options takes any value of its type: here, a number typed by the visitor.
export const maxRent = filterRule<Apartment, number>({
  id: "maxRent",
  label: "Maximum rent",
  filterFn: (apartment, max) => apartment.rent <= max,
});

// Step 3, sort by. The first sort rule is active until the visitor picks another.
export const sortByRent = sortByRule<Apartment>({
  id: "rent",
  label: "Rent",
  sortFn: (apartment) => apartment.rent,
});

export const sortByMoveIn = sortByRule<Apartment>({
  id: "availableFrom",
  label: "Move-in date",
  sortFn: (apartment) => apartment.availableFrom,
});

// Two selectors: bedrooms first, rent breaks the ties. Largest first unless the visitor flips it.
export const sortBySize = sortByRule<Apartment>({
  id: "size",
  label: "Size (bedrooms, then rent)",
  sortFn: [(apartment) => apartment.bedrooms, (apartment) => apartment.rent],
  defaultSortDirection: "desc",
});

export const apartmentRules = finderRuleset<Apartment>([
  searchApartments,
  petsAllowed,
  neighbourhood,
  bedrooms,
  maxRent,
  sortByRent,
  sortByMoveIn,
  sortBySize,
]);
