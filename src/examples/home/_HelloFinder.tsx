import { Finder, searchRule, useFinder } from "@finderjs/react";

const fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry"];
const rules = [searchRule<string>({ searchFn: (fruit) => fruit })];

function SearchBox() {
  const finder = useFinder<string>();
  return (
    <input
      aria-label="Search fruit"
      value={finder.search.searchTerm}
      onChange={(event) => finder.search.setSearchTerm(event.target.value)}
    />
  );
}

export function FruitPicker() {
  return (
    <Finder items={fruits} rules={rules}>
      <SearchBox />
      <Finder.Content<string>>
        {{
          items: ({ items }) => (
            <ul>
              {items.map((fruit) => (
                <li key={fruit}>{fruit}</li>
              ))}
            </ul>
          ),
          noMatches: <p>No fruit matches.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}
