import { useState } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import {
  Finder,
  FinderError,
  filterRule,
  finderRuleset,
  sortByRule,
  useFinder,
  type FinderProps,
} from "@finderjs/react";
import { gearCategories, gearShop, type GearCategory, type GearItem } from "../data/gearShop";
import { formatMoney } from "../data/format";

const rules = finderRuleset<GearItem>([
  filterRule<GearItem, GearCategory>({
    id: "category",
    options: gearCategories.map((value) => ({ value, label: value })),
    filterFn: (item, category) => item.category === category,
  }),
  sortByRule<GearItem>({ id: "name", label: "Name", sortFn: (item) => item.name }),
  sortByRule<GearItem>({ id: "price", label: "Price", sortFn: (item) => item.price }),
]);

// Saved views, as they might come back from a URL or storage written by an older version.
type SavedView = Pick<FinderProps<GearItem>, "initialFilters" | "initialSortBy" | "page">;
const savedViews: Record<string, SavedView> = {
  "Default view": {},
  "Lighting, cheapest first": { initialFilters: { category: "Lighting" }, initialSortBy: "price" },
  "A sort that was renamed": { initialSortBy: "cheapest" },
  "A category that was removed": { initialFilters: { category: "Boats" } },
  "Page 0": { page: 0 },
};

export default function ErrorBoundaryDemo() {
  const [viewName, setViewName] = useState("Default view");
  return (
    <>
      <label>
        Saved view{" "}
        <select value={viewName} onChange={(event) => setViewName(event.target.value)}>
          {Object.keys(savedViews).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      {/* Above <Finder>: it catches what <Finder> throws while creating the instance or applying
          changed props. A new view resets the boundary (resetKeys) and mounts a new <Finder> (key). */}
      <ErrorBoundary
        resetKeys={[viewName]}
        fallbackRender={(props) => (
          <ListError {...props} onDefaultView={() => setViewName("Default view")} />
        )}
      >
        <Finder key={viewName} items={gearShop} rules={rules} {...savedViews[viewName]}>
          <CategoryInput />
          <Finder.Content<GearItem>>
            {{
              items: ({ items }) => (
                <ul aria-label="Gear">
                  {items.slice(0, 5).map((item) => (
                    <li key={item.id}>
                      {item.name} · {item.category} · {formatMoney(item.price)}
                    </li>
                  ))}
                </ul>
              ),
              noMatches: <p>No gear matches.</p>,
            }}
          </Finder.Content>
        </Finder>
      </ErrorBoundary>
    </>
  );
}

function ListError({ error, onDefaultView }: FallbackProps & { onDefaultView: () => void }) {
  return (
    <div role="alert" className="margin-vert--sm">
      <p className="margin-bottom--xs">
        This view cannot be shown
        {error instanceof FinderError ? (
          <>
            {" "}
            (<code>{error.code}</code>)
          </>
        ) : null}
        : {error instanceof Error ? error.message : String(error)}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onDefaultView}>
        Open the default view
      </button>
    </div>
  );
}

// Errors thrown in an event handler never reach an error boundary: catch them where you call.
function CategoryInput() {
  const finder = useFinder<GearItem>();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    try {
      finder.filters.set("category", text.trim() || undefined);
      setProblem(null);
    } catch (error) {
      if (!(error instanceof FinderError)) throw error;
      setProblem(`“${text}” is not a category. Try one of: ${gearCategories.join(", ")}.`);
    }
  };
  return (
    <form
      className="margin-vert--sm"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label>
        Category, typed{" "}
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="category-problem"
        />
      </label>{" "}
      <button type="submit" className="button button--primary button--sm">
        Apply
      </button>
      <span id="category-problem" aria-live="polite">
        {problem === null ? "" : ` ${problem}`}
      </span>
    </form>
  );
}
