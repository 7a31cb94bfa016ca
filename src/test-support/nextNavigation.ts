// Next.js's router needs Next's own runtime, so unit tests run the Next.js sample
// (src/examples/api/_nextSearchParams.ts) under this stand-in, aliased as next/navigation in
// vitest.config.ts: the three hooks the sample uses, over one address in memory. push and replace
// show the new address 20 ms later, as Next's router does after a navigation, and record their
// calls. The sample's types are checked against Next's own (scripts/next-types).
import { useSyncExternalStore } from "react";

let address = new URL("https://shop.example/");
const listeners = new Set<() => void>();

/** What the sample asked the router for: method, href, options. */
export const navigations: [method: "push" | "replace", href: string, options: unknown][] = [];

/** Shows `href` as the address now: a visit, Back, Forward or a link. */
export function showAddress(href: string): void {
  address = new URL(href, address);
  listeners.forEach((listener) => listener());
}

/** The address shown now. */
export const shownAddress = (): URL => address;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const navigate = (method: "push" | "replace") => (href: string, options?: unknown) => {
  navigations.push([method, href, options]);
  setTimeout(() => showAddress(href), 20);
};

const router = { push: navigate("push"), replace: navigate("replace") };

export const useRouter = () => router;

export const usePathname = (): string => useSyncExternalStore(subscribe, () => address.pathname);

export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => address.search);
  return new URLSearchParams(search);
}
