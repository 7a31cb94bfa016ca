// Server rendering: renderToString runs no effects, so onInit and controllerRef never see the
// instance there. To read the results on the server (a <title>, a 404 for a search that matches
// nothing), build a FinderCore from the same items and options: it computes what <Finder> renders.
import { renderToString } from "react-dom/server";
import { Finder, FinderCore, searchRule, type FinderCoreOptions } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const options: FinderCoreOptions<GearItem> = {
  rules: [searchRule<GearItem>({ searchFn: (item) => item.name })],
  numItemsPerPage: 10,
};

export function renderShopPage(searchTerm: string) {
  const pageOptions = { ...options, initialSearchTerm: searchTerm };
  const finder = new FinderCore<GearItem>(gearShop, pageOptions);
  const html = renderToString(
    <Finder items={gearShop} {...pageOptions}>
      <Finder.Content<GearItem>>
        {{
          items: ({ items }) => (
            <ul>
              {items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          ),
          noMatches: <p>Nothing matches “{searchTerm}”.</p>,
        }}
      </Finder.Content>
    </Finder>,
  );
  return {
    html,
    title: `${finder.matches.numMatchedItems} results for “${searchTerm}”`,
    status: finder.state === "noMatches" ? 404 : 200,
  };
}
