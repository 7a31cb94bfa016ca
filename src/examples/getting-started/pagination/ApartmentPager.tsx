import { Finder, filterRule, finderRuleset, sortByRule, useFinder } from "@finderjs/react";
import { apartments, neighbourhoods, type Apartment } from "../../data/apartments";
import { formatMoney } from "../../data/format";
import { Pager } from "../../ui/Pager";

// Rules live at module scope: <Finder> applies a new `rules` array whenever its reference changes.
const rules = finderRuleset<Apartment>([
  filterRule<Apartment, string>({
    id: "neighbourhood",
    label: "Neighbourhood",
    options: neighbourhoods.map((name) => ({ value: name })),
    filterFn: (apartment, neighbourhood) => apartment.neighbourhood === neighbourhood,
  }),
  filterRule<Apartment, boolean>({
    id: "pets",
    label: "Pets allowed",
    boolean: true,
    filterFn: (apartment) => apartment.petsAllowed,
  }),
  sortByRule<Apartment>({ id: "rent", label: "Rent", sortFn: (apartment) => apartment.rent }),
]);

const pageSizes = [5, 10, 20];

export default function ApartmentPager() {
  return (
    // Every search, filter, sort, group or page-size change returns to page 1 by itself.
    <Finder items={apartments} rules={rules} numItemsPerPage={5}>
      <Filters />
      <Summary />
      <Finder.Content<Apartment>>
        {{
          items: ({ items }) => (
            <ul className="margin-vert--sm" aria-label="Apartments">
              {items.map((apartment) => (
                <li key={apartment.id}>
                  {apartment.title} · {apartment.neighbourhood} · {formatMoney(apartment.rent)}
                </li>
              ))}
            </ul>
          ),
          noMatches: <p>No apartments match these filters.</p>,
        }}
      </Finder.Content>
      <ApartmentPages />
    </Finder>
  );
}

function Filters() {
  const finder = useFinder<Apartment>();
  const neighbourhood = finder.filters.get("neighbourhood");
  const pageSize = finder.pagination.numItemsPerPage;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <label>
        Neighbourhood{" "}
        <select
          value={typeof neighbourhood === "string" ? neighbourhood : ""}
          onChange={(event) => finder.filters.set("neighbourhood", event.target.value || undefined)}
        >
          <option value="">Any</option>
          {neighbourhoods.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("pets")}
          onChange={() => finder.filters.toggle("pets")}
        />{" "}
        Pets allowed
      </label>
      <label>
        Per page{" "}
        <select
          value={pageSize ?? ""}
          onChange={(event) => finder.pagination.setNumItemsPerPage(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Summary() {
  const finder = useFinder<Apartment>();
  const { offset } = finder.pagination;
  const { numMatchedItems: matched, numTotalItems: total } = finder.matches;
  const shown = finder.matches.items?.length ?? 0;
  // Which ones while the page holds a part of the matches; otherwise how many match of how many.
  return (
    <p aria-live="polite" className="margin-vert--sm">
      {shown < matched
        ? `Showing ${offset + 1}–${offset + shown} of ${matched} apartments`
        : `${matched} of ${total} apartments`}
    </p>
  );
}

// Every paged demo on this site shares one Pager (Pager.tsx); this one hands it the finder's pages.
function ApartmentPages() {
  const finder = useFinder<Apartment>();
  const { page, lastPage } = finder.pagination;
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      onPageChange={(next) => finder.pagination.setPage(next)}
      label="Apartment pages"
      pageButtons
    />
  );
}
