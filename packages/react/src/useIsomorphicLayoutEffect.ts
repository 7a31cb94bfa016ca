import { useEffect, useLayoutEffect } from "react";

// Prop changes must reach the instance before the browser paints, so the list never shows a frame of
// stale results. On the server there is no paint and React 18 warns about useLayoutEffect, so the
// server gets useEffect (which it never runs either).
export const useIsomorphicLayoutEffect =
  typeof document === "undefined" ? useEffect : useLayoutEffect;
