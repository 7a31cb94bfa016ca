import { useId, useState } from "react";
import {
  Finder,
  searchRule,
  useFinder,
  type FinderRule,
  type StringMatchSegmentProps,
  type StringMatchSegmentRenderer,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine } from "../data/format";

const rules: FinderRule<GearItem>[] = [
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand] }),
];

// A custom Match component: it receives the segment (index, length, value) and its position.
function Underline({ segment, segmentIndex }: StringMatchSegmentProps) {
  return (
    <span
      data-segment-index={segmentIndex}
      style={{ textDecoration: "underline", textDecorationThickness: "2px" }}
    >
      {segment.value}
    </span>
  );
}

const styles = {
  mark: "mark",
  bold: "strong",
  underline: Underline,
} satisfies Record<string, StringMatchSegmentRenderer>;

type Style = keyof typeof styles;

export default function HighlightStyles() {
  const [style, setStyle] = useState<Style>("mark");
  const name = useId();
  return (
    <Finder items={gearShop} rules={rules} initialSearchTerm="lamp" numItemsPerPage={6}>
      <fieldset className="margin-bottom--sm">
        <legend>Highlight style</legend>
        <div style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem" }}>
          {(Object.keys(styles) as Style[]).map((key) => (
            <label key={key}>
              <input
                type="radio"
                name={name}
                checked={style === key}
                onChange={() => setStyle(key)}
              />{" "}
              {key}
            </label>
          ))}
        </div>
      </fieldset>
      <SearchBox />
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => (
            <ul className="margin-top--sm">
              {items.map((item) => (
                <li key={item.id}>
                  <Finder.SearchTermHaystack haystack={item.name} Match={styles[style]} />{" "}
                  <small>
                    by <Finder.SearchTermHaystack haystack={item.brand} Match={styles[style]} />
                  </small>
                </li>
              ))}
            </ul>
          ),
          noMatches: <p className="margin-top--sm">No gear matches.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function SearchBox() {
  const finder = useFinder<GearItem>();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}>
      <label>
        Search
        <br />
        <input
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <p className="margin-bottom--none" aria-live="polite">
        {countLine(
          finder.matches.numMatchedItems,
          finder.matches.numTotalItems,
          "item",
          finder.pagination,
        )}
      </p>
    </div>
  );
}
