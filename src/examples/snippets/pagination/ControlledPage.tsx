import { useState, type ReactNode } from "react";
import { Finder, finderRuleset, sortByRule, type FinderChangeEvent } from "@finderjs/react";
import { apartments, type Apartment } from "../../data/apartments";

const rules = finderRuleset<Apartment>([
  sortByRule<Apartment>({ id: "rent", sortFn: (apartment) => apartment.rent }),
]);

// The page lives in this component's state. Finder applies `page` whenever it changes, and
// onChange copies the instance's page back, so both always hold the same number.
export function ControlledPageList({ children }: { children: ReactNode }) {
  const [page, setPage] = useState(1);

  function syncPage(event: FinderChangeEvent<Apartment>) {
    setPage(event.instance.pagination.page);
  }

  return (
    <>
      <button type="button" onClick={() => setPage(1)}>
        First page
      </button>
      <Finder items={apartments} rules={rules} numItemsPerPage={5} page={page} onChange={syncPage}>
        {children}
      </Finder>
    </>
  );
}
