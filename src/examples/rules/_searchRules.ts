import { searchRule } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

// The smallest search rule: one haystack per item. Its id defaults to "search".
export const searchByName = searchRule<GearItem>({
  searchFn: (item) => item.name,
});

// Several haystacks: an item matches when any of them matches, and ranks by its best one.
// The change event waits for a 250 ms pause in typing; the results never wait.
export const searchEverything = searchRule<GearItem>({
  id: "keywords",
  label: "Search name, brand or tags",
  searchFn: (item) => [item.name, item.brand, ...item.tags],
  debounceMilliseconds: 250,
});

// Context reaches searchFn too: here, the visitor's language picks which names to search.
interface LocaleContext {
  translatedNames: Record<string, string>;
}

export const searchTranslated = searchRule<GearItem, LocaleContext>({
  searchFn: (item, { translatedNames }) => [translatedNames[item.id] ?? item.name, item.name],
});
