// React Router: the finder's view in the router's search params, read and written through its
// useSearchParams(). In a route's component:
//   <Finder items={gear} rules={rules} searchParams={useReactRouterSearchParams()}>
import { useSearchParams } from "react-router";
import {
  useRouterSearchParams,
  type FinderSearchParamsSync,
  type FinderSearchParamsSyncOptions,
} from "@finderjs/react";

export function useReactRouterSearchParams(
  options?: FinderSearchParamsSyncOptions,
): FinderSearchParamsSync {
  const [searchParams, setSearchParams] = useSearchParams();
  return useRouterSearchParams(
    searchParams,
    (params, mode) =>
      setSearchParams(params, { replace: mode === "replace", preventScrollReset: true }),
    options,
  );
}
