import { useCallback, useMemo, useState } from "react";
import {
  Finder,
  filterRule,
  finderRuleset,
  groupByRule,
  searchRule,
  sortByRule,
  useFinder,
  type FilterOption,
} from "@finderjs/react";
import {
  gearCategories,
  gearShop,
  gearTags,
  type GearCategory,
  type GearItem,
  type GearTag,
} from "../data/gearShop";
import { formatDate, formatMoney, plural, countLine } from "../data/format";

// The cart is not Finder state: it lives in React and reaches the render functions as context.
interface ShopContext {
  cart: ReadonlyMap<string, number>;
  addToCart: (id: string) => void;
}

const rules = finderRuleset<GearItem, ShopContext>([
  // "acronym": a match is the term whole, or the initials of words ("prs"); letters scattered
  // in order ("tent" in "Camp Kitchen Set") are not.
  searchRule<GearItem, ShopContext>({
    searchFn: (item) => [item.name, item.brand, ...item.tags],
    threshold: "acronym",
  }),
  filterRule<GearItem, GearCategory, ShopContext>({
    id: "category",
    label: "Category",
    options: gearCategories.map((category) => ({ value: category, label: category })),
    filterFn: (item, category) => item.category === category,
  }),
  filterRule<GearItem, GearTag, ShopContext>({
    id: "tags",
    label: "Tag",
    multiple: true,
    options: gearTags.map((tag) => ({ value: tag, label: tag })),
    filterFn: (item, tag) => item.tags.includes(tag),
  }),
  filterRule<GearItem, boolean, ShopContext>({
    id: "inStock",
    label: "In stock",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
  sortByRule<GearItem, ShopContext>({
    id: "price",
    label: "Price",
    sortFn: (item) => item.price,
  }),
  sortByRule<GearItem, ShopContext>({
    id: "rating",
    label: "Rating",
    sortFn: (item) => item.rating,
    defaultSortDirection: "desc",
  }),
  sortByRule<GearItem, ShopContext>({
    id: "newest",
    label: "Newest",
    sortFn: (item) => item.releasedAt,
    defaultSortDirection: "desc",
  }),
  sortByRule<GearItem, ShopContext>({ id: "name", label: "Name", sortFn: (item) => item.name }),
  groupByRule<GearItem, ShopContext>({
    id: "byCategory",
    label: "Category",
    groupFn: (item) => item.category,
  }),
  groupByRule<GearItem, ShopContext>({
    id: "byBrand",
    label: "Brand",
    groupFn: (item) => item.brand,
  }),
]);

// Counts per option with the other filters and the search kept; recomputed once per change.
function useOptionCounts(ruleId: string): Map<FilterOption | boolean, number> {
  const finder = useFinder<GearItem, ShopContext>();
  const { version } = finder;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutable instance changes with `version`
  return useMemo(() => finder.filters.countRuleOptions(ruleId, true), [finder, ruleId, version]);
}

function SearchBox() {
  const finder = useFinder<GearItem, ShopContext>();
  return (
    <label style={{ display: "block" }}>
      Search products, brands and tags
      <input
        type="search"
        style={{ display: "block", width: "100%", maxWidth: "28rem" }}
        placeholder="Try “lamp”, “cafe” or “prs”"
        value={finder.search.searchTerm}
        onChange={(event) => finder.search.setSearchTerm(event.target.value)}
      />
    </label>
  );
}

function CategorySelect() {
  const finder = useFinder<GearItem, ShopContext>();
  const counts = useOptionCounts("category");
  const value = finder.filters.get("category");
  return (
    <label>
      Category
      <select
        value={typeof value === "string" ? value : ""}
        onChange={(event) => finder.filters.set("category", event.target.value || undefined)}
      >
        <option value="">All categories</option>
        {[...counts].map(([option, count]) =>
          typeof option === "boolean" ? null : (
            <option
              key={String(option.value)}
              value={String(option.value)}
              // Nothing to show under it with the other choices kept; the chosen one stays.
              disabled={count === 0 && option.value !== value}
            >
              {option.label} ({count})
            </option>
          ),
        )}
      </select>
    </label>
  );
}

function TagFacet() {
  const finder = useFinder<GearItem, ShopContext>();
  const counts = useOptionCounts("tags");
  return (
    <fieldset>
      <legend>Tags</legend>
      {[...counts].map(([option, count]) =>
        typeof option === "boolean" ? null : (
          <label key={String(option.value)}>
            <input
              type="checkbox"
              checked={finder.filters.has("tags", option)}
              disabled={count === 0 && !finder.filters.has("tags", option)}
              onChange={() => finder.filters.toggle("tags", option)}
            />{" "}
            {option.label} ({count})
          </label>
        ),
      )}
    </fieldset>
  );
}

function InStockToggle() {
  const finder = useFinder<GearItem, ShopContext>();
  const counts = useOptionCounts("inStock");
  return (
    <label style={{ display: "block" }}>
      <input
        type="checkbox"
        checked={finder.filters.isActive("inStock")}
        disabled={(counts.get(true) ?? 0) === 0 && !finder.filters.isActive("inStock")}
        onChange={() => finder.filters.toggle("inStock")}
      />{" "}
      In stock only ({counts.get(true) ?? 0})
    </label>
  );
}

function Chips() {
  const finder = useFinder<GearItem, ShopContext>();
  const chips: { key: string; text: string; remove: () => void }[] = [];
  if (finder.search.hasSearchTerm) {
    chips.push({
      key: "search",
      text: `“${finder.search.searchTerm}”`,
      remove: () => finder.search.reset(),
    });
  }
  for (const rule of finder.filters.activeRules) {
    const value = finder.filters.get(rule.id);
    if (rule.boolean) {
      chips.push({
        key: rule.id,
        text: rule.label ?? rule.id,
        remove: () => finder.filters.set(rule.id, false),
      });
    } else if (Array.isArray(value)) {
      for (const entry of value) {
        chips.push({
          key: `${rule.id}:${String(entry)}`,
          text: `${rule.label ?? rule.id}: ${String(entry)}`,
          remove: () => finder.filters.delete(rule.id, entry),
        });
      }
    } else {
      chips.push({
        key: rule.id,
        text: `${rule.label ?? rule.id}: ${String(value)}`,
        remove: () => finder.filters.set(rule.id, undefined),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <ul
      aria-label="Active filters"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", listStyle: "none", padding: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key} style={{ margin: 0 }}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            aria-label={`Remove ${chip.text}`}
            onClick={chip.remove}
          >
            {chip.text} ✕
          </button>
        </li>
      ))}
      <li style={{ margin: 0 }}>
        <button
          type="button"
          className="button button--link button--sm"
          onClick={() =>
            finder.batch(() => {
              finder.search.reset();
              finder.filters.reset();
            })
          }
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}

function SortAndGroup() {
  const finder = useFinder<GearItem, ShopContext>();
  const sortRule = finder.sortBy.activeRule;
  const groupRule = finder.groupBy.activeRule;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}>
      <label>
        Sort by
        <select
          value={sortRule?.id ?? ""}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => finder.sortBy.toggleSortDirection()}
      >
        {finder.sortBy.sortDirection === "asc" ? "↑ Ascending" : "↓ Descending"}
      </button>
      <label>
        Group by
        <select
          value={groupRule?.id ?? ""}
          onChange={(event) => finder.groupBy.set(event.target.value || undefined)}
        >
          <option value="">No grouping</option>
          {finder.groupBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Summary() {
  const finder = useFinder<GearItem, ShopContext>();
  const items = finder.context.cart;
  const count = [...items.values()].reduce((sum, quantity) => sum + quantity, 0);
  const total = gearShop.reduce((sum, item) => sum + item.price * (items.get(item.id) ?? 0), 0);
  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        gap: "0.5rem 1rem",
        justifyContent: "space-between",
      }}
    >
      <p className="margin-bottom--none" aria-live="polite">
        {finder.isLoading
          ? "Loading products…"
          : countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "product")}
      </p>
      <p className="margin-bottom--none">
        Cart: {plural(count, "item")} · {formatMoney(total)}
      </p>
    </div>
  );
}

