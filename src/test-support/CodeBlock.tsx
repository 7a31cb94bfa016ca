// Unit tests run outside Docusaurus, whose CodeBlock needs the site's context. This stand-in
// (aliased as @theme/CodeBlock in vitest.config.ts) shows the code and marks that it was used.
export default function CodeBlock({ children, title }: { children: string; title?: string }) {
  return (
    <pre data-testid="highlighted" title={title}>
      {children}
    </pre>
  );
}
