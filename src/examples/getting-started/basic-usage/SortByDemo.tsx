import { useState } from "react";
import { Finder, finderRuleset, sortByRule, useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import {
  bedrooms,
  maxRent,
  neighbourhood,
  petsAllowed,
  searchApartments,
} from "../../data/apartmentRules";
import { formatDate, formatMoney } from "../../data/format";

// Step 3: three ways to order the apartments. The first sort rule is active until another is chosen.
const sortByRent = sortByRule<Apartment>({
  id: "rent",
  label: "Rent",
  sortFn: (apartment) => apartment.rent,
});

const sortByMoveIn = sortByRule<Apartment>({
  id: "availableFrom",
  label: "Move-in date",
  sortFn: (apartment) => apartment.availableFrom,
});

const sortBySize = sortByRule<Apartment>({
  id: "size",
  label: "Size (bedrooms, then rent)",
  sortFn: [(apartment) => apartment.bedrooms, (apartment) => apartment.rent], // rent breaks ties
  defaultSortDirection: "desc", // largest first, until the visitor flips it
});

const rules = finderRuleset<Apartment>([
  searchApartments,
  petsAllowed,
  neighbourhood,
  bedrooms,
  maxRent,
  sortByRent,
  sortByMoveIn,
  sortBySize,
]);

// Which column each sort rule orders, for aria-sort on the table headers.
const columnOfRule: Record<string, string> = {
  rent: "Rent",
  availableFrom: "Move-in",
  size: "Bedrooms",
};

// The menu's value for relevance: no rule id is empty, so it cannot name a sort rule.
const RELEVANCE = "";

export default function SortByDemo() {
  const [relevanceWhileSearching, setRelevanceWhileSearching] = useState(false);
  return (
    <>
      <label className="margin-bottom--sm" style={{ display: "block" }}>
        <input
          type="checkbox"
          checked={relevanceWhileSearching}
          onChange={(event) => setRelevanceWhileSearching(event.target.checked)}
        />{" "}
        Relevance while searching
      </label>
      {/* The option (the menu's default) is read when the finder is created, so a new `key`
          creates a new one. */}
      <Finder
        key={String(relevanceWhileSearching)}
        items={apartments}
        rules={rules}
        initialSearchTerm="house"
        ignoreSortByRulesWhileSearchRuleIsActive={relevanceWhileSearching}
      >
        <SortControls />
        <Finder.Content<Apartment>>
          {{
            items: ({ items }) => <ApartmentTable items={items} />,
            noMatches: <p>No apartment matches.</p>,
          }}
        </Finder.Content>
      </Finder>
    </>
  );
}

function SortControls() {
  const finder = useFinder<Apartment>();
  const { sortBy } = finder;
  // Relevance orders the list only while there is a term to rank by; the menu offers it then.
  const byRelevance = sortBy.isRelevanceActive;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}>
      <label>
        Search{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Sort by{" "}
        <select
          value={byRelevance ? RELEVANCE : (sortBy.activeRule?.id ?? "")}
          onChange={(event) => {
            const { value } = event.target;
            if (value === RELEVANCE) sortBy.setByRelevance(true);
            else sortBy.set(value);
          }}
        >
          {finder.search.hasSearchTerm && <option value={RELEVANCE}>Relevance</option>}
          {sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        // Relevance has no direction: best match first.
        disabled={byRelevance}
        onClick={() => sortBy.toggleSortDirection()}
      >
        {sortBy.sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
      <span aria-live="polite">
        {finder.matches.numMatchedItems} of {finder.matches.numTotalItems} apartments
        {byRelevance ? " · best matches first" : ""}
      </span>
    </div>
  );
}

function ApartmentTable({ items }: { items: Apartment[] }) {
  const finder = useFinder<Apartment>();
  // While relevance orders the rows, no column does.
  const sortedColumn = finder.sortBy.isRelevanceActive
    ? undefined
    : columnOfRule[finder.sortBy.activeRule?.id ?? ""];
  const ariaSort = (column: string) =>
    column === sortedColumn
      ? finder.sortBy.sortDirection === "asc"
        ? "ascending"
        : "descending"
      : undefined;
  return (
    // A scrolling box must be focusable, or keyboard users cannot scroll it.
    <div
      className="table-scroll margin-top--sm"
      role="region"
      aria-label="Apartments table"
      tabIndex={0}
    >
      <table aria-label="Apartments">
        <thead>
          <tr>
            <th scope="col">Apartment</th>
            <th scope="col" aria-sort={ariaSort("Bedrooms")}>
              Bedrooms
            </th>
            <th scope="col" aria-sort={ariaSort("Rent")}>
              Rent
            </th>
            <th scope="col" aria-sort={ariaSort("Move-in")}>
              Move-in
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((apartment) => (
            <tr key={apartment.id}>
              <td>
                <Finder.SearchTermHaystack haystack={apartment.title} />
              </td>
              <td>{apartment.bedrooms === 0 ? "Studio" : apartment.bedrooms}</td>
              <td>{formatMoney(apartment.rent)}</td>
              <td>{formatDate(apartment.availableFrom)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
