// Prism's TSX grammar reads a JSX tag only when a name and attributes follow the "<", so the
// opening tag of a component given a type argument, `<Finder.Content<string>>`, came out as
// operators and bare names: no tag colour in light mode, unlike its closing tag. This widens the
// grammar of the Prism that prism-react-renderer shares (the code blocks: src/theme/CodeBlock/Live;
// the editor: src/components/Example/editing) so that a tag name may carry one level of type
// arguments, `<string>` or `<GearItem, Context>`, which are coloured as types. Importing it is
// enough; it changes nothing else.
import { Prism } from "prism-react-renderer";

interface TokenRule {
  pattern: RegExp;
  lookbehind?: boolean;
  inside?: Record<string, unknown>;
}

const tag = (Prism.languages.tsx as Record<string, unknown> | undefined)?.tag as
  TokenRule | undefined;
const tagName = String.raw`<\/?(?:[\w.:-]+`;
const typeArguments = String.raw`(?:<[\w\s.,|&[\]]*>)?`;

if (tag?.inside && !tag.pattern.source.includes(tagName + typeArguments)) {
  if (!tag.pattern.source.includes(tagName))
    throw new Error("src/prismGenericTags.ts no longer finds the tag name in Prism's TSX grammar.");
  tag.pattern = new RegExp(
    tag.pattern.source.replace(tagName, tagName + typeArguments),
    tag.pattern.flags,
  );
  // The name stops at the "<" of its type arguments, which come first, coloured as types.
  (tag.inside.tag as TokenRule).pattern = /^<\/?[^\s>/<]*/;
  tag.inside = {
    "type-arguments": {
      pattern: /(^<[^\s>/<]+)<[^<>]*>/,
      lookbehind: true,
      inside: {
        punctuation: /[<>,]/,
        builtin: /\b(?:string|number|boolean|bigint|symbol|object|unknown|any|never|void)\b/,
        "class-name": /\b[A-Z][\w$]*/,
      },
    },
    ...tag.inside,
  };
}
