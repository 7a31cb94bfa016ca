// A code block as theme-classic renders it: highlighted, with its copy and word-wrap buttons. In
// a chunk of its own (about 4.5 KB gzip) that needs Prism's (26 KB), which a page loads only when
// a reader reaches for a block or a block first appears after load (see ./index.tsx), or when
// the address changes (./preload.ts).
import { Children, isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";
// Before any block is highlighted: `<Finder.Content<string>>` is a tag (src/prismGenericTags.ts).
import "@site/src/prismGenericTags";

/** Text children as one string, which the block can highlight and copy. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join("") : children;
}

export default function LiveCodeBlock({ children, ...props }: Props): ReactNode {
  const content = asText(children);
  return typeof content === "string" ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
