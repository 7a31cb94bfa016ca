import { useEffect, useState } from "react";
import { Finder, useFinder } from "@finderjs/react";
import type { Apartment } from "../../data/apartments";
import { apartmentRules } from "../../data/apartmentRules";
import { fetchApartments } from "../../data/apartmentServer";
import { formatMoney } from "../../data/format";

const pageSize = 8;

// Items from a server, without a data-fetching library: the first page on mount, "Load more"
// appends, "Refresh" fetches what is loaded again. Only `items` changes, so the instance keeps the
// visitor's search, filters and sort through all of it (a neighbourhood the new items no longer
// offer is dropped from the filter).
export default function RemoteApartments({ latencyMs = 600 }: { latencyMs?: number }) {
  const [items, setItems] = useState<Apartment[] | null>(null); // null until the first page
  const [total, setTotal] = useState(0);
  const [nextOffset, setNextOffset] = useState<number | undefined>();
  const [pending, setPending] = useState<"more" | "refresh" | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchApartments({ limit: pageSize, latencyMs, signal: controller.signal }).then(
      (page) => {
        setItems(page.items);
        setTotal(page.total);
        setNextOffset(page.nextOffset);
      },
      (reason: unknown) => {
        if (!controller.signal.aborted) setError(String(reason));
      },
    );
    return () => controller.abort(); // unmounted (or StrictMode's second run): drop the answer
  }, [latencyMs]);

  async function load(kind: "more" | "refresh") {
    setPending(kind);
    setError(null);
    try {
      if (kind === "more") {
        const page = await fetchApartments({ offset: nextOffset, limit: pageSize, latencyMs });
        // A new array: <Finder> applies it with setItems, and the search and filters stay.
        setItems((current) => [...(current ?? []), ...page.items]);
        setNextOffset(page.nextOffset);
      } else {
        const page = await fetchApartments({ limit: items?.length ?? pageSize, latencyMs });
        setItems(page.items);
        setTotal(page.total);
        setNextOffset(page.nextOffset);
      }
    } catch (reason) {
      setError(String(reason));
    } finally {
      setPending(null);
    }
  }

  return (
    // isLoading only for the first load: while refreshing, the loaded list stays on screen.
    <Finder items={items} rules={apartmentRules} isLoading={items === null}>
      <Controls />
      <Finder.Content<Apartment>>
        {{
          loading: <p aria-busy="true">Loading apartments…</p>,
          empty: <p>No apartments are listed right now.</p>,
          noMatches: <p>None of the loaded apartments match. Load more, or change the search.</p>,
          items: ({ items }) => (
            <ul aria-label="Apartments" aria-busy={pending === "refresh"}>
              {items.map((apartment) => (
                <li key={apartment.id}>
                  <Finder.SearchTermHaystack haystack={apartment.title} /> ·{" "}
                  {apartment.neighbourhood} · {formatMoney(apartment.rent)}
                  {apartment.petsAllowed ? " · pets allowed" : ""}
                </li>
              ))}
            </ul>
          ),
        }}
      </Finder.Content>
      {error === null ? null : <p role="alert">Could not load apartments: {error}</p>}
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", alignItems: "end" }}>
        <span aria-live="polite">
          {items === null ? "" : `${items.length} of ${total} apartments loaded`}
          {pending === "refresh" ? " · refreshing…" : ""}
        </span>
        {items !== null && nextOffset !== undefined ? (
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={pending !== null}
            onClick={() => void load("more")}
          >
            {pending === "more" ? "Loading…" : "Load more"}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={items === null || pending !== null}
          onClick={() => void load("refresh")}
        >
          Refresh
        </button>
      </div>
    </Finder>
  );
}

function Controls() {
  const finder = useFinder<Apartment>();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", alignItems: "end" }}>
      <label>
        Search{" "}
        <input
          type="search"
          value={finder.search.searchTerm}
          disabled={finder.isLoading}
          onChange={(event) => finder.search.setSearchTerm(event.target.value)}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={finder.filters.isActive("petsAllowed")}
          disabled={finder.isLoading}
          onChange={() => finder.filters.toggle("petsAllowed")}
        />{" "}
        Pets allowed
      </label>
      <span aria-live="polite">
        {finder.isLoading
          ? ""
          : `${finder.matches.numMatchedItems} of ${finder.matches.numTotalItems} apartments`}
      </span>
    </div>
  );
}