// Twelve cards at a time: "Show more" grows the page size instead of paging.
function ShowMore() {
  const finder = useFinder<GearItem, ShopContext>();
  const { numItemsPerPage } = finder.pagination;
  const shown = Math.min(numItemsPerPage ?? Infinity, finder.matches.numMatchedItems);
  if (
    finder.isLoading ||
    numItemsPerPage === undefined ||
    shown >= finder.matches.numMatchedItems
  ) {
    return null;
  }
  return (
    <button
      type="button"
      className="button button--secondary button--block"
      onClick={() => finder.pagination.setNumItemsPerPage(numItemsPerPage + 12)}
    >
      Show more ({shown} of {finder.matches.numMatchedItems} shown)
    </button>
  );
}

function ProductCard({ item, context }: { item: GearItem; context: ShopContext }) {
  const inCart = context.cart.get(item.id) ?? 0;
  return (
    <li
      className="card padding--sm"
      style={{
        listStyle: "none",
        margin: 0,
        display: "flex",
        flexDirection: "column",
        gap: "0.25rem",
      }}
    >
      <strong>
        <Finder.SearchTermHaystack haystack={item.name} />
      </strong>
      <small>
        <Finder.SearchTermHaystack haystack={item.brand} /> · {item.category} · released{" "}
        {formatDate(item.releasedAt)}
      </small>
      <span>
        {formatMoney(item.price)} · {item.rating === null ? "no rating" : `★ ${item.rating}`}
      </span>
      <span>
        {item.tags.map((tag) => (
          <span key={tag} className="badge badge--secondary margin-right--xs">
            {tag}
          </span>
        ))}
      </span>
      <button
        type="button"
        className={`button ${item.inStock ? "button--primary" : "button--secondary"} button--sm margin-top--xs`}
        disabled={!item.inStock}
        onClick={() => context.addToCart(item.id)}
      >
        {item.inStock
          ? inCart > 0
            ? `Add another (${inCart} in cart)`
            : "Add to cart"
          : "Sold out"}
        {/* The visible words come first in the accessible name, so voice control can use them. */}
        <span className="visually-hidden">: {item.name}</span>
      </button>
    </li>
  );
}

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  gap: "0.75rem",
  padding: 0,
} as const;

