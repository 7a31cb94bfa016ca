// Step 5: every control of the apartment finder, each in its own box, all sharing one finder.
// The controls themselves are in _ApartmentControls.tsx.
import { useState, type ReactNode } from "react";
import { Finder } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";
import { apartmentRules } from "../../data/apartmentRules";
import { formatMoney } from "../../data/format";
import {
  BedroomsCheckboxes,
  MaxRentInput,
  NeighbourhoodSelect,
  PetsCheckbox,
  ResetAll,
  ResultCount,
  SearchBox,
  SortControls,
} from "./_ApartmentControls";

function Control({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="card padding--sm" style={{ flex: "1 1 16rem" }}>
      <div className="margin-bottom--xs">
        <code>{`<${name} />`}</code>
      </div>
      {children}
    </div>
  );
}

export default function ControlsDemo() {
  const [disabled, setDisabled] = useState(false);
  return (
    <Finder items={apartments} rules={apartmentRules} disabled={disabled}>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem" }}>
        <Control name="SearchBox">
          <SearchBox />
        </Control>
        <Control name="PetsCheckbox">
          <PetsCheckbox />
        </Control>
        <Control name="NeighbourhoodSelect">
          <NeighbourhoodSelect />
        </Control>
        <Control name="BedroomsCheckboxes">
          <BedroomsCheckboxes />
        </Control>
        <Control name="MaxRentInput">
          <MaxRentInput />
        </Control>
        <Control name="SortControls">
          <SortControls />
        </Control>
        <Control name="ResetAll">
          <ResetAll />
        </Control>
        <Control name="ResultCount">
          <ResultCount />
        </Control>
      </div>
      <label className="margin-vert--sm" style={{ display: "block" }}>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{" "}
        Disable the finder
      </label>
      <Finder.Content<Apartment>>
        {{
          items: ({ items }) => (
            <ol aria-label="Apartments">
              {items.map((apartment) => (
                <li key={apartment.id}>
                  {apartment.title} · {apartment.neighbourhood} · {formatMoney(apartment.rent)}
                </li>
              ))}
            </ol>
          ),
          noMatches: <p>No apartment matches.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}
