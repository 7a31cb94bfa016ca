import { useId, useState } from "react";
import { Finder, useFinder } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { gearShopRules } from "../data/gearShopRules";
import { countLine, plural } from "../data/format";
import { Pager } from "../ui/Pager";

const PAGE_SIZE = 8;

export default function PipelineCountsDemo() {
  const [isPaginated, setIsPaginated] = useState(true);
  return (
    <Finder
      items={gearShop}
      rules={gearShopRules}
      initialSearchTerm="trail"
      initialGroupBy="categoryGroups"
      numItemsPerPage={isPaginated ? PAGE_SIZE : undefined}
    >
      <Controls isPaginated={isPaginated} onPaginatedChange={setIsPaginated} />
      <StageCounts />
    </Finder>
  );
}

interface ControlsProps {
  isPaginated: boolean;
  onPaginatedChange: (isPaginated: boolean) => void;
}

function Controls({ isPaginated, onPaginatedChange }: ControlsProps) {
  const finder = useFinder<GearItem>();
  const searchId = useId();
  const sortId = useId();
  const { page, lastPage } = finder.pagination;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <div>
        <label htmlFor={searchId}>Search</label>{" "}
        <input
          id={searchId}
          type="search"
          value={finder.search.searchTerm}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </div>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("inStock")}
          onChange={() => finder.filters.toggle("inStock")}
        />{" "}
        In stock only
      </label>
      <div>
        <label htmlFor={sortId}>Sort</label>{" "}
        <select
          id={sortId}
          value={finder.sortBy.activeRule?.id}
          onChange={(event) => finder.sortBy.set(event.target.value)}
        >
          {finder.sortBy.rules.map((rule) => (
            <option key={rule.id} value={rule.id}>
              {rule.label}
            </option>
          ))}
        </select>
      </div>
      <label>
        <input
          type="checkbox"
          checked={isPaginated}
          onChange={(event) => onPaginatedChange(event.target.checked)}
        />{" "}
        {PAGE_SIZE} per page
      </label>
      <label>
        <input
          type="checkbox"
          checked={finder.groupBy.activeRule !== undefined}
          onChange={() => finder.groupBy.toggle("categoryGroups")}
        />{" "}
        Group by category
      </label>
      <Pager
        page={page}
        lastPage={lastPage}
        onPageChange={(next) => finder.pagination.setPage(next)}
      />
    </div>
  );
}

function StageCounts() {
  const finder = useFinder<GearItem>();
  const { matches, pagination, search } = finder;
  // search.test() runs the search stage alone: no filters, changes nothing.
  const afterSearch = search.test(search.searchTerm).length;
  const pageItems = matches.groups
    ? new Set(matches.groups.flatMap((group) => group.items)).size
    : (matches.items?.length ?? 0);
  const firstSorted = finder.test({}, true)[0];
  const stages = [
    ["Items", plural(matches.numTotalItems, "item")],
    [
      "Search",
      search.hasSearchTerm
        ? `${plural(afterSearch, "item")} match "${search.searchTerm}"`
        : "no term: every item passes",
    ],
    ["Filters", `${plural(matches.numMatchedItems, "item")} pass every active filter`],
    [
      "Sort",
      `${plural(matches.numMatchedItems, "item")}, reordered by ${finder.sortBy.activeRule?.label ?? "nothing"}` +
        (firstSorted ? ` (first: ${firstSorted.name})` : ""),
    ],
    [
      "Paginate",
      `${plural(pageItems, "item")} on page ${pagination.page} of ${pagination.lastPage}`,
    ],
    [
      "Group",
      matches.groups ? `${plural(matches.groups.length, "group")}` : "not grouped (flat list)",
    ],
  ];
  return (
    <>
      <p className="margin-top--md margin-bottom--xs" aria-live="polite">
        {countLine(matches.numMatchedItems, matches.numTotalItems, "item", pagination)}
      </p>
      <ol>
        {stages.map(([stage, text]) => (
          <li key={stage}>
            <strong>{stage}:</strong> {text}
          </li>
        ))}
      </ol>
      <Finder.Content<GearItem>>
        {{
          groups: ({ groups }) =>
            groups.map((group) => (
              <p key={group.id} className="margin-bottom--xs">
                <strong>{group.id}:</strong> {group.items.map((item) => item.name).join(", ")}
              </p>
            )),
          items: ({ items }) => <p>{items.map((item) => item.name).join(", ")}</p>,
          noMatches: <p>Nothing is left after the filters.</p>,
        }}
      </Finder.Content>
    </>
  );
}
