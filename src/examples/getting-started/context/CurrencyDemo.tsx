import { useMemo, useState } from "react";
import { Finder, filterRule, finderRuleset, sortByRule, useFinder } from "@finderjs/react";
import { gearShop, type GearItem } from "../../data/gearShop";
import { formatMoney, type Currency, countLine } from "../../data/format";

// Everything the rules and render functions need that is not an item.
interface ShopContext {
  currency: Currency;
  /** Multiply a USD price by this to get the displayed currency. */
  rate: number;
}

const rates: Record<Currency, number> = { USD: 1, EUR: 0.9 };

// Bands are defined in USD, the currency of the data. The option values never change;
// only the labels follow the context's currency.
const bands = [
  { value: "under-50", min: 0, max: 50 },
  { value: "50-150", min: 50, max: 150 },
  { value: "150-plus", min: 150, max: Infinity },
];

function bandLabel(min: number, max: number, { currency, rate }: ShopContext): string {
  if (min === 0) return `Under ${formatMoney(max * rate, currency)}`;
  if (max === Infinity) return `${formatMoney(min * rate, currency)} and more`;
  return `${formatMoney(min * rate, currency)} to ${formatMoney(max * rate, currency)}`;
}

const rules = finderRuleset<GearItem, ShopContext>([
  filterRule<GearItem, string, ShopContext>({
    id: "priceBand",
    label: "Price",
    // A generator: it runs again whenever the context changes, so the labels follow the currency.
    options: ({ context }) =>
      bands.map((band) => ({ value: band.value, label: bandLabel(band.min, band.max, context) })),
    filterFn: (item, value) => {
      const band = bands.find((candidate) => candidate.value === value);
      return band !== undefined && item.price >= band.min && item.price < band.max;
    },
  }),
  sortByRule<GearItem, ShopContext>({ id: "price", sortFn: (item) => item.price }),
]);

export default function CurrencyDemo() {
  const [currency, setCurrency] = useState<Currency>("USD");
  // One object per currency: the reference changes only when the currency does.
  const context = useMemo<ShopContext>(() => ({ currency, rate: rates[currency] }), [currency]);

  return (
    <Finder
      items={gearShop}
      rules={rules}
      context={context}
      initialFilters={{ priceBand: "150-plus" }}
    >
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 2rem" }}>
        <fieldset>
          <legend>Currency</legend>
          {(Object.keys(rates) as Currency[]).map((code) => (
            <label key={code}>
              <input
                type="radio"
                name="currency"
                value={code}
                checked={currency === code}
                onChange={() => setCurrency(code)}
              />{" "}
              {code}
            </label>
          ))}
        </fieldset>
        <PriceBands />
      </div>
      <Finder.Content<GearItem, ShopContext>>
        {{
          items: ({ items, context: { currency, rate } }) => (
            <ul className="margin-top--md" aria-label="Gear">
              {items.map((item) => (
                <li key={item.id}>
                  {item.name}: {formatMoney(item.price * rate, currency)}
                </li>
              ))}
            </ul>
          ),
          noMatches: <p>Nothing in this price band.</p>,
        }}
      </Finder.Content>
    </Finder>
  );
}

function PriceBands() {
  const finder = useFinder<GearItem, ShopContext>();
  // The keys of countRuleOptions are the rule's current option objects, generated for this context.
  const options = [...finder.filters.countRuleOptions("priceBand")];
  return (
    <fieldset>
      <legend>Price</legend>
      {options.map(([option, count]) =>
        typeof option === "boolean" ? null : (
          <label key={String(option.value)}>
            <input
              type="radio"
              name="price-band"
              checked={finder.filters.has("priceBand", option)}
              disabled={count === 0 && !finder.filters.has("priceBand", option)}
              onChange={() => finder.filters.set("priceBand", option.value)}
            />{" "}
            {option.label} ({count})
          </label>
        ),
      )}
      <p className="margin-bottom--none" aria-live="polite">
        {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "item")}
      </p>
    </fieldset>
  );
}
