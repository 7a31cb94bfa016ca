import { useState } from "react";
import { Finder, useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { apartmentRules } from "../../data/apartmentRules";
import { formatDate, formatMoney } from "../../data/format";

const noApartments: Apartment[] = [];

// Step 4: render every state of the list. The two switches stand in for a real fetch.
export default function ComponentDemo() {
  const [isLoading, setIsLoading] = useState(false);
  const [noData, setNoData] = useState(false);
  return (
    <>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem" }}>
        <label>
          <input
            type="checkbox"
            checked={isLoading}
            onChange={(event) => setIsLoading(event.target.checked)}
          />{" "}
          Simulate loading
        </label>
        <label>
          <input
            type="checkbox"
            checked={noData}
            onChange={(event) => setNoData(event.target.checked)}
          />{" "}
          No data
        </label>
      </div>
      {/* While loading, `items` may be null: Finder treats it as an empty list. */}
      <Finder
        items={isLoading ? null : noData ? noApartments : apartments}
        rules={apartmentRules}
        isLoading={isLoading}
      >
        <SearchBox />
        <Finder.Content<Apartment>>
          {{
            loading: <p aria-busy="true">Loading apartments…</p>,
            empty: <p>There are no apartments listed right now. Check back soon.</p>,
            noMatches: <NoMatches />,
            items: ({ items }) => (
              <ul
                aria-label="Apartments"
                className="padding-left--none"
                style={{ listStyle: "none" }}
              >
                {items.map((apartment) => (
                  <ApartmentCard key={apartment.id} apartment={apartment} />
                ))}
              </ul>
            ),
          }}
        </Finder.Content>
      </Finder>
    </>
  );
}

function SearchBox() {
  const finder = useFinder<Apartment>();
  return (
    <p className="margin-vert--sm">
      <label>
        Search{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          disabled={finder.isLoading}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>{" "}
      <span aria-live="polite">
        State: <code>{finder.state}</code> · {finder.matches.numMatchedItems} of{" "}
        {finder.matches.numTotalItems} apartments
      </span>
    </p>
  );
}

function NoMatches() {
  const finder = useFinder<Apartment>();
  return (
    <p>
      No apartment matches your search and filters.{" "}
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() =>
          finder.batch(() => {
            finder.search.reset();
            finder.filters.reset();
          })
        }
      >
        Clear search and filters
      </button>
    </p>
  );
}

function ApartmentCard({ apartment }: { apartment: Apartment }) {
  return (
    <li
      className="margin-bottom--sm"
      style={{ display: "flex", gap: "0.75rem", alignItems: "center" }}
    >
      <span
        aria-hidden="true"
        style={{
          flex: "0 0 2.5rem",
          height: "2.5rem",
          borderRadius: "var(--ifm-global-radius)",
          background: apartment.swatch,
        }}
      />
      <span>
        <strong>
          <Finder.SearchTermHaystack haystack={apartment.title} />
        </strong>
        <br />
        {apartment.neighbourhood} ·{" "}
        {apartment.bedrooms === 0 ? "Studio" : `${apartment.bedrooms} bd`} ·{" "}
        {formatMoney(apartment.rent)} · from {formatDate(apartment.availableFrom)}
      </span>
    </li>
  );
}
