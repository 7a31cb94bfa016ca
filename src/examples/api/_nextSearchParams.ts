"use client";
// Next.js (app router): the finder's view in the router's search params, read with
// useSearchParams() and written with the router's push or replace. In a client component:
//   <Finder items={gear} rules={rules} searchParams={useNextSearchParams()}>
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  useRouterSearchParams,
  type FinderSearchParamsSync,
  type FinderSearchParamsSyncOptions,
} from "@finderjs/react";

/** The address of the page at `pathname` with `params`: no "?" when there are none. */
export function nextHref(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function useNextSearchParams(
  options?: FinderSearchParamsSyncOptions,
): FinderSearchParamsSync {
  const router = useRouter();
  const pathname = usePathname();
  return useRouterSearchParams(
    useSearchParams(),
    // mode is "push" or "replace"; scroll: false keeps the page where it is.
    (params, mode) => router[mode](nextHref(pathname, params), { scroll: false }),
    options,
  );
}
