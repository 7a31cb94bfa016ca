import { useEffect, useState, type ReactNode } from "react";
import { Finder, finderRuleset, sortByRule, useFinder } from "@finderjs/react";
import type { Apartment } from "../../data/apartments";

const rules = finderRuleset<Apartment>([
  sortByRule<Apartment>({ id: "rent", sortFn: (apartment) => apartment.rent }),
]);

// Inside the finder, useFinder re-renders on every change: a visitor's action, and also new items,
// rules or context that move the page back, which emit no change event. So this sees every page.
function PageSync({ onPage }: { onPage: (page: number) => void }) {
  const finder = useFinder<Apartment>();
  const { page } = finder.pagination;
  // While loading, the page asked for is kept for the items to come: leave it alone.
  const isShown = finder.isReady && !finder.isLoading;
  useEffect(() => {
    if (isShown) onPage(page);
  }, [isShown, page, onPage]);
  return null;
}

// The page lives in this component's state. Finder applies `page` whenever it changes, and
// PageSync copies the page shown back, so both always hold the same number.
export function ControlledPageList({
  apartments,
  children,
}: {
  apartments: Apartment[];
  children: ReactNode;
}) {
  const [page, setPage] = useState(1);

  return (
    <>
      <button type="button" onClick={() => setPage(1)}>
        First page
      </button>
      <p>Page in your state: {page}</p>
      <Finder items={apartments} rules={rules} numItemsPerPage={5} page={page}>
        <PageSync onPage={setPage} />
        {children}
      </Finder>
    </>
  );
}
