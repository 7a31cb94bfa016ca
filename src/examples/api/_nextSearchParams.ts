// Next.js (app router, 14.1 or later): the finder's view in the address through the History API.
// Next's router follows pushState and replaceState, so useSearchParams() and usePathname()
// elsewhere on the page show every write, and no write asks the server for the page again (a
// router.push or router.replace would, about every 300 ms while a visitor types). The page needs
// no <Suspense> for it either: the sample does not call useSearchParams(). In a client component
// ("use client"), which is also where it must be called:
//   <Finder items={gear} rules={rules} searchParams={nextSearchParams()}>
import {
  searchParamsSync,
  type FinderSearchParamsAdapter,
  type FinderSearchParamsSync,
  type FinderSearchParamsSyncOptions,
} from "@finderjs/react";

export const nextAdapter: FinderSearchParamsAdapter = {
  read: () => (typeof window === "undefined" ? "" : window.location.search),
  write(params, mode) {
    const { pathname, hash } = window.location;
    const search = params.toString();
    // The state is null: Next copies its own in. Next takes a write that passes the entry's state
    // (as historySearchParams() does when it replaces one) for its own and does not follow it.
    const url = `${pathname}${search ? `?${search}` : ""}${hash}`;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  },
  subscribe(onChange) {
    window.addEventListener("popstate", onChange);
    return () => window.removeEventListener("popstate", onChange);
  },
};

export function nextSearchParams(options?: FinderSearchParamsSyncOptions): FinderSearchParamsSync {
  // A client component is rendered on the server too, where there is no window, and a page built
  // ahead of time cannot know the address: the address is read after mount, before paint.
  return searchParamsSync(nextAdapter, { readOnMount: true, ...options });
}
