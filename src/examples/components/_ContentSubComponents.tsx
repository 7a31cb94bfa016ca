import { Finder, FinderContent, searchRule, type FinderRule } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules: FinderRule<GearItem>[] = [searchRule<GearItem>({ searchFn: (item) => item.name })];

// Each sub-component renders its children only in its own state, so the pieces can sit in
// different places of the layout.
export function SplitLayout() {
  return (
    <Finder items={gearShop} rules={rules}>
      <aside>
        <Finder.Content.Loading>Fetching the catalogue…</Finder.Content.Loading>
        <Finder.Content.NoMatches>Nothing matches: clear the search.</Finder.Content.NoMatches>
      </aside>
      <main>
        <Finder.Content.Items<GearItem>>
          {({ items, pagination }) => (
            <ol start={pagination.offset + 1}>
              {items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ol>
          )}
        </Finder.Content.Items>
        <Finder.Content.Empty>No products yet.</Finder.Content.Empty>
        {/* FinderContent is the same component as Finder.Content, for a named import. */}
        <FinderContent<GearItem> groups={({ groups }) => <p>{groups.length} groups</p>} />
      </main>
    </Finder>
  );
}
