// The apartment finder's results (tutorial step 4): one slot per state of the list.
import { Finder, useFinder } from "@finderjs/react";
import type { Apartment } from "../../data/apartments";
import { formatDate, formatMoney } from "../../data/format";

export function ApartmentList() {
  return (
    <Finder.Content<Apartment>>
      {{
        loading: <p aria-busy="true">Loading apartments…</p>,
        empty: <p>There are no apartments listed right now. Check back soon.</p>,
        noMatches: <NoMatches />,
        items: ({ items }) => (
          <ul aria-label="Apartments" className="padding-left--none" style={{ listStyle: "none" }}>
            {items.map((apartment) => (
              <ApartmentCard key={apartment.id} apartment={apartment} />
            ))}
          </ul>
        ),
      }}
    </Finder.Content>
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
  const size = apartment.bedrooms === 0 ? "Studio" : `${apartment.bedrooms} bedroom`;
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
        <Finder.SearchTermHaystack haystack={apartment.streetAddress} />,{" "}
        <Finder.SearchTermHaystack haystack={apartment.neighbourhood} /> · {size} ·{" "}
        {formatMoney(apartment.rent)}/month · from {formatDate(apartment.availableFrom)}
        {apartment.petsAllowed ? " · pets welcome" : ""}
      </span>
    </li>
  );
}
