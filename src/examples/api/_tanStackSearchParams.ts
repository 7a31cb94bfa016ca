// TanStack Router (version 1): the finder's view in the router's search object, read with
// useSearch() and written with useNavigate(). The router keeps search as an object and, by
// default, writes each value that is not a string, number or boolean as JSON, so the sample turns
// that object into search params and back: two tags are the array ["sale","kids"], which the
// address shows as tags=%5B%22sale%22%2C%22kids%22%5D, not tags=sale&tags=kids. In a route's
// component:
//   <Finder items={gear} rules={rules} searchParams={useTanStackSearchParams()}>
import { useNavigate, useSearch } from "@tanstack/react-router";
import {
  useRouterSearchParams,
  type FinderSearchParamsSync,
  type FinderSearchParamsSyncOptions,
} from "@finderjs/react";

/** The router's search object as search params: an array is a repeated key. */
export function toParams(search: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined)
        params.append(key, typeof item === "string" ? item : JSON.stringify(item));
    }
  }
  return params;
}

/** A number or a boolean as one ("2", "true"), so the router writes `page=2` rather than `page="2"`. */
function typed(text: string): string | number | boolean {
  try {
    const value: unknown = JSON.parse(text);
    if ((typeof value === "number" || typeof value === "boolean") && String(value) === text)
      return value;
  } catch {
    // Not JSON: plain text.
  }
  return text;
}

/**
 * Search params as the router's search object: a repeated key is an array. A key whose value
 * `previous` gives the same params (the app's own keys) keeps that value as it was.
 */
export function toSearch(
  params: URLSearchParams,
  previous: Record<string, unknown> = {},
): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    const before = toParams({ [key]: previous[key] }).getAll(key);
    search[key] =
      JSON.stringify(before) === JSON.stringify(values)
        ? previous[key]
        : values.length === 1
          ? typed(values[0] as string)
          : values.map(typed);
  }
  return search;
}

export function useTanStackSearchParams(
  options?: FinderSearchParamsSyncOptions,
): FinderSearchParamsSync {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  return useRouterSearchParams(
    toParams(search),
    (params, mode) =>
      void navigate({
        to: ".",
        search: (previous: Record<string, unknown>) => toSearch(params, previous),
        replace: mode === "replace",
        // The router scrolls to the top and drops the hash on a navigation unless told not to.
        resetScroll: false,
        hash: true,
      }),
    options,
  );
}
