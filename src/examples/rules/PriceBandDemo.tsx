import {
  Finder,
  filterRule,
  transformFilterToMultiple,
  useFinder,
  type FilterOption,
} from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { formatMoney, countLine } from "../data/format";

type PriceBand = "under-50" | "50-149" | "150-up";

const bands: FilterOption<PriceBand>[] = [
  { label: "Under $50", value: "under-50" },
  { label: "$50 to $149", value: "50-149" },
  { label: "$150 and up", value: "150-up" },
];

// filterFn always receives ONE band, whichever kind of filter the rule is.
function isInBand(item: GearItem, band: PriceBand): boolean {
  if (band === "under-50") return item.price < 50;
  if (band === "50-149") return item.price >= 50 && item.price < 150;
  return item.price >= 150;
}

// A single filter: its value is one band, or undefined (not applied).
const priceBand = filterRule<GearItem, PriceBand>({
  id: "priceBand",
  label: "Price",
  options: bands,
  filterFn: isInBand,
});

// A copy that is a multiple filter: its value is an array of bands, and an item passes when it
// is in any of them. The original rule is unchanged.
const priceBands = transformFilterToMultiple(priceBand);

const singleRules = [priceBand];
const multipleRules = [priceBands];

export default function PriceBandDemo() {
  return (
    <div className="row">
      <div className="col col--6 margin-bottom--md">
        <Finder items={gearShop} rules={singleRules}>
          <BandRadios />
          <ItemList />
        </Finder>
      </div>
      <div className="col col--6 margin-bottom--md">
        <Finder items={gearShop} rules={multipleRules}>
          <BandCheckboxes />
          <ItemList />
        </Finder>
      </div>
    </div>
  );
}

function BandRadios() {
  const finder = useFinder<GearItem>();
  return (
    <fieldset>
      <legend>One band (single filter)</legend>
      <label>
        <input
          type="radio"
          name="price-band-single"
          checked={!finder.filters.isActive("priceBand")}
          onChange={() => finder.filters.set("priceBand", undefined)}
        />{" "}
        Any price
      </label>
      {bands.map((band) => (
        <label key={band.value}>
          <input
            type="radio"
            name="price-band-single"
            checked={finder.filters.has("priceBand", band)}
            onChange={() => finder.filters.set("priceBand", band.value)}
          />{" "}
          {band.label}
        </label>
      ))}
      <p className="margin-vert--sm">
        Value: <code>{JSON.stringify(finder.filters.get("priceBand")) ?? "undefined"}</code>
      </p>
    </fieldset>
  );
}

function BandCheckboxes() {
  const finder = useFinder<GearItem>();
  return (
    <fieldset>
      <legend>Any of several bands (multiple filter)</legend>
      {bands.map((band) => (
        <label key={band.value}>
          <input
            type="checkbox"
            checked={finder.filters.has("priceBand", band)}
            onChange={() => finder.filters.toggle("priceBand", band)}
          />{" "}
          {band.label}
        </label>
      ))}
      <p className="margin-vert--sm">
        Value: <code>{JSON.stringify(finder.filters.get("priceBand")) ?? "undefined"}</code>
      </p>
    </fieldset>
  );
}

const SHOWN = 4;

function ItemList() {
  const finder = useFinder<GearItem>();
  const { items = [], numMatchedItems } = finder.matches;
  return (
    <>
      <p aria-live="polite" className="margin-top--sm margin-bottom--xs">
        <strong>{countLine(numMatchedItems, finder.matches.numTotalItems, "item")}</strong>
      </p>
      <ul>
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            {item.name}: {formatMoney(item.price)}
          </li>
        ))}
        {numMatchedItems > SHOWN ? <li>and {numMatchedItems - SHOWN} more</li> : null}
      </ul>
    </>
  );
}
