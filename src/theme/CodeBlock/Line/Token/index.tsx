// theme-classic's token (3.9.1), a span with prism-react-renderer's props, plus the colours of the
// rare token that src/codeTheme.ts's class rules would colour wrongly (src/tokenColours.ts).
import type { ReactNode } from "react";
import type { Props } from "@theme/CodeBlock/Line/Token";
import { tokenColours } from "@site/src/tokenColours";

export default function CodeBlockLineToken({ line: _line, token, ...props }: Props): ReactNode {
  const colours = tokenColours(token.types);
  return <span {...props} style={colours ? { ...props.style, ...colours } : props.style} />;
}
