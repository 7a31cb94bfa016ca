import { useId } from "react";
import {
  Finder,
  StringMatch,
  calculateMatchRung,
  finderRuleset,
  searchRule,
  sortByRule,
  useFinder,
  type SearchThreshold,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { formatMoney, countLine } from "../data/format";

// Search by name only, so every result can be explained from the name you see.
const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
]);

const presets = ["trail", "lamp", "prs", "cafe", '"trail lamp"', "東京", "tl"];

// The rung names as the ranking ladder on this page words them; the keys are `threshold`'s names.
const RUNG_LABELS: Record<SearchThreshold, string> = {
  exact: "exact",
  startsWith: "starts with",
  wordStartsWith: "word start",
  contains: "contains",
  acronym: "acronym",
  fuzzy: "fuzzy",
};

export default function SearchRankingDemo() {
  // Relevance first by default; the visitor can switch to price and back at any time.
  return (
    <Finder
      items={gearShop}
      rules={rules}
      initialSearchTerm="trail"
      ignoreSortByRulesWhileSearchRuleIsActive
    >
      <Controls />
      <Results />
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<GearItem>();
  const inputId = useId();
  const term = finder.search.searchTerm;
  const search = (next: string) => finder.search.setSearchTerm(next);
  return (
    <div>
      <label htmlFor={inputId}>Search gear names</label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => search(event.target.value)}
        autoComplete="off"
      />
      <div className="margin-vert--sm" role="group" aria-label="Try a term">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`button button--sm margin-right--xs margin-bottom--xs ${
              preset === term ? "button--primary" : "button--secondary"
            }`}
            aria-pressed={preset === term}
            onClick={() => search(preset)}
          >
            {preset}
          </button>
        ))}
      </div>
      <fieldset className="margin-bottom--sm">
        <legend>Order results by</legend>
        <label>
          <input
            type="radio"
            name="search-ranking-order"
            checked={finder.sortBy.byRelevance}
            onChange={() => finder.sortBy.setByRelevance(true)}
          />{" "}
          Relevance
        </label>
        <label>
          <input
            type="radio"
            name="search-ranking-order"
            checked={!finder.sortBy.byRelevance}
            onChange={() => finder.sortBy.setByRelevance(false)}
          />{" "}
          Price (relevance breaks ties)
        </label>
      </fieldset>
      <p aria-live="polite" className="margin-bottom--sm">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </p>
    </div>
  );
}

function Results() {
  const finder = useFinder<GearItem>();
  const term = finder.search.searchTerm;
  return (
    <Finder.Content<GearItem>>
      {{
        items: ({ items }) => (
          <ol>
            {items.map((item) => (
              <li key={item.id}>
                <StringMatch haystack={item.name} needle={term} />{" "}
                <RungBadge name={item.name} term={term} /> <small>{formatMoney(item.price)}</small>
              </li>
            ))}
          </ol>
        ),
        noMatches: <p>No gear name contains those letters in that order.</p>,
      }}
    </Finder.Content>
  );
}

/**
 * The rung the engine ranked the name on, from the library itself; none for a term without
 * letters or digits, which does not search at all.
 */
function RungBadge({ name, term }: { name: string; term: string }) {
  const rung = calculateMatchRung(name, term);
  return rung ? <span className="badge badge--secondary">{RUNG_LABELS[rung]}</span> : null;
}
