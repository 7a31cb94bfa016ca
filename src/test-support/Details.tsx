// Unit tests run outside Docusaurus, whose Details needs the site's context. This stand-in
// (aliased as @theme-original/Details in vitest.config.ts) is a plain <details> with its summary.
import type { ComponentProps, ReactNode } from "react";

export default function Details({
  summary,
  children,
  ...props
}: ComponentProps<"details"> & { summary?: ReactNode }) {
  return (
    <details {...props}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
