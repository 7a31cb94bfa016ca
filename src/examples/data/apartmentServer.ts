// A stand-in for a server that serves the tutorial's apartments a page at a time. The site calls
// no real backend: this answers from memory after a short delay, as a network request would.
import { apartments, type Apartment } from "./apartments";

export interface ApartmentPage {
  items: Apartment[];
  /** How many apartments the server holds in all. */
  total: number;
  /** The offset of the next page, or `undefined` after the last one. */
  nextOffset: number | undefined;
}

export interface FetchApartmentsOptions {
  offset?: number;
  limit?: number;
  /** Simulated network time in milliseconds. */
  latencyMs?: number;
  signal?: AbortSignal;
}

let requests = 0;

/** How many requests the stand-in server has answered (the demos show it). */
export function apartmentRequestCount(): number {
  return requests;
}

export function fetchApartments({
  offset = 0,
  limit = 8,
  latencyMs = 600,
  signal,
}: FetchApartmentsOptions = {}): Promise<ApartmentPage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      requests += 1;
      const end = Math.min(offset + limit, apartments.length);
      resolve({
        // A new array of new objects, as JSON from a server would be.
        items: apartments.slice(offset, end).map((apartment) => ({ ...apartment })),
        total: apartments.length,
        nextOffset: end < apartments.length ? end : undefined,
      });
    }, latencyMs);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
