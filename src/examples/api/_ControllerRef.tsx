// Reaching the instance from outside <Finder>: a toolbar above it, a keyboard shortcut, a test.
import { Finder, searchRule, useFinderRef } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules = [searchRule({ searchFn: (item: GearItem) => item.name })];

export function ShopWithToolbar() {
  const finderRef = useFinderRef<GearItem>();
  return (
    <>
      {/* Outside the provider: useFinder() would throw here, the ref works. Read it in handlers,
          not during render (it is set after mount and does not re-render this component). */}
      <button type="button" onClick={() => finderRef.current?.search.reset()}>
        Clear search
      </button>
      <Finder items={gearShop} rules={rules} controllerRef={finderRef}>
        <Finder.Content<GearItem>
          items={({ items }) => (
            <ul>
              {items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          )}
          noMatches="Nothing matches."
        />
      </Finder>
    </>
  );
}
