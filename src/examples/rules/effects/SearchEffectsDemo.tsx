import { useId, useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  searchEffect,
  searchRule,
  sortByRule,
  useFinder,
  type FinderEffect,
} from "@finderjs/react";
import { gearShop, gearTags, type GearItem, type GearTag } from "../../data/gearShop";
import { formatMoney, countLine } from "../../data/format";

const rules = finderRuleset<GearItem>([
  searchRule<GearItem>({ searchFn: (item) => [item.name, item.brand, item.category] }),
  filterRule<GearItem, GearTag>({
    id: "tags",
    label: "Tags",
    multiple: true,
    options: gearTags.map((tag) => ({ value: tag, label: tag })),
    filterFn: (item, tag) => item.tags.includes(tag),
  }),
  sortByRule<GearItem>({ id: "name", label: "Name", sortFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
]);

/** Removes a keyword from the term, so the rest of it still searches ("cheapest tent" → "tent"). */
function withoutKeyword(term: string, keyword: string): string {
  return term.replace(new RegExp(keyword, "gi"), " ").replace(/\s+/g, " ").trim();
}

// `effects` is read once, when the finder is created, so the array is built once per mount.
// `report` is a state setter, stable for the component's lifetime.
function createEffects(report: (message: string) => void): FinderEffect<GearItem>[] {
  return [
    searchEffect<GearItem>("cheapest", (finder, term) => {
      finder.sortBy.set("price", "asc");
      finder.search.setSearchTerm(withoutKeyword(term, "cheapest"));
      report('"cheapest" → sorted by price, lowest first');
    }),
    searchEffect<GearItem>("waterproof", (finder, term) => {
      finder.filters.add("tags", "waterproof");
      finder.search.setSearchTerm(withoutKeyword(term, "waterproof"));
      report('"waterproof" → added the waterproof tag filter');
    }),
  ];
}

export default function SearchEffectsDemo() {
  const [lastEffect, setLastEffect] = useState<string | null>(null);
  const [effects] = useState(() => createEffects(setLastEffect));
  return (
    <Finder items={gearShop} rules={rules} effects={effects}>
      <Controls />
      <p aria-live="polite" className="margin-vert--sm">
        {lastEffect === null ? "No effect has run yet." : `Effect ran: ${lastEffect}`}
      </p>
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => (
            <ul aria-label="Gear">
              {items.slice(0, 8).map((item) => (
                <li key={item.id}>
                  {item.name}: {formatMoney(item.price)}
                  {item.tags.includes("waterproof") ? (
                    <>
                      {" "}
                      <span className="badge badge--secondary">waterproof</span>
                    </>
                  ) : null}
                </li>
              ))}
              {items.length > 8 ? <li>and {items.length - 8} more</li> : null}
            </ul>
          ),
          noMatches: <p>Nothing matches.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<GearItem>();
  const id = useId();
  // An unset multiple filter reads as [], so this needs no fallback.
  const activeTags = finder.filters.get("tags") as GearTag[];
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <div>
        <label htmlFor={id}>Search gear</label>{" "}
        <input
          id={id}
          type="search"
          placeholder='Try "cheapest tent"'
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </div>
      <span>
        Sorted by {finder.sortBy.activeRule?.label?.toLowerCase()} ({finder.sortBy.sortDirection})
      </span>
      {activeTags.map((tag) => (
        <button
          key={tag}
          type="button"
          className="button button--sm button--outline button--primary"
          aria-label={`Remove tag filter ${tag}`}
          onClick={() => finder.filters.delete("tags", tag)}
        >
          {tag} ✕
        </button>
      ))}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() =>
          finder.batch(() => {
            finder.search.reset();
            finder.filters.reset();
            finder.sortBy.reset();
          })
        }
      >
        Reset
      </button>
      <span aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </span>
    </div>
  );
}
