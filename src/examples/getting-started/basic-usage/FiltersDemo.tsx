import { Finder, filterRule, finderRuleset, useFinder, type FilterOption } from "@finderjs/react";
import {
  neighbourhoods,
  apartments,
  type Apartment,
  type Neighbourhood,
} from "../../data/apartments";
import { searchApartments } from "../../data/apartmentRules";
import { formatMoney } from "../../data/format";

// Step 2: three kinds of filter, plus one without options. An apartment must pass every active one.
const petsAllowed = filterRule<Apartment, boolean>({
  id: "petsAllowed",
  label: "Pets allowed",
  boolean: true, // on/off: `true` applies the filter, `false` does not
  filterFn: (apartment) => apartment.petsAllowed,
});

const neighbourhood = filterRule<Apartment, Neighbourhood>({
  id: "neighbourhood",
  label: "Neighbourhood",
  // Generated from the items; runs again only when items, context or rules change.
  options: ({ items }) =>
    neighbourhoods
      .filter((name) => items.some((apartment) => apartment.neighbourhood === name))
      .map((name) => ({ value: name, label: name })),
  filterFn: (apartment, value) => apartment.neighbourhood === value,
});

const bedrooms = filterRule<Apartment, number>({
  id: "bedrooms",
  label: "Bedrooms",
  multiple: true, // the value is an array; an apartment passes if it matches any selected value
  options: [
    { value: 0, label: "Studio" },
    { value: 1, label: "1 bedroom" },
    { value: 2, label: "2 bedrooms" },
    { value: 3, label: "3 bedrooms" },
  ],
  filterFn: (apartment, count) => apartment.bedrooms === count,
});

const maxRent = filterRule<Apartment, number>({
  id: "maxRent",
  label: "Maximum rent",
  filterFn: (apartment, max) => apartment.rent <= max, // no options: any number is accepted
});

const rules = finderRuleset<Apartment>([
  searchApartments,
  petsAllowed,
  neighbourhood,
  bedrooms,
  maxRent,
]);

export default function FiltersDemo() {
  return (
    <Finder items={apartments} rules={rules}>
      <FilterControls />
      <Finder.Content<Apartment>>
        {{
          items: ({ items }) => (
            <ul aria-label="Apartments" className="margin-top--sm">
              {items.map((apartment) => (
                <li key={apartment.id}>
                  <strong>{apartment.title}</strong> · {apartment.neighbourhood} ·{" "}
                  {apartment.bedrooms === 0 ? "studio" : `${apartment.bedrooms} bd`} ·{" "}
                  {formatMoney(apartment.rent)}
                  {apartment.petsAllowed ? " · pets OK" : ""}
                </li>
              ))}
            </ul>
          ),
          noMatches: <p>No apartment passes every filter.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function FilterControls() {
  const finder = useFinder<Apartment>();
  const chosenNeighbourhood = finder.filters.get("neighbourhood");
  const max = finder.filters.get("maxRent");
  // The generated options, each with how many apartments it would show given the other filters.
  const neighbourhoodOptions = [...finder.filters.countRuleOptions("neighbourhood", true)].filter(
    (entry): entry is [FilterOption, number] => typeof entry[0] !== "boolean",
  );
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem 1.5rem", alignItems: "end" }}>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("petsAllowed")}
          onChange={(event) => finder.filters.set("petsAllowed", event.target.checked)}
        />{" "}
        Pets allowed
      </label>
      <label>
        Neighbourhood{" "}
        <select
          value={typeof chosenNeighbourhood === "string" ? chosenNeighbourhood : ""}
          onChange={(event) => finder.filters.set("neighbourhood", event.target.value)}
        >
          <option value="">Any</option>
          {neighbourhoodOptions.map(([option, count]) => (
            <option
              key={String(option.value)}
              value={String(option.value)}
              disabled={count === 0 && chosenNeighbourhood !== option.value}
            >
              {option.label} ({count})
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Bedrooms</legend>
        {[0, 1, 2, 3].map((count) => (
          <label key={count}>
            <input
              type="checkbox"
              checked={finder.filters.has("bedrooms", count)}
              onChange={() => finder.filters.toggle("bedrooms", count)}
            />{" "}
            {count === 0 ? "Studio" : count}
          </label>
        ))}
      </fieldset>
      <label>
        Maximum rent{" "}
        <input
          type="number"
          min={0}
          step={100}
          inputMode="numeric"
          style={{ width: "7rem" }}
          value={typeof max === "number" ? max : ""}
          // An empty box gives "": setting a blank value clears the filter.
          onChange={(event) =>
            finder.filters.set(
              "maxRent",
              event.target.value === "" ? "" : Number(event.target.value),
            )
          }
        />
      </label>
      <p aria-live="polite" className="margin--none">
        {finder.matches.numMatchedItems} of {finder.matches.numTotalItems} apartments
      </p>
    </div>
  );
}
