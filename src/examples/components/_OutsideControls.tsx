import { Finder, searchRule, useFinderRef, type FinderRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules: FinderRule<GearItem>[] = [searchRule<GearItem>({ searchFn: (item) => item.name })];

// A page header that lives above <Finder> and still drives it.
export function ShopPage() {
  const finderRef = useFinderRef<GearItem>();

  // Read the ref in event handlers and effects: `.current` is null until mount, and reading it
  // does not re-render this component when the finder changes.
  const showLamps = () => finderRef.current?.search.setSearchTerm("lamp");
  const clearAll = () => {
    const finder = finderRef.current;
    // One batch: listeners see one change, and the list re-renders once.
    finder?.batch(() => {
      finder.search.reset();
      finder.filters.reset();
    });
  };

  return (
    <>
      <header>
        <button type="button" onClick={showLamps}>
          Lamps
        </button>
        <button type="button" onClick={clearAll}>
          Clear
        </button>
      </header>
      <Finder items={gearShop} rules={rules} controllerRef={finderRef}>
        <Finder.Content<GearItem>>
          {{ items: ({ items }) => <p>{items.length} products</p>, noMatches: "No products" }}
        </Finder.Content>
      </Finder>
    </>
  );
}
