import { filterRule, finderRuleset, searchRule, sortByRule } from "@finderjs/react";
import { neighbourhoods, type Apartment, type Neighbourhood } from "../../data/apartments";

// Each rule is exported on its own, so its filterFn or sortFn can be unit-tested as a plain function.
//
// Not the tutorial's data/apartmentRules.ts, on purpose: this page shows the whole module its tests
// import, so it holds only what the previews and tests use. It adds a balcony switch (the second
// preview chip), lists every neighbourhood as a fixed option (each gets a count, zero included,
// where the tutorial generates options from the items) and sorts by bedrooms then rent ascending,
// and it leaves out the tutorial's bedroom filter and move-in sort.

export const search = searchRule<Apartment>({
  searchFn: (apartment) => [apartment.title, apartment.streetAddress, apartment.neighbourhood],
});

export const neighbourhood = filterRule<Apartment, Neighbourhood>({
  id: "neighbourhood",
  label: "Neighbourhood",
  options: neighbourhoods.map((name) => ({ value: name, label: name })),
  filterFn: (apartment, value) => apartment.neighbourhood === value,
});

export const pets = filterRule<Apartment, boolean>({
  id: "pets",
  label: "Pets allowed",
  boolean: true,
  filterFn: (apartment) => apartment.petsAllowed,
});

export const balcony = filterRule<Apartment, boolean>({
  id: "balcony",
  label: "Balcony",
  boolean: true,
  filterFn: (apartment) => apartment.amenities.includes("balcony"),
});

/** No options: any number is a valid value. */
export const maxRent = filterRule<Apartment, number>({
  id: "maxRent",
  label: "Maximum rent",
  filterFn: (apartment, max) => apartment.rent <= max,
});

export const rent = sortByRule<Apartment>({
  id: "rent",
  label: "Rent",
  sortFn: (apartment) => apartment.rent,
});

/** Fewest bedrooms first; rent breaks ties. */
export const bedroomsThenRent = sortByRule<Apartment>({
  id: "bedroomsThenRent",
  label: "Bedrooms, then rent",
  sortFn: [(apartment) => apartment.bedrooms, (apartment) => apartment.rent],
});

export const rules = finderRuleset<Apartment>([
  search,
  neighbourhood,
  pets,
  balcony,
  maxRent,
  rent,
  bedroomsThenRent,
]);
