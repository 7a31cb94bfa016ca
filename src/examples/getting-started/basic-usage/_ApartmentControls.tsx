// The apartment finder's controls (tutorial step 5). Each one reads a live value from the finder and
// calls one mutator; none keeps state of its own. They work anywhere inside <Finder>.
import { useFinder, type FilterOption } from "@finderjs/react";
import type { Apartment } from "../../data/apartments";

const row = {
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "end",
} as const;

/** A filter's options (static or generated), each with how many apartments it would show. */
function useOptionCounts(id: string): [FilterOption, number][] {
  const finder = useFinder<Apartment>();
  return [...finder.filters.countRuleOptions(id, true)].filter(
    (entry): entry is [FilterOption, number] => typeof entry[0] !== "boolean",
  );
}

export function SearchBox() {
  const finder = useFinder<Apartment>();
  return (
    <label>
      Search{" "}
      <input
        type="search"
        value={finder.search.searchTerm}
        disabled={finder.disabled}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
    </label>
  );
}

// Boolean filter: the checkbox is the switch. Unticked means "not applied", not "no pets".
export function PetsCheckbox() {
  const finder = useFinder<Apartment>();
  return (
    <label>
      <input
        type="checkbox"
        checked={finder.filters.isActive("petsAllowed")}
        disabled={finder.disabled}
        onChange={() => finder.filters.toggle("petsAllowed")}
      />{" "}
      Pets allowed
    </label>
  );
}

// Single filter: "Any" clears it by setting undefined.
export function NeighbourhoodSelect() {
  const finder = useFinder<Apartment>();
  const value = finder.filters.get("neighbourhood");
  const options = useOptionCounts("neighbourhood");
  return (
    <label>
      Neighbourhood{" "}
      <select
        value={typeof value === "string" ? value : ""}
        disabled={finder.disabled}
        onChange={(event) =>
          finder.filters.set(
            "neighbourhood",
            event.target.value === "" ? undefined : event.target.value,
          )
        }
      >
        <option value="">Any</option>
        {options.map(([option, count]) => (
          <option
            key={String(option.value)}
            value={String(option.value)}
            disabled={count === 0 && value !== option.value}
          >
            {option.label} ({count})
          </option>
        ))}
      </select>
    </label>
  );
}

// Multiple filter: a checkbox per option in a fieldset; each one toggles its option in the array.
export function BedroomsCheckboxes() {
  const finder = useFinder<Apartment>();
  const options = useOptionCounts("bedrooms");
  return (
    <fieldset>
      <legend>Bedrooms</legend>
      <div style={row}>
        {options.map(([option, count]) => (
          <label key={String(option.value)}>
            <input
              type="checkbox"
              checked={finder.filters.has("bedrooms", option)}
              disabled={
                finder.disabled ||
                option.disabled ||
                (count === 0 && !finder.filters.has("bedrooms", option))
              }
              onChange={() => finder.filters.toggle("bedrooms", option)}
            />{" "}
            {option.label} ({count})
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// A filter without options: any number. An empty box sends "", which clears the filter.
export function MaxRentInput() {
  const finder = useFinder<Apartment>();
  const value = finder.filters.get("maxRent");
  return (
    <label>
      Maximum rent ($){" "}
      <input
        type="number"
        min={0}
        step={100}
        style={{ width: "7rem" }}
        value={typeof value === "number" ? value : ""}
        disabled={finder.disabled}
        onChange={(event) =>
          finder.filters.set("maxRent", event.target.value === "" ? "" : Number(event.target.value))
        }
      />
    </label>
  );
}

// Sort: a select over the visible sort rules and a button for the direction.
export function SortControls() {
  const finder = useFinder<Apartment>();
  const { activeRule, sortDirection } = finder.sortBy;
  return (
    <div style={row}>
      <label>
        Sort by{" "}
        <select
          value={activeRule?.id ?? ""}
          disabled={finder.disabled}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules
            .filter((rule) => !rule.hidden)
            .map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.label}
              </option>
            ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={finder.disabled}
        onClick={() => finder.sortBy.toggleSortDirection()}
      >
        {sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
    </div>
  );
}

export function ResetAll() {
  const finder = useFinder<Apartment>();
  return (
    <button
      type="button"
      className="button button--outline button--primary button--sm"
      // isReset: nothing differs from where the finder started, so there is nothing to reset.
      disabled={finder.disabled || finder.isReset}
      // One change: one change event, one re-render, back to page 1.
      onClick={() => finder.reset()}
    >
      Reset all
    </button>
  );
}

export function ResultCount() {
  const finder = useFinder<Apartment>();
  const { numMatchedItems, numTotalItems } = finder.matches;
  return (
    <p aria-live="polite" className="margin--none">
      <strong>{numMatchedItems}</strong> of {numTotalItems} apartments
    </p>
  );
}

/** Every control of the finished app, laid out to wrap on narrow screens. */
export function ApartmentControls() {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
      <div style={row}>
        <SearchBox />
        <PetsCheckbox />
        <NeighbourhoodSelect />
        <MaxRentInput />
      </div>
      <BedroomsCheckboxes />
      <div style={row}>
        <SortControls />
        <ResetAll />
        <ResultCount />
      </div>
    </div>
  );
}
