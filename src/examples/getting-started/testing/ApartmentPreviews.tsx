import { useId, useState } from "react";
import { Finder, useFinder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { formatMoney, plural, countLine } from "../../data/format";
import { rules } from "./_apartmentRules";

export default function ApartmentPreviews() {
  return (
    <Finder items={apartments} rules={rules}>
      <SearchBox />
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 2rem" }}>
        <NeighbourhoodFacet />
        <div>
          <Chips />
          <MaxRent />
        </div>
      </div>
      <ResultCount />
      <Finder.Content<Apartment>>
        {{
          items: ({ items }) => (
            <ul aria-label="Apartments">
              {items.map((apartment) => (
                <li key={apartment.id}>
                  {apartment.title} · {apartment.neighbourhood} · {formatMoney(apartment.rent)}
                </li>
              ))}
            </ul>
          ),
          noMatches: <NoMatches />,
        }}
      </Finder.Content>
    </Finder>
  );
}

function SearchBox() {
  const finder = useFinder<Apartment>();
  const id = useId();
  return (
    <div className="margin-bottom--sm">
      <label htmlFor={id}>Search apartments</label>{" "}
      <input
        id={id}
        type="search"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
    </div>
  );
}

// Facet counts: how many results each option would give, with the search and the other filters
// kept (isAdditive = true). Computed in one pass over the items.
function NeighbourhoodFacet() {
  const finder = useFinder<Apartment>();
  const counts = finder.filters.countRuleOptions("neighbourhood", true);
  const any = finder.filters.testRule({ rule: "neighbourhood", value: null, isAdditive: true });
  const selected = finder.filters.get("neighbourhood");
  return (
    <fieldset>
      <legend>Neighbourhood</legend>
      <label>
        <input
          type="radio"
          name="neighbourhood"
          checked={selected === undefined}
          onChange={() => finder.filters.set("neighbourhood", undefined)}
        />{" "}
        Any ({any.length})
      </label>
      {[...counts].map(([option, count]) =>
        typeof option === "boolean" ? null : (
          <label key={String(option.value)}>
            <input
              type="radio"
              name="neighbourhood"
              checked={selected === option.value}
              disabled={count === 0 && selected !== option.value}
              onChange={() => finder.filters.set("neighbourhood", option.value)}
            />{" "}
            {option.label} ({count})
          </label>
        ),
      )}
    </fieldset>
  );
}

// Toggle chips that show the result count they would lead to.
function Chips() {
  const finder = useFinder<Apartment>();
  return (
    <div className="margin-bottom--sm" style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem" }}>
      {(["pets", "balcony"] as const).map((id) => {
        const active = finder.filters.isActive(id);
        const wouldBe = finder.filters.testRule({ rule: id, value: !active, isAdditive: true });
        return (
          <button
            key={id}
            type="button"
            aria-pressed={active}
            // A chip that would leave nothing cannot be pressed; a pressed one can always be undone.
            disabled={!active && wouldBe.length === 0}
            className={`button button--sm ${active ? "button--primary" : "button--outline button--secondary"}`}
            onClick={() => finder.filters.toggle(id)}
          >
            {finder.filters.getRule(id).label} ({active ? "remove" : "add"}: {wouldBe.length})
          </button>
        );
      })}
    </div>
  );
}

// A draft value previewed with finder.test() and committed only when the visitor clicks Apply.
function MaxRent() {
  const finder = useFinder<Apartment>();
  const [draft, setDraft] = useState(2000);
  const id = useId();
  const preview = finder.test({ filters: { maxRent: draft } }, true);
  return (
    <div>
      <label htmlFor={id}>Maximum rent</label>{" "}
      <input
        id={id}
        type="range"
        min={1000}
        max={3600}
        step={100}
        value={draft}
        onChange={(event) => setDraft(Number(event.target.value))}
      />{" "}
      <output htmlFor={id}>{formatMoney(draft)}</output>{" "}
      <button
        type="button"
        className="button button--sm button--primary"
        onClick={() => finder.filters.set("maxRent", draft)}
      >
        Apply ({plural(preview.length, "result")})
      </button>
    </div>
  );
}

function ResultCount() {
  const finder = useFinder<Apartment>();
  return (
    <p aria-live="polite" className="margin-vert--sm">
      {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "apartment")}
    </p>
  );
}

function NoMatches() {
  const finder = useFinder<Apartment>();
  return (
    <p>
      No apartments match.{" "}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() =>
          finder.batch(() => {
            finder.filters.reset();
            finder.search.reset();
          })
        }
      >
        Clear search and filters
      </button>
    </p>
  );
}