function Skeleton() {
  return (
    <ul style={grid} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 6 }, (_, index) => (
        <li
          key={index}
          className="card padding--sm"
          style={{ listStyle: "none", height: "9rem", opacity: 0.5 }}
        >
          <span
            style={{
              display: "block",
              height: "1rem",
              width: "70%",
              background: "var(--ifm-color-emphasis-300)",
              borderRadius: "var(--ifm-global-radius)",
            }}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Storefront() {
  const [isLoading, setIsLoading] = useState(false);
  const [cart, setCart] = useState<ReadonlyMap<string, number>>(() => new Map());
  const addToCart = useCallback((id: string) => {
    setCart((previous) => new Map(previous).set(id, (previous.get(id) ?? 0) + 1));
  }, []);
  const context = useMemo<ShopContext>(() => ({ cart, addToCart }), [cart, addToCart]);

  return (
    <Finder
      items={gearShop}
      rules={rules}
      context={context}
      isLoading={isLoading}
      initialSortBy="rating"
      numItemsPerPage={12}
    >
      <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={isLoading}
            onChange={(event) => setIsLoading(event.target.checked)}
          />{" "}
          Simulate loading
        </label>
        <SearchBox />
        <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-start" }}>
          <div
            style={{ flex: "1 1 11rem", display: "flex", flexDirection: "column", gap: "0.5rem" }}
          >
            <CategorySelect />
            <InStockToggle />
            <TagFacet />
          </div>
          <div
            style={{ flex: "3 1 18rem", display: "flex", flexDirection: "column", gap: "0.5rem" }}
          >
            <SortAndGroup />
            <Chips />
            <Summary />
            <Finder.Content<GearItem, ShopContext>>
              {{
                loading: <Skeleton />,
                noMatches: <p>No products match. Remove a filter or try another word.</p>,
                items: ({ items, context }) => (
                  <ul style={grid}>
                    {items.map((item) => (
                      <ProductCard key={item.id} item={item} context={context} />
                    ))}
                  </ul>
                ),
                groups: ({ groups, context }) =>
                  groups.map((group) => (
                    <section key={group.id} aria-label={group.id}>
                      <h3 className="margin-bottom--sm">
                        {group.id} <small>({group.items.length})</small>
                      </h3>
                      <ul style={grid}>
                        {group.items.map((item) => (
                          <ProductCard key={item.id} item={item} context={context} />
                        ))}
                      </ul>
                    </section>
                  )),
              }}
            </Finder.Content>
            <ShowMore />
          </div>
        </div>
      </div>
    </Finder>
  );
}
