import { useId, useState, type KeyboardEvent } from "react";
import { Finder, StringMatch, searchRule, useFinder } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine, formatMoney } from "../data/format";

const rules = [searchRule({ searchFn: (item: GearItem) => [item.name, item.brand] })];

function Typeahead() {
  const finder = useFinder<GearItem>();
  const listId = useId();
  const [draft, setDraft] = useState(finder.search.searchTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A preview: what the draft would match. Nothing changes until the visitor commits.
  const suggestions = draft.trim() ? finder.search.test(draft).slice(0, 5) : [];
  const expanded = open && suggestions.length > 0;

  const commit = (term: string) => {
    setDraft(term);
    setOpen(false);
    setActive(-1);
    finder.search.setSearchTerm(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      commit(chosen ? chosen.name : draft);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  const results = finder.matches.items ?? [];
  return (
    <div>
      <label htmlFor={`${listId}-input`}>Search the gear shop</label>
      <div style={{ position: "relative", maxWidth: "24rem" }}>
        <input
          id={`${listId}-input`}
          className="margin-top--xs"
          style={{ width: "100%" }}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={`${listId}-list`}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="card shadow--md padding--xs"
          style={{
            listStyle: "none",
            margin: 0,
            position: "absolute",
            left: 0,
            right: 0,
            zIndex: 1,
          }}
        >
          {suggestions.map((item, index) => (
            <li
              key={item.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="padding-horiz--sm padding-vert--xs"
              style={{
                cursor: "pointer",
                borderRadius: "var(--ifm-global-radius)",
                background: index === active ? "var(--ifm-color-emphasis-200)" : undefined,
              }}
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                commit(item.name);
              }}
            >
              <StringMatch haystack={item.name} needle={draft} />{" "}
              <small>
                <StringMatch haystack={item.brand} needle={draft} />
              </small>
            </li>
          ))}
        </ul>
      </div>
      <p className="margin-top--md" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
        {finder.search.hasSearchTerm ? ` match “${finder.search.searchTerm}”` : ""}
      </p>
      <ul>
        {results.slice(0, 6).map((item) => (
          <li key={item.id}>
            <Finder.SearchTermHaystack haystack={item.name} /> — {formatMoney(item.price)}
          </li>
        ))}
      </ul>
      {results.length > 6 && <p>and {results.length - 6} more</p>}
    </div>
  );
}

export default function TypeaheadDemo() {
  return (
    <Finder items={gearShop} rules={rules}>
      <Typeahead />
    </Finder>
  );
}
