import { useState } from "react";
import {
  applySearchParams,
  Finder,
  toSearchParams,
  useFinder,
  useFinderRef,
  type FinderCore,
} from "@finderjs/react";
import { apartments, neighbourhoods, type Apartment } from "../data/apartments";
import { apartmentRules } from "../data/apartmentRules";
import { countLine, formatMoney } from "../data/format";
import { Pager } from "../ui/Pager";

interface SavedSearch {
  label: string;
  /** The search as an address holds it: only what differs from a fresh finder (`tags=pets&page=2`). */
  query: string;
}

/** What this list starts with: a search equal to it is the empty query. */
const defaults = { numItemsPerPage: 5 };

const bedroomLabels = ["Studio", "1 bedroom", "2 bedrooms", "3 bedrooms"];

export default function ApartmentSavedSearches() {
  const finderRef = useFinderRef<Apartment>();
  const [saved, setSaved] = useState<SavedSearch[]>([]);
  const [status, setStatus] = useState("No saved searches yet.");

  const save = () => {
    const finder = finderRef.current;
    if (!finder) return;
    const search = {
      label: describeSearch(finder),
      query: toSearchParams(finder, { defaults }).toString(),
    };
    // The same state twice is one saved search.
    setSaved((list) =>
      list.some(({ query }) => query === search.query) ? list : [...list, search],
    );
    setStatus(`Saved “${search.label}”.`);
  };
  const restore = (search: SavedSearch) => {
    // The live finder takes the saved view in one batch: what the query leaves out goes back
    // to the defaults.
    if (finderRef.current) applySearchParams(finderRef.current, search.query, { defaults });
    setStatus(`Restored “${search.label}”.`);
  };

  return (
    <>
      <Finder controllerRef={finderRef} items={apartments} rules={apartmentRules} {...defaults}>
        <Controls />
        <Summary />
        <Finder.Content<Apartment>>
          {{
            noMatches: <p>No apartment matches this search.</p>,
            items: ({ items }) => <Apartments items={items} />,
          }}
        </Finder.Content>
        <Paging />
      </Finder>
      {/* Outside <Finder>: these buttons, and the focus, stay in place. */}
      <section aria-label="Saved searches" className="margin-top--md">
        <button type="button" className="button button--primary button--sm" onClick={save}>
          Save this search
        </button>
        <p aria-live="polite" className="margin-vert--sm">
          {status}
        </p>
        <ul className="padding-left--none" style={{ listStyle: "none" }}>
          {saved.map((search) => (
            <li key={search.query} className="margin-bottom--xs" style={row}>
              <button
                type="button"
                className="button button--outline button--secondary button--sm"
                style={{ whiteSpace: "normal", textAlign: "left" }}
                onClick={() => restore(search)}
              >
                Restore “{search.label}”
              </button>
              <button
                type="button"
                className="button button--link button--sm"
                aria-label={`Remove “${search.label}”`}
                onClick={() => setSaved((list) => list.filter((entry) => entry !== search))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Apartments({ items }: { items: Apartment[] }) {
  return (
    <ul aria-label="Apartments" className="padding-left--none" style={{ listStyle: "none" }}>
      {items.map((apartment) => (
        <li key={apartment.id} className="margin-bottom--sm">
          <span
            aria-hidden="true"
            style={{
              display: "inline-block",
              width: "0.9rem",
              height: "0.9rem",
              marginRight: "0.5rem",
              borderRadius: "var(--ifm-global-radius)",
              background: apartment.swatch,
            }}
          />
          <strong>
            <Finder.SearchTermHaystack haystack={apartment.title} />
          </strong>{" "}
          · <Finder.SearchTermHaystack haystack={apartment.neighbourhood} /> ·{" "}
          {bedroomLabels[apartment.bedrooms]} · {formatMoney(apartment.rent)}
          {apartment.petsAllowed ? " · pets welcome" : ""}
        </li>
      ))}
    </ul>
  );
}

const row = {
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "end",
} as const;

function Controls() {
  const finder = useFinder<Apartment>();
  const neighbourhood = finder.filters.get("neighbourhood");
  return (
    <div style={row}>
      <label>
        Search{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        Neighbourhood{" "}
        <select
          value={typeof neighbourhood === "string" ? neighbourhood : ""}
          onChange={(event) => finder.filters.set("neighbourhood", event.target.value || undefined)}
        >
          <option value="">Any</option>
          {neighbourhoods.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Bedrooms</legend>
        {bedroomLabels.map((label, count) => (
          <label key={label}>
            <input
              type="checkbox"
              checked={finder.filters.has("bedrooms", count)}
              onChange={() => finder.filters.toggle("bedrooms", count)}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("petsAllowed")}
          onChange={() => finder.filters.toggle("petsAllowed")}
        />{" "}
        Pets allowed
      </label>
      <label>
        Sort by{" "}
        <select
          value={finder.sortBy.activeRule?.id ?? ""}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => finder.sortBy.toggleSortDirection()}
      >
        {finder.sortBy.sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
    </div>
  );
}

function Summary() {
  const finder = useFinder<Apartment>();
  const { numMatchedItems, numTotalItems } = finder.matches;
  return (
    <p aria-live="polite" className="margin-vert--sm">
      {countLine(numMatchedItems, numTotalItems, "apartment", finder.pagination)}
    </p>
  );
}

function Paging() {
  const finder = useFinder<Apartment>();
  const { page, lastPage, numItemsPerPage } = finder.pagination;
  return (
    <>
      <Pager
        page={page}
        lastPage={lastPage}
        onPageChange={(next) => finder.pagination.setPage(next)}
        label="Apartment pages"
        pageButtons
      />
      <label className="margin-top--sm">
        Per page{" "}
        <select
          value={numItemsPerPage ?? ""}
          onChange={(event) => finder.pagination.setNumItemsPerPage(Number(event.target.value))}
        >
          {[5, 10, 20].map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
      </label>
    </>
  );
}

/** A readable name for the current state, e.g. "“bay” · Harbour · 2 bedrooms · Rent ↑ · page 2". */
function describeSearch(finder: FinderCore<Apartment>): string {
  const parts = finder.search.hasSearchTerm ? [`“${finder.search.searchTerm}”`] : [];
  for (const rule of finder.filters.activeRules) {
    const value = finder.filters.get(rule.id);
    parts.push(
      Array.isArray(value)
        ? value.map((count: number) => bedroomLabels[count]).join(" or ")
        : value === true
          ? (rule.label ?? rule.id)
          : String(value),
    );
  }
  const arrow = finder.sortBy.sortDirection === "asc" ? "↑" : "↓";
  parts.push(`${finder.sortBy.activeRule?.label} ${arrow}`, `page ${finder.pagination.page}`);
  return parts.join(" · ");
}
