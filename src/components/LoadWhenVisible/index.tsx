import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

export interface LoadWhenVisibleProps {
  /** Imports the demo: `() => import("@site/src/examples/…")`, a chunk of its own. */
  load: () => Promise<{ default: ComponentType }>;
  /** Shown by the server, without JavaScript, and until the demo has loaded. */
  placeholder: ReactNode;
}

/**
 * Renders a demo whose code loads only when it comes near the viewport, for demos whose
 * dependencies would push a page past its first-load JavaScript budget. The server and the first
 * browser render both show the placeholder, so hydration always matches.
 */
export default function LoadWhenVisible({ load, placeholder }: LoadWhenVisibleProps) {
  const [Demo, setDemo] = useState<ComponentType | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The loader is usually an inline arrow in MDX: keep the first one rather than re-observe.
  const loader = useRef(load);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      void loader.current().then((module) => {
        if (!cancelled) setDemo(() => module.default);
      });
    };
    if (typeof IntersectionObserver === "undefined") {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return <div ref={box}>{Demo ? <Demo /> : placeholder}</div>;
}
