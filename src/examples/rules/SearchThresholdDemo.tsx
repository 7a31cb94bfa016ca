import { useId, useMemo, useState } from "react";
import { Finder, searchRule, useFinder, type SearchThreshold } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";

// The rungs of the ladder, best first, with the names `threshold` takes.
const rungs: { threshold: SearchThreshold; label: string }[] = [
  { threshold: "exact", label: "exact" },
  { threshold: "startsWith", label: "starts with" },
  { threshold: "wordStartsWith", label: "word start" },
  { threshold: "contains", label: "contains" },
  { threshold: "acronym", label: "acronym" },
  { threshold: "fuzzy", label: "fuzzy (default)" },
];

const presets = ["tl", "tent", "st", "pack", "sun hoody"];

export default function SearchThresholdDemo() {
  const [threshold, setThreshold] = useState<SearchThreshold>("fuzzy");
  // A new rule object for each threshold reaches the finder through setRules: the term stays, the
  // results follow. The same rule object changed in place, in a new array, would be no change.
  const rules = useMemo(
    () => [searchRule<GearItem>({ searchFn: (item) => item.name, threshold })],
    [threshold],
  );
  return (
    <Finder items={gearShop} rules={rules} initialSearchTerm="tl">
      <SearchBox />
      <fieldset className="margin-bottom--sm">
        <legend>Lowest rung that counts as a match</legend>
        {rungs.map((rung) => (
          <label
            key={rung.threshold}
            className="margin-right--md"
            style={{ display: "inline-block" }}
          >
            <input
              type="radio"
              name="search-threshold"
              checked={threshold === rung.threshold}
              onChange={() => setThreshold(rung.threshold)}
            />{" "}
            {rung.label}
          </label>
        ))}
      </fieldset>
      <Results />
    </Finder>
  );
}

function SearchBox() {
  const finder = useFinder<GearItem>();
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId}>Search gear names</label>
      <input
        id={inputId}
        type="search"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        autoComplete="off"
      />
      <div className="margin-vert--sm" role="group" aria-label="Try a term">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`button button--sm margin-right--xs margin-bottom--xs ${
              preset === finder.search.searchTerm ? "button--primary" : "button--secondary"
            }`}
            aria-pressed={preset === finder.search.searchTerm}
            onClick={() => finder.search.setSearchTerm(preset)}
          >
            {preset}
          </button>
        ))}
      </div>
    </div>
  );
}

function Results() {
  const finder = useFinder<GearItem>();
  return (
    <>
      <p aria-live="polite" className="margin-bottom--sm">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </p>
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => (
            <ol>
              {items.map((item) => (
                <li key={item.id}>
                  {/* Highlights with the rule's threshold, so only what the search kept is marked. */}
                  <Finder.SearchTermHaystack haystack={item.name} />
                </li>
              ))}
            </ol>
          ),
          noMatches: <p>No gear name matches on this rung or a better one.</p>,
        }}
      </Finder.Content>
    </>
  );
}
