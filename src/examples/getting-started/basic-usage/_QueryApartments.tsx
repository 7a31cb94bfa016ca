import { useMemo, type ReactNode } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Finder } from "@finderjs/react";
import type { Apartment } from "../../data/apartments";
import { apartmentRules } from "../../data/apartmentRules";
import { fetchApartments } from "../../data/apartmentServer";

// The same list with TanStack Query, inside your app's <QueryClientProvider>. The query owns the
// data (caching, retries, refetching on focus); Finder owns the search, filters and sort.
export function QueryApartments({ controls }: { controls?: ReactNode }) {
  const query = useInfiniteQuery({
    queryKey: ["apartments"],
    queryFn: ({ pageParam, signal }) => fetchApartments({ offset: pageParam, limit: 8, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset,
  });

  // One array per change of the query's data: the same reference on every other render, so
  // <Finder> applies it only when the pages really change.
  const items = useMemo<Apartment[] | undefined>(
    () => query.data?.pages.flatMap((page) => page.items),
    [query.data],
  );

  if (query.isError) return <p role="alert">Could not load apartments: {query.error.message}</p>;

  return (
    <Finder items={items} rules={apartmentRules} isLoading={query.isPending}>
      {controls}
      <Finder.Content<Apartment>>
        {{
          loading: <p aria-busy="true">Loading apartments…</p>,
          items: ({ items }) => (
            <ul aria-label="Apartments" aria-busy={query.isRefetching}>
              {items.map((apartment) => (
                <li key={apartment.id}>{apartment.title}</li>
              ))}
            </ul>
          ),
          noMatches: <p>None of the loaded apartments match.</p>,
        }}
      </Finder.Content>
      {query.hasNextPage ? (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      ) : null}
      {/* Refetches every loaded page; the list stays on screen, and so do the search and the
          filters (but a neighbourhood the new pages no longer offer). */}
      <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
        Refresh
      </button>
    </Finder>
  );
}
