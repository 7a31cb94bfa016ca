// Wraps theme-classic's Details (3.9.1), a Markdown page's <details>: while it is closed, the code
// blocks inside it render their code without highlighting (src/tabPanel.ts), every word still in
// the HTML; the colours come when it first opens.
import type { ReactNode, ToggleEvent } from "react";
import type { Props } from "@theme/Details";
import Details from "@theme-original/Details";
import { ShownWhen, useOpenedOnce } from "@site/src/tabPanel";

export default function DetailsWithCodeOnOpen({ children, onToggle, ...props }: Props): ReactNode {
  const [opened, noteOpening] = useOpenedOnce(props.open === true);
  return (
    <Details
      {...props}
      onToggle={(event: ToggleEvent<HTMLDetailsElement>) => {
        noteOpening(event);
        onToggle?.(event);
      }}
    >
      <ShownWhen shown={opened}>{children}</ShownWhen>
    </Details>
  );
}
