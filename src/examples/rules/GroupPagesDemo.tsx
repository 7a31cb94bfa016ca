import { useState } from "react";
import { Finder, groupByRule, useFinder, type FinderGroup } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";
import { countLine, plural } from "../data/format";
import { Pager } from "../ui/Pager";

// paging: "groups" — every match is grouped first, and a page holds numItemsPerPage whole groups.
const wholeGroups = [
  groupByRule<GearItem>({
    id: "category",
    groupFn: (item) => item.category,
    paging: "groups",
  }),
];
// The default, paging: "items" — a page holds numItemsPerPage items, grouped on their own.
const pageGroups = [groupByRule<GearItem>({ id: "category", groupFn: (item) => item.category })];

export default function GroupPagesDemo() {
  const [isWhole, setIsWhole] = useState(true);
  return (
    <Finder
      items={gearShop}
      rules={isWhole ? wholeGroups : pageGroups}
      initialGroupBy="category"
      numItemsPerPage={isWhole ? 2 : 8}
    >
      <label>
        <input
          type="checkbox"
          checked={isWhole}
          onChange={(event) => setIsWhole(event.target.checked)}
        />{" "}
        Whole groups: 2 categories a page (off: 8 items a page)
      </label>
      <Paging />
      <Finder.Content<GearItem>>
        {{ groups: ({ groups }) => <GroupList groups={groups} /> }}
      </Finder.Content>
    </Finder>
  );
}

function Paging() {
  const finder = useFinder<GearItem>();
  const { page, lastPage, numTotalGroups, numTotalItems } = finder.pagination;
  const groups = finder.matches.groups ?? [];
  // Items on the page, each once (an item may sit in several groups).
  const shown = new Set(groups.flatMap((group) => group.items)).size;
  // While pages hold whole groups, offset and the page size count groups; otherwise items.
  const status =
    numTotalGroups === undefined
      ? `${countLine(numTotalItems, finder.matches.numTotalItems, "item", finder.pagination)} · ${plural(groups.length, "group")}`
      : `${countLine(numTotalGroups, numTotalGroups, "group", finder.pagination)} · ${plural(shown, "item")}`;
  return (
    <>
      <Pager
        page={page}
        lastPage={lastPage}
        onPageChange={(next) => finder.pagination.setPage(next)}
      />
      <p aria-live="polite" className="margin-vert--sm">
        {status}
      </p>
    </>
  );
}

function GroupList({ groups }: { groups: FinderGroup<GearItem>[] }) {
  return (
    <div>
      {groups.map((group) => (
        <section key={group.id} aria-label={`${group.id} group`}>
          <h3 className="margin-bottom--xs">
            {group.id} <span className="badge badge--secondary">{group.items.length}</span>
          </h3>
          <p>{group.items.map((item) => item.name).join(", ")}</p>
        </section>
      ))}
    </div>
  );
}
