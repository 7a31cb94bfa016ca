// Runs in Node, where there is no window, as a server render does.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { useFinder } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";
import { UrlSyncedShop } from "./_UrlSyncedShop";

function SearchTerm() {
  const finder = useFinder<GearItem>();
  return <output>{finder.search.searchTerm}</output>;
}

describe("UrlSyncedShop on a server", () => {
  it("renders without window, from the request's URL, dropping its bad parts", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <UrlSyncedShop url="/shop?q=lamp&page=x&sort=weight">
        <SearchTerm />
      </UrlSyncedShop>,
    );
    expect(html).toContain("<output>lamp</output>");
  });
});
