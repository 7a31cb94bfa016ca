// React Router (version 7 or later; in version 6, import from "react-router-dom"): the finder's
// view in the router's search params, read with useSearchParams() and written with useNavigate(),
// which keeps the hash and the entry's state (the setter useSearchParams() gives drops both). In a
// route's component:
//   <Finder items={gear} rules={rules} searchParams={useReactRouterSearchParams()}>
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  useRouterSearchParams,
  type FinderSearchParamsSync,
  type FinderSearchParamsSyncOptions,
} from "@finderjs/react";

export function useReactRouterSearchParams(
  options?: FinderSearchParamsSyncOptions,
): FinderSearchParamsSync {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { hash, state } = useLocation();
  return useRouterSearchParams(
    searchParams,
    (params, mode) =>
      void navigate(
        { search: `?${params}`, hash },
        { replace: mode === "replace", preventScrollReset: true, state },
      ),
    options,
  );
}
