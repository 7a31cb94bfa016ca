import { Finder, searchRule, useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { formatMoney } from "../../data/format";

// Step 1: one search rule. `searchFn` returns every text a visitor may type for an apartment.
const rules = [
  searchRule<Apartment>({
    searchFn: (apartment) => [apartment.title, apartment.streetAddress, apartment.neighbourhood],
  }),
];

export default function SearchDemo() {
  return (
    <Finder items={apartments} rules={rules}>
      <SearchBox />
      <Finder.Content<Apartment>>
        {{
          items: ({ items }) => (
            <ul aria-label="Apartments">
              {items.map((apartment) => (
                <li key={apartment.id}>
                  <strong>
                    <Finder.SearchTermHaystack haystack={apartment.title} />
                  </strong>{" "}
                  · <Finder.SearchTermHaystack haystack={apartment.streetAddress} /> ·{" "}
                  <Finder.SearchTermHaystack haystack={apartment.neighbourhood} /> ·{" "}
                  {formatMoney(apartment.rent)}
                </li>
              ))}
            </ul>
          ),
          noMatches: <p>No apartment matches that search.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function SearchBox() {
  const finder = useFinder<Apartment>();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}>
      <label>
        Search apartments{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <span aria-live="polite">
        {finder.matches.numMatchedItems} of {finder.matches.numTotalItems} apartments
      </span>
    </div>
  );
}
