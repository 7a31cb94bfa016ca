import { useId, useState } from "react";
import {
  Finder,
  StringMatch,
  finderRuleset,
  searchRule,
  sortByRule,
  useFinder,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { formatMoney } from "../data/format";

// Search by name only, so every result can be explained from the name you see.
const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
]);

const presets = ["trail", "lamp", "prs", "cafe", '"trail lamp"', "東京", "tl"];

export type RankTier = "exact" | "starts with" | "word start" | "contains" | "acronym" | "fuzzy";

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** The term as search compares it: quotes, spaces and punctuation gone. */
function compactTerm(term: string): string {
  return words(term.replaceAll('"', " ")).join("");
}

/**
 * The rung of the ranking ladder a matching haystack reaches for a term, re-derived from the
 * rules on this page (a test checks it predicts the engine's order for hundreds of terms).
 */
export function rankTier(haystack: string, term: string): RankTier {
  const needle = compactTerm(term);
  const haystackWords = words(haystack);
  const text = haystackWords.join("");
  const wordStarts: number[] = [];
  let offset = 0;
  for (const word of haystackWords) {
    wordStarts.push(offset);
    offset += word.length;
  }
  if (text === needle) return "exact";
  if (text.startsWith(needle)) return "starts with";
  if (wordStarts.some((start) => text.startsWith(needle, start))) return "word start";
  if (text.includes(needle)) return "contains";
  if (
    wordStarts
      .map((start) => text[start])
      .join("")
      .includes(needle)
  )
    return "acronym";
  return "fuzzy";
}

export default function SearchRankingDemo() {
  const [term, setTerm] = useState("trail");
  const [order, setOrder] = useState<"relevance" | "price">("relevance");
  return (
    // `ignoreSortByRulesWhileSearchRuleIsActive` is read when the finder is created, so switching
    // the order mounts a new finder (via `key`) that starts with the current term.
    <Finder
      key={order}
      items={gearShop}
      rules={rules}
      initialSearchTerm={term}
      ignoreSortByRulesWhileSearchRuleIsActive={order === "relevance"}
    >
      <Controls term={term} onTermChange={setTerm} order={order} onOrderChange={setOrder} />
      <Results />
    </Finder>
  );
}

interface ControlsProps {
  term: string;
  onTermChange: (term: string) => void;
  order: "relevance" | "price";
  onOrderChange: (order: "relevance" | "price") => void;
}

function Controls({ term, onTermChange, order, onOrderChange }: ControlsProps) {
  const finder = useFinder<GearItem>();
  const inputId = useId();
  const search = (next: string) => {
    finder.search.setSearchTerm(next);
    onTermChange(next);
  };
  return (
    <div>
      <label htmlFor={inputId}>Search gear names</label>
      <input
        id={inputId}
        type="search"
        className="margin-left--sm"
        value={finder.search.searchTerm}
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
        <label className="margin-right--md">
          <input
            type="radio"
            name="search-ranking-order"
            checked={order === "relevance"}
            onChange={() => onOrderChange("relevance")}
          />{" "}
          Relevance
        </label>
        <label>
          <input
            type="radio"
            name="search-ranking-order"
            checked={order === "price"}
            onChange={() => onOrderChange("price")}
          />{" "}
          Price (relevance breaks ties)
        </label>
      </fieldset>
      <p aria-live="polite" className="margin-bottom--sm">
        {finder.matches.numMatchedItems} of {finder.matches.numTotalItems} items match
      </p>
    </div>
  );
}

function Results() {
  const finder = useFinder<GearItem>();
  const term = finder.search.searchTerm;
  // A term without letters or digits does not search at all, so there is no rank to show.
  const isSearching = compactTerm(term) !== "";
  return (
    <Finder.Content<GearItem>>
      {{
        items: ({ items }) => (
          <ol>
            {items.map((item) => (
              <li key={item.id}>
                <StringMatch haystack={item.name} needle={term} />{" "}
                {isSearching ? (
                  <span className="badge badge--secondary">{rankTier(item.name, term)}</span>
                ) : null}{" "}
                <small>{formatMoney(item.price)}</small>
              </li>
            ))}
          </ol>
        ),
        noMatches: <p>No gear name contains those letters in that order.</p>,
      }}
    </Finder.Content>
  );
}
