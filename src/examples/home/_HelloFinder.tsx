import { Finder, searchRule, useFinder } from "@finderjs/react";

const rules = [searchRule<string>({ searchFn: (fruit) => fruit })];

function SearchBox() {
  const { search } = useFinder<string>();
  return (
    <input
      aria-label="Search fruit"
      value={search.searchTerm}
      onChange={(event) => search.setSearchTerm(event.target.value)}
    />
  );
}

export const FruitPicker = () => (
  <Finder items={["Apple", "Apricot", "Banana", "Cherry"]} rules={rules}>
    {/* SearchBox is yours: an <input> wired with useFinder() */}
    <SearchBox />
    <Finder.Content<string>>
      {{ items: ({ items }) => items.join(", "), noMatches: "No fruit" }}
    </Finder.Content>
  </Finder>
);
